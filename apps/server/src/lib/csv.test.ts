import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, toCsv } from './csv.ts';

const fieldsOf = (text: string) => parseCsv(text).map((record) => record.fields);

describe('CSV', () => {
  it('reads plain fields, CRLF and LF line ends, and skips blank lines', () => {
    expect(fieldsOf('a,b,c\r\n1,2,3\n\n4,,6')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '', '6'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, and counts lines', () => {
    const records = parseCsv('name,note\r\n"สมชาย, รักงาน","พูดว่า ""สวัสดี"""\r\n"สอง\r\nบรรทัด",x\r\nlast,y\r\n');
    expect(records.map((record) => record.fields)).toEqual([
      ['name', 'note'],
      ['สมชาย, รักงาน', 'พูดว่า "สวัสดี"'],
      ['สอง\r\nบรรทัด', 'x'],
      ['last', 'y'],
    ]);
    expect(records.map((record) => record.line)).toEqual([1, 2, 3, 5]);
  });

  it('drops a UTF-8 byte-order mark, as Excel writes one', () => {
    expect(fieldsOf('\uFEFFfirst_name,last_name\r\nสมชาย,รักงาน')).toEqual([
      ['first_name', 'last_name'],
      ['สมชาย', 'รักงาน'],
    ]);
  });

  it('refuses a quote that is never closed, naming its line', () => {
    expect(() => parseCsv('a,b\r\n1,"open\r\n2,3')).toThrow(CsvError);
    try {
      parseCsv('a,b\r\n1,"open\r\n2,3');
    } catch (error) {
      expect((error as CsvError).line).toBe(2);
    }
  });

  it('writes what it reads back, with CRLF, quoting only what needs it, and a BOM on request', () => {
    const rows = [
      ['first_name', 'note'],
      ['สมชาย', 'a, b'],
      ['ก', 'say "hi"'],
      ['multi', 'one\r\ntwo'],
    ];
    const text = toCsv(rows, { bom: true });
    expect(text.startsWith('\uFEFFfirst_name,note\r\nสมชาย,"a, b"\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(fieldsOf(text)).toEqual(rows);
  });

  it('keeps spreadsheet formulas out of exported values', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '@a', '0811111111']])).toBe(`"'=HYPERLINK(""x"")",'+1,'@a,0811111111\r\n`);
  });
});
