import { MESSAGE_LIMITS } from '@chapter/contract/messaging';
import { fullName } from '@chapter/contract/names';
import { fillPlaceholders } from '@chapter/contract/placeholders';
import { bangkokDateTimeText } from '../../lib/bangkok-time.ts';
import { bahtText, sumSatang } from '../books/money.ts';
import { meetingAskMessage } from './compose-meeting.ts';
import type { RunContent } from './runs/plan.ts';

/*
 * The messages members get, composed per member in Thai (issue 18). What a member owes comes from
 * the books module's one home for it; this file only lays it out as LINE shows it.
 */

export interface ComposedMessage {
  kind: 'text' | 'flex';
  /** The text, or the Flex container as JSON. */
  message: string;
  altText: string | null;
}

export interface OwedItem {
  eventName: string;
  startsAt: Date;
  priceSatang: number;
}

export interface MemberBooks {
  firstName: string;
  lastName: string;
  owed: readonly OwedItem[];
  creditSatang: number;
}

export interface ComposeContext {
  chapterName: string;
  /** https://liff.line.me/<LIFF_ID_PAYMENT>; null hides the pay button (no payment mini-app set). */
  paymentUrl: string | null;
  /** https://liff.line.me/<LIFF_ID_EVENT>; null hides the register button. */
  eventUrl: string | null;
}

/** A bubble shows at most this many items; the rest are counted, the total covers them all. */
const ITEMS_SHOWN = 10;

/** What is left to pay once credit is spent. */
export const toPaySatang = (books: MemberBooks): number => Math.max(0, sumSatang(books.owed) - books.creditSatang);

const itemLine = (item: OwedItem) =>
  `${item.eventName} (${bangkokDateTimeText(item.startsAt, true)}) ${bahtText(item.priceSatang)} บาท`;

const text = (value: string, extra: Record<string, unknown> = {}) => ({
  type: 'text',
  text: value,
  wrap: true,
  ...extra,
});

function row(label: string, value: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'box',
    layout: 'horizontal',
    spacing: 'md',
    contents: [
      text(label, { size: 'sm', color: '#555555', flex: 3, ...extra }),
      text(value, { size: 'sm', align: 'end', flex: 2, ...extra }),
    ],
  };
}

/** A bubble's title with the chapter's name under it. */
function header(title: string, chapterName: string) {
  return {
    type: 'box',
    layout: 'vertical',
    contents: [text(title, { weight: 'bold', size: 'lg' }), text(chapterName, { size: 'sm', color: '#888888' })],
  };
}

function uriButton(label: string, uri: string) {
  return {
    type: 'box',
    layout: 'vertical',
    contents: [{ type: 'button', style: 'primary', color: '#B22234', action: { type: 'uri', label, uri } }],
  };
}

/** The built-in reminder: name, each unpaid registration, credit, the total, and a pay button. */
export function reminderMessage(books: MemberBooks, context: ComposeContext): ComposedMessage {
  const name = fullName(books.firstName, books.lastName);
  const shown = books.owed.slice(0, ITEMS_SHOWN);
  const hidden = books.owed.length - shown.length;
  const total = toPaySatang(books);
  const items = shown.map((item) =>
    row(`${item.eventName}\n${bangkokDateTimeText(item.startsAt, true)}`, `${bahtText(item.priceSatang)} บาท`),
  );
  if (hidden > 0) items.push(row(`และอีก ${hidden} รายการ`, ''));
  const bubble = {
    type: 'bubble',
    header: header('แจ้งยอดค้างชำระ', context.chapterName),
    body: {
      type: 'box',
      layout: 'vertical',
      spacing: 'md',
      contents: [
        text(`เรียน คุณ${name}`, { size: 'sm' }),
        ...items,
        { type: 'separator' },
        ...(books.creditSatang > 0 ? [row('เครดิตคงเหลือ', `−${bahtText(books.creditSatang)} บาท`)] : []),
        row('ยอดที่ต้องชำระ', `${bahtText(total)} บาท`, { weight: 'bold' }),
      ],
    },
    ...(context.paymentUrl && { footer: uriButton('ชำระเงิน', context.paymentUrl) }),
  };
  const altLines = [
    `แจ้งยอดค้างชำระ ${context.chapterName}`,
    `เรียน คุณ${name}`,
    ...books.owed.map((item) => `- ${itemLine(item)}`),
    ...(books.creditSatang > 0 ? [`เครดิตคงเหลือ ${bahtText(books.creditSatang)} บาท`] : []),
    `ยอดที่ต้องชำระ ${bahtText(total)} บาท`,
  ];
  return { kind: 'flex', message: JSON.stringify(bubble), altText: clip(altLines.join('\n'), 400) };
}

/** The built-in message of a new event, to every active member, with a register button. */
export function announcementMessage(
  event: { name: string; startsAt: Date; priceSatang: number; locationName: string },
  context: ComposeContext,
): ComposedMessage {
  const when = bangkokDateTimeText(event.startsAt);
  const bubble = {
    type: 'bubble',
    header: header('กิจกรรมใหม่', context.chapterName),
    body: {
      type: 'box',
      layout: 'vertical',
      spacing: 'md',
      contents: [
        text(event.name, { weight: 'bold' }),
        row('วันเวลา', when),
        ...(event.locationName ? [row('สถานที่', event.locationName)] : []),
        row('ราคา', `${bahtText(event.priceSatang)} บาท`),
      ],
    },
    ...(context.eventUrl && { footer: uriButton('ลงทะเบียน', context.eventUrl) }),
  };
  const alt = `กิจกรรมใหม่ของ ${context.chapterName}: ${event.name} ${when} ราคา ${bahtText(event.priceSatang)} บาท`;
  return { kind: 'flex', message: JSON.stringify(bubble), altText: clip(alt, 400) };
}

/** Staff's own text with this member's name, amount and items in its placeholders. */
export function personalText(template: string, books: MemberBooks): ComposedMessage {
  const items = books.owed.length > 0 ? books.owed.map((item) => `- ${itemLine(item)}`).join('\n') : '-';
  return {
    kind: 'text',
    // LINE's limit for a text: a long list of items must not make the whole message refused.
    message: clip(
      fillPlaceholders(template, {
        name: fullName(books.firstName, books.lastName),
        amount: bahtText(toPaySatang(books)),
        items,
      }),
      MESSAGE_LIMITS.textLength,
    ),
    altText: null,
  };
}

/**
 * The notification text of staff's Flex message sent without one: its own words, in order, after
 * the chapter's name, so the phone says something real rather than nothing (LINE refuses an empty
 * alt text). Computed here only, so the preview, the outbox and LINE all get the same text.
 */
export function flexAltText(json: string, context: Pick<ComposeContext, 'chapterName'>): string {
  const words: string[] = [];
  const collect = (node: unknown, depth: number): void => {
    if (depth > 20 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) collect(child, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    if (record.type === 'text' && typeof record.text === 'string' && record.text.trim()) words.push(record.text.trim());
    if (record.type === 'span' && typeof record.text === 'string' && record.text.trim()) words.push(record.text.trim());
    for (const key of ['header', 'hero', 'body', 'footer', 'contents']) collect(record[key], depth + 1);
  };
  try {
    collect(JSON.parse(json), 0);
  } catch {
    // Checked as valid Flex before it was accepted; a broken one still gets the chapter's name.
  }
  const title = `ข้อความจาก ${context.chapterName}`;
  return clip(words.length > 0 ? `${title}: ${words.join(' ')}` : title, 400);
}

function clip(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}

/** The message one recipient of a run gets. */
export function composeFor(
  content: RunContent,
  books: MemberBooks,
  context: ComposeContext,
  event: { name: string; startsAt: Date; priceSatang: number; locationName: string } | null,
): ComposedMessage {
  switch (content.type) {
    case 'reminder':
      return reminderMessage(books, context);
    case 'announcement':
      if (!event) throw new Error(`event ${content.eventId} of an announcement is gone`);
      return announcementMessage(event, context);
    case 'text':
      return personalText(content.text, books);
    case 'flex':
      return { kind: 'flex', message: content.json, altText: content.altText || flexAltText(content.json, context) };
    case 'composed':
      return { kind: content.kind, message: content.message, altText: content.altText };
    case 'meeting_ask':
      if (!event) throw new Error(`meeting ${content.eventId} of a meeting ask is gone`);
      return meetingAskMessage({ ...event, id: content.eventId }, context.chapterName);
    case 'claims_digest':
      throw new Error('a claims digest is written when its run is planned (runs/worker.ts), not per member');
  }
}
