/*
 * Part of `th` (i18n/th.ts), split by area so each file stays readable: LINE messages to members
 * (issue 18): the composer's choice and preview, what became of a send, and the reminder rules.
 */

const weekdays = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'] as const;

export const composer = {
  mode: 'ข้อความที่จะส่ง',
  modeReminder: 'ข้อความเตือนชำระ (ระบบสร้างให้แต่ละคน)',
  modeReminderHint: 'แต่ละคนได้รับรายการที่ค้างชำระ เครดิต ยอดรวม และปุ่มชำระเงินของตนเอง',
  modeOwn: 'เขียนข้อความเอง',
  sendReminder: 'ส่งข้อความเตือนชำระ',
  insertPlaceholder: 'แทรกข้อมูลของสมาชิก',
  insertPlaceholderHint: 'ระบบจะแทนที่ด้วยข้อมูลของผู้รับแต่ละคนตอนส่ง',
  placeholderInFlex: 'ข้อมูลของสมาชิก เช่น {ชื่อ} ใช้ได้กับข้อความธรรมดาเท่านั้น ไม่ใช่ Flex Message',
} as const;

export const preview = {
  title: 'ตัวอย่างข้อความ',
  member: 'ดูตัวอย่างของ',
  chooseMembers: 'เลือกสมาชิกในรายชื่อเพื่อดูตัวอย่างข้อความและจำนวนผู้รับ',
  writeFirst: 'พิมพ์ข้อความเพื่อดูตัวอย่าง',
  loading: 'กำลังสร้างตัวอย่าง…',
  failed: 'แสดงตัวอย่างไม่สำเร็จ:',
  recipients: (count: number) => `จะส่งถึง ${count.toLocaleString('en-US')} คน`,
  skippedTitle: (count: number) => `ไม่ส่ง ${count.toLocaleString('en-US')} คน:`,
  skipped: {
    no_line_account: (count: number) => `ยังไม่ได้เชื่อมบัญชี LINE ${count} คน`,
    blocked: (count: number) => `บล็อกบัญชีของชาปเตอร์ ${count} คน`,
    opted_out: (count: number) => `ปิดการรับข้อความเตือนไว้ ${count} คน`,
    nothing_owed: (count: number) => `ไม่มียอดค้างชำระ ${count} คน`,
  },
  notForThisMember: {
    no_line_account: 'สมาชิกคนนี้ยังไม่ได้เชื่อมบัญชี LINE จึงจะไม่ได้รับข้อความ',
    blocked: 'สมาชิกคนนี้บล็อกบัญชี LINE ของชาปเตอร์ไว้ จึงจะไม่ได้รับข้อความ',
    opted_out: 'สมาชิกคนนี้ปิดการรับข้อความเตือนไว้ จึงจะไม่ได้รับข้อความเตือน',
    nothing_owed: 'สมาชิกคนนี้ไม่มียอดค้างชำระ จึงจะไม่ได้รับข้อความเตือน',
  },
  /** Beside a ticked member's name (the member picker, the list under the counts). */
  wontReceive: {
    no_line_account: 'จะไม่ได้รับข้อความ (ไม่ได้เชื่อมบัญชี LINE)',
    blocked: 'จะไม่ได้รับข้อความ (บล็อกบัญชีของชาปเตอร์)',
    opted_out: 'จะไม่ได้รับข้อความ (ปิดการรับข้อความเตือน)',
    nothing_owed: 'จะไม่ได้รับข้อความ (ไม่มียอดค้างชำระ)',
  },
  memberOption: (name: string, note: string) => `${name} – ${note}`,
  chatLabel: (name: string) => `ข้อความที่ ${name} จะเห็นใน LINE`,
  notification: (altText: string) => `ข้อความในการแจ้งเตือน: ${altText}`,
  overQuota: (left: number) =>
    `โควตาเหลือ ${left.toLocaleString('en-US')} ข้อความ ไม่พอสำหรับผู้รับทั้งหมด LINE จะไม่รับการส่งครั้งนี้`,
} as const;

export const quota = {
  used: (used: number, limit: number) =>
    `โควตา LINE เดือนนี้: ใช้ไป ${used.toLocaleString('en-US')} จาก ${limit.toLocaleString('en-US')} ข้อความ`,
  usedUnknown: (limit: number) => `โควตา LINE เดือนนี้: ${limit.toLocaleString('en-US')} ข้อความ (ไม่ทราบจำนวนที่ใช้ไป)`,
  unknown: 'โควตา LINE เดือนนี้: ยังอ่านจาก LINE ไม่ได้ (LINE จะไม่รับข้อความที่เกินโควตา)',
  unlimitedUsed: (used: number) => `โควตา LINE เดือนนี้: ไม่จำกัดจำนวน (ใช้ไป ${used.toLocaleString('en-US')} ข้อความ)`,
  notConnected: 'ยังไม่ได้เชื่อมต่อ LINE: ข้อความจะถูกบันทึกไว้ในกล่องข้อความขาออกเท่านั้น ยังไม่ถึงสมาชิก',
} as const;

export const results = {
  title: 'ผลการส่งครั้งล่าสุด',
  close: 'ปิดผลการส่ง',
  notReached: (count: number) => `${count} คนไม่ได้รับข้อความ ดูเหตุผลในผลการส่งใต้ปุ่มส่ง`,
  /** While LINE is still getting the messages (the send was answered first, issue 36). */
  sending: (left: number, total: number) => `กำลังส่ง: เหลืออีก ${left} จาก ${total} คน`,
  progress: 'ความคืบหน้าการส่ง',
} as const;

export const rules = {
  open: 'กฎการเตือนชำระ',
  title: 'กฎการเตือนชำระทาง LINE',
  intro: 'ระบบส่งข้อความทาง LINE ให้เองตามกฎเหล่านี้ ทุกการส่งอยู่ในกล่องข้อความขาออก',
  quietHours: 'ระบบจะไม่ส่งข้อความตามกฎในช่วง 21:00–08:00 น. ถ้าถึงเวลาส่งในช่วงนั้น ระบบจะรอส่งตอน 08:00 น.',
  loadFailed: 'โหลดกฎการเตือนไม่สำเร็จ',
  empty: 'ยังไม่มีกฎการเตือน',
  add: 'เพิ่มกฎการเตือน',
  weekdays,
  describe: {
    weekly: (weekday: string, time: string) => `ทุกวัน${weekday} ${time} ถึงสมาชิกที่มียอดค้าง`,
    beforeEvent: (days: number, time: string) =>
      days === 0
        ? `วันที่มีกิจกรรม เวลา ${time} ถึงผู้ลงทะเบียนที่ยังไม่ชำระ`
        : `${days} วันก่อนกิจกรรม เวลา ${time} ถึงผู้ลงทะเบียนที่ยังไม่ชำระ`,
    eventPublished: 'เมื่อเปิดกิจกรรมใหม่ ถึงสมาชิกทุกคน',
  },
  builtInReminder: 'ข้อความ: ข้อความเตือนชำระที่ระบบสร้างให้แต่ละคน',
  builtInAnnouncement: 'ข้อความ: ประกาศกิจกรรมใหม่ที่ระบบสร้างให้',
  ownMessage: (text: string) => `ข้อความ: ${text}`,
  nextRun: (dateTime: string) => `ส่งครั้งถัดไป ${dateTime}`,
  perEvent: 'ส่งตามวันของแต่ละกิจกรรม',
  onPublish: 'ส่งทุกครั้งที่เปิดกิจกรรมใหม่',
  pausedNext: 'ไม่ส่งจนกว่าจะกดใช้งานต่อ',
  neverRun: 'ยังไม่เคยส่ง',
  lastRun: (dateTime: string, status: string) => `ส่งล่าสุด ${dateTime}: ${status}`,
  runStatuses: {
    queued: (sent: number) => `รอส่ง (ส่งแล้ว ${sent} คน)`,
    running: (sent: number) => `กำลังส่ง (ส่งแล้ว ${sent} คน)`,
    done: (sent: number) => `ส่งถึง ${sent} คน`,
    refused: (_sent: number) => 'ไม่ได้ส่ง เพราะโควตา LINE ไม่พอ',
    /** Paused or deleted before its waiting run went out. */
    cancelled: (sent: number) => `ยกเลิกก่อนส่งครบ (ส่งแล้ว ${sent} คน)`,
  },
  active: 'ใช้งานอยู่',
  paused: 'หยุดชั่วคราว',
  pause: 'หยุดชั่วคราว',
  resume: 'ใช้งานต่อ',
  delete: 'ลบ',
  deleteTitle: 'ลบกฎการเตือน',
  deleteMessage: (description: string) =>
    `ลบกฎ "${description}"? ระบบจะไม่ส่งตามกฎนี้อีก ข้อความที่ส่งไปแล้วยังอยู่ในกล่องข้อความขาออก`,
  deleted: 'ลบกฎการเตือนเรียบร้อยแล้ว',
  pausedDone: 'หยุดกฎการเตือนชั่วคราวแล้ว',
  resumedDone: 'ใช้งานกฎการเตือนต่อแล้ว',
  form: {
    title: 'กฎการเตือนใหม่',
    kind: 'ส่งเมื่อไร',
    kinds: {
      weekly: 'ทุกสัปดาห์ ถึงสมาชิกที่มียอดค้าง',
      before_event: 'ก่อนวันกิจกรรม ถึงผู้ลงทะเบียนที่ยังไม่ชำระ',
      event_published: 'เมื่อเปิดกิจกรรมใหม่ ถึงสมาชิกทุกคน',
    },
    weekday: 'วัน',
    time: 'เวลา',
    daysBefore: 'จำนวนวันก่อนกิจกรรม',
    daysBeforeHint: '0 คือวันที่มีกิจกรรม',
    quietTime: 'เวลานี้อยู่ในช่วง 21:00–08:00 น. ระบบจะรอส่งตอน 08:00 น.',
    message: 'ข้อความ',
    builtIn: 'ข้อความที่ระบบสร้างให้',
    builtInHint: {
      reminder: 'ข้อความเตือนชำระของแต่ละคน: รายการค้างชำระ เครดิต ยอดรวม และปุ่มชำระเงิน',
      announcement: 'ประกาศกิจกรรมใหม่: ชื่อ วันเวลา สถานที่ ราคา และปุ่มลงทะเบียน',
    },
    own: 'เขียนข้อความเอง',
    ownText: 'ข้อความของคุณ',
    ownTextHint: 'ข้อความธรรมดา แทรกข้อมูลของสมาชิกได้จากปุ่มด้านล่าง',
    ownTextRequired: 'กรุณาพิมพ์ข้อความ หรือเลือกข้อความที่ระบบสร้างให้',
    save: 'บันทึกกฎ',
    saved: 'บันทึกกฎการเตือนเรียบร้อยแล้ว',
  },
} as const;
