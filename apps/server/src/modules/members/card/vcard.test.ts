import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildVCard, foldLine, type VCardContact } from './vcard.ts';

const somchai: VCardContact = {
  firstName: 'สมชาย',
  lastName: 'รักงาน',
  company: 'บริษัท รักงาน เทรดดิ้ง จำกัด',
  position: 'กรรมการผู้จัดการ',
  phone: '0822222222',
  email: 'somchai@example.com',
  website: 'www.rakngan.co.th',
  pictureUrl: 'https://profile.line-scdn.net/abc',
};

/** What a phone's contacts app reads: property name -> values, parsed by ical.js. */
function parse(text: string) {
  const card = new ICAL.Component(ICAL.parse(text));
  return (name: string) => card.getFirstProperty(name)?.getValues();
}

describe('the business card contact file', () => {
  it('is a vCard 3.0 that a vCard parser reads back with the Thai names intact', () => {
    const read = parse(buildVCard(somchai));
    expect(read('version')).toEqual(['3.0']);
    expect(read('n')).toEqual([['รักงาน', 'สมชาย', '', '', '']]);
    expect(read('fn')).toEqual(['สมชาย รักงาน']);
    expect(read('org')).toEqual(['บริษัท รักงาน เทรดดิ้ง จำกัด']);
    expect(read('title')).toEqual(['กรรมการผู้จัดการ']);
    expect(read('tel')).toEqual(['+66822222222']);
    expect(read('email')).toEqual(['somchai@example.com']);
    expect(read('url')).toEqual(['https://www.rakngan.co.th/']);
    expect(read('photo')).toEqual(['https://profile.line-scdn.net/abc']);
  });

  it('marks a mobile number as a cell phone and a Bangkok number as work', () => {
    expect(buildVCard(somchai)).toContain('\r\nTEL;TYPE=CELL,VOICE:+66822222222\r\n');
    expect(buildVCard({ ...somchai, phone: '021234567' })).toContain('\r\nTEL;TYPE=WORK,VOICE:+6621234567\r\n');
  });

  it('has no TEL line when the member leaves the phone off their card', () => {
    const read = parse(buildVCard({ ...somchai, phone: null }));
    expect(read('tel')).toBeUndefined();
    expect(read('fn')).toEqual(['สมชาย รักงาน']);
  });

  it('ends every line with CRLF and never has a bare line feed', () => {
    const text = buildVCard(somchai);
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes commas, semicolons, backslashes and line breaks, so a value cannot add a property', () => {
    const text = buildVCard({
      ...somchai,
      firstName: 'สม;ชาย',
      company: 'เอ, บี และ ซี\\ จำกัด\r\nEMAIL:attacker@example.com',
      position: 'ผู้จัดการ\nฝ่ายขาย',
    });
    expect(text.replace(/\r\n /g, '')).toContain('ORG:เอ\\, บี และ ซี\\\\ จำกัด\\nEMAIL:attacker@example.com');
    const read = parse(text);
    expect(read('n')).toEqual([['รักงาน', 'สม;ชาย', '', '', '']]);
    expect(read('org')).toEqual(['เอ, บี และ ซี\\ จำกัด\nEMAIL:attacker@example.com']);
    expect(read('title')).toEqual(['ผู้จัดการ\nฝ่ายขาย']);
    expect(read('email')).toEqual(['somchai@example.com']);
  });

  it('folds long Thai lines at 75 octets without cutting a character, and unfolds to the same text', () => {
    const company = 'บริษัท ส่งเสริมการค้าและการลงทุนระหว่างประเทศ (ประเทศไทย) จำกัด (มหาชน)';
    const text = buildVCard({ ...somchai, company });
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) {
      const bytes = Buffer.from(line, 'utf8');
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Every physical line is valid UTF-8 on its own: no character was split between two lines.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(line);
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(1);
    expect(parse(text)('org')).toEqual([company]);
  });

  it('fills a line to exactly 75 octets before folding', () => {
    const folded = foldLine(`X:${'ก'.repeat(40)}`).split('\r\n');
    expect(folded.map((line) => Buffer.byteLength(line))).toEqual([74, 49]);
    expect(
      foldLine(`X:${'a'.repeat(100)}`)
        .split('\r\n')
        .map((line) => line.length),
    ).toEqual([75, 28]);
  });

  it('leaves out what the member has not filled in, and a website that is not a web address', () => {
    const text = buildVCard({
      ...somchai,
      company: null,
      position: '  ',
      email: null,
      website: 'javascript:alert(1)',
      pictureUrl: null,
    });
    expect(text).not.toMatch(/\r\n(ORG|TITLE|EMAIL|URL|PHOTO)[:;]/);
    expect(parse(text)('fn')).toEqual(['สมชาย รักงาน']);
  });
});
