/**
 * What the chapter's LINE account answers when a member sends a slip picture into the chat (issue
 * 37): stored and waiting for staff, refused and why (the upload's own words), or which amount the
 * transfer was for. Part of apiMessages. Amounts are baht as `bahtText` writes them (1,250.50).
 */
export const chatSlipMessages = {
  chatSlipNotConnected:
    'บัญชี LINE นี้ยังไม่ได้เชื่อมกับสมาชิกของชาปเตอร์ จึงรับรูปสลิปไม่ได้และไม่ได้เก็บรูปไว้ กรุณาเปิดมินิแอปของชาปเตอร์เพื่อเชื่อมบัญชีก่อน แล้วส่งสลิปอีกครั้ง',
  chatSlipStored: (baht: string) =>
    `บันทึกสลิปแล้ว ยอดโอน ${baht} บาท อ่าน QR ของสลิปได้ รอเลขานุการ/เหรัญญิกตรวจสอบ ดูสถานะได้ในเมนูชำระเงิน`,
  chatSlipStoredNoQr: (baht: string) =>
    `บันทึกสลิปแล้ว ยอดโอน ${baht} บาท แต่อ่าน QR ของสลิปในรูปไม่ได้ เลขานุการ/เหรัญญิกจะตรวจสอบจากรูปเอง ดูสถานะได้ในเมนูชำระเงิน`,
  chatSlipRefused: (reason: string) => `ไม่ได้บันทึกสลิปนี้: ${reason}`,
  /** The member's upload limits, or storage that does not answer: nothing wrong with the slip itself. */
  chatSlipTryLater: (reason: string) => `ยังบันทึกสลิปนี้ไม่ได้ในตอนนี้: ${reason} กรุณาส่งรูปอีกครั้งภายหลัง`,
  chatSlipContentUnavailable: 'ดึงรูปจาก LINE ไม่ได้ จึงยังไม่ได้บันทึกสลิป กรุณาส่งรูปสลิปอีกครั้ง',
  chatSlipAskAmount: 'ได้รับรูปแล้ว แต่ยังไม่ได้บันทึก: สลิปนี้โอนยอดไหน กรุณากดเลือกยอดด้านล่าง',
  chatSlipAskItem: (n: number, name: string, date: string, baht: string) => `${n}) ${name} ${date} ${baht} บาท`,
  chatSlipAskSubstitute: (name: string) => `(ตัวแทน: ${name})`,
  chatSlipAskTotal: (baht: string) => `รวมทั้งหมด ${baht} บาท`,
  chatSlipAskCredit: (baht: string) => `(หักเครดิต ${baht} บาทแล้ว)`,
  chatSlipAskMore: (count: number) => `และอีก ${count} รายการ ดูได้ในเมนูชำระเงิน`,
  /** Quick-reply labels: LINE shows at most 20 characters. */
  chatSlipTotalButton: (baht: string) => `รวม ${baht} บาท`,
  chatSlipItemButton: (date: string, baht: string) => `${date} ${baht} บาท`,
  /** What the chat shows as the member's own message when they tap an amount. */
  chatSlipSaidAmount: (baht: string) => `สลิปนี้โอน ${baht} บาท`,
  chatSlipNothingOwed:
    'ได้รับรูปแล้ว แต่ยังไม่ได้บันทึก: ตอนนี้คุณไม่มียอดค้างชำระ จึงไม่รู้ว่าสลิปนี้โอนเท่าไร กรุณาส่งสลิปในเมนูชำระเงินของมินิแอปพร้อมระบุยอด',
  chatSlipPayButton: 'เปิดเมนูชำระเงิน',
  chatSlipUnknownImage: 'ไม่พบรูปที่ปุ่มนี้อ้างถึง ไม่ได้บันทึกอะไร กรุณาส่งรูปสลิปอีกครั้ง',
} as const;
