import { apiMessages } from '@chapter/contract/messages';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { events, paymentConfirmations, paymentSlips, registrations } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { noticeTexts } from '../../lib/notice-texts.ts';
import type { Notices } from '../../lib/notices.ts';
import { creditChangeSatang, creditOf, lockBooksOf } from '../books/credit.ts';
import { bahtText } from '../books/money.ts';

/**
 * An Admin undoes a confirmation (issue 16): what it paid is owed again, its slips wait again and
 * what it did to the member's credit is undone — exactly, because credit is derived from the
 * confirmations that are not reversed. A registration of an event cancelled since is cancelled
 * instead of owed, as the cancellation would have done (ADR 17). The member hears of it over LINE,
 * as of the confirmation it undoes, and the confirmation keeps what it had paid and accepted.
 */
export class ReversalService {
  constructor(
    private readonly db: Db,
    private readonly notices: Notices,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async reverse(adminId: number, confirmationId: number, reason: string, address: string): Promise<void> {
    const at = this.now();
    const chapter = await this.notices.chapterName();
    await this.db.transaction(async (tx) => {
      // The member's lock first, as confirming takes it: reversals and confirmations of one member
      // run one after the other and each reads the credit the previous one left.
      const [found] = await tx
        .select({ memberId: paymentConfirmations.memberId })
        .from(paymentConfirmations)
        .where(eq(paymentConfirmations.id, confirmationId));
      if (!found) throw ApiError.notFound(apiMessages.confirmationNotFound);
      await lockBooksOf(tx, found.memberId);
      const confirmation = await this.lockedConfirmation(tx, confirmationId);
      if (!confirmation) throw ApiError.notFound(apiMessages.confirmationNotFound);
      if (confirmation.reversedAt) throw ApiError.nonField(apiMessages.confirmationAlreadyReversed);
      // Credit it kept may have paid a later confirmation: that one must be reversed first, or the
      // member would end up with less than nothing.
      const credit = await creditOf(tx, confirmation.memberId);
      const change = creditChangeSatang(confirmation);
      if (credit - change < 0) {
        throw ApiError.nonField(apiMessages.reversalSpendsUsedCredit(bahtText(credit), bahtText(change)));
      }
      const paid = await tx
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
      const ofCancelledEvents = paid.filter((row) => row.eventCancelledAt !== null).map((row) => row.id);
      const reopened = paid.filter((row) => row.eventCancelledAt === null).map((row) => row.id);
      const unpaid = { paidAt: null, confirmedBy: null, paymentId: null };
      if (reopened.length > 0) {
        await tx.update(registrations).set(unpaid).where(inArray(registrations.id, reopened));
      }
      if (ofCancelledEvents.length > 0) {
        await tx
          .update(registrations)
          .set({ ...unpaid, cancelledAt: at })
          .where(inArray(registrations.id, ofCancelledEvents));
      }
      const slips = await tx
        .update(paymentSlips)
        .set({ validatedBy: null, validatedAt: null, confirmationId: null })
        .where(and(eq(paymentSlips.confirmationId, confirmationId), isNotNull(paymentSlips.validatedBy)))
        .returning({ id: paymentSlips.id });
      await tx
        .update(paymentConfirmations)
        .set({
          reversedAt: at,
          reversedBy: adminId,
          reversalReason: reason,
          reversedRegistrationIds: paid.map((row) => row.id),
          reversedSlipIds: slips.map((slip) => slip.id),
        })
        .where(and(eq(paymentConfirmations.id, confirmationId), isNull(paymentConfirmations.reversedAt)));
      await writeAudit(tx, {
        actorId: adminId,
        action: 'payment.reverse',
        subjectType: 'member',
        subjectId: confirmation.memberId,
        details: {
          confirmation: confirmationId,
          reason,
          registrationsOwedAgain: reopened,
          registrationsCancelled: ofCancelledEvents,
          slipsWaitingAgain: slips.map((slip) => slip.id),
          creditChangeUndoneSatang: change,
          creditAfterSatang: credit - change,
        },
        ip: address,
      });
      const text = noticeTexts.paymentReversed({
        chapter,
        receivedSatang: confirmation.receivedSatang,
        confirmedAt: confirmation.confirmedAt,
        paid,
        reason,
        owedAgain: reopened.length > 0,
        cancelled: ofCancelledEvents.length > 0,
        slipsWaiting: slips.length > 0,
        creditAfterSatang: change === 0 ? null : credit - change,
      });
      await this.notices.queue(
        tx,
        { key: `payment-reversed:${confirmationId}`, memberId: confirmation.memberId, text },
        at,
      );
    });
    this.notices.flush();
  }

  private async lockedConfirmation(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(paymentConfirmations).where(eq(paymentConfirmations.id, id)).for('update');
    return row;
  }
}
