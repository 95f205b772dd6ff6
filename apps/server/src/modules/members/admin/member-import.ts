import {
  MEMBER_CSV_COLUMNS,
  type TAdminMemberValues,
  type TMemberImportPreview,
  ZAdminMemberRequestSchema,
} from '@chapter/contract/admin-members';
import { apiMessages } from '@chapter/contract/messages';
import { normalizeThaiPhone } from '@chapter/contract/phone';
import { ApiError } from '../../../lib/api-error.ts';
import { CsvError, parseCsv } from '../../../lib/csv.ts';

export const MAX_IMPORT_ROWS = 2000;

const REQUIRED = ['first_name', 'last_name', 'phone'] as const;
const YES = new Set(['', 'yes', 'y', 'true', '1', 'ใช่', 'active']);
const NO = new Set(['no', 'n', 'false', '0', 'ไม่', 'inactive']);

/**
 * The phone cell as a spreadsheet may give it back (ADR 58): as exported (0812345678, or any form
 * people type), the export's `="0812345678"` kept as text (LibreOffice with formulas off), or
 * 812345678, a mobile number read as a number and saved without its zero. Only 9 digits starting
 * 6, 8 or 9 get the zero back: those are the mobile numbers (06, 08, 09 and 8 more digits). Other
 * numbers without their zero (a landline's 8 digits, or a mobile short of a digit) are refused with
 * their own message (LOST_ZERO) rather than guessed: login and LINE claims match the phone.
 */
export function phoneFromSpreadsheet(cell: string): string {
  const text = (/^="(.*)"$/.exec(cell)?.[1] ?? cell).trim();
  return /^[689]\d{8}$/.test(text) ? `0${text}` : text;
}

/** A number that reads as a Thai phone without its leading zero, once the zero of a mobile is back. */
const LOST_ZERO = /^[1-9]\d{7,8}$/;

/** The export's guard against formulas (an apostrophe before =, +, - or @) taken off again. */
const unguarded = (cell: string) => cell.replace(/^'(?=[=+\-@])/, '');

export interface CheckedRow {
  line: number;
  values: TAdminMemberValues | null;
  preview: TMemberImportPreview['rows'][number];
}

/**
 * Reads a member CSV and checks every row with the same schema the member form uses, then for
 * phone numbers repeated in the file or already taken. Writes nothing. Refusals about the file as
 * a whole (not CSV, no header, too long) are thrown; problems of rows are returned per row.
 */
export async function checkMemberCsv(
  text: string,
  phonesTaken: (phones: string[]) => Promise<Set<string>>,
): Promise<CheckedRow[]> {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw ApiError.field('csv', apiMessages.csvUnclosedQuote(error.line));
    throw error;
  }
  const [header, ...data] = records;
  const columns = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const missing = REQUIRED.filter((name) => !columns.includes(name));
  if (missing.length > 0) throw ApiError.field('csv', apiMessages.csvMissingColumns(REQUIRED.join(', ')));
  if (data.length === 0) throw ApiError.field('csv', apiMessages.csvNoRows);
  if (data.length > MAX_IMPORT_ROWS) throw ApiError.field('csv', apiMessages.csvTooManyRows(MAX_IMPORT_ROWS));

  const known = new Set<string>(MEMBER_CSV_COLUMNS);
  const rows = data.map((record): CheckedRow => {
    const cell: Record<string, string> = {};
    columns.forEach((name, index) => {
      if (known.has(name)) cell[name] = unguarded((record.fields[index] ?? '').trim());
    });
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => {
      errors[field] = [...(errors[field] ?? []), message];
    };
    const activeText = (cell.active ?? '').toLowerCase();
    if (!YES.has(activeText) && !NO.has(activeText)) add('active', apiMessages.csvActiveInvalid);
    const candidate = {
      first_name: cell.first_name ?? '',
      last_name: cell.last_name ?? '',
      phone: phoneFromSpreadsheet(cell.phone ?? ''),
      email: cell.email || null,
      company: cell.company || null,
      position: cell.position || null,
      website: cell.website || null,
      roles: (cell.roles ?? '')
        .split(/[;|]/)
        .map((role) => role.trim())
        .filter((role) => role !== ''),
      active: !NO.has(activeText),
    };
    const parsed = ZAdminMemberRequestSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'non_field_errors');
        add(field, field === 'phone' && LOST_ZERO.test(candidate.phone) ? apiMessages.csvPhoneLostZero : issue.message);
      }
    }
    return {
      line: record.line,
      values: parsed.success ? parsed.data : null,
      preview: {
        line: record.line,
        first_name: candidate.first_name,
        last_name: candidate.last_name,
        phone: normalizeThaiPhone(candidate.phone) ?? candidate.phone,
        email: candidate.email,
        company: candidate.company,
        roles: candidate.roles,
        active: candidate.active,
        errors,
      },
    };
  });

  const firstLineOfPhone = new Map<string, number>();
  const phones = rows.flatMap((row) => (row.values ? [row.values.phone] : []));
  const taken = await phonesTaken(phones);
  for (const row of rows) {
    if (!row.values) continue;
    const phone = row.values.phone;
    const first = firstLineOfPhone.get(phone);
    const errors = row.preview.errors;
    if (taken.has(phone)) errors.phone = [...(errors.phone ?? []), apiMessages.csvPhoneExists];
    else if (first !== undefined) errors.phone = [...(errors.phone ?? []), apiMessages.csvDuplicateInFile(first)];
    else firstLineOfPhone.set(phone, row.line);
  }
  for (const row of rows) if (Object.keys(row.preview.errors).length > 0) row.values = null;
  return rows;
}

export function previewOf(rows: CheckedRow[]): TMemberImportPreview {
  const errorCount = rows.filter((row) => row.values === null).length;
  return { rows: rows.map((row) => row.preview), valid_count: rows.length - errorCount, error_count: errorCount };
}
