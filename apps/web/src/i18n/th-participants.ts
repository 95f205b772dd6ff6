/*
 * Part of `th` (i18n/th.ts), one file per feature: the staff's participant list, the LINE
 * bindings it lists and the outbox of messages (the messages themselves are in th-messaging.ts).
 */

export const participants = {
  /** An event an admin cancelled, in the event selector. */
  cancelledEventLabel: (label: string) => `${label} (ยกเลิกแล้ว)`,
  year: 'ปี',
  month: 'เดือน',
  monthPlaceholder: 'เลือกเดือน',
  clearMonth: 'ล้างเดือนที่เลือก',
  months: [
    'มกราคม',
    'กุมภาพันธ์',
    'มีนาคม',
    'เมษายน',
    'พฤษภาคม',
    'มิถุนายน',
    'กรกฎาคม',
    'สิงหาคม',
    'กันยายน',
    'ตุลาคม',
    'พฤศจิกายน',
    'ธันวาคม',
  ],
  event: 'กิจกรรม',
  eventPlaceholder: 'เลือกกิจกรรม',
  clearEvent: 'ล้างกิจกรรมที่เลือก',
  noEvents: 'ไม่มีกิจกรรมในเดือนนี้',
  nothingFound: 'ไม่พบรายการที่ค้นหา',
  /** The spec: the event's name, then its start as DD/MM/YYYY - HH:mm. */
  eventLabel: (name: string, date: string, time: string) => `${name} ${date} - ${time}`,
  membersLoadFailed: 'โหลดรายชื่อสมาชิกไม่สำเร็จ',
  eventsLoadFailed: 'โหลดรายการกิจกรรมของเดือนนี้ไม่สำเร็จ',
  tableLabel: 'รายชื่อสมาชิก',
  membersEmpty: 'ไม่มีสมาชิกที่จะแสดง',
  /** The spec quotes the header toggle in English. */
  selectAll: 'SelectAll',
  clearAll: 'ClearAll',
  selectMember: (name: string) => `เลือก ${name}`,
  columns: {
    name: 'ชื่อ-นามสกุล',
    owed: 'ยอดค้างชำระ (บาท)',
    courses: 'รายการที่ค้างชำระ',
    verified: 'ส่วนกลาง',
  },
  verified: 'ยืนยันกับชาปเตอร์ส่วนกลางแล้ว',
  notVerified: 'ยังไม่ได้ยืนยันกับชาปเตอร์ส่วนกลาง',
  inactive: 'ไม่ใช่สมาชิกที่ใช้งานอยู่',
  erased: 'ลบข้อมูลส่วนตัวแล้ว',
  unknownAmount: '–',
  selected: (count: number) => `เลือกแล้ว ${count} คน`,
  /** A member's card on a phone: what they owe, in words, as there is no column header. */
  owedOnCard: (amount: string) => `ค้างชำระ ${amount} บาท`,
  /** The phone's bar under the list: opens the message to the ticked members. */
  compose: 'เขียนข้อความ',
  composeTitle: (count: number) => `ข้อความถึงสมาชิกที่เลือก (${count} คน)`,
  message: 'ข้อความ',
  /** Refused at the box: an empty (or only spaces) message is never sent. */
  messageEmpty: 'กรุณาพิมพ์ข้อความก่อนส่ง',
  messageDescription: 'ข้อความธรรมดา หรือ JSON ของ Flex Message (bubble หรือ carousel)',
  /** The spec names the Flex message's alt-text field "Description". */
  altText: 'Description',
  altTextDescription: 'ข้อความสั้น ๆ ที่แสดงในการแจ้งเตือนแทน Flex Message (เว้นว่างได้ ระบบจะใช้ข้อความในการ์ด)',
  send: 'ส่งข้อความ',
  sendFlex: 'ส่งข้อความ (Flex)',
  sent: 'ส่งข้อความสำเร็จ',
  recordedOnlyTitle: 'ข้อความถูกบันทึกไว้เท่านั้น ยังไม่ถึงสมาชิกทาง LINE',
  notReachedTitle: 'ข้อความไม่ถึงสมาชิกบางคน',
  notReached: (name: string, detail: string) => `${name}: ${detail}`,
  /** The same send pressed again while the first was still going: the server showed the first. */
  joinedTitle: 'ข้อความนี้กำลังส่งอยู่แล้ว',
  joined: 'ข้อความเดียวกันถึงสมาชิกกลุ่มเดียวกันกำลังส่งอยู่ จึงไม่ได้ส่งซ้ำ ด้านล่างคือความคืบหน้าของการส่งนั้น',
  /** The spec quotes the participant list's error toast in English. */
  errorPrefix: 'An error occurred : ',
  verifyOpen: 'ส่งรายชื่อสมาชิกให้ชาปเตอร์ส่วนกลาง',
  verifyTitle: (total: string) => `ส่งรายชื่อสมาชิกให้ชาปเตอร์ส่วนกลาง (ยอดรวม ${total} บาท)`,
  verifyNames: 'รายชื่อผู้เข้าร่วมที่ยังไม่ได้ยืนยัน',
  verifyNoneLeft: 'ผู้เข้าร่วมกิจกรรมนี้ได้รับการยืนยันกับส่วนกลางครบแล้ว',
  /** Erased members have no name to send, so they are left out of the list and the total (ADR 49). */
  verifyErasedLeftOut: (count: number) =>
    `ไม่รวมผู้เข้าร่วมที่ลบข้อมูลส่วนตัวแล้ว ${count} คน: ไม่มีชื่อให้ส่งชาปเตอร์ส่วนกลาง และยืนยันในระบบไม่ได้`,
  /** The spec quotes Copy, Copied and Close in English. */
  copy: 'Copy',
  copied: 'Copied',
  confirmData: 'ยืนยันข้อมูล',
  close: 'Close',
  saved: 'บันทึกข้อมูลสำเร็จ',
  /** The chosen event's guests, under its members (ADR 54): visitors and substitutes. */
  guests: {
    title: (count: number) => `ผู้เยี่ยมชมและตัวแทน ${count} คน`,
    empty: 'ไม่มีผู้เยี่ยมชมหรือตัวแทน',
    kinds: { visitor: 'ผู้เยี่ยมชม', substitute: 'ตัวแทน' },
    /** A substitute is sent by a member, a visitor invited by one. */
    host: { visitor: (name: string) => `เชิญโดย ${name}`, substitute: (name: string) => `ส่งโดย ${name}` },
    price: (amount: string) => `${amount} บาท`,
    paid: 'ชำระแล้ว',
    unpaid: 'ยังไม่ชำระ',
  },
} as const;

export const lineBindings = {
  open: 'บัญชี LINE ของสมาชิก',
  title: 'บัญชี LINE ที่เชื่อมกับสมาชิก',
  loadFailed: 'โหลดรายการบัญชี LINE ไม่สำเร็จ',
  empty: 'ยังไม่มีสมาชิกที่เชื่อมบัญชี LINE',
  columns: { member: 'สมาชิก', lineName: 'ชื่อใน LINE', boundAt: 'เชื่อมเมื่อ', actions: 'การจัดการ' },
  remove: 'ยกเลิกการเชื่อม',
  removeFor: (name: string) => `ยกเลิกการเชื่อมบัญชี LINE ของ ${name}`,
  confirmTitle: 'ยกเลิกการเชื่อมบัญชี LINE',
  confirmMessage: (name: string) =>
    `ยกเลิกการเชื่อมบัญชี LINE ของ ${name}? สมาชิกจะถูกออกจากระบบทุกเครื่อง และจะเชื่อมใหม่ได้ด้วยลิงก์เชิญ หรือคำขอที่เจ้าหน้าที่ยืนยัน`,
} as const;

export const outbox = {
  open: 'ข้อความที่บันทึกไว้',
  title: 'กล่องข้อความขาออก (ล่าสุด)',
  loadFailed: 'โหลดกล่องข้อความขาออกไม่สำเร็จ',
  empty: 'ยังไม่มีข้อความ',
  columns: {
    time: 'เวลา',
    source: 'ผู้ส่ง',
    recipient: 'ผู้รับ',
    kind: 'ประเภท',
    status: 'สถานะ',
    message: 'ข้อความ',
  },
  kinds: { text: 'ข้อความ', flex: 'Flex' },
  /** Who sent it: staff are named; a rule's run and an automatic notice have no sender. */
  sources: { rule: 'กฎการเตือน', notice: 'แจ้งอัตโนมัติ' },
  statuses: {
    pending: 'รอส่ง',
    sent: 'ส่งแล้ว',
    recorded: 'บันทึกไว้ ยังไม่ได้ส่ง',
    no_line_account: 'ไม่มีบัญชี LINE',
    blocked: 'บล็อกบัญชีของชาปเตอร์',
    opted_out: 'ปิดการรับข้อความเตือน',
    nothing_owed: 'ไม่มียอดค้างชำระ',
    refused: 'LINE ปฏิเสธ',
    failed: 'ส่งไม่สำเร็จ',
  },
} as const;
