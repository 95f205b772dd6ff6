import { apiMessages } from '@chapter/contract/messages';
import type { Db } from '../../../db/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { creditChangeSatang } from '../../books/credit.ts';
import { bahtText } from '../../books/money.ts';
import { noticeTexts } from '../../messaging/notice-texts.ts';
import type { Notices } from '../../messaging/notices.ts';
import type { ReversalRepository } from './repository.ts';

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
    private readonly repository: ReversalRepository,
    private readonly notices: Notices,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async reverse(adminId: number, confirmationId: number, reason: string, address: string): Promise<void> {
    const at = this.now();
    const chapter = await this.notices.chapterName();
    await this.db.transaction(async (tx) => {
      // The member's lock first, as confirming takes it: reversals and confirmations of one member
      // run one after the other and each reads the credit the previous one left.
      const payer = await this.repository.payerOf(tx, confirmationId);
      if (payer === null) throw ApiError.notFound(apiMessages.confirmationNotFound);
      await this.repository.lockBooksOf(tx, payer);
      const confirmation = await this.repository.lockedConfirmation(tx, confirmationId);
      if (!confirmation) throw ApiError.notFound(apiMessages.confirmationNotFound);
      if (confirmation.reversedAt) throw ApiError.nonField(apiMessages.confirmationAlreadyReversed);
      // Credit it kept may have paid a later confirmation: that one must be reversed first, or the
      // member would end up with less than nothing.
      const credit = await this.repository.creditOf(tx, payer);
      const change = creditChangeSatang(confirmation);
      if (credit - change < 0) {
        throw ApiError.nonField(apiMessages.reversalSpendsUsedCredit(bahtText(credit), bahtText(change)));
      }
      const paid = await this.repository.paidBy(tx, confirmationId);
      const ofCancelledEvents = paid.filter((row) => row.eventCancelledAt !== null).map((row) => row.id);
      const reopened = paid.filter((row) => row.eventCancelledAt === null).map((row) => row.id);
      await this.repository.markUnpaid(tx, reopened);
      await this.repository.markUnpaid(tx, ofCancelledEvents, at);
      const slips = await this.repository.slipsWaitingAgain(tx, confirmationId);
      await this.repository.markReversed(tx, confirmationId, {
        at,
        adminId,
        reason,
        registrationIds: paid.map((row) => row.id),
        slipIds: slips,
      });
      await writeAudit(tx, {
        actorId: adminId,
        action: 'payment.reverse',
        subjectType: payer.kind,
        subjectId: payer.id,
        details: {
          confirmation: confirmationId,
          reason,
          registrationsOwedAgain: reopened,
          registrationsCancelled: ofCancelledEvents,
          slipsWaitingAgain: slips,
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
      // A guest has no LINE account with the chapter: their link shows the payment owed again.
      if (payer.kind === 'member') {
        await this.notices.queue(tx, { key: `payment-reversed:${confirmationId}`, memberId: payer.id, text }, at);
      }
    });
    this.notices.flush();
  }
}
