import { and, count, desc, eq, exists, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { events, guests, members, paymentSlips, registrations } from '../../../db/schema/index.ts';
import { isWaitingSlip } from '../../books/credit-repository.ts';
import { owedRegistrations } from '../../books/registration-repository.ts';
import type { SlipRow } from '../slips/repository.ts';

const host = alias(members, 'host');
const earlier = alias(guests, 'earlier_visit');
const earlierMeeting = alias(events, 'earlier_meeting');

/** How far back earlier visits count towards the third-visit flag. */
const VISITS_WINDOW = sql`interval '6 months'`;

/**
 * The phone's other visits to meetings in the six months before this guest's meeting (not
 * cancelled): two or more make this the third visit, which staff see (issue 34). A subquery for a
 * select that has `guests` and `events` (the guest's meeting) in it; the staff's queue and the
 * meeting's guest file (visitors/staff-repository.ts) both count with it.
 */
export function earlierVisits(db: DbOrTx) {
  return sql<number>`(${db
    .select({ n: count() })
    .from(earlier)
    .innerJoin(earlierMeeting, eq(earlierMeeting.id, earlier.eventId))
    .where(
      and(
        eq(earlier.phone, guests.phone),
        ne(earlier.id, guests.id),
        isNull(earlier.cancelledAt),
        lt(earlierMeeting.startsAt, events.startsAt),
        gte(earlierMeeting.startsAt, sql`${events.startsAt} - ${VISITS_WINDOW}`),
      ),
    )})`.mapWith(Number);
}

/** The staff's queue of guests paying their own fee (ADR 54): who has slips waiting, and their slips. */
export class GuestValidationRepository {
  constructor(private readonly db: Db) {}

  /** Guests with a slip waiting, with their meeting, host and earlier visits. */
  guestsToSettle() {
    const waitingSlips = sql<number>`(${this.db
      .select({ n: count() })
      .from(paymentSlips)
      .where(and(eq(paymentSlips.guestId, guests.id), isWaitingSlip()))})`.mapWith(Number);
    return this.db
      .select({
        id: guests.id,
        kind: guests.kind,
        firstName: guests.firstName,
        lastName: guests.lastName,
        phone: guests.phone,
        company: guests.company,
        hostId: host.id,
        hostFirstName: host.firstName,
        hostLastName: host.lastName,
        eventId: events.id,
        eventName: events.name,
        startsAt: events.startsAt,
        waitingSlips,
        earlierVisits: earlierVisits(this.db),
      })
      .from(guests)
      .innerJoin(events, eq(events.id, guests.eventId))
      .innerJoin(host, eq(host.id, guests.hostMemberId))
      .where(
        exists(
          this.db
            .select({ one: sql`1` })
            .from(paymentSlips)
            .where(and(eq(paymentSlips.guestId, guests.id), isWaitingSlip())),
        ),
      );
  }

  /** Owed registrations the given guests pay for themselves, by event start. */
  owedRegistrations(guestIds: number[]) {
    if (guestIds.length === 0) return Promise.resolve([]);
    return owedRegistrations(this.db, inArray(registrations.guestId, guestIds));
  }

  async guestExists(guestId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: guests.id }).from(guests).where(eq(guests.id, guestId));
    return row !== undefined;
  }

  /** A guest's slips: those waiting first, then the newest. */
  slipsOf(guestId: number): Promise<SlipRow[]> {
    return this.db
      .select()
      .from(paymentSlips)
      .where(eq(paymentSlips.guestId, guestId))
      .orderBy(sql`${isWaitingSlip()} DESC`, desc(paymentSlips.createdAt), desc(paymentSlips.id));
  }
}
