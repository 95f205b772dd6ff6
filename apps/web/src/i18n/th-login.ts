/*
 * Part of `th` (i18n/th.ts), one file per feature: the login screen (phone number, then the code
 * LINE sends when the server asks for one).
 */

export const login = {
  /** The spec: the title is the chapter name followed by "Login". */
  title: (chapterName: string) => `${chapterName} Login`.trim(),
  phoneLabel: 'หมายเลขโทรศัพท์',
  phonePlaceholder: '081-111-1111',
  phoneDescription: 'ใช้หมายเลขโทรศัพท์ที่ลงทะเบียนไว้กับชาปเตอร์',
  phoneRequired: 'จำเป็นต้องกรอกหมายเลขโทรศัพท์',
  submit: 'เข้าสู่ระบบ',
  failedTitle: 'Login Failed',
  codeLabel: 'รหัสยืนยัน 6 หลักจาก LINE',
  codeDigit: (position: number) => `รหัสยืนยัน หลักที่ ${position}`,
  codeRequired: 'กรุณากรอกรหัสยืนยัน 6 หลัก',
  codeSubmit: 'ยืนยันรหัส',
  codeResend: 'ส่งรหัสใหม่',
  changePhone: 'เปลี่ยนหมายเลขโทรศัพท์',
} as const;
