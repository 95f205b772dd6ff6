import { fullName } from '@chapter/contract/names';
import { websiteUrl } from '@chapter/contract/website';

/** What a business card's contact file holds. */
export interface VCardContact {
  firstName: string;
  lastName: string;
  company: string | null;
  position: string | null;
  /** National form, 0 then 8 or 9 digits; null when the member leaves it off their card. */
  phone: string | null;
  email: string | null;
  website: string | null;
  pictureUrl: string | null;
}

const CRLF = '\r\n';
/** RFC 2426 section 2.6: lines longer than 75 octets should be folded. */
const MAX_LINE_OCTETS = 75;

/**
 * A contact as a vCard 3.0 (RFC 2426) that iPhone and Android open as a new contact: UTF-8 (the
 * response says so in its Content-Type), CRLF line ends, long lines folded at 75 octets without
 * cutting a Thai character in two, and text values escaped so a comma, semicolon, backslash or
 * line break in a name can never start a new field or property.
 */
export function buildVCard(contact: VCardContact): string {
  const name = fullName(contact.firstName, contact.lastName);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeText(contact.lastName)};${escapeText(contact.firstName)};;;`,
    `FN:${escapeText(name)}`,
  ];
  if (present(contact.company)) lines.push(`ORG:${escapeText(contact.company)}`);
  if (present(contact.position)) lines.push(`TITLE:${escapeText(contact.position)}`);
  if (present(contact.phone))
    lines.push(`TEL;TYPE=${isMobile(contact.phone) ? 'CELL' : 'WORK'},VOICE:${internationalPhone(contact.phone)}`);
  if (present(contact.email)) lines.push(`EMAIL;TYPE=INTERNET:${escapeText(contact.email.trim())}`);
  const website = websiteUrl(contact.website);
  if (website) lines.push(`URL:${website}`);
  // A link rather than the image bytes: LINE serves the picture, and fetching it here would make
  // the server fetch URLs on anyone's request. Phones that do not follow it show the initials.
  const picture = /^https?:\/\//i.test(contact.pictureUrl?.trim() ?? '') ? websiteUrl(contact.pictureUrl) : null;
  if (picture) lines.push(`PHOTO;VALUE=uri:${picture}`);
  lines.push('END:VCARD');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

const present = (value: string | null): value is string => value !== null && value.trim() !== '';

/** RFC 2426 section 4: backslash, comma, semicolon and line breaks in text values; other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, '');
}

/** Splits a content line into physical lines of at most 75 octets; continuations start with a space. */
export function foldLine(line: string): string {
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      folded += `${CRLF} `;
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return folded;
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** Mobile numbers start 06, 08 or 09; the rest are landlines. */
const isMobile = (phone: string) => /^0[689]/.test(phone);

/** +66 and the number without its trunk zero, so the contact dials from abroad too. */
const internationalPhone = (phone: string) => (phone.startsWith('0') ? `+66${phone.slice(1)}` : phone);

/** The contact file's name: the member's name, as phones show it in the download. */
export const vCardFileName = (contact: Pick<VCardContact, 'firstName' | 'lastName'>) =>
  `${fullName(contact.firstName, contact.lastName)}.vcf`;
