import { and, asc, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  absenceNotices,
  events,
  guests,
  leaveRequests,
  members,
  messageRuns,
  registrations,
} from '../../db/schema/index.ts';
import { isLive } from '../books/registration-repository.ts';
import { isStandingLeave, meetingInLeave } from '../leave/leave-repository.ts';

/**
 * The member (`members` in the query) has answered the meeting: a live seat they hold or pay for,
 * a substitute they sent (one paying their own fee included), a "will miss" not taken back, or
 * leave asked or approved over its day. Whoever has answered is not asked again (issue 37).
 */
export function hasAnsweredMeeting(eventId: number): SQL {
  return sql`(
    exists (select 1 from ${registrations} where ${registrations.memberId} = ${members.id} and ${registrations.eventId} = ${eventId} and ${isLive()})
    or exists (select 1 from ${guests} where ${guests.hostMemberId} = ${members.id} and ${guests.eventId} = ${eventId} and ${guests.kind} = 'substitute' and ${guests.cancelledAt} is null)
    or exists (select 1 from ${absenceNotices} where ${absenceNotices.memberId} = ${members.id} and ${absenceNotices.eventId} = ${eventId} and ${absenceNotices.withdrawnAt} is null)
    or exists (select 1 from ${leaveRequests} join ${events} on ${events.id} = ${eventId} where ${leaveRequests.memberId} = ${members.id} and ${isStandingLeave()} and ${meetingInLeave()})
  )`;
}

/** The weekly meetings a beat may ask about, and the ask's run. */
export class MeetingAskRepository {
  constructor(private readonly db: Db) {}

  /** Weekly meetings held (not cancelled) that start after `now` and no later than `until`, soonest first. */
  comingMeetings(now: Date, until: Date) {
    return this.db
      .select({ id: events.id, startsAt: events.startsAt })
      .from(events)
      .where(
        and(
          isNotNull(events.seriesId),
          isNull(events.cancelledAt),
          gt(events.startsAt, now),
          lte(events.startsAt, until),
        ),
      )
      .orderBy(asc(events.startsAt));
  }

  /**
   * The meeting's ask as a run, kept to once by its unique key however many processes' beats see
   * it: 1 when made here, 0 when it was there. A reminder like a rule's (kind `rule`: it waits out
   * quiet hours), though no staff rule made it.
   */
  async queueAsk(eventId: number, plan: Record<string, unknown>, dueAt: Date): Promise<number> {
    const made = await this.db
      .insert(messageRuns)
      .values({ key: meetingAskKey(eventId), kind: 'rule', plan, dueAt })
      .onConflictDoNothing({ target: messageRuns.key })
      .returning({ id: messageRuns.id });
    return made.length;
  }
}

/** One ask per meeting, ever: the run's unique key. */
export const meetingAskKey = (eventId: number) => `meeting:${eventId}:ask`;
