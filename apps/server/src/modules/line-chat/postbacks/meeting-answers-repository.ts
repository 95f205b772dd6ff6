import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { events, registrations } from '../../../db/schema/index.ts';
import { isLive, isOwnSeat } from '../../books/registration-repository.ts';

/** What a meeting answer from the chat reads: the meeting, and the member's own seat at it. */
export class MeetingAnswersRepository {
  constructor(private readonly db: Db) {}

  async meeting(eventId: number) {
    const [row] = await this.db
      .select({
        id: events.id,
        name: events.name,
        startsAt: events.startsAt,
        seriesId: events.seriesId,
        cancelledAt: events.cancelledAt,
      })
      .from(events)
      .where(eq(events.id, eventId));
    return row ?? null;
  }

  /** The member's own live seat at the meeting, with the price it keeps. */
  async ownSeat(memberId: number, eventId: number) {
    const [row] = await this.db
      .select({ id: registrations.id, priceSatang: registrations.priceSatang })
      .from(registrations)
      .where(and(eq(registrations.memberId, memberId), eq(registrations.eventId, eventId), isLive(), isOwnSeat()));
    return row ?? null;
  }
}
