/*
 * Part of `th` (i18n/th.ts), one file per feature: the events members register for, and what a
 * cancelled event means for their registration (also on the profile).
 */

/** An event the chapter cancelled, and what became of the member's registration (ADR 17). */
export const cancelledEvent = {
  title: 'งานนี้ถูกยกเลิก',
  /** A paid registration stays: the money is refunded or kept as credit, by arrangement with staff. */
  paid: (amount: string) => `คุณชำระเงินแล้ว ${amount} บาท กรุณาติดต่อเลขานุการ/เหรัญญิกเพื่อขอรับเงินคืนหรือเก็บไว้เป็นเครดิต`,
  /** An unpaid registration was cancelled with the event: nothing is owed. */
  voided: 'การลงทะเบียนของคุณถูกยกเลิกไปพร้อมกับงาน ไม่มียอดค้างชำระสำหรับงานนี้',
} as const;

export const events = {
  title: 'ลงทะเบียนกิจกรรม',
  loadFailed: 'โหลดรายการกิจกรรมไม่สำเร็จ',
  empty: 'ยังไม่มีกิจกรรมที่เปิดให้ลงทะเบียนในขณะนี้',
  earlyBird: 'Early Bird',
  earlyBirdUntil: (dateTime: string) => `ราคา Early Bird ถึง ${dateTime}`,
  /** Read before the struck-through price, which a screen reader does not announce as struck. */
  regularPrice: 'ราคาปกติ',
  location: 'สถานที่',
  when: 'วันและเวลา',
  attendees: (count: number) => `ผู้เข้าร่วม ${count} คน`,
  attendeesEmpty: 'ยังไม่มีผู้ลงทะเบียน',
  attendeePaid: 'ชำระเงินแล้ว',
  register: 'ลงทะเบียน',
  registeredAt: (amount: string) => `ลงทะเบียนแล้ว ราคา ${amount} บาท (รอชำระเงิน)`,
  cancel: 'ยกเลิกการลงทะเบียน',
  cancelConfirmTitle: 'ยืนยันการยกเลิกการลงทะเบียน',
  cancelConfirmMessage: (name: string) => `ต้องการยกเลิกการลงทะเบียนกิจกรรม "${name}" ใช่หรือไม่`,
  keepRegistration: 'ไม่ยกเลิก',
  paid: 'ชำระเงินแล้ว',
  registered: 'ลงทะเบียนสำเร็จ',
  cancelled: 'ยกเลิกการลงทะเบียนสำเร็จ',
} as const;

/** A member who cannot come to a weekly meeting sends a substitute; the meal fee is theirs to pay (ADR 54). */
export const substitute = {
  send: 'ส่งตัวแทน',
  formTitle: 'ส่งตัวแทนเข้าประชุม',
  /** Under the form's title: which meeting. */
  meeting: (name: string, when: string) => `${name} (${when})`,
  feeNote: (fee: string) => `ค่าอาหารของตัวแทน ${fee} บาท จะรวมในยอดที่คุณต้องชำระ`,
  feeNoteSubstitutePays: (fee: string) => `ตัวแทนชำระค่าอาหาร ${fee} บาทเอง: หลังส่งชื่อ คุณจะได้ลิงก์สำหรับส่งให้ตัวแทน`,
  firstName: 'ชื่อ',
  lastName: 'นามสกุล',
  phone: 'เบอร์โทรศัพท์',
  company: 'บริษัท',
  firstNameRequired: 'กรุณากรอกชื่อ',
  lastNameRequired: 'กรุณากรอกนามสกุล',
  phoneRequired: 'กรุณากรอกเบอร์โทรศัพท์',
  /** The green toast once sent. */
  sentToast: (name: string) => `ส่งตัวแทนแล้ว: ${name}`,
  /** On the card once sent. */
  sent: (name: string) => `ตัวแทน: ${name}`,
  fee: (fee: string) => `ค่าอาหารของตัวแทน ${fee} บาท`,
  paid: 'ชำระแล้ว',
  unpaid: 'รอชำระเงิน',
  /** On the card when the chapter has substitutes pay their own meal: not part of what the member owes. */
  paysSelf: (fee: string) => `ตัวแทนชำระเอง (ค่าอาหาร ${fee} บาท)`,
  unpaidSelf: 'รอตัวแทนชำระ',
  /** The dialog after sending, when the substitute pays through their own link (shown this once). */
  payLinkTitle: 'ลิงก์ชำระเงินของตัวแทน',
  payLinkExplain: (name: string) =>
    `ส่งลิงก์นี้ให้ ${name} ตัวแทนจะเปิดลิงก์เพื่อยอมรับประกาศความเป็นส่วนตัวและชำระค่าอาหารเอง คุณไม่ต้องชำระค่าอาหารของตัวแทน`,
  payLinkOnce: 'ลิงก์นี้แสดงเพียงครั้งเดียว กรุณาคัดลอกและส่งให้ตัวแทนก่อนปิดหน้าต่างนี้',
  payLinkLabel: 'ลิงก์ของตัวแทน',
  close: 'ปิด',
  cancel: 'ยกเลิกตัวแทน',
  cancelConfirmTitle: 'ยืนยันการยกเลิกตัวแทน',
  cancelConfirmMessage: (name: string, meeting: string) =>
    `ต้องการยกเลิกตัวแทน ${name} ของ "${meeting}" ใช่หรือไม่ ค่าอาหารของตัวแทนจะไม่ต้องชำระ`,
  keep: 'ไม่ยกเลิก',
  /** A paid substitute cannot be cancelled by the member. */
  paidNoCancel: 'ชำระค่าอาหารแล้ว หากต้องการยกเลิก กรุณาติดต่อเลขานุการ/เหรัญญิก',
  /** Under an event's name wherever a registration is listed: this fee is a substitute's meal. */
  mealOf: (name: string) => `ค่าอาหารตัวแทน: ${name}`,
} as const;
