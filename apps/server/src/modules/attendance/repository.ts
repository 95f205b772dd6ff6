import { and, desc, eq, gt, gte, isNotNull, isNull, lte, min, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  attendance,
  checkIns,
  events,
  guests,
  leaveRequests,
  meetingClosings,
  members,
} from '../../db/schema/index.ts';

/*
 * The PALMS sheet's SQL (issue 35): what closing makes of the door's record, the rows it writes,
 * and the closing itself. Every query here takes one statement, whatever the number of members.
 */

const closer = alias(members, 'closer');
const enterer = alias(members, 'enterer');

/** A meeting with its attendance's closing, if any: who closed it and who marked it entered. */
export async function findMeeting(db: DbOrTx, eventId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      seriesId: events.seriesId,
      cancelledAt: events.cancelledAt,
      closedAt: meetingClosings.closedAt,
      closerFirstName: closer.firstName,
      closerLastName: closer.lastName,
      enteredAt: meetingClosings.enteredAt,
      entererFirstName: enterer.firstName,
      entererLastName: enterer.lastName,
    })
    .from(events)
    .leftJoin(meetingClosings, eq(meetingClosings.eventId, events.id))
    .leftJoin(closer, eq(closer.id, meetingClosings.closedBy))
    .leftJoin(enterer, eq(enterer.id, meetingClosings.enteredBy))
    .where(eq(events.id, eventId));
  // Closing holds the meeting's row until it commits, so a check-in waiting on it then sees the
  // closing (attendanceClosedAt) and no check-in lands between the count and the commit.
  const [row] = options.lock ? await query.for('update', { of: events }) : await query;
  return row ?? null;
}

export type MeetingRow = NonNullable<Awaited<ReturnType<typeof findMeeting>>>;

/** Live check-ins (not undone) at the meeting. */
const liveCheckInAt = (eventId: number): SQL => and(eq(checkIns.eventId, eventId), isNull(checkIns.undoneAt)) as SQL;

/** Live check-ins at the meeting of the member's guests of one kind: their substitute, or their visitors. */
const guestCheckIns = (eventId: number, kind: 'visitor' | 'substitute') =>
  sql`SELECT 1 FROM ${checkIns} JOIN ${guests} ON ${guests.id} = ${checkIns.guestId}
    WHERE ${liveCheckInAt(eventId)} AND ${guests.kind} = ${kind} AND ${guests.hostMemberId} = ${members.id}`;

/**
 * Every active member's PALMS at the meeting as the door recorded it, in one statement: P checked in
 * on time, L late, else S their substitute checked in (not cancelled), else M approved leave covering
 * the meeting's Bangkok day (`day`, YYYY-MM-DD), else A; and V, their visitors checked in.
 */
function palmsColumns(eventId: number, day: string) {
  const ownLate = sql`(SELECT ${checkIns.late} FROM ${checkIns}
    WHERE ${liveCheckInAt(eventId)} AND ${checkIns.memberId} = ${members.id} LIMIT 1)`;
  const substitute = sql`EXISTS (${guestCheckIns(eventId, 'substitute')} AND ${guests.cancelledAt} IS NULL)`;
  const onLeave = sql`EXISTS (SELECT 1 FROM ${leaveRequests} WHERE ${leaveRequests.memberId} = ${members.id}
    AND ${leaveRequests.status} = 'approved' AND ${leaveRequests.startsOn} <= ${day}::date AND ${leaveRequests.endsOn} >= ${day}::date)`;
  const status = sql<'P' | 'A' | 'L' | 'M' | 'S'>`CASE
    WHEN ${ownLate} = false THEN 'P' WHEN ${ownLate} = true THEN 'L'
    WHEN ${substitute} THEN 'S' WHEN ${onLeave} THEN 'M' ELSE 'A' END`;
  const visitors = sql<number>`(SELECT count(*) FROM (${guestCheckIns(eventId, 'visitor')}) AS v)::int`;
  return { status, visitors };
}

/** What closing would make now: every active member with their PALMS and visitors, and their name. */
export function previewRows(db: DbOrTx, eventId: number, day: string) {
  const { status, visitors } = palmsColumns(eventId, day);
  return db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      status: status.as('status'),
      visitors: visitors.as('visitors'),
    })
    .from(members)
    .where(eq(members.active, true));
}

/** The closed meeting's stored rows with the members' names (members since deactivated included). */
export function storedRows(db: DbOrTx, eventId: number) {
  return db
    .select({
      memberId: attendance.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      status: attendance.status,
      visitors: attendance.visitors,
      closedStatus: attendance.closedStatus,
      correctedAt: attendance.correctedAt,
    })
    .from(attendance)
    .innerJoin(members, eq(members.id, attendance.memberId))
    .where(eq(attendance.eventId, eventId));
}

/** Closes the meeting's attendance; false when it was closed already, by anyone, at any moment. */
export async function insertClosing(tx: DbOrTx, values: { eventId: number; closedAt: Date; closedBy: number }) {
  const rows = await tx
    .insert(meetingClosings)
    .values(values)
    .onConflictDoNothing({ target: meetingClosings.eventId })
    .returning({ eventId: meetingClosings.eventId });
  return rows.length > 0;
}

/**
 * Writes every active member's row as the door recorded it, in one statement (the closing status is
 * the status until a correction); answers what it wrote.
 */
export function insertClosedRows(tx: DbOrTx, eventId: number, day: string) {
  const { status, visitors } = palmsColumns(eventId, day);
  const palms = tx
    .select({ memberId: members.id, status: status.as('status'), visitors: visitors.as('visitors') })
    .from(members)
    .where(eq(members.active, true))
    .as('palms');
  return tx
    .insert(attendance)
    .select(
      tx
        .select({
          eventId: sql<number>`${eventId}::int`.as('event_id'),
          memberId: palms.memberId,
          status: palms.status,
          visitors: palms.visitors,
          closedStatus: palms.status,
          correctedAt: sql<Date | null>`NULL::timestamptz`.as('corrected_at'),
          correctedBy: sql<number | null>`NULL::int`.as('corrected_by'),
        })
        .from(palms),
    )
    .returning({ status: attendance.status, visitors: attendance.visitors });
}

/** The closing, held until the transaction ends: marking it entered waits for a correction under way, and the other way round. */
export async function lockClosing(tx: DbOrTx, eventId: number) {
  const [row] = await tx
    .select({ closedAt: meetingClosings.closedAt, enteredAt: meetingClosings.enteredAt })
    .from(meetingClosings)
    .where(eq(meetingClosings.eventId, eventId))
    .for('share');
  return row ?? null;
}

/** One member's stored row, with their name. */
export async function findRow(tx: DbOrTx, eventId: number, memberId: number) {
  const [row] = await tx
    .select({
      firstName: members.firstName,
      lastName: members.lastName,
      status: attendance.status,
      visitors: attendance.visitors,
      closedStatus: attendance.closedStatus,
    })
    .from(attendance)
    .innerJoin(members, eq(members.id, attendance.memberId))
    .where(and(eq(attendance.eventId, eventId), eq(attendance.memberId, memberId)));
  return row ?? null;
}

export async function correctRow(
  tx: DbOrTx,
  values: {
    eventId: number;
    memberId: number;
    status: 'P' | 'A' | 'L' | 'M' | 'S';
    visitors: number;
    at: Date;
    by: number;
  },
) {
  await tx
    .update(attendance)
    .set({ status: values.status, visitors: values.visitors, correctedAt: values.at, correctedBy: values.by })
    .where(and(eq(attendance.eventId, values.eventId), eq(attendance.memberId, values.memberId)));
}

/** Marks the closed sheet entered in BNI Connect; false when it was entered already (or is not closed). */
export async function markEntered(tx: DbOrTx, values: { eventId: number; at: Date; by: number }) {
  const rows = await tx
    .update(meetingClosings)
    .set({ enteredAt: values.at, enteredBy: values.by })
    .where(and(eq(meetingClosings.eventId, values.eventId), isNull(meetingClosings.enteredAt)))
    .returning({ eventId: meetingClosings.eventId });
  return rows.length > 0;
}

/** A weekly meeting that takes place: made from the series and not cancelled. */
const heldMeeting = (): SQL => and(isNotNull(events.seriesId), isNull(events.cancelledAt)) as SQL;

/**
 * Weekly meetings that started since `since`, and the next one to start after `now`, newest first,
 * with whether each is closed and entered: one statement.
 */
export function recentMeetings(db: DbOrTx, since: Date, now: Date) {
  const next = db
    .select({ startsAt: min(events.startsAt) })
    .from(events)
    .where(and(heldMeeting(), gt(events.startsAt, now)));
  return db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      closedAt: meetingClosings.closedAt,
      enteredAt: meetingClosings.enteredAt,
    })
    .from(events)
    .leftJoin(meetingClosings, eq(meetingClosings.eventId, events.id))
    .where(
      and(
        heldMeeting(),
        gte(events.startsAt, since),
        or(lte(events.startsAt, now), eq(events.startsAt, sql`(${next})`)),
      ),
    )
    .orderBy(desc(events.startsAt), desc(events.id));
}

/**
 * When the meeting's attendance was closed, or null: for the door, whose check-ins, undos and
 * walk-ins must stop once the sheet is made. Call it in the transaction of the write it guards: it
 * first takes a key-share lock on the meeting's row, which waits for a closing under way (it holds
 * that row for update) to commit, and only then reads the closing, in a statement of its own so it
 * sees what that commit wrote. Check-ins do not block one another.
 */
export async function attendanceClosedAt(tx: DbOrTx, eventId: number): Promise<Date | null> {
  await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('key share');
  const [row] = await tx
    .select({ closedAt: meetingClosings.closedAt })
    .from(meetingClosings)
    .where(eq(meetingClosings.eventId, eventId));
  return row?.closedAt ?? null;
}
