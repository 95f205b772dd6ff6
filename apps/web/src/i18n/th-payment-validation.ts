/*
 * Part of `th` (i18n/th.ts), one file per feature: the treasurer's payment validation, and what
 * the server read from a slip (shown there and in the shared slip check).
 */

export const validation = {
  membersLabel: 'สมาชิกที่มีสลิปรอตรวจสอบ',
  creditMembersLabel: 'สมาชิกที่มีเครดิตใช้ชำระรายการค้างได้',
  creditOnly: (credit: string, owed: string) => `ไม่มีสลิปรอ · เครดิต ${credit} บาท · ค้าง ${owed} บาท`,
  loadFailed: 'โหลดรายชื่อสมาชิกที่มีสลิปรอตรวจสอบไม่สำเร็จ',
  empty: 'ไม่มีสลิปที่รอตรวจสอบในขณะนี้',
  owes: (amount: string) => `ค้างชำระ ${amount} บาท`,
  // Issue 31: whoever vouched for the member's LINE account may hold it, and does not confirm for 30 days.
  lineVouched: (name: string | null, date: string) =>
    name
      ? `บัญชี LINE ของสมาชิกนี้เชื่อมเมื่อ ${date} รับรองโดย ${name}`
      : `บัญชี LINE ของสมาชิกนี้เชื่อมเมื่อ ${date} ไม่มีเจ้าหน้าที่รับรอง (ผู้ดูแลเซิร์ฟเวอร์หรือระบบสาธิต)`,
  lineNotBound: 'สมาชิกนี้ยังไม่ได้เชื่อมบัญชี LINE',
  cannotConfirm: {
    own_payment: 'คุณยืนยันการชำระเงินของตนเองไม่ได้ ให้เจ้าหน้าที่คนอื่นยืนยัน',
    vouched: 'คุณรับรองบัญชี LINE ของสมาชิกนี้เมื่อไม่ถึง 30 วันที่ผ่านมา จึงยืนยันการชำระเงินของสมาชิกนี้ไม่ได้ ให้เจ้าหน้าที่คนอื่นยืนยัน',
  },
  // Issue 34: visitors and substitutes paying their own fee, in the same queue.
  guestsLabel: 'ผู้เยี่ยมชมและตัวแทนที่มีสลิปรอตรวจสอบ',
  guestsLoadFailed: 'โหลดรายชื่อผู้เยี่ยมชมและตัวแทนที่มีสลิปรอตรวจสอบไม่สำเร็จ',
  guestKinds: { visitor: 'ผู้เยี่ยมชม', substitute: 'ตัวแทน' },
  /** A visitor is invited by a member, a substitute sent by one. */
  guestHost: { visitor: (name: string) => `เชิญโดย ${name}`, substitute: (name: string) => `ส่งโดย ${name}` },
  guestMeeting: (date: string) => `ประชุม ${date}`,
  guestContact: (company: string, phone: string) => `${company} · โทร ${phone}`,
  thirdVisit: 'มาเป็นครั้งที่ 3 ใน 6 เดือน',
  thirdVisitNote: 'เบอร์โทรนี้มาประชุมแล้ว 2 ครั้งใน 6 เดือนที่ผ่านมา ยังเข้าร่วมได้ แต่การมาครั้งที่ 3 ควรแจ้งคณะกรรมการพิจารณา',
  cannotConfirmGuest: {
    visitor: 'คุณเป็นผู้เชิญบุคคลนี้ ต้องให้เจ้าหน้าที่อีกคนยืนยัน',
    substitute: 'คุณเป็นผู้ส่งตัวแทนคนนี้ ต้องให้เจ้าหน้าที่อีกคนยืนยัน',
  },
  guestSlipsEmpty: 'ไม่มีสลิปของบุคคลนี้',
  slipsTitle: 'สลิปการโอนเงิน',
  slipsEmpty: 'ไม่มีสลิปของสมาชิกคนนี้',
  slipsLoadFailed: 'โหลดสลิปของสมาชิกไม่สำเร็จ',
  registrationsTitle: 'รายการลงทะเบียนที่ยังไม่ชำระ',
  registrationsEmpty: 'ไม่มีรายการลงทะเบียนที่ค้างชำระ',
  confirm: 'ยืนยันการชำระเงิน',
  // Issue 16: slip amounts, running totals, credit, accept-as-credit and refusing.
  slipNoAmount: 'ไม่ระบุยอด',
  slipRefused: 'ปฏิเสธแล้ว',
  refusalReason: (reason: string) => `เหตุผล: ${reason}`,
  refuse: 'ปฏิเสธสลิป',
  refuseSlip: (dateTime: string) => `ปฏิเสธสลิปที่อัปโหลดเมื่อ ${dateTime}`,
  refuseTitle: 'ปฏิเสธสลิป',
  refuseMessage: (dateTime: string, amount: string) =>
    `สลิปที่อัปโหลดเมื่อ ${dateTime} (${amount}) จะไม่ถูกนับเป็นการชำระเงิน และสมาชิกจะลบสลิปนี้ไม่ได้`,
  refuseReasonLabel: 'เหตุผลที่ปฏิเสธ',
  refuseReasonDescription: 'สมาชิกจะเห็นเหตุผลนี้ในหน้าชำระเงิน เช่น ยอดในสลิปไม่ตรง หรือรูปไม่ชัด',
  refuseReasonRequired: 'กรุณาระบุเหตุผลที่ปฏิเสธสลิป สมาชิกจะเห็นเหตุผลนี้',
  // A guest has no payment screen or slip list to delete from: the visitor reads the reason on their link's page.
  refuseGuestMessage: (dateTime: string, amount: string) =>
    `สลิปที่อัปโหลดเมื่อ ${dateTime} (${amount}) จะไม่ถูกนับเป็นการชำระเงิน`,
  refuseGuestReasonDescription: 'ผู้ส่งสลิปจะเห็นเหตุผลนี้ เช่น ยอดในสลิปไม่ตรง หรือรูปไม่ชัด',
  refuseGuestReasonRequired: 'กรุณาระบุเหตุผลที่ปฏิเสธสลิป ผู้ส่งสลิปจะเห็นเหตุผลนี้',
  summaryTitle: 'สรุปยอด',
  received: 'ได้รับ',
  correctReceived: 'แก้ยอด',
  useStated: 'ใช้ยอดตามสลิป',
  receivedLabel: 'ยอดที่ได้รับจริง (บาท)',
  statedAmount: (amount: string) => `ยอดตามสลิป ${amount} บาท`,
  statedUnknown: 'มีสลิปที่ไม่ได้ระบุยอด กรุณาระบุยอดที่ได้รับจริง',
  receivedRequired: 'กรุณาระบุยอดที่ได้รับ',
  receivedReasonLabel: 'เหตุผลที่แก้ยอด',
  receivedReasonRequired: 'กรุณาระบุเหตุผลที่แก้ยอด',
  credit: 'เครดิตเดิม',
  tickedTotal: 'รายการที่เลือก',
  difference: 'ส่วนต่าง',
  leftAsCredit: (amount: string) => `เหลือเป็นเครดิต ${amount} บาท`,
  short: (amount: string) => `ขาด ${amount} บาท`,
  even: 'พอดี',
  differenceUnknown: 'รอระบุยอดที่ได้รับ',
  waiverReasonLabel: 'เหตุผลที่ยกเว้นส่วนที่ขาด',
  waiverReasonHint: (amount: string) =>
    `ส่วนที่ขาด ${amount} บาท จะบันทึกเป็นส่วนลดหรือการยกเว้นค่าใช้จ่าย ถ้าสมาชิกจะโอนเพิ่มภายหลัง ให้เอาเครื่องหมายออกจากรายการที่ยังไม่ได้จ่ายแทน`,
  waiverReasonRequired: 'กรุณาระบุเหตุผลที่ยกเว้นส่วนที่ขาด เช่น ส่วนลด',
  suggest: 'เลือกตามยอดเงิน',
  suggestHint: 'เลือกชุดรายการที่ยอดที่ได้รับรวมเครดิตจ่ายได้มากที่สุด ถ้าเท่ากันเลือกรายการที่เก่ากว่าก่อน',
  nothingFits: (amount: string, withCredit: boolean) =>
    `${withCredit ? 'ยอดที่ได้รับรวมเครดิต' : 'ยอดที่ได้รับ'} ${amount} บาท น้อยกว่ารายการที่ค้างทุกรายการ`,
  nothingTicked: 'ยังยืนยันไม่ได้ เพราะยังไม่ได้เลือกรายการลงทะเบียน ถ้าจะเก็บยอดไว้ก่อน ใช้ "รับเป็นเครดิต" ถ้าสลิปไม่ถูกต้อง ใช้ "ปฏิเสธสลิป"',
  willPay: (count: number, amount: string) => `ชำระ ${count} รายการ ${amount} บาท`,
  willKeepCredit: (amount: string) => `เหลือเครดิต ${amount} บาท`,
  willWaive: (amount: string) => `ยกเว้น ${amount} บาท`,
  previewSeparator: ' · ',
  acceptCredit: 'รับเป็นเครดิต',
  acceptCreditTitle: 'รับยอดเป็นเครดิต',
  acceptCreditMessage: (amount: string, slips: number, name: string) =>
    `รับยอด ${amount} บาท จากสลิป ${slips} ใบ เป็นเครดิตของ ${name} โดยยังไม่ชำระรายการลงทะเบียนใด เครดิตนี้ใช้ชำระรายการต่อไปได้`,
} as const;

/** What the server read from a slip's QR and what the slip-verification provider said (issue 17). */
export const slipCheck = {
  title: 'ตรวจสลิป',
  reference: (reference: string) => `เลขที่รายการ ${reference}`,
  // Issue 31: a QR that reads is only well-formed (its CRC is no signature), not a transfer the bank knows.
  qrNotVerified: 'QR อ่านได้ ยังไม่ได้ตรวจกับธนาคาร',
  noQr: 'ไม่พบ QR ของสลิป: ตรวจยอดและบัญชีผู้รับจากรูปด้วยตนเอง',
  invalidQr: 'QR ของสลิปไม่ถูกต้อง (รหัสตรวจสอบไม่ตรง สลิปอาจถูกแก้ไข)',
  passed: 'ตรวจกับธนาคารแล้ว: ยอดเงิน ผู้รับ และวันที่ถูกต้อง',
  problems: {
    duplicate: 'ผู้ให้บริการตรวจสลิปพบว่าสลิปนี้เคยถูกตรวจมาก่อน (อาจใช้ซ้ำ)',
    amount: (bank: string, entered: string) => `ยอดเงินไม่ตรง: ธนาคารบันทึก ${bank} บาท สมาชิกกรอก ${entered} บาท`,
    receiver: (receiver: string) => `ผู้รับเงินไม่ใช่บัญชีของชาปเตอร์: ${receiver}`,
    date: (at: string) => `วันที่โอนไม่ตรง: โอนเมื่อ ${at} (ก่อนส่งสลิปเกิน 7 วัน หรือหลังเวลาส่ง)`,
  },
  notFound: (message: string) => `ธนาคารไม่พบรายการนี้: ${message}`,
  error: (message: string) => `ตรวจสลิปกับผู้ให้บริการไม่สำเร็จ: ${message}`,
  unknown: 'ไม่ทราบ',
  checkAgain: 'ตรวจกับธนาคารอีกครั้ง',
  // Issue 31 (ADR 48): one transfer reference on two members' slips is kept on both and shown here.
  clashTitle: 'เลขที่รายการนี้ซ้ำกับสลิปของสมาชิกคนอื่น',
  clashExplained:
    'การโอนหนึ่งครั้งมีเลขที่รายการเดียว สลิปใบใดใบหนึ่งอาจปลอมหรือนำเลขของผู้อื่นมาใช้ ตรวจกับธนาคารหรือรายการเงินเข้าบัญชีของชาปเตอร์ก่อนยืนยันทั้งสองใบ',
  clashWith: (name: string, sentAt: string, accepted: boolean) =>
    `${name} ส่งเมื่อ ${sentAt} (${accepted ? 'ยืนยันแล้ว' : 'รอตรวจสอบ'})`,
} as const;
