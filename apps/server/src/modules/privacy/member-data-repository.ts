import { type SQL, sql } from 'drizzle-orm';

/**
 * Where a member's personal data lives, table by table: the one map "my data" exports from and
 * erasure works through (issue 19). `member-data.api.test.ts` reads the database's own catalog and
 * fails when a table, or a column pointing at members, is not described here, so a new table that
 * holds member data cannot be forgotten by either. Which rows are about a member is SQL, hence a
 * repository.
 */
export interface Subject {
  id: number;
  lineUserId: string | null;
}

export interface TableRule {
  /** Rows about the member; null when the table holds nobody's personal data. */
  about: ((subject: Subject) => SQL) | null;
  /** Columns pointing at members that say whom the row is about. */
  memberColumns: readonly string[];
  /** Columns pointing at members that say which staff member acted (confirmed, sent, decided). */
  actorColumns: readonly string[];
  /** Columns never exported: hashes of secrets, which mean nothing to the member. */
  omit?: readonly string[];
  /** Text and JSON columns where a person may be named in free text: erasure scrubs the member's values there. */
  freeText?: readonly string[];
  /** How erasure treats the rows (documentation; erasure-repository.ts does it). */
  erasure: string;
}

const memberId = (subject: Subject) => sql`member_id = ${subject.id}`;
/** Rows kept by LINE account: none for a member without one. */
const lineAccount = (subject: Subject) =>
  subject.lineUserId === null ? sql`false` : sql`line_user_id = ${subject.lineUserId}`;

/**
 * Audit actions a member takes about themselves: their export keeps these entries' details. Entries
 * where they acted as staff on someone else keep only what, when and from where, so one member's
 * export never carries another's data; entries where staff acted on them keep what, when and the
 * actor's roles, never the actor's address (export-repository.ts).
 */
export const SELF_AUDIT_ACTIONS = [
  'auth.%',
  'event.register',
  'event.unregister',
  'payment.slip_upload',
  'payment.slip_delete',
  'privacy.%',
  'card.%',
  'member.reminders_%',
  'attendance.skip%',
  'leave.request',
  'leave.withdraw',
] as const;

export const MEMBER_DATA: Record<string, TableRule> = {
  members: {
    about: (s) => sql`id = ${s.id}`,
    memberColumns: [],
    actorColumns: [],
    erasure: 'kept as a pseudonym: name placeholder, phone placeholder, every other personal field null',
  },
  member_roles: { about: memberId, memberColumns: ['member_id'], actorColumns: [], erasure: 'deleted' },
  auth_tokens: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: [],
    omit: ['token_hash'],
    erasure: 'deleted: signed out everywhere',
  },
  login_codes: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: [],
    omit: ['code_hash'],
    erasure: 'deleted',
  },
  line_invitations: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: ['created_by'],
    omit: ['token_hash'],
    erasure: 'deleted',
  },
  line_claims: {
    about: (s) => (s.lineUserId === null ? memberId(s) : sql`(line_user_id = ${s.lineUserId} OR member_id = ${s.id})`),
    memberColumns: ['member_id'],
    actorColumns: ['decided_by'],
    erasure: 'deleted: those made by their LINE account, naming their phone or approved for them',
  },
  privacy_consents: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: [],
    erasure: 'kept: which notice version a member row agreed to, naming nobody',
  },
  profile_versions: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: [],
    erasure: 'kept: a number the server compares to know their profile changed (ADR 36), naming nothing',
  },
  registrations: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: ['confirmed_by', 'bni_verified_by'],
    erasure: 'kept: the accounts (event, price, when paid)',
  },
  payment_confirmations: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: ['confirmed_by', 'reversed_by'],
    freeText: ['received_reason', 'waiver_reason', 'reversal_reason'],
    erasure: 'kept: the accounts (amounts, dates); their values scrubbed from the reasons',
  },
  payment_slips: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: ['validated_by', 'refused_by'],
    freeText: ['refusal_reason'],
    erasure: 'kept for the accounts (amount, bank, transfer reference); images deleted, provider answer removed',
  },
  message_outbox: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: ['sent_by'],
    freeText: ['detail'],
    erasure: 'kept as a count of what was sent; the message, LINE id and details removed',
  },
  message_runs: {
    about: (s) => sql`plan -> 'audience' ->> 'type' = 'member' AND (plan -> 'audience' ->> 'memberId')::int = ${s.id}`,
    memberColumns: [],
    actorColumns: ['created_by'],
    freeText: ['plan'],
    erasure: 'their notices: waiting ones cancelled, the text removed; their values scrubbed from other plans',
  },
  audit_log: {
    about: (s) => sql`actor_id = ${s.id} OR (subject_type = 'member' AND subject_id = ${String(s.id)})`,
    memberColumns: ['actor_id'],
    actorColumns: [],
    freeText: ['details'],
    erasure: 'kept (who did what, when); their client addresses dropped, their values scrubbed from every entry',
  },
  reminder_rules: { about: null, memberColumns: [], actorColumns: ['created_by'], erasure: 'nothing personal' },
  chapter_settings: { about: null, memberColumns: [], actorColumns: ['updated_by'], erasure: 'nothing personal' },
  privacy_notices: { about: null, memberColumns: [], actorColumns: ['published_by'], erasure: 'nothing personal' },
  guest_notices: { about: null, memberColumns: [], actorColumns: ['published_by'], erasure: 'nothing personal' },
  events: { about: null, memberColumns: [], actorColumns: [], erasure: 'nothing personal' },
  guests: {
    // A visit is the guest's data, not their host's: it joins a member's data once they joined.
    about: (s) => sql`joined_member_id = ${s.id}`,
    memberColumns: ['joined_member_id'],
    actorColumns: ['host_member_id', 'created_by', 'cancelled_by'],
    freeText: ['first_name', 'last_name', 'phone'],
    erasure:
      "a guest's own data goes on their request or by retention, by phone (ADR 54); the visits of a member who joined lose their values with the member's",
  },
  // An invitation names its host as the one who made it; the visitor's data is on their guest row.
  visitor_invitations: {
    about: null,
    memberColumns: [],
    actorColumns: ['host_member_id'],
    erasure: 'nothing personal: a hash of the link, the meeting and who invited',
  },
  meeting_series: { about: null, memberColumns: [], actorColumns: ['updated_by'], erasure: 'nothing personal' },
  // Attendance (issue 35): the chapter's record of who came, like the accounts.
  check_ins: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: ['checked_in_by', 'undone_by'],
    erasure:
      'kept: the meeting, when and whether late (the chapter reports attendance); names nothing but the pseudonym',
  },
  check_in_codes: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: [],
    omit: ['code_hash'],
    erasure: 'deleted: a code is worth nothing once its meeting is over',
  },
  // Saying ahead they will miss a meeting (issue 35): their own answer, naming no one else.
  absence_notices: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: [],
    erasure: 'kept: which meeting and when, naming nothing but the pseudonym',
  },
  // Leave (the M of PALMS): the chapter's attendance record; the member's reason and the refusal are free text.
  leave_requests: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: ['decided_by'],
    freeText: ['reason', 'refusal_reason'],
    erasure:
      'kept: the days and the decision (attendance counts them), a pending one withdrawn; their values scrubbed from the reasons',
  },
  // A meeting's cash-up (issue 35): the figures the treasurer closed, naming only who closed it.
  cash_up_closings: {
    about: null,
    memberColumns: [],
    actorColumns: ['closed_by'],
    erasure: "nothing personal: the meeting's sums and who closed them",
  },
  // A meeting's PALMS sheet (issue 35): the chapter's attendance record, kept like the accounts.
  meeting_closings: {
    about: null,
    memberColumns: [],
    actorColumns: ['closed_by', 'entered_by'],
    erasure: 'nothing personal: which meeting was closed and entered in BNI Connect, and by whom',
  },
  attendance: {
    about: memberId,
    memberColumns: ['member_id'],
    actorColumns: ['corrected_by'],
    erasure:
      'kept: the meeting, the PALMS letter and visitors (the chapter reports attendance), naming nothing but the pseudonym',
  },
  roles: { about: null, memberColumns: [], actorColumns: [], erasure: 'nothing personal' },
  app_secrets: { about: null, memberColumns: [], actorColumns: [], erasure: 'nothing personal' },
  data_versions: { about: null, memberColumns: [], actorColumns: [], erasure: 'nothing personal' },
  retention_runs: { about: null, memberColumns: [], actorColumns: [], erasure: 'counts only' },
  // The chat with the Official Account (issue 37), by LINE account: what they sent and whether they follow.
  line_webhook_events: {
    about: lineAccount,
    memberColumns: [],
    actorColumns: [],
    erasure: 'deleted: the events their LINE account sent (done ones go after a week anyway)',
  },
  line_follows: { about: lineAccount, memberColumns: [], actorColumns: [], erasure: 'deleted' },
  line_rich_menu_links: { about: lineAccount, memberColumns: [], actorColumns: [], erasure: 'deleted' },
  line_rich_menus: {
    about: null,
    memberColumns: [],
    actorColumns: [],
    erasure: "nothing personal: the chapter's menus",
  },
};
