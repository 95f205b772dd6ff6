import { and, asc, eq, gt, gte, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  absenceNotices,
  checkInCodes,
  checkIns,
  events,
  guests,
  meetingSeries,
  registrations,
  visitorInvitations,
} from '../../../db/schema/index.ts';
import type { EventRow } from '../repository.ts';

export type SeriesRow = typeof meetingSeries.$inferSelect;
export type SeriesValues = Omit<typeof meetingSeries.$inferInsert, 'id'>;
/** What a meeting takes from its series. */
export type MeetingValues = Pick<
  typeof events.$inferInsert,
  'name' | 'locationName' | 'startsAt' | 'endsAt' | 'priceSatang' | 'visitorFeeSatang' | 'substituteFeeSatang'
>;

/**
 * A meeting the series may still change: it has not started, is not cancelled, was not edited by
 * hand, nobody has ever registered for it, it has never had a guest, no visitor holds a link to
 * it, and no member has answered it or asked for a check-in code. Everything else is someone's and
 * stays as it is.
 */
function untouched() {
  return and(
    isNull(events.cancelledAt),
    isNull(events.handEditedAt),
    notExists(sql`(SELECT 1 FROM ${registrations} WHERE ${registrations.eventId} = ${events.id})`),
    notExists(sql`(SELECT 1 FROM ${guests} WHERE ${guests.eventId} = ${events.id})`),
    // A visitor holding a link was told the meeting's day and time: it keeps them.
    notExists(sql`(SELECT 1 FROM ${visitorInvitations} WHERE ${visitorInvitations.eventId} = ${events.id})`),
    // Nor may a meeting someone answered, asked a check-in code for, or came to move (issue 35).
    notExists(sql`(SELECT 1 FROM ${absenceNotices} WHERE ${absenceNotices.eventId} = ${events.id})`),
    notExists(sql`(SELECT 1 FROM ${checkInCodes} WHERE ${checkInCodes.eventId} = ${events.id})`),
    notExists(sql`(SELECT 1 FROM ${checkIns} WHERE ${checkIns.eventId} = ${events.id})`),
  );
}

/** The weekly meeting series (ADR 53): one per chapter, and the meetings made from it. */
export class MeetingSeriesRepository {
  constructor(private readonly db: Db) {}

  /** The chapter's series; locked with `lock`, so a save and every process's beat take turns. */
  async find(db: DbOrTx = this.db, lock = false): Promise<SeriesRow | null> {
    const query = db.select().from(meetingSeries).orderBy(asc(meetingSeries.id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async insert(tx: DbOrTx, values: SeriesValues): Promise<SeriesRow> {
    const [row] = await tx.insert(meetingSeries).values(values).returning();
    if (!row) throw new Error('meeting series insert returned nothing');
    return row;
  }

  async update(tx: DbOrTx, seriesId: number, values: SeriesValues): Promise<SeriesRow> {
    const [row] = await tx.update(meetingSeries).set(values).where(eq(meetingSeries.id, seriesId)).returning();
    if (!row) throw new Error('meeting series update returned nothing');
    return row;
  }

  /** The series' meetings from the given week on, soonest first. */
  meetingsFrom(seriesId: number, week: string, db: DbOrTx = this.db): Promise<EventRow[]> {
    return db
      .select()
      .from(events)
      .where(and(eq(events.seriesId, seriesId), gte(events.seriesWeek, week)))
      .orderBy(asc(events.startsAt));
  }

  /** Coming meetings the series may still change, locked until the save commits. */
  untouchedComing(tx: DbOrTx, seriesId: number, now: Date): Promise<EventRow[]> {
    return tx
      .select()
      .from(events)
      .where(and(eq(events.seriesId, seriesId), gt(events.startsAt, now), untouched()))
      .orderBy(asc(events.startsAt))
      .for('update');
  }

  /**
   * Makes the weeks' meetings. A week another process made meanwhile is skipped by the unique
   * index, so every week has one meeting however many beats run at once; returns those made here.
   */
  async insertMeetings(
    tx: DbOrTx,
    seriesId: number,
    meetings: Array<MeetingValues & { seriesWeek: string }>,
  ): Promise<EventRow[]> {
    if (meetings.length === 0) return [];
    return tx
      .insert(events)
      .values(meetings.map((meeting) => ({ ...meeting, seriesId })))
      .onConflictDoNothing({ target: [events.seriesId, events.seriesWeek] })
      .returning();
  }

  async updateMeeting(tx: DbOrTx, eventId: number, values: MeetingValues): Promise<void> {
    await tx
      .update(events)
      .set({ ...values, earlyBirdPriceSatang: null, earlyBirdEndsAt: null })
      .where(eq(events.id, eventId));
  }

  /** Removes coming meetings that are still untouched (checked again in the statement). */
  async deleteMeetings(tx: DbOrTx, eventIds: number[]): Promise<number[]> {
    if (eventIds.length === 0) return [];
    const rows = await tx
      .delete(events)
      .where(and(inArray(events.id, eventIds), untouched()))
      .returning({ id: events.id });
    return rows.map((row) => row.id);
  }
}
