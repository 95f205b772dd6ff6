import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { TConfirmationResult, TSlip, TStaffSlip, TUnvalidatedMember } from '@chapter/contract/payments';
import type { Db } from '../../../db/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { groupBy } from '../../../lib/group-by.ts';
import { satangToBaht } from '../../../lib/money.ts';
import { creditChangeSatang } from '../../books/credit.ts';
import { bahtText, sumSatang, toOwedMember } from '../../books/money.ts';
import { type Payer, payerColumns, payerOf, samePayer } from '../../books/payer.ts';
import { noticeTexts } from '../../messaging/notice-texts.ts';
import type { Notices } from '../../messaging/notices.ts';
import type { SlipRow } from '../slips/repository.ts';
import type { ValidationRepository } from './repository.ts';
import { type Receipt, receivedOf, slipNotWaiting, throwIfAny } from './settle-rules.ts';

export type { Receipt };

/** Who vouched for members' LINE accounts: the LINE-accounts module's `Vouching` (ADR 45). */
export interface BindingVouchers {
  vouchedRecently(memberId: number, staffId: number): Promise<boolean>;
  vouchedRecentlyAmong(memberIds: number[], staffId: number): Promise<Set<number>>;
  currentBindings(memberIds: number[]): Promise<Map<number, { boundAt: Date; vouchedBy: string | null }>>;
}

/** Shows a slip row as the API answers it; PaymentsService is the one. */
export interface SlipPresenter {
  toSlip(row: SlipRow, viewer?: number): TSlip;
}

const byThaiName = (a: { full_name: string }, b: { full_name: string }) => a.full_name.localeCompare(b.full_name, 'th');

/** A confirmation: the receipt, the registrations it pays, and why it may pay more than it has. */
export interface Settlement extends Receipt {
  registrationIds: number[];
  waiverReason: string | null;
}

/**
 * The Secretary/Treasurer's side of payments: see what is waiting, look at slips, and settle —
 * confirm a payment, take slips as credit, or refuse a slip. Each is one deliberate action with its
 * own route (issue 16: a confirm with nothing ticked once validated a slip and paid nothing).
 */
export class ValidationService {
  constructor(
    private readonly db: Db,
    private readonly repository: ValidationRepository,
    /** How a slip is shown (its signed image links): the payments service's own presenter. */
    private readonly slips: SlipPresenter,
    private readonly notices: Notices,
    private readonly vouchers: BindingVouchers,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Who has money to settle, as `staffId` sees them: with what stops them confirming it (the rules of `settle`). */
  async unvalidatedMembers(staffId: number): Promise<TUnvalidatedMember[]> {
    const members = await this.repository.membersToSettle();
    const ids = members.map((member) => member.id);
    const [owed, credits, bindings, vouched] = await Promise.all([
      this.repository.owedRegistrations(ids),
      this.repository.creditsOf(ids),
      this.vouchers.currentBindings(ids),
      this.vouchers.vouchedRecentlyAmong(ids, staffId),
    ]);
    const byMember = groupBy(owed, (registration) => registration.memberId);
    return members
      .map((member) => {
        const binding = bindings.get(member.id);
        return {
          ...toOwedMember(member, byMember.get(member.id) ?? [], credits.get(member.id) ?? 0),
          line_binding: binding ? { bound_at: binding.boundAt.toISOString(), vouched_by: binding.vouchedBy } : null,
          waiting_slips: member.waitingSlips,
          cannot_confirm:
            member.id === staffId ? ('own_payment' as const) : vouched.has(member.id) ? ('vouched' as const) : null,
        };
      })
      .sort(byThaiName);
  }

  /**
   * A member's slips as `staffId` sees them: their image links are signed for them (who looked),
   * each with other members' live slips of the same transfer reference (ADR 48).
   */
  async slipsOf(memberId: number, staffId: number): Promise<TStaffSlip[]> {
    if (!(await this.repository.memberExists(memberId))) throw ApiError.notFound(apiMessages.memberNotFound);
    const [rows, clashes] = await Promise.all([
      this.repository.slipsOf(memberId),
      this.repository.referenceClashes(memberId),
    ]);
    const clashesOf = groupBy(clashes, (clash) => clash.slipId);
    return rows.map((row) => ({
      ...this.slips.toSlip(row, staffId),
      reference_clashes: (clashesOf.get(row.id) ?? []).map((clash) => ({
        slip: clash.otherSlipId,
        member: clash.otherMemberId,
        member_name: fullName(clash.firstName, clash.lastName),
        created: clash.createdAt.toISOString(),
        status: clash.validatedBy === null ? ('waiting' as const) : ('accepted' as const),
      })),
    }));
  }

  /** Confirms a payment: the ticked registrations are paid from what was received and the member's credit. */
  confirm(staffId: number, settlement: Settlement, address: string): Promise<TConfirmationResult> {
    return this.settle(staffId, settlement, address, 'payment.confirm', apiMessages.paymentConfirmed);
  }

  /**
   * Cash handed over at a meeting's door (issue 35): a confirmation like any other, under every
   * rule of `settle`, with no slip and the amount counted by hand, so nothing was stated.
   */
  confirmCash(
    staffId: number,
    cash: { registrationIds: number[]; receivedSatang: number; waiverReason: string | null },
    address: string,
  ): Promise<TConfirmationResult> {
    const settlement = { ...cash, slipIds: [], receivedReason: null };
    return this.settle(staffId, settlement, address, 'payment.cash_at_door', apiMessages.doorCashTaken, 'cash');
  }

  /** Accepts slips without paying anything: all that was received becomes the member's credit. */
  acceptAsCredit(staffId: number, receipt: Receipt, address: string): Promise<TConfirmationResult> {
    const settlement = { ...receipt, registrationIds: [], waiverReason: null };
    return this.settle(staffId, settlement, address, 'payment.accept_credit', apiMessages.creditAccepted);
  }

  /**
   * Settles in one transaction: every registration and slip must exist, belong to the same member
   * and still be open; the amounts must add up or carry a reason; otherwise nothing changes and
   * each problem is named.
   */
  private async settle(
    staffId: number,
    settlement: Settlement,
    address: string,
    action: string,
    detail: string,
    method: 'transfer' | 'cash' = 'transfer',
  ): Promise<TConfirmationResult> {
    const { registrationIds, slipIds } = settlement;
    // One snapshot for both: read apart, a confirmation committing in between would show half of
    // itself (its slip accepted, its registration not yet paid) and the refusal would name half.
    const [registrations, slips] = await this.db.transaction(
      (tx) =>
        Promise.all([this.repository.registrationsByIds(registrationIds, tx), this.repository.slipsByIds(slipIds, tx)]),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const first = registrations[0] ?? slips[0];
    const owner = first && payerOf(first);
    const problems = { registrations: [] as string[], payments: [] as string[] };
    for (const id of registrationIds) {
      const registration = registrations.find((row) => row.id === id);
      if (!registration) problems.registrations.push(apiMessages.registrationNotFound(id));
      else if (!samePayer(payerOf(registration), owner as Payer))
        problems.registrations.push(apiMessages.registrationOfOtherMember(id));
      else if (registration.cancelledAt) problems.registrations.push(apiMessages.registrationCancelled(id));
      else if (registration.paidAt) problems.registrations.push(apiMessages.registrationAlreadyPaid(id));
    }
    for (const id of slipIds) {
      const slip = slips.find((row) => row.id === id);
      if (!slip) problems.payments.push(apiMessages.slipMissing(id));
      else if (!samePayer(payerOf(slip), owner as Payer)) problems.payments.push(apiMessages.slipOfOtherMember(id));
      else problems.payments.push(...slipNotWaiting(slip));
    }
    throwIfAny(problems);
    const payer = owner as Payer;
    await this.mayDecide(payer, staffId);
    const amounts =
      method === 'cash'
        ? { statedSatang: null, receivedSatang: settlement.receivedSatang ?? 0, receivedReason: null }
        : receivedOf(settlement, slips);

    const at = this.now();
    const chapter = await this.notices.chapterName();
    const result = await this.db.transaction(async (tx) => {
      await this.repository.lockBooksOf(tx, payer);
      const creditBefore = await this.repository.creditOf(tx, payer);
      const appliedSatang = sumSatang(registrations);
      const shortSatang = appliedSatang - amounts.receivedSatang - creditBefore;
      if (shortSatang > 0 && settlement.waiverReason === null) {
        throw new ApiError(400, {
          waiver_reason: [
            apiMessages.waiverReasonRequired(bahtText(appliedSatang), bahtText(amounts.receivedSatang + creditBefore)),
          ],
        });
      }
      const row = {
        ...payerColumns(payer),
        confirmedBy: staffId,
        confirmedAt: at,
        method,
        ...amounts,
        appliedSatang,
        waivedSatang: Math.max(0, shortSatang),
        waiverReason: shortSatang > 0 ? settlement.waiverReason : null,
      };
      const id = await this.repository.insertConfirmation(tx, row);
      const confirmation = { id, payer, staffId, at };
      const paid = await this.repository.markPaid(tx, registrationIds, confirmation);
      const accepted = await this.repository.markAccepted(tx, slipIds, confirmation);
      // Another confirmation, or the member deleting a slip, got there between our read and our
      // write: undo everything, naming what happened to each slip.
      const missed = slipIds.filter((slipId) => !accepted.includes(slipId));
      const now = await this.repository.slipsByIds(missed, tx);
      throwIfAny({
        registrations: registrationIds.filter((rid) => !paid.includes(rid)).map(apiMessages.registrationAlreadyPaid),
        payments: missed.map((slipId) => {
          const slip = now.find((found) => found.id === slipId);
          return slip
            ? (slipNotWaiting(slip)[0] ?? apiMessages.slipAlreadyValidated(slipId))
            : apiMessages.slipMissing(slipId);
        }),
      });
      const creditAfter = creditBefore + creditChangeSatang(row);
      await writeAudit(tx, {
        actorId: staffId,
        action,
        subjectType: payer.kind,
        subjectId: payer.id,
        details: { confirmation: id, registrations: paid, payments: accepted, ...row, creditBefore, creditAfter },
        ip: address,
      });
      const text = noticeTexts.paymentConfirmed({
        chapter,
        receivedSatang: amounts.receivedSatang,
        paid: registrations,
        creditSatang: creditAfter,
      });
      // A guest has no LINE account with the chapter: their link shows the payment confirmed.
      if (payer.kind === 'member') {
        await this.notices.queue(tx, { key: `payment-confirmed:${id}`, memberId: payer.id, text }, at);
      }
      return { detail, confirmation: id, registrations: paid, payments: accepted, credit: satangToBaht(creditAfter) };
    });
    this.notices.flush();
    return result;
  }

  /**
   * Nobody settles their own money: another staff member must look at it (issue 14); nor the money
   * of a member whose LINE account they vouched for lately, which may be theirs (ADR 45); nor of a
   * guest they invited or sent (ADR 54).
   */
  private async mayDecide(payer: Payer, staffId: number, vouching = true): Promise<void> {
    if (payer.kind === 'guest') {
      if ((await this.repository.hostOf(payer.id)) === staffId) {
        throw ApiError.detail(403, apiMessages.invitedGuestNeedsOtherStaff);
      }
      return;
    }
    if (payer.id === staffId) throw ApiError.detail(403, apiMessages.ownPaymentNeedsOtherStaff);
    if (vouching && (await this.vouchers.vouchedRecently(payer.id, staffId))) {
      throw ApiError.detail(403, apiMessages.vouchedPaymentNeedsOtherStaff);
    }
  }

  /** Refuses a waiting slip with a reason the member sees; the slip then counts for nothing. */
  async refuse(staffId: number, slipId: number, reason: string, address: string): Promise<void> {
    const [slip] = await this.repository.slipsByIds([slipId]);
    if (!slip) throw ApiError.notFound(apiMessages.slipNotFound);
    const payer = payerOf(slip);
    // A refusal costs its sender nothing but a new upload, so vouching alone does not stop it.
    await this.mayDecide(payer, staffId, false);
    const notWaiting = slipNotWaiting(slip);
    if (notWaiting.length > 0) throw ApiError.nonField(notWaiting[0] as string);
    const chapter = await this.notices.chapterName();
    await this.db.transaction(async (tx) => {
      const at = this.now();
      if (!(await this.repository.markRefused(tx, slipId, { staffId, at, reason }))) {
        throw ApiError.nonField(apiMessages.slipAlreadyValidated(slipId));
      }
      await writeAudit(tx, {
        actorId: staffId,
        action: 'payment.slip_refuse',
        subjectType: 'payment_slip',
        subjectId: slipId,
        details: { ...payerColumns(payer), amountSatang: slip.amountSatang, reason },
        ip: address,
      });
      const text = noticeTexts.slipRefused({
        chapter,
        sentAt: slip.createdAt,
        amountSatang: slip.amountSatang,
        reason,
      });
      // A guest reads the refusal and its reason on their link.
      if (payer.kind === 'member') {
        await this.notices.queue(tx, { key: `slip-refused:${slipId}`, memberId: payer.id, text }, at);
      }
    });
    this.notices.flush();
  }
}
