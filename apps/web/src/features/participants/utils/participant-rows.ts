import * as th from '../../../i18n/th.ts';
import { formatDateMonthFirst } from '../../../lib/format.ts';
import type { MemberListItem } from '../../../lib/member-list.ts';
import type { MonthEvent, MonthEventAttendee } from '../api/get-events-of-month.ts';

/** One line of the participant table. */
export interface ParticipantRow {
  id: number;
  fullName: string;
  /** What the member owes in baht; null for an attendee the member list does not have (inactive). */
  owed: number | null;
  /** The spec's outstanding courses: `[MM/DD/YYYY] name`, joined by commas. */
  courses: string;
  /** The attendance's central-system mark for the chosen event; null while no event is chosen. */
  verified: boolean | null;
  /** Only active members can be messaged (the server refuses the others), so only they can be ticked. */
  selectable: boolean;
  /** An attendee who erased their personal data: listed under the pseudonym the server gives. */
  erased: boolean;
}

/**
 * `[03/05/2026] ประชุมประจำสัปดาห์, [03/25/2026] สัมมนา`, dates in Bangkok, month first (spec); a
 * substitute's meal says whose: `[03/05/2026] ประชุมประจำสัปดาห์ (ค่าอาหารตัวแทน: ปิยะพงษ์ แทนใจ)`.
 */
export function outstandingCourses(registrations: MemberListItem['unpaid_registrations']): string {
  return registrations
    .map(({ registered_event: event, substitute_name: substitute }) => {
      const course = `[${formatDateMonthFirst(event.event_start_date_time)}] ${event.name}`;
      return substitute === null ? course : `${course} (${th.substitute.mealOf(substitute)})`;
    })
    .join(', ');
}

/**
 * The table's rows: every active member, or with an event chosen only its attendees (spec section
 * 4). An attendee missing from the member list (no longer active) still shows, from the attendee
 * data, so the central-system list stays complete.
 */
export function participantRows(members: MemberListItem[], event: MonthEvent | undefined): ParticipantRow[] {
  if (event === undefined) return members.map((member) => memberRow(member, null));

  const attendees = new Map(event.attendees.map((attendee) => [attendee.id, attendee]));
  const listed = members
    .filter((member) => attendees.has(member.id))
    .map((member) => memberRow(member, attendees.get(member.id)?.bni_verified ?? null));
  const listedIds = new Set(listed.map((row) => row.id));
  const others = event.attendees.filter((attendee) => !listedIds.has(attendee.id)).map(attendeeRow);
  return [...listed, ...others];
}

function memberRow(member: MemberListItem, verified: boolean | null): ParticipantRow {
  return {
    id: member.id,
    fullName: member.full_name,
    owed: member.sum_amount,
    courses: outstandingCourses(member.unpaid_registrations),
    verified,
    selectable: true,
    erased: false,
  };
}

function attendeeRow(attendee: MonthEventAttendee): ParticipantRow {
  return {
    id: attendee.id,
    fullName: attendee.full_name,
    owed: null,
    courses: '',
    verified: attendee.bni_verified,
    selectable: false,
    erased: attendee.erased,
  };
}

/**
 * Attendees of the event not yet verified centrally, the sum of their prices (the dialog's total),
 * and how many unverified attendees were left out as erased: they have no name to send, and the
 * server refuses to verify them (ADR 49).
 */
export function unverifiedAttendees(event: MonthEvent) {
  const unverified = event.attendees.filter((attendee) => !attendee.bni_verified);
  const attendees = unverified.filter((attendee) => !attendee.erased);
  return {
    attendees,
    total: attendees.reduce((sum, attendee) => sum + attendee.price, 0),
    erasedLeftOut: unverified.length - attendees.length,
  };
}
