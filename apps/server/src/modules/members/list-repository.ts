import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, members, registrations } from '../../db/schema/index.ts';

/** The staff's member list: three queries, whatever the size of the chapter. */
export class MemberListRepository {
  constructor(private readonly db: Db) {}

  activeMembers() {
    return this.db
      .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(eq(members.active, true));
  }

  /** Unpaid, uncancelled registrations of active members, by event start. */
  unpaidRegistrations() {
    return this.db
      .select({
        id: registrations.id,
        memberId: registrations.memberId,
        priceSatang: registrations.priceSatang,
        eventId: events.id,
        eventName: events.name,
        startsAt: events.startsAt,
      })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .innerJoin(members, eq(members.id, registrations.memberId))
      .where(and(eq(members.active, true), isNull(registrations.paidAt), isNull(registrations.cancelledAt)))
      .orderBy(asc(events.startsAt), asc(registrations.id));
  }

  /** Members with a live registration for a started event that is not yet verified centrally. */
  async membersAwaitingVerification(now: Date): Promise<Set<number>> {
    const rows = await this.db
      .selectDistinct({ memberId: registrations.memberId })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(and(isNull(registrations.cancelledAt), isNull(registrations.bniVerifiedAt), lte(events.startsAt, now)));
    return new Set(rows.map((row) => row.memberId));
  }
}
