/*
 * Part of `th` (i18n/th.ts), split by area so each file stays readable: sending a bank-transfer slip
 * (components/slip-upload/), wherever a screen asks for one: the member's payment screen, and a
 * visitor paying a meeting fee.
 */

export const slipUpload = {
  upload: 'อัปโหลดสลิป',
  uploaded: 'อัปโหลดสลิปสำเร็จ',
  readFailed: 'อ่านไฟล์ไม่สำเร็จ กรุณาเลือกรูปสลิปอีกครั้ง',
  amountTitle: 'ยอดเงินที่โอน',
  amountLabel: 'ยอดเงินที่โอน (บาท)',
  amountDescription: 'ระบุยอดตามสลิป เลขานุการ/เหรัญญิกจะตรวจกับสลิปอีกครั้ง',
  amountRequired: 'กรุณาระบุยอดเงินที่โอน',
  amountInvalid: 'ยอดเงินต้องมากกว่า 0 บาท และมีทศนิยมไม่เกิน 2 ตำแหน่ง',
  amountTooHigh: (max: string) => `ยอดเงินต้องไม่เกิน ${max} บาท`,
  sendSlip: 'ส่งสลิป',
  progressLabel: 'ความคืบหน้าการส่งสลิป',
  sending: (percent: number) => `กำลังส่งสลิป ${percent}%`,
  sent: 'ส่งสลิปครบแล้ว กำลังบันทึก…',
  // A slip waiting for staff stands in front of the QR, so nobody pays the same amount twice by mistake.
  pendingCovers: (pending: string, amount: string) =>
    `มีสลิป ${pending} บาท รอเจ้าหน้าที่ตรวจสอบ ซึ่งครอบคลุมยอด ${amount} บาท นี้แล้ว ไม่ต้องโอนซ้ำ เมื่อเจ้าหน้าที่ยืนยัน ยอดค้างจะลดลงเอง`,
  /** What a screen without a choice of what to pay says; the member's payment screen says more (th.payment). */
  pendingPartly: (pending: string, amount: string, remaining: string) =>
    `มีสลิป ${pending} บาท รอเจ้าหน้าที่ตรวจสอบ ครอบคลุมยอด ${amount} บาท ได้บางส่วน ยังเหลืออีก ${remaining} บาท QR จะขอยอดเต็มจนกว่าเจ้าหน้าที่จะยืนยันสลิป`,
  pendingNotDeducted: (pending: string, amount: string) => `QR นี้ขอ ${amount} บาท ยังไม่หักสลิป ${pending} บาท ที่รอตรวจสอบ`,
  showQrToPayAgain: 'แสดง QR เพื่อชำระอีกครั้ง',
} as const;
