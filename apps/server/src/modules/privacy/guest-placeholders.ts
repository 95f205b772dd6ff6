/** What an erased guest's name becomes (ADR 54): the seat and its money stay, named by kind only. */
export const GUEST_PLACEHOLDERS = {
  visitor: 'ผู้เยี่ยมชม (ลบข้อมูลแล้ว)',
  substitute: 'ตัวแทน (ลบข้อมูลแล้ว)',
} as const;
