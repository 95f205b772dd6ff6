import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { cashUpClosings, events, members } from '../../db/schema/index.ts';

const closer = alias(members, 'closer');

/** A meeting with its cash-up's closing, if any, in one statement; null when there is no such event. */
export async function findMeeting(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      seriesId: events.seriesId,
      closedAt: cashUpClosings.closedAt,
      closedFigures: cashUpClosings.figures,
      closerFirstName: closer.firstName,
      closerLastName: closer.lastName,
    })
    .from(events)
    .leftJoin(cashUpClosings, eq(cashUpClosings.eventId, events.id))
    .leftJoin(closer, eq(closer.id, cashUpClosings.closedBy))
    .where(eq(events.id, eventId));
  return row ?? null;
}

export type MeetingRow = NonNullable<Awaited<ReturnType<typeof findMeeting>>>;
