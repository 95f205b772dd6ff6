import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { events, leaveRequests, meetingSeries, members, registrations } from '../../db/schema/index.ts';
import { isLive, isOwnSeat, isPaid } from '../books/registration-repository.ts';

/*
 * Leave requests (issue 35): Bangkok calendar days, inclusive. A meeting is in a leave when its
 * Bangkok date falls between the two days; Bangkok is UTC+7 all year, so a day's bounds are instants.
 */

/** The instant a Bangkok day starts, for a `date` expression. */
const bangkokDayStart = (day: SQL | typeof leaveRequests.startsOn) =>
  sql`((${day})::timestamp - interval '7 hours') AT TIME ZONE 'UTC'`;

/**
 * A meeting (`events` in the query) falls on a day of the leave (`leave_requests` in the query):
 * the one reading of "covered by leave", for answers about coming meetings and for closing one.
 */
export const meetingInLeave = (): SQL =>
  and(
    gte(events.startsAt, bangkokDayStart(leaveRequests.startsOn)),
    lt(events.startsAt, bangkokDayStart(sql`${leaveRequests.endsOn} + 1`)),
  ) as SQL;

/** A weekly meeting that takes place: made from the series and not cancelled. */
export const isHeldMeeting = (): SQL => and(isNotNull(events.seriesId), isNull(events.cancelledAt)) as SQL;

/** Leave that counts: asked and waiting, or approved (what a new request may not overlap). */
export const isStandingLeave = (): SQL => inArray(leaveRequests.status, ['pending', 'approved']);

/** The series' defaults (db/schema/events.ts) when the chapter has no weekly meeting yet. */
const DEFAULT_RULES = { warning: 2, limit: 3, leaveNeedsFeesPaid: true };

/** The chapter's attendance rules, from its weekly meeting. */
export async function seriesRules(db: DbOrTx): Promise<typeof DEFAULT_RULES> {
  const [row] = await db
    .select({
      warning: meetingSeries.absenceWarning,
      limit: meetingSeries.absenceLimit,
      leaveNeedsFeesPaid: meetingSeries.leaveNeedsFeesPaid,
    })
    .from(meetingSeries)
    .limit(1);
  return row ?? DEFAULT_RULES;
}

const decider = alias(members, 'decider');

const leaveFields = {
  id: leaveRequests.id,
  memberId: leaveRequests.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  startsOn: leaveRequests.startsOn,
  endsOn: leaveRequests.endsOn,
  reason: leaveRequests.reason,
  requestedAt: leaveRequests.requestedAt,
  status: leaveRequests.status,
  decidedAt: leaveRequests.decidedAt,
  deciderFirstName: decider.firstName,
  deciderLastName: decider.lastName,
  refusalReason: leaveRequests.refusalReason,
};

function leaveRows(db: DbOrTx, where: SQL) {
  return db
    .select(leaveFields)
    .from(leaveRequests)
    .innerJoin(members, eq(members.id, leaveRequests.memberId))
    .leftJoin(decider, eq(decider.id, leaveRequests.decidedBy))
    .where(where);
}

export type LeaveRow = Awaited<ReturnType<typeof leaveRows>>[number];
export type UnpaidMeetingRow = Awaited<ReturnType<LeaveRepository['unpaidMeetingsOf']>>[number];

export class LeaveRepository {
  constructor(private readonly db: Db) {}

  /**
   * Locks the member's row: two requests of one member wait for each other, so the second sees the
   * first when it checks for overlap.
   */
  async lockMember(tx: DbOrTx, memberId: number): Promise<void> {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  }

  /** One of the member's standing requests sharing a day with the period, if any. */
  async overlapping(tx: DbOrTx, memberId: number, startsOn: string, endsOn: string) {
    const [row] = await tx
      .select({ startsOn: leaveRequests.startsOn, endsOn: leaveRequests.endsOn })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.memberId, memberId),
          isStandingLeave(),
          lte(leaveRequests.startsOn, endsOn),
          gte(leaveRequests.endsOn, startsOn),
        ),
      )
      .orderBy(asc(leaveRequests.startsOn))
      .limit(1);
    return row ?? null;
  }

  async insert(
    tx: DbOrTx,
    values: { memberId: number; startsOn: string; endsOn: string; reason: string; at: Date },
  ): Promise<number> {
    const [row] = await tx
      .insert(leaveRequests)
      .values({
        memberId: values.memberId,
        startsOn: values.startsOn,
        endsOn: values.endsOn,
        reason: values.reason,
        requestedAt: values.at,
      })
      .returning({ id: leaveRequests.id });
    if (!row) throw new Error('leave request insert returned nothing');
    return row.id;
  }

  async find(db: DbOrTx, id: number, lock = false): Promise<LeaveRow | null> {
    const query = leaveRows(db, eq(leaveRequests.id, id));
    const [row] = lock ? await query.for('update', { of: leaveRequests }) : await query;
    return row ?? null;
  }

  /** Decides a pending request; false when it is pending no more. */
  async decide(
    tx: DbOrTx,
    id: number,
    decision: { status: 'approved' | 'refused'; by: number; at: Date; refusalReason: string | null },
  ): Promise<boolean> {
    const rows = await tx
      .update(leaveRequests)
      .set({
        status: decision.status,
        decidedAt: decision.at,
        decidedBy: decision.by,
        refusalReason: decision.refusalReason,
      })
      .where(and(eq(leaveRequests.id, id), eq(leaveRequests.status, 'pending')))
      .returning({ id: leaveRequests.id });
    return rows.length > 0;
  }

  /**
   * Withdraws the member's standing request that starts after `today`, in one statement (a decision
   * racing it finds it withdrawn). A withdrawn request holds no decision (the table's check); the
   * audit log keeps who had approved it.
   */
  async withdraw(tx: DbOrTx, id: number, memberId: number, today: string) {
    const [row] = await tx
      .update(leaveRequests)
      .set({ status: 'withdrawn', decidedAt: null, decidedBy: null })
      .where(
        and(
          eq(leaveRequests.id, id),
          eq(leaveRequests.memberId, memberId),
          isStandingLeave(),
          gt(leaveRequests.startsOn, today),
        ),
      )
      .returning({ startsOn: leaveRequests.startsOn, endsOn: leaveRequests.endsOn });
    return row ?? null;
  }

  /** The member's request, whatever its state (to tell why it cannot be withdrawn). */
  async ownedBy(tx: DbOrTx, id: number, memberId: number) {
    const [row] = await tx
      .select({ id: leaveRequests.id })
      .from(leaveRequests)
      .where(and(eq(leaveRequests.id, id), eq(leaveRequests.memberId, memberId)));
    return row ?? null;
  }

  /** The Vice President's list: pending (oldest first), then those decided since `decidedSince` (newest first). */
  forDecision(decidedSince: Date) {
    const pending = eq(leaveRequests.status, 'pending');
    return leaveRows(
      this.db,
      or(
        pending,
        and(inArray(leaveRequests.status, ['approved', 'refused']), gte(leaveRequests.decidedAt, decidedSince)),
      ) as SQL,
    ).orderBy(
      desc(pending),
      asc(sql`CASE WHEN ${pending} THEN ${leaveRequests.requestedAt} END`),
      asc(sql`CASE WHEN ${pending} THEN ${leaveRequests.id} END`),
      desc(leaveRequests.decidedAt),
      desc(leaveRequests.id),
    );
  }

  /** The member's own requests, newest first. */
  ofMember(memberId: number, limit: number) {
    return leaveRows(this.db, eq(leaveRequests.memberId, memberId))
      .orderBy(desc(leaveRequests.requestedAt), desc(leaveRequests.id))
      .limit(limit);
  }

  /**
   * The weekly meetings in each request's period whose fee its member has not paid (no paid live
   * seat of their own), soonest first: one statement for any number of requests. No requests, no statement.
   */
  unpaidMeetingsOf(db: DbOrTx, requestIds: readonly number[]) {
    if (requestIds.length === 0) return Promise.resolve([]);
    const paidOwnSeat = db
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(
          eq(registrations.eventId, events.id),
          eq(registrations.memberId, leaveRequests.memberId),
          isLive(),
          isOwnSeat(),
          isPaid(),
        ),
      );
    return db
      .select({ requestId: leaveRequests.id, id: events.id, name: events.name, startsAt: events.startsAt })
      .from(leaveRequests)
      .innerJoin(events, and(isHeldMeeting(), meetingInLeave()))
      .where(and(inArray(leaveRequests.id, [...requestIds]), notExists(paidOwnSeat)))
      .orderBy(asc(events.startsAt), asc(events.id));
  }
}
