import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { events, members, registrations } from '../../../db/schema/index.ts';
import { creditsOf } from '../../books/credit-repository.ts';
import { memberIdsOf } from '../../books/payer.ts';
import { isLive, isOwnSeat, owedRegistrations } from '../../books/registration-repository.ts';

/** The staff's member list: three queries, whatever the size of the chapter. */
export class MemberListRepository {
  constructor(private readonly db: Db) {}

  activeMembers() {
    return this.db
      .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(eq(members.active, true));
  }

  /** Owed registrations of active members, by event start. */
  /** Every member's credit, in satang. */
  credits() {
    return creditsOf(this.db);
  }

  owedRegistrations() {
    return owedRegistrations(this.db, eq(members.active, true));
  }

  /** Members with a live registration for a started event that is not yet verified centrally. */
  async membersAwaitingVerification(now: Date): Promise<Set<number>> {
    const rows = await this.db
      .selectDistinct({ memberId: registrations.memberId })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(and(isLive(), isOwnSeat(), isNull(registrations.bniVerifiedAt), lte(events.startsAt, now)));
    return new Set(memberIdsOf(rows));
  }
}
