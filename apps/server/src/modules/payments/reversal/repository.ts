import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { events, paymentConfirmations, paymentSlips, registrations } from '../../../db/schema/index.ts';
import { creditOf, lockBooksOf } from '../../books/credit-repository.ts';
import { type Payer, payerOf } from '../../books/payer.ts';

/** What undoing a confirmation reads and writes, each inside the reversing transaction. */
export class ReversalRepository {
  /** Whose confirmation it is, read before any lock: the payer's lock is taken first. */
  async payerOf(tx: DbOrTx, confirmationId: number): Promise<Payer | null> {
    const [found] = await tx
      .select({ memberId: paymentConfirmations.memberId, guestId: paymentConfirmations.guestId })
      .from(paymentConfirmations)
      .where(eq(paymentConfirmations.id, confirmationId));
    return found ? payerOf(found) : null;
  }

  /** Takes the payer's books lock, as confirming does: the two run one after the other. */
  lockBooksOf(tx: DbOrTx, payer: Payer) {
    return lockBooksOf(tx, payer);
  }

  /** One payer's credit, in satang, as the transaction sees it. */
  creditOf(tx: DbOrTx, payer: Payer) {
    return creditOf(tx, payer);
  }

  async lockedConfirmation(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(paymentConfirmations).where(eq(paymentConfirmations.id, id)).for('update');
    return row;
  }

  /** The registrations the confirmation paid, with their events, in order of the events. */
  paidBy(tx: DbOrTx, confirmationId: number) {
    return tx
      .select({
        id: registrations.id,
        eventCancelledAt: events.cancelledAt,
        eventName: events.name,
        startsAt: events.startsAt,
        priceSatang: registrations.priceSatang,
      })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(eq(registrations.paymentId, confirmationId))
      .orderBy(asc(events.startsAt), asc(registrations.id));
  }

  /** Makes the registrations unpaid again; `cancelledAt` also cancels them (their event was cancelled since). */
  async markUnpaid(tx: DbOrTx, ids: number[], cancelledAt?: Date): Promise<void> {
    if (ids.length === 0) return;
    const unpaid = { paidAt: null, confirmedBy: null, paymentId: null };
    await tx
      .update(registrations)
      .set(cancelledAt ? { ...unpaid, cancelledAt } : unpaid)
      .where(inArray(registrations.id, ids));
  }

  /** Makes the slips the confirmation accepted wait again; returns their ids. */
  async slipsWaitingAgain(tx: DbOrTx, confirmationId: number): Promise<number[]> {
    const slips = await tx
      .update(paymentSlips)
      .set({ validatedBy: null, validatedAt: null, confirmationId: null })
      .where(and(eq(paymentSlips.confirmationId, confirmationId), isNotNull(paymentSlips.validatedBy)))
      .returning({ id: paymentSlips.id });
    return slips.map((slip) => slip.id);
  }

  async markReversed(
    tx: DbOrTx,
    confirmationId: number,
    reversal: { at: Date; adminId: number; reason: string; registrationIds: number[]; slipIds: number[] },
  ): Promise<void> {
    await tx
      .update(paymentConfirmations)
      .set({
        reversedAt: reversal.at,
        reversedBy: reversal.adminId,
        reversalReason: reversal.reason,
        reversedRegistrationIds: reversal.registrationIds,
        reversedSlipIds: reversal.slipIds,
      })
      .where(and(eq(paymentConfirmations.id, confirmationId), isNull(paymentConfirmations.reversedAt)));
  }
}
