import ExcelJS from 'exceljs';
import { bangkokDate, bangkokDateTimeText, bangkokWallClock } from '../../lib/bangkok-time.ts';
import { toCsv } from '../../lib/csv.ts';
import { type ExportFile, type ExportFormat, neutralised } from '../payments/confirmations/export.ts';

/*
 * A meeting's visitors and substitutes as a file for the visitor hosts' follow-up (issue 34): one
 * row per guest, the same columns in CSV and XLSX, as the month's payments file is made. The phone
 * stays text in both, so its leading zero is kept.
 */

export const GUESTS_EXPORT_COLUMNS = [
  'วันที่ประชุม',
  'ประเภท',
  'ชื่อ',
  'นามสกุล',
  'บริษัท',
  'ประเภทธุรกิจ',
  'เบอร์โทรศัพท์',
  'เชิญ/ส่งโดย',
  'ชำระแล้ว',
  'มาครั้งที่ 3 ขึ้นไปใน 6 เดือน',
] as const;

const text = {
  kinds: { visitor: 'ผู้เยี่ยมชม', substitute: 'ตัวแทน' },
  yes: 'ใช่',
  no: 'ไม่ใช่',
};

export interface ExportGuest {
  kind: 'visitor' | 'substitute';
  firstName: string;
  lastName: string;
  company: string;
  businessCategory: string;
  phone: string;
  hostName: string;
  paid: boolean;
  thirdVisit: boolean;
}

/** A guest's cells after the meeting's date, all text. */
function cellsOf(guest: ExportGuest): string[] {
  return [
    text.kinds[guest.kind],
    guest.firstName,
    guest.lastName,
    guest.company,
    guest.businessCategory,
    guest.phone,
    guest.hostName,
    guest.paid ? text.yes : text.no,
    guest.thirdVisit ? text.yes : text.no,
  ];
}

export async function guestsExportFile(
  meeting: { startsAt: Date },
  guests: readonly ExportGuest[],
  format: ExportFormat,
): Promise<ExportFile> {
  const name = `guests-${bangkokDate(meeting.startsAt)}`;
  if (format === 'csv') {
    const date = bangkokDateTimeText(meeting.startsAt, true);
    const rows = [[...GUESTS_EXPORT_COLUMNS], ...guests.map((guest) => [date, ...cellsOf(guest)])];
    return {
      bytes: Buffer.from(toCsv(rows, { bom: true }), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: `${name}.csv`,
    };
  }
  return {
    bytes: await xlsx(meeting.startsAt, guests, name),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `${name}.xlsx`,
  };
}

/** One sheet: a bold header row, then the guests with the meeting's date as a real date. */
async function xlsx(startsAt: Date, guests: readonly ExportGuest[], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Chapter';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = GUESTS_EXPORT_COLUMNS.map((header, index) => ({
    header,
    width: [14, 12, 18, 18, 28, 24, 14, 24, 10, 14][index] ?? 16,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const guest of guests) {
    const row = sheet.addRow([bangkokWallClock(startsAt), ...cellsOf(guest).map(neutralised)]);
    row.getCell(1).numFmt = 'dd/mm/yyyy';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
