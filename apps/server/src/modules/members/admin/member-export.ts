import { MEMBER_CSV_COLUMNS } from '@chapter/contract/admin-members';
import ExcelJS from 'exceljs';
import { type ExportFile, type ExportFormat, neutralised } from '../../payments/confirmations/export.ts';
import type { MemberWithRoles } from './repository.ts';

/*
 * The members file, in the columns the import reads, made to come back (issue 36, ADR 58): opened
 * and saved in Excel or LibreOffice, it imports again. A spreadsheet reads 0812345678 as the number
 * 812345678 and writes it back without its zero, so the phone is never written as a bare number.
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PHONE_COLUMN = MEMBER_CSV_COLUMNS.indexOf('phone');

/** A member's cells, in MEMBER_CSV_COLUMNS' order; the phone as stored (0 and 8 or 9 digits). */
function cellsOf(member: MemberWithRoles): string[] {
  return [
    member.firstName,
    member.lastName,
    member.phone,
    member.email ?? '',
    member.company ?? '',
    member.position ?? '',
    member.website ?? '',
    member.roles.join(';'),
    member.active ? 'yes' : 'no',
  ];
}

/**
 * `="0812345678"`: a formula whose value is the text 0812345678. Excel and Google Sheets show the
 * number with its zero and save it back as 0812345678; LibreOffice evaluates it too, or, with
 * "Evaluate formulas" off, keeps the text `="0812345678"` and saves that back, which the import
 * also reads. A stored phone is only digits, so nothing a person typed becomes a formula here:
 * the file's other cells keep the guard against formulas every export has.
 */
export const phoneFormula = (phone: string) => `="${phone}"`;

export async function membersExportFile(
  members: readonly MemberWithRoles[],
  day: string,
  format: ExportFormat,
): Promise<ExportFile> {
  const name = `members-${day}`;
  return format === 'csv'
    ? { bytes: Buffer.from(csv(members), 'utf8'), contentType: 'text/csv; charset=utf-8', fileName: `${name}.csv` }
    : { bytes: await xlsx(members), contentType: XLSX_TYPE, fileName: `${name}.xlsx` };
}

/** RFC 4180 quoting: a field with a comma, quote, line break or edge space is quoted, quotes doubled. */
const quoted = (value: string) =>
  /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', '""')}"` : value;

/**
 * UTF-8 with a byte-order mark (Excel needs it to show Thai), CRLF line ends. Every cell a person
 * typed is neutralised (a leading =, +, - or @ gets an apostrophe, which the import takes off
 * again); the phone alone is the formula above.
 */
function csv(members: readonly MemberWithRoles[]): string {
  const lines = [
    MEMBER_CSV_COLUMNS.join(','),
    ...members.map((member) =>
      cellsOf(member)
        .map((cell, index) => quoted(index === PHONE_COLUMN ? phoneFormula(cell) : neutralised(cell)))
        .join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * One sheet with the CSV's header row. The phone column is text ("@"), cells and column alike, so
 * the stored phones keep their zero and a phone the admin types into a new row does too. The other
 * cells are neutralised as in the CSV.
 */
async function xlsx(members: readonly MemberWithRoles[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Chapter';
  const sheet = workbook.addWorksheet('members', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = MEMBER_CSV_COLUMNS.map((header) => ({
    header,
    width: header === 'phone' ? 14 : header === 'active' ? 8 : 24,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(PHONE_COLUMN + 1).numFmt = '@';
  for (const member of members) sheet.addRow(cellsOf(member).map(neutralised)).getCell(PHONE_COLUMN + 1).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
