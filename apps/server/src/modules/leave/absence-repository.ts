import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { absenceNotices, events } from '../../db/schema/index.ts';

/** Members saying ahead they will miss a weekly meeting (issue 35). */
export class AbsenceRepository {
  /** The meeting, held against a cancellation or an edit until the answer is stored. */
  async findMeeting(tx: DbOrTx, eventId: number) {
    const [row] = await tx
      .select({ id: events.id, seriesId: events.seriesId, startsAt: events.startsAt, cancelledAt: events.cancelledAt })
      .from(events)
      .where(eq(events.id, eventId))
      .for('share');
    return row ?? null;
  }

  /** A second live notice of the member for the meeting breaks `absence_notices_one_live`. */
  async insert(tx: DbOrTx, values: { eventId: number; memberId: number; at: Date }): Promise<void> {
    await tx.insert(absenceNotices).values({ eventId: values.eventId, memberId: values.memberId, saidAt: values.at });
  }

  /** Takes back the member's live notice; false when there was none. */
  async withdraw(tx: DbOrTx, eventId: number, memberId: number, at: Date): Promise<boolean> {
    const rows = await tx
      .update(absenceNotices)
      .set({ withdrawnAt: at })
      .where(
        and(
          eq(absenceNotices.eventId, eventId),
          eq(absenceNotices.memberId, memberId),
          isNull(absenceNotices.withdrawnAt),
        ),
      )
      .returning({ id: absenceNotices.id });
    return rows.length > 0;
  }
}
