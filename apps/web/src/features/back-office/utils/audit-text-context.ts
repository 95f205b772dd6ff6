import { formatPromptPayId } from '@chapter/contract/promptpay-id';
import * as th from '../../../i18n/th.ts';
import { formatBahtSatang, formatDateTime, formatPhone } from '../../../lib/format.ts';
import type { AuditEntry } from '../api/audit-log.ts';

/*
 * What the audit log's Thai sentences are made of (audit-text.ts and audit-text-meetings.ts): an
 * entry's values in Thai, its lines, and what each sentence reads from the entry's details.
 */

export interface AuditLine {
  label: string;
  /** Only for a change: the value before. */
  from?: string;
  to: string;
}

export interface AuditText {
  sentence: string;
  lines: AuditLine[];
}

const t = th.backOffice.audit;
type Details = AuditEntry['details'];

/** How a detail's value reads: by what the key holds, else by what the value looks like. */
const SATANG_KEYS = /Satang$|^credit(Before|After)$/;
const BAHT_KEYS = new Set(['owed', 'credit']);
const DAY_KEYS = /_days$/;
/** A weekly meeting's times: minutes after midnight in Bangkok. */
const MINUTE_KEYS = /Minute$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const minuteOfDay = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export const baht = (satang: unknown) => th.common.baht(formatBahtSatang(Number(satang ?? 0) / 100));

/** A detail's value in Thai: money in baht, instants DD/MM/YYYY HH:mm, ใช่/ไม่ใช่, lists joined. */
export function formatAuditValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.values.empty;
  if (SATANG_KEYS.test(key)) return baht(value);
  if (BAHT_KEYS.has(key)) return th.common.baht(formatBahtSatang(Number(value)));
  if (DAY_KEYS.test(key)) return t.values.days(String(value));
  if (key === 'phone' && typeof value === 'string') return formatPhone(value);
  if (key === 'weekday') return th.backOffice.meetings.weekdays[Number(value)] ?? String(value);
  if (MINUTE_KEYS.test(key) && typeof value === 'number') return minuteOfDay(value);
  if (key === 'weeksAhead') return t.values.weeks(String(value));
  if (key === 'promptpay_id' && typeof value === 'string') return formatPromptPayId(value);
  if (typeof value === 'boolean') return value ? t.values.yes : t.values.no;
  if (Array.isArray(value)) {
    if (value.length === 0) return t.values.none;
    return value.map((item) => labelOfItem(key, item)).join(', ');
  }
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A role or a card field by its Thai name; anything else as it is. */
function labelOfItem(key: string, item: unknown): string {
  const text = String(item);
  if (key === 'roles') return th.backOffice.members.roleNames[text] ?? text;
  if (key === 'shown_fields') return (th.card.fields as Record<string, string>)[text] ?? text;
  return text;
}

/** A detail's Thai label; a key the server gains later shows as it is rather than not at all. */
export const fieldLabel = (key: string) => t.fields[key] ?? key;

/** `{field: {from, to}}` of an edit, one line per field. */
export function changeLines(details: Details): AuditLine[] {
  const changes = details.changes;
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>).map(([key, change]) => ({
    label: fieldLabel(key),
    from: formatAuditValue(key, change?.from),
    to: formatAuditValue(key, change?.to),
  }));
}

/** The named details as lines (a new event's fields, a confirmation's amounts), skipping empty ones. */
export function valueLines(record: unknown, keys?: readonly string[]): AuditLine[] {
  if (!record || typeof record !== 'object') return [];
  const values = record as Record<string, unknown>;
  return (keys ?? Object.keys(values))
    .filter((key) => values[key] !== undefined && values[key] !== null && values[key] !== '')
    .map((key) => ({ label: fieldLabel(key), to: formatAuditValue(key, values[key]) }));
}

/** What an entry reads from its details and its names, for the sentences (audit-text.ts, audit-text-meetings.ts). */
export function contextOf(entry: AuditEntry) {
  const d = entry.details;
  const id = entry.subject_id ?? '';
  const str = (key: string) => (d[key] === undefined || d[key] === null ? '' : String(d[key]));
  const count = (key: string) => (Array.isArray(d[key]) ? (d[key] as unknown[]).length : Number(d[key] ?? 0));
  const aboutSelf = entry.subject_type === 'member' && entry.actor !== null && String(entry.actor.id) === id;
  const event = (name: unknown) => (name ? t.subjects.named(String(name)) : t.subjects.event(id));
  /**
   * The member named in the details by id, when the entry's subject is something else: by the
   * name the server found for them, the number only if it found none.
   */
  const memberById = (key: string) => entry.subject_name ?? t.subjects.member(str(key));
  /**
   * A guest (a visitor, who has no account): by the name the server found for them, else by number.
   * An erased guest's name is already the placeholder "ผู้เยี่ยมชม (ลบข้อมูลแล้ว)", so it is not said twice.
   */
  const guest = (guestId: string) => {
    const name = entry.subject_name;
    if (name) return name.startsWith(t.subjects.aGuest) ? name : t.subjects.guestNamed(name);
    return guestId ? t.subjects.guest(guestId) : t.subjects.aGuest;
  };
  const member = entry.subject_name ?? t.subjects.member(id);
  return {
    d,
    id,
    str,
    count,
    who: entry.actor?.full_name || t.system,
    signedIn: entry.actor !== null,
    /** The member the entry is about, and whether they did it themselves. */
    member,
    aboutSelf,
    guest,
    /** Who paid, for a money entry about its payer: a member, or a guest paying their own fee (ADR 54). */
    payer: entry.subject_type === 'guest' ? guest(id) : member,
    /**
     * Whose slip it was, when the entry's subject is the slip: `guestId` names a guest's; a member's
     * id is under `memberKey`, null there for a guest's slip whose number the entry did not keep.
     */
    slipPayer: (memberKey: string) => {
      if (d.guestId !== undefined && d.guestId !== null) return guest(str('guestId'));
      return d[memberKey] === null ? guest('') : memberById(memberKey);
    },
    event,
    eventOf: (record: unknown) => event((record as { name?: unknown } | undefined)?.name),
    account: t.subjects.named(str('displayName')),
  };
}

export type Context = ReturnType<typeof contextOf>;
export type Describe = (c: Context) => { sentence: string; lines?: AuditLine[] };
