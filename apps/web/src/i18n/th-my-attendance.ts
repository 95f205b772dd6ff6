/*
 * Part of `th` (i18n/th.ts): a member's own attendance (issue 35): saying on a meeting's card that
 * they will miss it, and the profile's section with their absences, history and leave.
 */

export const skipMeeting = {
  skip: 'ไม่ไปประชุมครั้งนี้',
  confirmTitle: 'แจ้งว่าจะไม่ไปประชุม',
  /** Saying so only takes the member off the venue's headcount: it excuses nothing. */
  confirmMessage: (meeting: string) =>
    `แจ้งว่าคุณจะไม่ไป "${meeting}" เพื่อไม่นับที่นั่งให้คุณ หากไม่ได้ส่งตัวแทนหรือได้รับอนุมัติการลา จะนับเป็นการขาดประชุม`,
  keep: 'ไม่แจ้ง',
  said: 'คุณแจ้งว่าจะไม่มา',
  saidHint: 'หากไม่ได้ส่งตัวแทนหรือได้รับอนุมัติการลา จะนับเป็นการขาดประชุม',
  coming: 'จะไปประชุม',
  onLeave: 'คุณลาประชุมครั้งนี้แล้ว',
} as const;

export const myAttendance = {
  title: 'การเข้าประชุมของฉัน',
  loadFailed: 'โหลดข้อมูลการเข้าประชุมไม่สำเร็จ',
  absences: (absences: number, limit: number) => `ขาด ${absences} ครั้งใน 6 เดือน (เกณฑ์ ${limit} ครั้ง)`,
  warning: 'ใกล้ถึงเกณฑ์การขาดประชุม กรุณาส่งตัวแทนหรือขอลาเมื่อไปประชุมไม่ได้',
  atLimit: 'ขาดประชุมถึงเกณฑ์แล้ว ที่นั่งของคุณมีความเสี่ยง กรุณาติดต่อทีมบริหารชาปเตอร์',
  historyTitle: 'ประวัติการเข้าประชุม (6 เดือน)',
  historyEmpty: 'ยังไม่มีการประชุมที่ปิดยอดแล้ว',
  /** PALMS in Thai: present, absent, late, leave, substitute. */
  status: { P: 'มา', A: 'ขาด', L: 'สาย', M: 'ลา', S: 'ส่งตัวแทน' },
  visitors: (count: number) => `ผู้เยี่ยมชม ${count} คน`,
  leaveTitle: 'การลาของฉัน',
  leaveEmpty: 'ยังไม่มีคำขอลา',
  leavePeriod: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  leaveStatus: { pending: 'รอพิจารณา', approved: 'อนุมัติ', refused: 'ไม่อนุมัติ', withdrawn: 'ถอนแล้ว' },
  refusedBecause: (reason: string) => `เหตุผลที่ไม่อนุมัติ: ${reason}`,
  /** What approval waits for, by default: the period's meeting fees paid. */
  unpaidMeetings: (count: number) => `ยังไม่ได้ชำระค่าประชุมในช่วงลา ${count} ครั้ง`,
  withdraw: 'ถอน',
  withdrawTitle: 'ถอนคำขอลา',
  withdrawMessage: (period: string) => `ถอนคำขอลา ${period} หรือไม่ หากไม่ไปประชุมในช่วงนี้จะนับเป็นการขาดประชุม`,
  keep: 'ไม่ถอน',
  request: 'ขอลา',
  formTitle: 'ขอลาประชุม',
  formHint: 'ลาได้ตั้งแต่วันนี้ ครั้งละไม่เกิน 56 วัน รองประธานเป็นผู้พิจารณา',
  startsOn: 'วันแรกที่ลา',
  endsOn: 'วันสุดท้ายที่ลา',
  reason: 'เหตุผล',
  startsRequired: 'กรุณาเลือกวันแรกที่ลา',
  endsRequired: 'กรุณาเลือกวันสุดท้ายที่ลา',
  endsBeforeStart: 'วันสุดท้ายต้องไม่ก่อนวันแรก',
  reasonRequired: 'กรุณาระบุเหตุผลที่ขอลา',
  submit: 'ส่งคำขอลา',
  sent: 'ส่งคำขอลาแล้ว รอรองประธานพิจารณา',
} as const;
