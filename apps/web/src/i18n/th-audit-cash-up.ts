/*
 * Part of the audit log's words (i18n/th-audit.ts), apart to keep it short: the treasurer closing
 * and exporting a weekly meeting's cash-up (issue 35).
 */
type S = string;

export const thAuditCashUp = {
  actions: {
    'cash_up.close': 'ปิดยอดการประชุม',
    'cash_up.export': 'ส่งออกยอดการประชุม',
  } as Record<string, string>,
  sentences: {
    cashUpClose: (who: S, event: S) => `${who} ปิดยอดเงินของ${event}`,
    cashUpExport: (who: S, event: S, format: S, seats: S) =>
      `${who} ส่งออกยอดเงินของ${event} เป็นไฟล์ ${format} (${seats} ที่นั่ง)`,
  },
  fields: {
    expectedSatang: 'ยอดที่ควรได้รับ',
    differenceSatang: 'ส่วนต่าง',
  } as Record<string, string>,
};
