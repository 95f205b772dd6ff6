import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { events, guests, members, registrations } from '../../../db/schema/index.ts';
import { memberIdsOf } from '../../books/payer.ts';
import { isLive, isOwnSeat, liveRegistrationsOf } from '../../books/registration-repository.ts';

/** The queries behind the staff's participant list and central-system verification. */
export class ParticipantsRepository {
  constructor(private readonly db: Db) {}

  eventsStartingBetween(from: Date, until: Date) {
    return this.db
      .select({
        id: events.id,
        name: events.name,
        startsAt: events.startsAt,
        cancelledAt: events.cancelledAt,
        seriesId: events.seriesId,
      })
      .from(events)
      .where(and(gte(events.startsAt, from), lt(events.startsAt, until)))
      .orderBy(asc(events.startsAt), asc(events.id));
  }

  /** Live registrations of the events, with the attendees' names, in order of registration. */
  attendeesOf(eventIds: number[]) {
    return liveRegistrationsOf(this.db, eventIds, { bniVerifiedAt: registrations.bniVerifiedAt });
  }

  /** Guests with a live seat at the events, with their hosts' names, in order of registration. */
  guestsOf(eventIds: number[]) {
    if (eventIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: guests.id,
        eventId: guests.eventId,
        kind: guests.kind,
        firstName: guests.firstName,
        lastName: guests.lastName,
        company: guests.company,
        hostFirstName: members.firstName,
        hostLastName: members.lastName,
        priceSatang: registrations.priceSatang,
        paidAt: registrations.paidAt,
      })
      .from(guests)
      .innerJoin(registrations, and(eq(registrations.seatGuestId, guests.id), isLive()))
      .innerJoin(members, eq(members.id, guests.hostMemberId))
      .where(and(inArray(guests.eventId, eventIds), isNull(guests.cancelledAt)))
      .orderBy(asc(registrations.registeredAt), asc(registrations.id));
  }

  async eventExists(eventId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    return row !== undefined;
  }

  /** Marks the attendances verified; ones already verified keep their first verification. */
  async markVerified(tx: DbOrTx, eventId: number, memberIds: number[], staffId: number, at: Date): Promise<number[]> {
    const rows = await tx
      .update(registrations)
      .set({ bniVerifiedAt: at, bniVerifiedBy: staffId })
      .where(
        and(
          eq(registrations.eventId, eventId),
          inArray(registrations.memberId, memberIds),
          isLive(),
          isOwnSeat(),
          isNull(registrations.bniVerifiedAt),
        ),
      )
      .returning({ memberId: registrations.memberId });
    return memberIdsOf(rows);
  }
}
