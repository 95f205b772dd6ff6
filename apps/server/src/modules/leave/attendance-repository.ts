import { and, asc, count, desc, eq, exists, gt, gte, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  absenceNotices,
  attendance,
  events,
  guests,
  leaveRequests,
  members,
  messageRuns,
} from '../../db/schema/index.ts';
import { isHeldMeeting, meetingInLeave } from './leave-repository.ts';

/** Whether a subquery finds a row, as a boolean column (PGlite and pg answer booleans alike, but be sure). */
const flag = (subquery: SQL) => sql<boolean>`${subquery}`.mapWith((value) => value === true || value === 't');

/**
 * A member's attendance as the `attendance` rows of closed meetings keep it (written by the
 * attendance module), their answers about coming meetings, and who is at risk for their absences.
 */
export class AttendanceRepository {
  constructor(private readonly db: Db) {}

  /** The member's rows at meetings since `since`, newest first. */
  history(memberId: number, since: Date) {
    return this.db
      .select({
        id: events.id,
        name: events.name,
        startsAt: events.startsAt,
        status: attendance.status,
        visitors: attendance.visitors,
      })
      .from(attendance)
      .innerJoin(events, eq(events.id, attendance.eventId))
      .where(and(eq(attendance.memberId, memberId), gte(events.startsAt, since)))
      .orderBy(desc(events.startsAt), desc(events.id));
  }

  /** The coming weekly meetings (not ended), soonest first, with what the member said about each. */
  upcoming(memberId: number, now: Date, limit: number) {
    const onLeave = exists(
      this.db
        .select({ id: leaveRequests.id })
        .from(leaveRequests)
        .where(and(eq(leaveRequests.memberId, memberId), eq(leaveRequests.status, 'approved'), meetingInLeave())),
    );
    const substitute = exists(
      this.db
        .select({ id: guests.id })
        .from(guests)
        .where(
          and(
            eq(guests.eventId, events.id),
            eq(guests.hostMemberId, memberId),
            eq(guests.kind, 'substitute'),
            isNull(guests.cancelledAt),
          ),
        ),
    );
    const willMiss = exists(
      this.db
        .select({ id: absenceNotices.id })
        .from(absenceNotices)
        .where(
          and(
            eq(absenceNotices.eventId, events.id),
            eq(absenceNotices.memberId, memberId),
            isNull(absenceNotices.withdrawnAt),
          ),
        ),
    );
    return this.db
      .select({
        id: events.id,
        name: events.name,
        startsAt: events.startsAt,
        onLeave: flag(onLeave),
        substitute: flag(substitute),
        willMiss: flag(willMiss),
      })
      .from(events)
      .where(and(isHeldMeeting(), gt(events.endsAt, now)))
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(limit);
  }

  /**
   * Active members with at least `warning` absences at meetings since `since` (only those of
   * `memberIds` when given), most first: one statement.
   */
  atRisk(db: DbOrTx, since: Date, warning: number, memberIds?: readonly number[]) {
    const absences = count();
    return db
      .select({
        memberId: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        absences,
        lastAbsent: max(events.startsAt),
      })
      .from(attendance)
      .innerJoin(events, eq(events.id, attendance.eventId))
      .innerJoin(members, eq(members.id, attendance.memberId))
      .where(
        and(
          eq(attendance.status, 'A'),
          gte(events.startsAt, since),
          eq(members.active, true),
          memberIds === undefined ? undefined : inArray(members.id, [...memberIds]),
        ),
      )
      .groupBy(members.id)
      .having(gte(absences, warning))
      .orderBy(desc(absences), desc(max(events.startsAt)), asc(members.id));
  }

  /** Which of these notice runs are queued already (messaging keys its runs `notice:<key>`). */
  async queuedNotices(tx: DbOrTx, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await tx
      .select({ key: messageRuns.key })
      .from(messageRuns)
      .where(
        inArray(
          messageRuns.key,
          keys.map((key) => `notice:${key}`),
        ),
      );
    return new Set(rows.map((row) => row.key.slice('notice:'.length)));
  }
}
