import type { TCashUp } from '@chapter/contract/cash-up';
import ExcelJS from 'exceljs';
import { bangkokDate, bangkokDateTimeText } from '../../lib/bangkok-time.ts';
import { type ExportFile, type ExportFormat, neutralised } from '../payments/confirmations/export.ts';

/*
 * A meeting's cash-up as a file for the chapter's accounts (issue 35): the figures, then each seat
 * with its slips' references, then the differences by person — one sheet, the same rows in CSV and
 * XLSX. Amounts are numbers (baht, two decimals), so a negative difference stays a number.
 */

type Cell = string | number;

const text = {
  meeting: 'การประชุม',
  date: 'วันที่',
  expected: 'ยอดที่ควรได้รับ',
  received: 'ยอดที่ได้รับ',
  members: 'สมาชิก',
  visitors: 'ผู้เยี่ยมชม',
  substitutes: 'ตัวแทน',
  transfers: 'โอนเงิน',
  cash: 'เงินสด',
  credit: 'เครดิต',
  waived: 'ยกเว้น/ส่วนลด',
  total: 'รวม',
  difference: 'ส่วนต่าง (ยอดที่ได้รับ − ยอดที่ควรได้รับ)',
  seats: 'รายการที่นั่ง',
  differences: 'รายการที่ไม่ตรงกัน',
  none: 'ไม่มี',
  yes: 'ใช่',
  no: 'ไม่ใช่',
  kinds: { member: 'สมาชิก', visitor: 'ผู้เยี่ยมชม', substitute: 'ตัวแทน' },
  sources: { transfer: 'โอนเงิน', cash: 'เงินสด', credit: 'เครดิต', waived: 'ยกเว้น' },
  differenceKinds: {
    came_not_paid: 'มาแต่ยังไม่ชำระ',
    paid_not_came: 'ชำระแล้วแต่ไม่มา',
    paid_twice: 'ชำระซ้ำ',
  },
};

export const SEAT_COLUMNS = [
  'ชื่อ',
  'ประเภท',
  'ผู้ชำระ',
  'ค่าอาหาร (บาท)',
  'นับในยอดที่ควรได้รับ',
  'มาประชุม',
  'ชำระแล้ว',
  'ชำระโดย',
  'เลขที่การยืนยัน',
  'เลขที่รายการในสลิป',
] as const;

export const DIFFERENCE_COLUMNS = ['รายการ', 'ชื่อ', 'ประเภท', 'จำนวน (บาท)'] as const;

const yesNo = (value: boolean) => (value ? text.yes : text.no);

/** The sheet's rows, blank rows between the parts; `headings` are the (1-based) rows to set in bold. */
function rowsOf(cashUp: TCashUp): { rows: Cell[][]; headings: number[] } {
  const { figures } = cashUp;
  const rows: Cell[][] = [];
  const headings: number[] = [];
  const heading = (...cells: Cell[]) => headings.push(rows.push(cells));
  rows.push([text.meeting, cashUp.meeting.name], [text.date, bangkokDateTimeText(cashUp.meeting.starts)], []);
  heading(text.expected);
  rows.push(
    [text.members, figures.expected.members],
    [text.visitors, figures.expected.visitors],
    [text.substitutes, figures.expected.substitutes],
    [text.total, figures.expected.total],
    [],
  );
  heading(text.received);
  rows.push(
    [text.transfers, figures.received.transfers],
    [text.cash, figures.received.cash],
    [text.credit, figures.received.credit],
    [text.waived, figures.received.waived],
    [text.total, figures.received.total],
    [],
  );
  heading(text.difference, figures.difference);
  rows.push([]);
  heading(text.seats);
  heading(...SEAT_COLUMNS);
  for (const seat of cashUp.seats) {
    rows.push([
      seat.name,
      text.kinds[seat.kind],
      seat.payer_name,
      seat.fee,
      yesNo(seat.expected),
      yesNo(seat.came),
      yesNo(seat.paid),
      seat.source ? text.sources[seat.source] : '',
      seat.confirmation === null ? '' : String(seat.confirmation),
      seat.references.join(' '),
    ]);
  }
  rows.push([]);
  heading(text.differences);
  if (cashUp.differences.length === 0) rows.push([text.none]);
  else heading(...DIFFERENCE_COLUMNS);
  for (const difference of cashUp.differences) {
    rows.push([
      text.differenceKinds[difference.kind],
      difference.name,
      text.kinds[difference.person_kind],
      difference.amount,
    ]);
  }
  return { rows, headings };
}

/** RFC 4180 quoting: a field with a comma, quote, line break or edge space is quoted, quotes doubled. */
const quoted = (value: string) =>
  /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', '""')}"` : value;

/** UTF-8 with a byte-order mark (Excel needs it to show Thai), CRLF line ends; names neutralised, amounts as numbers. */
function csv(rows: readonly Cell[][]): string {
  const lines = rows.map((row) =>
    row.map((cell) => (typeof cell === 'number' ? cell.toFixed(2) : quoted(neutralised(cell)))).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function xlsx(rows: readonly Cell[][], headings: readonly number[], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Chapter';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = SEAT_COLUMNS.map((_, index) => ({ width: [28, 12, 24, 14, 12, 10, 10, 12, 12, 32][index] ?? 16 }));
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell) => (typeof cell === 'number' ? cell : neutralised(cell))));
    row.forEach((cell, index) => {
      if (typeof cell === 'number') added.getCell(index + 1).numFmt = '#,##0.00';
    });
  }
  for (const heading of headings) sheet.getRow(heading).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function cashUpFile(cashUp: TCashUp, format: ExportFormat): Promise<ExportFile> {
  const name = `cash-up-${bangkokDate(new Date(cashUp.meeting.starts))}`;
  const { rows, headings } = rowsOf(cashUp);
  return format === 'csv'
    ? { bytes: Buffer.from(csv(rows), 'utf8'), contentType: 'text/csv; charset=utf-8', fileName: `${name}.csv` }
    : {
        bytes: await xlsx(rows, headings, name),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `${name}.xlsx`,
      };
}
