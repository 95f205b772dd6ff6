import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { absenceNotices, guests, leaveRequests, members } from '../../db/schema/index.ts';

/**
 * The counts behind a meeting's headcount, in one statement: over active members, who is on
 * approved leave on the meeting's Bangkok date, who said they will miss it, who sends a substitute;
 * and the meeting's live (not cancelled) substitutes and visitors.
 */
export async function headcountOf(db: DbOrTx, eventId: number, bangkokDate: string) {
  const onLeave = sql`EXISTS (SELECT 1 FROM ${leaveRequests} WHERE ${leaveRequests.memberId} = ${members.id}
    AND ${leaveRequests.status} = 'approved'
    AND ${leaveRequests.startsOn} <= ${bangkokDate}::date AND ${leaveRequests.endsOn} >= ${bangkokDate}::date)`;
  const willMiss = sql`EXISTS (SELECT 1 FROM ${absenceNotices} WHERE ${absenceNotices.memberId} = ${members.id}
    AND ${absenceNotices.eventId} = ${eventId} AND ${absenceNotices.withdrawnAt} IS NULL)`;
  const sendsSubstitute = sql`EXISTS (SELECT 1 FROM ${guests} WHERE ${guests.hostMemberId} = ${members.id}
    AND ${guests.eventId} = ${eventId} AND ${guests.kind} = 'substitute' AND ${guests.cancelledAt} IS NULL)`;
  const liveGuests = (kind: 'visitor' | 'substitute'): SQL<number> =>
    sql<number>`(SELECT count(*) FROM ${guests} WHERE ${guests.eventId} = ${eventId}
      AND ${guests.kind} = ${kind} AND ${guests.cancelledAt} IS NULL)::int`;
  const [row] = await db
    .select({
      active: sql<number>`count(*)::int`,
      onLeave: sql<number>`(count(*) FILTER (WHERE ${onLeave}))::int`,
      // Leave says more than a notice: one on leave who also said so is counted on leave only.
      willMiss: sql<number>`(count(*) FILTER (WHERE ${willMiss} AND NOT ${onLeave}))::int`,
      // Each member counted once, whatever number of reasons they have not to come.
      notComing: sql<number>`(count(*) FILTER (WHERE ${onLeave} OR ${willMiss} OR ${sendsSubstitute}))::int`,
      substitutes: liveGuests('substitute'),
      visitors: liveGuests('visitor'),
    })
    .from(members)
    .where(eq(members.active, true));
  return row ?? { active: 0, onLeave: 0, willMiss: 0, notComing: 0, substitutes: 0, visitors: 0 };
}
