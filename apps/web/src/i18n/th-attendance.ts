import type { TAtRisk, TLeaveRequest, TPalms } from '@chapter/contract/attendance';

/*
 * Part of `th` (i18n/th.ts): the Vice President's attendance tab (issue 35): the PALMS sheet of a
 * weekly meeting (closing, correcting, marking it entered in BNI Connect, its files), leave
 * requests, and the members at risk for their absences. The server's toasts and refusals are its own.
 */

export const attendance = {
  /** The home tab and the screen's title. */
  title: 'การเข้าประชุม',

  sheet: {
    title: 'ตารางการเข้าประชุม (PALMS)',
    meetingLabel: 'การประชุม',
    meetingOption: (name: string, date: string) => `${name} ${date}`,
    meetingClosedOption: (name: string, date: string) => `${name} ${date} (ปิดแล้ว)`,
    meetingEnteredOption: (name: string, date: string) => `${name} ${date} (บันทึกใน BNI Connect แล้ว)`,
    meetingsLoadFailed: 'โหลดรายการประชุมไม่สำเร็จ',
    noMeetings: 'ยังไม่มีการประชุมประจำสัปดาห์ในช่วงนี้',
    loadFailed: 'โหลดตารางการเข้าประชุมไม่สำเร็จ',
    noRows: 'ไม่มีสมาชิกในตารางนี้',

    preview: 'ตัวอย่างก่อนปิดการประชุม',
    previewNote: 'รายชื่อนี้คือสิ่งที่การปิดการประชุมจะบันทึกหากปิดตอนนี้ ตามการเช็กอิน ตัวแทน และการลาที่อนุมัติแล้ว',
    closedBy: (name: string, at: string) => `ปิดแล้วโดย ${name} เมื่อ ${at}`,
    enteredBy: (name: string, at: string) => `บันทึกใน BNI Connect แล้วโดย ${name} เมื่อ ${at}`,
    frozenNote: 'ตารางนี้ถูกล็อกแล้ว แก้ไขไม่ได้อีก',

    /** The PALMS letters in BNI Connect's order, with what each means. */
    palms: {
      P: 'มา',
      A: 'ขาด',
      L: 'สาย',
      M: 'ลา',
      S: 'ส่งตัวแทน',
    } satisfies Record<TPalms, string>,
    visitorsTotal: 'V · ผู้เยี่ยมชม',
    visitors: (count: number) => `ผู้เยี่ยมชม ${count} คน`,
    columns: { name: 'ชื่อ', status: 'สถานะ', visitors: 'ผู้เยี่ยมชม (V)', actions: 'จัดการ' },
    rowsLabel: 'รายชื่อในตารางการเข้าประชุม',
    corrected: 'แก้ไขแล้ว',
    correctedFrom: (status: string) => `เดิม ${status}`,
    totalsLabel: 'รวม',

    close: 'ปิดการประชุม',
    closeTitle: 'ปิดการประชุม',
    closeMessage: 'สมาชิกทุกคนจะได้สถานะตามการเช็กอิน ตัวแทน และการลาที่อนุมัติแล้ว และหน้างานจะหยุดรับเช็กอิน ยืนยันการปิดการประชุมหรือไม่',
    closeNotEnded: (end: string) => `ปิดการประชุมได้หลังเวลาเลิกประชุม (${end})`,
    closed: 'ปิดการประชุมแล้ว',

    edit: 'แก้ไข',
    editLabel: (name: string) => `แก้ไข ${name}`,
    correctTitle: (name: string) => `แก้ไขการเข้าประชุมของ ${name}`,
    statusLabel: 'สถานะ',
    visitorsLabel: 'จำนวนผู้เยี่ยมชมที่เชิญมา (V)',
    save: 'บันทึก',
    visitorsInvalid: 'จำนวนผู้เยี่ยมชมต้องเป็นจำนวนเต็ม 0–50',
    correctedDone: 'บันทึกการแก้ไขแล้ว',

    markEntered: 'บันทึกว่ากรอกใน BNI Connect แล้ว',
    markEnteredTitle: 'กรอกใน BNI Connect แล้ว',
    markEnteredMessage: 'ยืนยันว่ากรอกตารางนี้ใน BNI Connect ครบแล้ว หลังจากนี้ตารางจะถูกล็อก แก้ไขสถานะหรือจำนวนผู้เยี่ยมชมไม่ได้อีก',
    markEnteredConfirm: 'ยืนยัน กรอกแล้ว',
    enteredDone: 'บันทึกว่ากรอกใน BNI Connect แล้ว',

    downloadCsv: 'ดาวน์โหลด CSV',
    downloadXlsx: 'ดาวน์โหลด XLSX',
  },

  leave: {
    title: 'คำขอลา',
    loadFailed: 'โหลดคำขอลาไม่สำเร็จ',
    empty: 'ไม่มีคำขอลา',
    pendingTitle: 'รอพิจารณา',
    decidedTitle: 'พิจารณาแล้ว (90 วันล่าสุด)',
    noPending: 'ไม่มีคำขอลาที่รอพิจารณา',
    period: (from: string, to: string) => `${from}–${to}`,
    requestedAt: (at: string) => `ขอเมื่อ ${at}`,
    reason: (reason: string) => `เหตุผล: ${reason}`,
    unpaid: (meetings: string) => `ยังไม่ชำระค่าประชุม: ${meetings}`,
    statuses: {
      pending: 'รอพิจารณา',
      approved: 'อนุมัติแล้ว',
      refused: 'ไม่อนุมัติ',
      withdrawn: 'ถอนคำขอแล้ว',
    } satisfies Record<TLeaveRequest['status'], string>,
    decidedBy: (name: string, at: string) => `โดย ${name} เมื่อ ${at}`,
    refusalReason: (reason: string) => `เหตุผลที่ไม่อนุมัติ: ${reason}`,

    approve: 'อนุมัติ',
    approveLabel: (name: string) => `อนุมัติการลาของ ${name}`,
    approveTitle: 'อนุมัติการลา',
    approveMessage: (name: string, period: string) => `อนุมัติการลาของ ${name} ช่วง ${period} การประชุมในช่วงนี้จะนับเป็นลา (M)`,
    approved: 'อนุมัติการลาแล้ว',
    refuse: 'ไม่อนุมัติ',
    refuseLabel: (name: string) => `ไม่อนุมัติการลาของ ${name}`,
    refuseTitle: 'ไม่อนุมัติการลา',
    refuseMessage: (name: string, period: string) => `คำขอลาของ ${name} ช่วง ${period}`,
    refuseReasonLabel: 'เหตุผลที่ไม่อนุมัติ',
    refuseReasonDescription: 'สมาชิกจะเห็นเหตุผลนี้',
    refuseReasonRequired: 'กรุณาระบุเหตุผลที่ไม่อนุมัติ',
    refused: 'ไม่อนุมัติการลาแล้ว',
  },

  atRisk: {
    title: 'สมาชิกที่ขาดประชุมบ่อย',
    loadFailed: 'โหลดรายชื่อสมาชิกที่ขาดประชุมบ่อยไม่สำเร็จ',
    rule: (warning: number, limit: number) => `ขาด ${warning} ครั้งใน 6 เดือนได้รับคำเตือน ขาด ${limit} ครั้งเสี่ยงเสียที่นั่ง`,
    empty: 'ไม่มีสมาชิกที่ขาดประชุมถึงเกณฑ์',
    listLabel: 'สมาชิกที่ขาดประชุมบ่อย',
    absences: (count: number) => `ขาด ${count} ครั้งใน 6 เดือน`,
    levels: {
      warning: 'เตือน',
      limit: 'เสี่ยงเสียที่นั่ง',
    } satisfies Record<TAtRisk['members'][number]['level'], string>,
    lastAbsent: (date: string) => `ขาดล่าสุด ${date}`,
    chooseAll: 'เลือกทั้งหมด',
    chosen: (count: number) => `เลือกแล้ว ${count} คน`,
    remind: 'ส่งข้อความเตือนทาง LINE',
  },
} as const;
