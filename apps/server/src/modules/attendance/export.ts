import { PALMS, type TAttendanceSheet } from '@chapter/contract/attendance';
import ExcelJS from 'exceljs';
import { toCsv } from '../../lib/csv.ts';
import { type ExportFile, type ExportFormat, neutralised } from '../payments/confirmations/export.ts';

/*
 * A closed meeting's PALMS as a file to type into BNI Connect (issue 35): one row per member in the
 * sheet's order, the columns in BNI Connect's order, each letter 1 or 0 and V the number of
 * visitors. The same cells in CSV (UTF-8 with BOM, for Excel's Thai) and XLSX.
 */

export const PALMS_EXPORT_COLUMNS = ['ชื่อ', ...PALMS, 'V'] as const;

type Row = TAttendanceSheet['rows'][number];

function cellsOf(row: Row): [string, ...number[]] {
  return [row.name, ...PALMS.map((letter) => (row.status === letter ? 1 : 0)), row.visitors];
}

export async function palmsExportFile(sheet: TAttendanceSheet, day: string, format: ExportFormat): Promise<ExportFile> {
  const name = `palms-${day}`;
  if (format === 'csv') {
    const rows = [[...PALMS_EXPORT_COLUMNS], ...sheet.rows.map((row) => cellsOf(row).map(String))];
    return {
      bytes: Buffer.from(toCsv(rows, { bom: true }), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: `${name}.csv`,
    };
  }
  return {
    bytes: await xlsx(sheet.rows, name),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `${name}.xlsx`,
  };
}

/** One sheet: a bold header row, then the members; the letters and V as numbers. */
async function xlsx(rows: readonly Row[], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Chapter';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PALMS_EXPORT_COLUMNS.map((header, index) => ({ header, width: index === 0 ? 32 : 6 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const [name, ...numbers] = cellsOf(row);
    sheet.addRow([neutralised(name), ...numbers]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
