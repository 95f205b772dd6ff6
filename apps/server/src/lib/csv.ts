/**
 * CSV as RFC 4180 has it, and as Excel and Google Sheets write it: fields separated by commas,
 * records by CRLF (LF alone is accepted), fields with a comma, quote or line break quoted, quotes
 * doubled inside quotes. A UTF-8 byte-order mark at the start is dropped on reading and written on
 * request, because Excel needs it to show Thai.
 */

export class CsvError extends Error {
  constructor(
    readonly reason: 'unclosed-quote',
    /** The line (1-based) where the problem starts. */
    readonly line: number,
  ) {
    super(`CSV: ${reason} at line ${line}`);
  }
}

export interface CsvRecord {
  /** The line the record starts on (1-based), for messages that point into the file. */
  line: number;
  fields: string[];
}

const BOM = '\uFEFF';

/** Parses CSV text into records; blank lines are skipped. Throws CsvError for an unclosed quote. */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith(BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  let quoteLine = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (inQuotes) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') {
      inQuotes = true;
      quoteLine = line;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (inQuotes) throw new CsvError('unclosed-quote', quoteLine);
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Writes records as CSV with CRLF line ends. A value that a spreadsheet would run as a formula
 * (starting with =, +, - or @) gets a leading apostrophe, so an exported file cannot carry a
 * formula into the admin's spreadsheet ("CSV injection"); phone numbers never start with those.
 */
export function toCsv(rows: readonly (readonly string[])[], options: { bom?: boolean } = {}): string {
  const text = rows
    .map((row) => row.map((value) => quote(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)).join(','))
    .join('\r\n');
  return `${options.bom ? BOM : ''}${text}\r\n`;
}
