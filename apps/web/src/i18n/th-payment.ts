/*
 * Part of `th` (i18n/th.ts), one file per feature: the member's payment screen (what is owed,
 * PromptPay, bank details, slips).
 */

export const payment = {
  /** Under a slip the member sent: the transfer reference read from its QR, or that none was read. */
  slipReference: (reference: string) => `เลขที่รายการ ${reference}`,
  slipNoQr: 'อ่าน QR ในสลิปไม่ได้ เจ้าหน้าที่จะตรวจจากรูป',
  outstandingLoadFailed: 'โหลดยอดค้างชำระไม่สำเร็จ',
  bankTitle: 'โอนเงินเข้าบัญชี',
  bankName: 'ธนาคาร',
  accountHolder: 'ชื่อบัญชี',
  accountNumber: 'เลขที่บัญชี',
  copyAccountNumber: 'คัดลอกเลขบัญชี',
  /** The spec quotes this one in English. */
  copied: 'Copied',
  bankNotSet: 'ชาปเตอร์ยังไม่ได้ตั้งค่าบัญชีธนาคารสำหรับรับโอนเงิน กรุณาสอบถามเลขานุการ/เหรัญญิก',
  bankLoadFailed: 'โหลดข้อมูลบัญชีธนาคารไม่สำเร็จ',
  uploadHint: 'โอนเงินแล้ว อัปโหลดรูปสลิปเพื่อให้เลขานุการ/เหรัญญิกตรวจสอบ',
  slipsTitle: 'สลิปที่อัปโหลด',
  slipsEmpty: 'ยังไม่มีสลิปที่อัปโหลด',
  slipsLoadFailed: 'โหลดรายการสลิปไม่สำเร็จ',
  uploadedAt: (dateTime: string) => `อัปโหลดเมื่อ ${dateTime}`,
  waiting: 'รอตรวจสอบ',
  validated: 'ตรวจสอบแล้ว',
  viewSlip: (dateTime: string) => `ดูสลิปที่อัปโหลดเมื่อ ${dateTime}`,
  slipAlt: (dateTime: string) => `สลิปการโอนเงินที่อัปโหลดเมื่อ ${dateTime}`,
  /** The spec quotes the full-image modal's button in English. */
  close: 'Close',
  deleteSlip: (dateTime: string) => `ลบสลิปที่อัปโหลดเมื่อ ${dateTime}`,
  /** The spec quotes the delete dialog's title in English. */
  deleteConfirmTitle: 'Image Delete Confirm',
  deleteConfirmMessage: 'ต้องการลบสลิปนี้ใช่หรือไม่ เมื่อลบแล้วจะกู้คืนไม่ได้',
  deleteConfirm: 'ลบสลิป',
  deleted: 'ลบสลิปสำเร็จ',
  // Paying by PromptPay and the slip's amount and status (issue 16).
  promptPayTitle: 'ชำระผ่านพร้อมเพย์',
  promptPayChoose: 'เลือกรายการที่ต้องการชำระ',
  nothingOwed: 'ไม่มียอดค้างชำระ',
  owedDate: (date: string) => `วันที่ ${date}`,
  selectedTotal: 'รวมรายการที่เลือก',
  creditLine: 'หักเครดิตคงเหลือ',
  amountToTransfer: 'ยอดที่ต้องโอน',
  noneTicked: 'เลือกอย่างน้อย 1 รายการเพื่อสร้าง QR พร้อมเพย์',
  creditCovers: 'เครดิตคงเหลือพอชำระรายการที่เลือกแล้ว ไม่ต้องโอนเพิ่ม',
  // A waiting slip that covers part of what the ticks ask (the rest of the guard's texts are th.slipUpload's).
  pendingPartly: (pending: string, amount: string, remaining: string) =>
    `มีสลิป ${pending} บาท รอเจ้าหน้าที่ตรวจสอบ ครอบคลุมยอด ${amount} บาท ได้บางส่วน ยังเหลืออีก ${remaining} บาท QR จะขอยอดเต็มตามรายการที่เลือกจนกว่าเจ้าหน้าที่จะยืนยันสลิป ถ้าจะโอนเฉพาะส่วนที่เหลือ ให้เลือกเฉพาะรายการที่สลิปนั้นยังไม่ได้จ่าย`,
  promptPayNotSet: 'ชาปเตอร์ยังไม่ได้ตั้งค่าพร้อมเพย์ กรุณาโอนเงินเข้าบัญชีธนาคารด้านล่าง',
  qrAlt: (amount: string) => `QR พร้อมเพย์สำหรับโอน ${amount} บาท`,
  qrLoadFailed: 'สร้าง QR พร้อมเพย์ไม่สำเร็จ',
  promptPayId: 'พร้อมเพย์',
  saveQr: 'บันทึก QR',
  saveQrHint: 'หรือกดค้างที่รูปเพื่อบันทึก',
  slipAmountMissing: 'ไม่ได้ระบุยอด',
  slipImageRemoved: 'รูปสลิปนี้ถูกลบแล้วตามระยะเวลาการเก็บข้อมูลของชาปเตอร์ ข้อมูลการชำระเงินยังอยู่ครบ',
  refused: 'ถูกปฏิเสธ',
  refusalReason: (reason: string) => `เหตุผล: ${reason}`,
  /** Under an accepted slip whose amount staff corrected: what the member typed, what staff checked. */
  slipChecked: (typed: string, checked: string, slips: number) =>
    `คุณระบุ ${typed} บาท · เจ้าหน้าที่ตรวจแล้ว ${checked} บาท${slips > 1 ? ` (รวม ${slips} สลิป)` : ''}`,
  slipBecameCredit: (amount: string) => `เป็นเครดิต ${amount} บาท`,
} as const;
