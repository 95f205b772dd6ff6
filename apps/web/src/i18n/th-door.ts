import type { TDoorPerson } from '@chapter/contract/door';

/*
 * Part of `th` (i18n/th.ts): the meeting's door on the visitor host's phone (issue 35): the meeting,
 * the door list with each person's seat and check-in, check-ins by code, by QR or by a tap, walk-in
 * visitors and cash taken at the door. What the server answers (its toasts and refusals) is its own.
 */

export const door = {
  title: 'หน้างาน',
  meetingLabel: 'การประชุม',
  meetingOption: (name: string, date: string) => `${name} ${date}`,
  meetingCancelledOption: (name: string, date: string) => `${name} ${date} (ยกเลิกแล้ว)`,
  meetingsLoadFailed: 'โหลดรายการประชุมไม่สำเร็จ',
  noMeetings: 'ไม่มีการประชุมประจำสัปดาห์ที่เปิดหน้างานได้ในช่วงนี้',
  listLoadFailed: 'โหลดรายชื่อหน้างานไม่สำเร็จ',
  /** Under the picker: where and when, and until when a check-in is on time. */
  meetingWhere: (place: string, period: string) => `${place} · ${period}`,
  onTimeUntil: (time: string) => `เช็กอินหลัง ${time} นับว่ามาสาย`,
  meetingCancelled: 'การประชุมนี้ถูกยกเลิกแล้ว',

  counts: {
    label: 'สรุปหน้างาน',
    checkedIn: (done: number, expected: number) => `เช็กอินแล้ว ${done}/${expected} คน`,
    guests: (count: number) => `ผู้เยี่ยมชมและตัวแทน ${count} คน`,
  },

  search: 'ค้นหาชื่อหรือบริษัท',
  filterLabel: 'แสดง',
  filters: {
    all: 'ทั้งหมด',
    members: 'สมาชิก',
    guests: 'ผู้เยี่ยมชมและตัวแทน',
    waiting: 'ยังไม่เช็กอิน',
  },
  listLabel: 'รายชื่อหน้างาน',
  nobody: 'ไม่พบรายชื่อที่ตรงกับการค้นหา',

  kinds: {
    member: 'สมาชิก',
    visitor: 'ผู้เยี่ยมชม',
    substitute: 'ตัวแทน',
  } satisfies Record<TDoorPerson['kind'], string>,
  invitedBy: (name: string) => `เชิญโดย ${name}`,
  substituteFor: (name: string) => `ตัวแทนของ ${name}`,
  sendsSubstitute: (name: string) => `ส่งตัวแทน: ${name}`,
  paidBy: (name: string) => `ผู้ชำระ: ${name}`,

  seat: {
    paid: 'ชำระแล้ว',
    owed: (amount: string) => `ค้างชำระ ${amount} บาท`,
    payAtDoor: (amount: string) => `จะจ่ายหน้างาน ${amount} บาท`,
    slipWaiting: 'สลิปรอตรวจ',
    notRegistered: 'ยังไม่ลงทะเบียน',
  },
  checkedInAt: (time: string) => `เช็กอิน ${time}`,
  checkedInBy: (name: string) => `โดย ${name}`,
  late: 'สาย',
  notCheckedIn: 'ยังไม่เช็กอิน',
  /** A member who will not come, as they or the Vice President said ahead. */
  away: {
    on_leave: 'ลาประชุม',
    will_miss: 'แจ้งว่าไม่มา',
  } satisfies Record<NonNullable<TDoorPerson['away']>, string>,

  checkIn: 'เช็กอิน',
  /** The card's buttons as a screen reader names them, among a list of the same buttons. */
  checkInFor: (name: string) => `เช็กอิน ${name}`,
  undoFor: (name: string) => `ยกเลิกเช็กอิน ${name}`,
  takeCashFor: (name: string) => `รับเงินสด ${name}`,
  checkInTitle: 'เช็กอิน',
  checkInMessage: (name: string) => `เช็กอิน ${name} ใช่หรือไม่`,
  undo: 'ยกเลิกเช็กอิน',
  undoTitle: 'ยกเลิกการเช็กอิน',
  undoMessage: (name: string, time: string) => `ยกเลิกการเช็กอินของ ${name} เมื่อ ${time} ใช่หรือไม่`,
  undoConfirm: 'ยกเลิกเช็กอิน',
  undoDismiss: 'ไม่ยกเลิก',
  takeCash: 'รับเงินสด',

  code: {
    label: 'พิมพ์โค้ด',
    placeholder: 'ABCDE-FGHJK',
    hint: 'โค้ด 10 ตัวอักษรใต้ QR บนโทรศัพท์ของผู้เข้าร่วม',
    required: 'กรุณาพิมพ์โค้ดเช็กอิน',
    submit: 'เช็กอินด้วยโค้ด',
    scan: 'สแกน QR',
  },
  camera: {
    title: 'สแกน QR เช็กอิน',
    starting: 'กำลังเปิดกล้อง…',
    aim: 'เล็ง QR บนโทรศัพท์ของผู้เข้าร่วมให้อยู่ในกรอบ',
    close: 'ปิดกล้อง',
    /** Instead of the camera, above the typed field. */
    noCamera: 'ไม่พบกล้องบนอุปกรณ์นี้ กรุณาพิมพ์โค้ดใต้ QR แทน',
    denied: 'ไม่ได้รับอนุญาตให้ใช้กล้อง กรุณาอนุญาตการใช้กล้องในการตั้งค่าเบราว์เซอร์ หรือพิมพ์โค้ดใต้ QR แทน',
    failed: 'เปิดกล้องไม่สำเร็จ กรุณาพิมพ์โค้ดใต้ QR แทน',
  },

  walkIn: {
    open: 'ผู้เยี่ยมชม walk-in',
    title: 'ลงทะเบียนผู้เยี่ยมชม walk-in',
    noNotice: 'ยังรับผู้เยี่ยมชม walk-in ไม่ได้ เพราะชาปเตอร์ยังไม่ได้ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม กรุณาติดต่อผู้ดูแลระบบ',
    inviter: 'สมาชิกผู้เชิญ',
    inviterPlaceholder: 'พิมพ์ชื่อเพื่อค้นหา',
    inviterRequired: 'กรุณาเลือกสมาชิกผู้เชิญ',
    nothingFound: 'ไม่พบสมาชิกชื่อนี้',
    noticeTitle: 'ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม',
    noticeIntro: 'กรุณาให้ผู้เยี่ยมชมอ่านประกาศนี้บนโทรศัพท์เครื่องนี้ก่อนบันทึก',
    agree: 'ผู้เยี่ยมชมได้อ่านและยอมรับประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชมข้างต้นแล้ว',
    agreeRequired: 'ผู้เยี่ยมชมต้องอ่านและยอมรับประกาศก่อนบันทึก',
    submit: 'ลงทะเบียนและเช็กอิน',
  },

  cash: {
    title: 'รับเงินสด',
    whose: (name: string) => `ค่าเข้าร่วมของ ${name}`,
    fee: (amount: string) => `ค่าเข้าร่วม ${amount} บาท`,
    payer: (name: string) => `ผู้ชำระ: ${name}`,
    received: 'รับเงินมา (บาท)',
    receivedRequired: 'กรุณากรอกจำนวนเงินที่รับ',
    extra: (amount: string, payer: string) => `ส่วนเกิน ${amount} บาท จะเป็นเครดิตของ ${payer}`,
    waiverReason: 'เหตุผลที่รับน้อยกว่าค่าเข้าร่วม',
    waiverHint: (amount: string) => `ขาด ${amount} บาท ต้องระบุเหตุผล เว้นแต่ผู้ชำระมีเครดิตพอ`,
    /** After a walk-in: the dialog may be closed and the cash taken later from the list. */
    later: 'ยังไม่รับเงินตอนนี้ก็ได้ ปิดหน้าต่างนี้แล้วกด "รับเงินสด" ที่รายชื่อภายหลัง',
    submit: 'บันทึกรับเงินสด',
  },
} as const;
