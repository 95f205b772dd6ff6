/*
 * Part of `th` (i18n/th.ts): the treasurer's side of a weekly meeting on the participant list
 * (issue 35): the headcount the venue is told, and the cash-up after the meeting.
 */

export const headcount = {
  open: 'จำนวนผู้เข้าประชุม',
  title: 'จำนวนผู้เข้าประชุม',
  loadFailed: 'โหลดจำนวนผู้เข้าประชุมไม่สำเร็จ',
  members: 'สมาชิก',
  substitutes: 'ตัวแทน',
  visitors: 'ผู้เยี่ยมชม',
  total: 'รวม',
  onLeave: 'สมาชิกที่ลา',
  willMiss: 'สมาชิกที่แจ้งว่าจะไม่มา',
  people: (count: number) => `${count} ท่าน`,
  /** Not counted in the total: said so the treasurer sees who was left out. */
  notCounted: 'ไม่นับรวมในจำนวนที่แจ้งสถานที่',
  /** The message for the venue, copied as it is. */
  message: (meeting: string, date: string, total: number) =>
    `ยืนยันจำนวนผู้เข้าประชุม ${meeting} วันที่ ${date} จำนวน ${total} ท่าน`,
  messageLabel: 'ข้อความสำหรับแจ้งสถานที่',
  copy: 'คัดลอกข้อความ',
  copied: 'คัดลอกแล้ว',
  close: 'ปิด',
} as const;

export const cashUp = {
  open: 'ปิดยอด',
  title: (meeting: string, date: string) => `ปิดยอด ${meeting} ${date}`,
  loadFailed: 'โหลดยอดการประชุมไม่สำเร็จ',
  expected: 'ยอดที่ควรได้รับ',
  received: 'ยอดที่ได้รับ',
  /** Shown over the figures once closed: they stand as they were then. */
  atClosing: 'ตัวเลข ณ เวลาปิดยอด',
  kinds: { member: 'สมาชิก', visitor: 'ผู้เยี่ยมชม', substitute: 'ตัวแทน' },
  sources: { transfer: 'โอนเงิน', cash: 'เงินสด', credit: 'เครดิต', waived: 'ยกเว้น' },
  total: 'รวม',
  difference: 'ส่วนต่าง',
  baht: (amount: string) => `${amount} บาท`,
  differencesTitle: 'รายการที่ไม่ตรง',
  differencesNone: 'ยอดตรงกันทุกรายการ',
  differenceKinds: {
    came_not_paid: 'มาแต่ยังไม่ชำระ',
    paid_not_came: 'ชำระแล้วแต่ไม่มา',
    paid_twice: 'ชำระซ้ำ',
  },
  seatsTitle: (count: number) => `ที่นั่งทั้งหมด (${count})`,
  showSeats: 'แสดงที่นั่ง',
  hideSeats: 'ซ่อนที่นั่ง',
  paidBy: (payer: string) => `ผู้ชำระ: ${payer}`,
  came: 'มา',
  notCame: 'ไม่มา',
  unpaid: 'ยังไม่ชำระ',
  references: (refs: string) => `อ้างอิง: ${refs}`,
  lateTitle: 'การเปลี่ยนแปลงหลังปิดยอด',
  lateKinds: { confirmed: 'ยืนยันการชำระ', reversed: 'ยกเลิกการชำระ' },
  lateBy: (by: string, at: string) => `โดย ${by} เมื่อ ${at}`,
  close: 'ปิดยอด',
  closeTitle: 'ปิดยอดการประชุม',
  closeMessage: (meeting: string) =>
    `ปิดยอด "${meeting}" และเก็บตัวเลขตามที่เห็นตอนนี้ หากมีการยืนยันหรือยกเลิกการชำระภายหลัง จะแสดงเป็นการเปลี่ยนแปลงหลังปิดยอด`,
  keepOpen: 'ยังไม่ปิด',
  notEnded: 'ปิดยอดได้หลังการประชุมจบ',
  closedBy: (by: string, at: string) => `ปิดยอดแล้วโดย ${by} เมื่อ ${at}`,
  export: { csv: 'ดาวน์โหลด CSV', xlsx: 'ดาวน์โหลด Excel' },
  dismiss: 'ปิดหน้าต่าง',
} as const;
