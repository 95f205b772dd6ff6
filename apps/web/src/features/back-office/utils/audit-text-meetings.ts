import * as th from '../../../i18n/th.ts';
import { baht, type Describe, valueLines } from './audit-text-context.ts';

/*
 * The audit log's sentences for events, weekly meetings and who comes to them (substitutes,
 * visitors): part of AUDIT_SENTENCES (audit-text.ts), apart to keep each file short.
 */

const t = th.backOffice.audit;
const s = t.sentences;

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

export const MEETING_SENTENCES: Record<string, Describe> = {
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
  'visitor.invite': (c) => ({ sentence: s.visitorInvite(c.who, t.subjects.event(c.id)) }),
  // The visitor has no account: the entry is theirs (its subject), and names their host by id only.
  'visitor.register': (c) => ({
    sentence: s.visitorRegister(
      c.guest(c.id),
      t.subjects.event(c.str('event')),
      t.subjects.member(c.str('host')),
      c.str('noticeVersion'),
    ),
  }),
  // A visitor who phoned: staff typed them in and read them the notice.
  'visitor.register_by_staff': (c) => ({
    sentence: s.visitorRegisterByStaff(c.who, c.guest(c.id), t.subjects.event(c.str('event')), c.str('noticeVersion')),
  }),
  'meeting.guests_export': (c) => ({
    sentence: s.guestsExport(c.who, t.subjects.event(c.id), c.str('count'), c.str('format').toUpperCase()),
  }),
  // A substitute billed for their meal agrees on their own link (ADR 55).
  'visitor.agree': (c) => ({ sentence: s.visitorAgree(c.guest(c.id), c.str('noticeVersion')) }),
  // The meeting's door (issue 35): the subject is the member or guest checked in (`payer` reads either).
  'door.check_in': (c) => ({
    sentence: s.checkIn(
      c.who,
      c.payer,
      t.subjects.event(c.str('event')),
      t.checkInHow[c.str('how')] ?? c.str('how'),
      c.d.late === true,
    ),
  }),
  'door.check_in_undo': (c) => ({ sentence: s.checkInUndo(c.who, c.payer, t.subjects.event(c.str('event'))) }),
  'door.walk_in': (c) => ({
    sentence: s.walkIn(
      c.who,
      c.guest(c.id),
      t.subjects.event(c.str('event')),
      t.subjects.member(c.str('host')),
      c.str('noticeVersion'),
      c.d.late === true,
    ),
    lines: valueLines(c.d, ['priceSatang']),
  }),
};
