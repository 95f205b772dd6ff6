/**
 * The API's Thai messages for a members file that went through a spreadsheet (issue 36, ADR 58).
 * Part of apiMessages.
 */
export const membersExportMessages = {
  /** 8 or 9 digits without the leading 0 that are not a mobile number: the zero cannot be guessed. */
  csvPhoneLostZero:
    'หมายเลขโทรศัพท์ไม่มีเลข 0 ข้างหน้า (โปรแกรมตารางคำนวณอย่าง Excel มักตัดออก) ระบบเติม 0 ให้ได้เฉพาะเบอร์มือถือ 9 หลักที่ขึ้นต้นด้วย 6, 8 หรือ 9 กรุณาแก้เป็นหมายเลขเต็ม เช่น 02-123-4567',
} as const;
