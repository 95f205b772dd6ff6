import { formatPromptPayId } from '@chapter/contract/promptpay-id';
import { th } from '../../../i18n/th.ts';
import { formatBahtSatang, formatDate, formatDateTime, formatMonthName, formatPhone } from '../../../lib/format.ts';
import type { AuditEntry } from '../api/audit-log.ts';

/*
 * An audit entry in Thai: one sentence (who did what to whom) and a list of what changed or was
 * recorded, instead of the server's JSON and internal names. The server writes `details` per
 * action (apps/server: every `writeAudit` call); this file reads the keys those calls write.
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

const baht = (satang: unknown) => th.common.baht(formatBahtSatang(Number(satang ?? 0) / 100));

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
function changeLines(details: Details): AuditLine[] {
  const changes = details.changes;
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>).map(([key, change]) => ({
    label: fieldLabel(key),
    from: formatAuditValue(key, change?.from),
    to: formatAuditValue(key, change?.to),
  }));
}

/** The named details as lines (a new event's fields, a confirmation's amounts), skipping empty ones. */
function valueLines(record: unknown, keys?: readonly string[]): AuditLine[] {
  if (!record || typeof record !== 'object') return [];
  const values = record as Record<string, unknown>;
  return (keys ?? Object.keys(values))
    .filter((key) => values[key] !== undefined && values[key] !== null && values[key] !== '')
    .map((key) => ({ label: fieldLabel(key), to: formatAuditValue(key, values[key]) }));
}

/** What an entry reads from its details and its names, for the sentences below. */
function contextOf(entry: AuditEntry) {
  const d = entry.details;
  const id = entry.subject_id ?? '';
  const str = (key: string) => (d[key] === undefined || d[key] === null ? '' : String(d[key]));
  const count = (key: string) => (Array.isArray(d[key]) ? (d[key] as unknown[]).length : Number(d[key] ?? 0));
  const aboutSelf = entry.subject_type === 'member' && entry.actor !== null && String(entry.actor.id) === id;
  const event = (name: unknown) => (name ? t.subjects.named(String(name)) : t.subjects.event(id));
  return {
    d,
    id,
    str,
    count,
    who: entry.actor?.full_name || t.system,
    /** The member the entry is about, and whether they did it themselves. */
    member: entry.subject_name ?? t.subjects.member(id),
    aboutSelf,
    /**
     * The member named in the details by id, when the entry's subject is something else: by the
     * name the server found for them, the number only if it found none.
     */
    memberById: (key: string) => entry.subject_name ?? t.subjects.member(str(key)),
    event,
    eventOf: (record: unknown) => event((record as { name?: unknown } | undefined)?.name),
    account: t.subjects.named(str('displayName')),
  };
}

type Context = ReturnType<typeof contextOf>;
type Describe = (c: Context) => { sentence: string; lines?: AuditLine[] };

const EVENT_KEYS = [
  'name',
  'locationName',
  'startsAt',
  'endsAt',
  'priceSatang',
  'earlyBirdPriceSatang',
  'earlyBirdEndsAt',
];
const SERIES_KEYS = [
  'name',
  'weekday',
  'startMinute',
  'endMinute',
  'locationName',
  'priceSatang',
  'visitorFeeSatang',
  'substituteFeeSatang',
  'weeksAhead',
];
const CONFIRMATION_KEYS = [
  'statedSatang',
  'receivedSatang',
  'receivedReason',
  'appliedSatang',
  'waivedSatang',
  'waiverReason',
];

const creditLine = (from: unknown, to: unknown): AuditLine => ({
  label: t.fields.credit ?? '',
  from: baht(from),
  to: baht(to),
});

const s = t.sentences;

/** Every action the server records, in Thai. A test holds this list to the server's own. */
export const AUDIT_SENTENCES: Record<string, Describe> = {
  'auth.login': (c) => ({ sentence: s.login(c.who) }),
  'auth.liff_login': (c) => ({ sentence: s.liffLogin(c.who) }),
  'auth.sign_out': (c) => ({ sentence: s.signOut(c.who) }),
  'auth.sign_out_everywhere': (c) => ({ sentence: s.signOutEverywhere(c.who, String(c.count('tokens'))) }),
  'card.update': (c) => ({ sentence: s.cardUpdate(c.who) }),
  'card.new_address': (c) => ({ sentence: s.cardNewAddress(c.who) }),
  'event.create': (c) => ({
    sentence: s.eventCreate(c.who, c.eventOf(c.d.event)),
    lines: valueLines(c.d.event, EVENT_KEYS),
  }),
  'event.update': (c) => ({ sentence: s.eventUpdate(c.who, c.event(c.d.name)) }),
  'event.cancel': (c) => ({ sentence: s.eventCancel(c.who, c.event(c.d.name), c.count('droppedRegistrations')) }),
  'event.delete': (c) => ({
    sentence: s.eventDelete(c.who, c.eventOf(c.d.event)),
    lines: valueLines(c.d.event, EVENT_KEYS),
  }),
  'event.register': (c) => ({ sentence: s.register(c.who, t.subjects.event(c.str('eventId')), baht(c.d.priceSatang)) }),
  'event.unregister': (c) => ({
    sentence: s.unregister(c.who, t.subjects.event(c.str('eventId')), baht(c.d.priceSatang)),
  }),
  'event.bni_verify': (c) => ({
    sentence: s.verify(c.who, t.subjects.event(c.id), c.count('attendees'), c.count('newlyVerified')),
  }),
  'meeting_series.create': (c) => ({
    sentence: s.seriesCreate(c.who, c.eventOf(c.d.series), c.count('meetingsCreated')),
    lines: valueLines(c.d.series, SERIES_KEYS),
  }),
  'meeting_series.update': (c) => ({
    sentence: s.seriesUpdate(
      c.who,
      t.subjects.series(c.id),
      c.count('meetingsCreated'),
      c.count('meetingsUpdated'),
      c.count('meetingsRemoved'),
    ),
  }),
  'meeting_series.meetings_made': (c) => ({ sentence: s.meetingsMade(t.subjects.series(c.id), c.count('meetings')) }),
  'meeting.substitute_send': (c) => ({
    sentence: s.substituteSend(c.who, t.subjects.event(c.id), baht(c.d.priceSatang)),
  }),
  'meeting.substitute_cancel': (c) => ({
    sentence: s.substituteCancel(c.who, c.str('name'), t.subjects.event(c.id)),
  }),
  'member.create': (c) => ({ sentence: s.memberCreate(c.who, c.member), lines: valueLines(c.d.member) }),
  'member.update': (c) => ({ sentence: s.memberUpdate(c.who, c.member) }),
  'member.deactivate': (c) => ({
    sentence: s.memberDeactivate(c.who, c.member),
    lines: valueLines(c.d, ['revokedTokens']),
  }),
  'member.reactivate': (c) => ({ sentence: s.memberReactivate(c.who, c.member) }),
  'member.import': (c) => ({ sentence: s.memberImport(c.who, c.str('count')) }),
  'member.export': (c) => ({ sentence: s.memberExport(c.who, c.str('count')) }),
  'member.create_admin': (c) => ({ sentence: s.createAdmin(c.member, c.d.created === true) }),
  'member.line_bind': (c) => ({
    sentence: s.lineBind(c.who, c.account, c.aboutSelf ? null : c.member, t.via[c.str('via')] ?? ''),
  }),
  'member.line_unbind': (c) => ({ sentence: s.lineUnbind(c.who, c.member) }),
  'member.line_claim': (c) => ({
    sentence: s.lineClaim(c.account, formatPhone(c.str('phone')), c.id ? c.member : null),
  }),
  'member.line_claim_refuse': (c) => ({ sentence: s.lineClaimRefuse(c.who, c.account, formatPhone(c.str('phone'))) }),
  'member.line_invite': (c) => ({ sentence: s.lineInvite(c.who, c.member, formatAuditValue('', c.d.expiresAt)) }),
  'member.line_invite_revoke': (c) => ({ sentence: s.lineInviteRevoke(c.who, c.member) }),
  'member.reminders_off': (c) => ({ sentence: s.remindersOff(c.who) }),
  'member.reminders_on': (c) => ({ sentence: s.remindersOn(c.who) }),
  'message.send': (c) => ({ sentence: s.messageSend(c.who, t.content[c.str('content')] ?? '', c.count('members')) }),
  'payment.confirm': (c) => ({
    sentence: s.paymentConfirm(c.who, c.member, baht(c.d.receivedSatang)),
    lines: [...valueLines(c.d, CONFIRMATION_KEYS), creditLine(c.d.creditBefore, c.d.creditAfter)],
  }),
  'payment.accept_credit': (c) => ({
    sentence: s.acceptCredit(c.who, c.member, baht(c.d.receivedSatang)),
    lines: [...valueLines(c.d, ['statedSatang', 'receivedReason']), creditLine(c.d.creditBefore, c.d.creditAfter)],
  }),
  'payment.export': (c) => ({
    sentence: s.paymentExport(c.who, formatMonthName(c.str('month')), t.formats[c.str('format')] ?? '', c.str('count')),
  }),
  'payment.reverse': (c) => {
    const after = Number(c.d.creditAfterSatang ?? 0);
    const undone = Number(c.d.creditChangeUndoneSatang ?? 0);
    return {
      sentence: s.paymentReverse(c.who, c.str('confirmation'), c.member, c.str('reason')),
      lines: [creditLine(after + undone, after)],
    };
  },
  'payment.slip_upload': (c) => ({ sentence: s.slipUpload(c.who, t.subjects.slip(c.id), baht(c.d.amountSatang)) }),
  'payment.slip_delete': (c) => ({ sentence: s.slipDelete(c.who, t.subjects.slip(c.id)) }),
  'payment.slip_image_view': (c) => ({ sentence: s.slipView(c.who, t.subjects.slip(c.id), c.memberById('member_id')) }),
  'payment.slip_refuse': (c) => ({
    sentence: s.slipRefuse(
      c.who,
      t.subjects.slip(c.id),
      c.memberById('memberId'),
      baht(c.d.amountSatang),
      c.str('reason'),
    ),
  }),
  'privacy.consent': (c) => ({ sentence: s.consent(c.who, c.str('version')) }),
  'privacy.notice_publish': (c) => ({ sentence: s.noticePublish(c.who, c.str('version')) }),
  'privacy.guest_notice_publish': (c) => ({ sentence: s.guestNoticePublish(c.who, c.str('version')) }),
  'privacy.retention_update': (c) => ({ sentence: s.retentionUpdate(c.who) }),
  'privacy.retention': (c) => ({
    sentence: s.retention(
      c.str('day') ? formatDate(`${c.str('day')}T12:00:00+07:00`) : '',
      c.str('validated_slip_images') || '0',
      c.str('refused_slip_images') || '0',
      c.str('audit_ips') || '0',
    ),
  }),
  'privacy.export': (c) => ({ sentence: s.privacyExport(c.who, c.str('images') || '0') }),
  'privacy.erase': (c) => ({
    sentence: c.d.by === 'self' ? s.eraseSelf(c.who) : s.erase(c.who, c.member),
    lines: valueLines(c.d, ['owed', 'credit', 'slip_images']),
  }),
  'reminder_rule.create': (c) => ({
    sentence: s.ruleCreate(c.who, t.subjects.rule(c.id), th.rules.form.kinds[c.str('kind') as 'weekly'] ?? ''),
    lines: valueLines(c.d, ['message']),
  }),
  'reminder_rule.pause': (c) => ({ sentence: s.rulePause(c.who, t.subjects.rule(c.id)) }),
  'reminder_rule.resume': (c) => ({ sentence: s.ruleResume(c.who, t.subjects.rule(c.id)) }),
  'reminder_rule.delete': (c) => ({
    sentence: s.ruleDelete(c.who, t.subjects.rule(c.id)),
    lines: valueLines(c.d, ['message']),
  }),
  'settings.update': (c) => ({ sentence: s.settingsUpdate(c.who) }),
};

/** The entry as a Thai sentence and lines: its own words, then every field an edit changed. */
export function describeAuditEntry(entry: AuditEntry): AuditText {
  const describe = AUDIT_SENTENCES[entry.action];
  const context = contextOf(entry);
  const described = describe ? describe(context) : { sentence: s.unknown(context.who, entry.action) };
  return { sentence: described.sentence, lines: [...(described.lines ?? []), ...changeLines(entry.details)] };
}
