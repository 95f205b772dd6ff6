/*
 * Part of the audit log's words (i18n/th-audit.ts), apart to keep it short: members saying they
 * will miss a weekly meeting, their leave and its decision, and reminders of absences (issue 35).
 */
type S = string;

export const thAuditLeave = {
  actions: {
    'attendance.skip': 'แจ้งไม่เข้าร่วมประชุม',
    'attendance.skip_withdraw': 'ยกเลิกการแจ้งไม่เข้าร่วม',
    'attendance.remind': 'เตือนเรื่องการขาดประชุม',
    'leave.request': 'ขอลา',
    'leave.withdraw': 'ถอนคำขอลา',
    'leave.approve': 'อนุมัติการลา',
    'leave.refuse': 'ไม่อนุมัติการลา',
  } as Record<string, string>,
  sentences: {
    skip: (who: S, event: S) => `${who} แจ้งว่าจะไม่เข้าร่วม${event}`,
    skipWithdraw: (who: S, event: S) => `${who} ยกเลิกการแจ้งว่าจะไม่เข้าร่วม${event} (จะเข้าร่วม)`,
    /** `period` is leavePeriod's. */
    leaveRequest: (who: S, period: S) => `${who} ขอลา${period}`,
    leaveWithdraw: (who: S, period: S) => `${who} ถอนคำขอลา${period}`,
    leaveApprove: (who: S, member: S, period: S) => `${who} อนุมัติการลาของ ${member} ${period}`,
    leaveRefuse: (who: S, member: S, period: S, reason: S) =>
      `${who} ไม่อนุมัติการลาของ ${member} ${period} เหตุผล: ${reason}`,
    leavePeriod: (from: S, to: S) => (from === to ? `วันที่ ${from}` : `วันที่ ${from}–${to}`),
    /** `reminded` members at risk were chosen; `queued` of them had not had today's reminder yet. */
    absenceRemind: (who: S, reminded: number, queued: number) =>
      queued === reminded
        ? `${who} ส่งข้อความเตือนเรื่องการขาดประชุมถึงสมาชิก ${queued} คน`
        : `${who} ส่งข้อความเตือนเรื่องการขาดประชุมถึงสมาชิก ${queued} คน (อีก ${reminded - queued} คนได้รับข้อความเตือนแล้ววันนี้)`,
  },
};
