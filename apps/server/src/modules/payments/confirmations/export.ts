import type { TConfirmation } from '@chapter/contract/payments';
import ExcelJS from 'exceljs';
import { bangkokDateTimeText, bangkokWallClock } from '../../../lib/bangkok-time.ts';

/*
 * The month's confirmed payments as a file for the chapter's accounts: one row per confirmation,
 * in the columns below, the same in CSV and XLSX. Reversed confirmations stay in the file, marked
 * in the status column, so the file agrees with the audit trail; the XLSX totals leave them out.
 */

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

export const EXPORT_COLUMNS = [
  'วันที่ยืนยัน',
  'สมาชิก',
  'ยอดที่ได้รับ (บาท)',
  'รายการที่ชำระ',
  'ยอดรายการ',
  'ยกเว้น/ส่วนลด',
  'เครดิต (+/−)',
  'ผู้ยืนยัน',
  'เหตุผล',
  'สถานะ',
  'เลขที่รายการในสลิป',
] as const;

const text = {
  totals: 'รวม (ไม่นับรายการที่ยกเลิกแล้ว)',
  live: 'ยืนยันแล้ว',
  reversed: (at: string, by: string, reason: string) => `ยกเลิกแล้ว ${at} โดย ${by}: ${reason}`,
  receivedReason: (reason: string) => `ยอดที่ได้รับ: ${reason}`,
  waiverReason: (reason: string) => `ยกเว้น/ส่วนลด: ${reason}`,
};

/**
 * A text a spreadsheet would run as a formula (starting with =, +, - or @, or a tab or carriage
 * return that some read past) gets a leading apostrophe: member and event names are typed by
 * people, and an export must not carry a formula into the treasurer's spreadsheet ("CSV injection").
 */
export const neutralised = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** One confirmation's cells: amounts as baht numbers, everything else as text. */
interface ExportRow {
  confirmedAt: string;
  cells: [string, string, number, string, number, number, number, string, string, string, string];
  live: boolean;
}

function exportRow(confirmation: TConfirmation): ExportRow {
  const reasons = [
    confirmation.received_reason && text.receivedReason(confirmation.received_reason),
    confirmation.waiver_reason && text.waiverReason(confirmation.waiver_reason),
  ].filter(Boolean);
  const paid = confirmation.registrations.map(
    (registration) => `${registration.event_name} (${bangkokDateTimeText(registration.event_start_date_time, true)})`,
  );
  const status =
    confirmation.reversed_at === null
      ? text.live
      : text.reversed(
          bangkokDateTimeText(confirmation.reversed_at),
          confirmation.reversed_by?.full_name ?? '',
          confirmation.reversal_reason ?? '',
        );
  return {
    confirmedAt: confirmation.confirmed_at,
    live: confirmation.reversed_at === null,
    cells: [
      bangkokDateTimeText(confirmation.confirmed_at),
      confirmation.member.full_name,
      confirmation.received,
      paid.join('; '),
      confirmation.applied,
      confirmation.waived,
      confirmation.credit_change,
      confirmation.confirmed_by.full_name,
      reasons.join('; '),
      status,
      // Read from the slips' QR codes (issue 17): what ties the row to the bank statement.
      confirmation.slip_references.join('; '),
    ],
  };
}

const MONEY_COLUMNS = [3, 5, 6, 7] as const;

/** Sums of the money columns over the confirmations that count, in baht (added in satang, so no float drift). */
function totals(rows: readonly ExportRow[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const column of MONEY_COLUMNS) {
    const satang = rows
      .filter((row) => row.live)
      .reduce((sum, row) => sum + Math.round((row.cells[column - 1] as number) * 100), 0);
    sums.set(column, satang / 100);
  }
  return sums;
}

export async function exportFile(
  confirmations: readonly TConfirmation[],
  month: string,
  format: ExportFormat,
): Promise<ExportFile> {
  const rows = confirmations.map(exportRow);
  return format === 'csv'
    ? {
        bytes: Buffer.from(csv(rows), 'utf8'),
        contentType: 'text/csv; charset=utf-8',
        fileName: `payments-${month}.csv`,
      }
    : {
        bytes: await xlsx(rows, month),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `payments-${month}.xlsx`,
      };
}

/** RFC 4180 quoting: a field with a comma, quote, line break or edge space is quoted, quotes doubled. */
const quoted = (value: string) =>
  /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', '""')}"` : value;

/**
 * UTF-8 with a byte-order mark (Excel needs it to show Thai), CRLF line ends. Amounts are written
 * as plain numbers with two decimals and left as they are: a negative credit change ("-150.00") is
 * a number, not a formula, and an apostrophe would turn it into text.
 */
function csv(rows: readonly ExportRow[]): string {
  const lines = [
    EXPORT_COLUMNS.map(quoted).join(','),
    ...rows.map((row) =>
      row.cells.map((cell) => (typeof cell === 'number' ? cell.toFixed(2) : quoted(neutralised(cell)))).join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy hh:mm';

/** One sheet: a bold header row, the confirmations with real dates and numeric amounts, a bold totals row. */
async function xlsx(rows: readonly ExportRow[], month: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Chapter';
  const sheet = workbook.addWorksheet(`payments-${month}`, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((header, index) => ({
    header,
    width: [18, 24, 14, 40, 12, 12, 12, 24, 32, 40, 28][index] ?? 16,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const [, ...rest] = row.cells;
    const added = sheet.addRow([
      bangkokWallClock(row.confirmedAt),
      ...rest.map((cell) => (typeof cell === 'number' ? cell : neutralised(cell))),
    ]);
    added.getCell(1).numFmt = DATE_FORMAT;
    for (const column of MONEY_COLUMNS) added.getCell(column).numFmt = MONEY_FORMAT;
  }
  const sums = totals(rows);
  const totalsRow = sheet.addRow(EXPORT_COLUMNS.map((_, index) => (index === 0 ? text.totals : sums.get(index + 1))));
  totalsRow.font = { bold: true };
  for (const column of MONEY_COLUMNS) totalsRow.getCell(column).numFmt = MONEY_FORMAT;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
