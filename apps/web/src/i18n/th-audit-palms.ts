/*
 * Part of the audit log's words (i18n/th-audit.ts), apart to keep it short: the Vice President
 * closing a weekly meeting's PALMS sheet, correcting it, marking it entered in BNI Connect and
 * exporting it (issue 35).
 */
type S = string;

export const thAuditPalms = {
  actions: {
    'attendance.close': 'ปิดการประชุม (PALMS)',
    'attendance.correct': 'แก้ไขการเข้าประชุม',
    'attendance.entered': 'กรอกใน BNI Connect แล้ว',
    'attendance.export': 'ส่งออกตาราง PALMS',
  } as Record<string, string>,
  sentences: {
    attendanceClose: (who: S, event: S, members: S) =>
      `${who} ปิดการประชุม${event} และสร้างตารางการเข้าประชุม (PALMS) ของสมาชิก ${members} คน`,
    attendanceCorrect: (who: S, member: S, event: S) => `${who} แก้ไขการเข้าประชุมของ ${member} ใน${event}`,
    attendanceEntered: (who: S, event: S) =>
      `${who} บันทึกว่ากรอกตารางการเข้าประชุมของ${event} ใน BNI Connect แล้ว ตารางนี้แก้ไขไม่ได้อีก`,
    attendanceExport: (who: S, event: S, format: S, members: S) =>
      `${who} ส่งออกตารางการเข้าประชุมของ${event} เป็นไฟล์ ${format} (${members} คน)`,
  },
  /** The PALMS letters as the sheet's totals and a row's status read. */
  palms: {
    P: 'P (มาประชุม)',
    A: 'A (ขาด)',
    L: 'L (มาสาย)',
    M: 'M (ลา)',
    S: 'S (ส่งตัวแทน)',
  } as Record<string, string>,
  fields: {
    P: 'มาประชุม (P)',
    A: 'ขาด (A)',
    L: 'มาสาย (L)',
    M: 'ลา (M)',
    S: 'ส่งตัวแทน (S)',
    V: 'ผู้เยี่ยมชม (V)',
    palmsStatus: 'สถานะ',
    palmsVisitors: 'ผู้เยี่ยมชมที่เชิญมา',
  } as Record<string, string>,
};
