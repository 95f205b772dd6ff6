/*
 * Part of `th` (i18n/th.ts): what staff do for a meeting's guests on the participant list (issue
 * 34): register a visitor who phoned, hand them their link, and export the meeting's guests.
 */

export const staffVisitor = {
  open: 'ลงทะเบียนผู้เยี่ยมชม',
  title: 'ลงทะเบียนผู้เยี่ยมชม',
  meeting: (name: string, date: string) => `${name} ${date}`,
  /** Staff consent for the visitor on the phone: they must have told them about the notice. */
  noticeNote:
    'ก่อนบันทึก กรุณาแจ้งผู้เยี่ยมชมทางโทรศัพท์ว่าชาปเตอร์เก็บข้อมูลเหล่านี้ตามประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม ระบบจะบันทึกว่าผู้เยี่ยมชมรับทราบประกาศฉบับปัจจุบัน',
  feeNote: 'ผู้เยี่ยมชมชำระค่าเข้าร่วมเอง ผ่านลิงก์ที่จะได้รับหลังบันทึก หรือที่หน้างาน',
  submit: 'บันทึก',
  registered: (name: string) => `ลงทะเบียน ${name} แล้ว`,
  /** The link, shown once after saving. */
  linkTitle: 'ลิงก์ของผู้เยี่ยมชม',
  linkExplain: (name: string, fee: string, expires: string) =>
    `ส่งลิงก์นี้ให้ ${name} เพื่อดูการลงทะเบียนและชำระค่าเข้าร่วม ${fee} บาท ลิงก์ใช้ได้ถึง ${expires} และจะแสดงเพียงครั้งนี้`,
  linkLabel: 'ลิงก์ของผู้เยี่ยมชม',
  close: 'ปิด',
} as const;

export const guestsExport = {
  csv: 'ส่งออกรายชื่อผู้เยี่ยมชม (CSV)',
  xlsx: 'ส่งออกรายชื่อผู้เยี่ยมชม (Excel)',
} as const;
