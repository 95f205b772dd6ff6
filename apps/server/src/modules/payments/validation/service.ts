import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { TConfirmationResult, TSlip, TStaffSlip, TUnvalidatedMember } from '@chapter/contract/payments';
import type { Db } from '../../../db/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { groupBy } from '../../../lib/group-by.ts';
import { satangToBaht } from '../../../lib/money.ts';
import { creditChangeSatang, slipStatus } from '../../books/credit.ts';
import { bahtText, sumSatang, toOwedMember } from '../../books/money.ts';
import { noticeTexts } from '../../messaging/notice-texts.ts';
import type { Notices } from '../../messaging/notices.ts';
import type { SlipRow } from '../slips/repository.ts';
import type { ValidationRepository } from './repository.ts';

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

/** What staff decided about money received: which slips, and the amount if they corrected it. */
export interface Receipt {
  slipIds: number[];
  /** What was received, in satang; null means "what the slips say". */
  receivedSatang: number | null;
  receivedReason: string | null;
}

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
  ): Promise<TConfirmationResult> {
    const { registrationIds, slipIds } = settlement;
    // One snapshot for both: read apart, a confirmation committing in between would show half of
    // itself (its slip accepted, its registration not yet paid) and the refusal would name half.
    const [registrations, slips] = await this.db.transaction(
      (tx) =>
        Promise.all([this.repository.registrationsByIds(registrationIds, tx), this.repository.slipsByIds(slipIds, tx)]),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const owner = registrations[0]?.memberId ?? slips[0]?.memberId;
    const problems = { registrations: [] as string[], payments: [] as string[] };
    for (const id of registrationIds) {
      const registration = registrations.find((row) => row.id === id);
      if (!registration) problems.registrations.push(apiMessages.registrationNotFound(id));
      else if (registration.memberId !== owner) problems.registrations.push(apiMessages.registrationOfOtherMember(id));
      else if (registration.cancelledAt) problems.registrations.push(apiMessages.registrationCancelled(id));
      else if (registration.paidAt) problems.registrations.push(apiMessages.registrationAlreadyPaid(id));
    }
    for (const id of slipIds) {
      const slip = slips.find((row) => row.id === id);
      if (!slip) problems.payments.push(apiMessages.slipMissing(id));
      else if (slip.memberId !== owner) problems.payments.push(apiMessages.slipOfOtherMember(id));
      else problems.payments.push(...slipNotWaiting(slip));
    }
    throwIfAny(problems);
    const memberId = owner as number;
    // Nobody settles their own money: another staff member must look at it (issue 14).
    if (memberId === staffId) throw ApiError.detail(403, apiMessages.ownPaymentNeedsOtherStaff);
    // Nor the money of a member whose LINE account they vouched for lately: that account may be
    // theirs, and the slips its holder sent theirs too (issue 31, ADR 45).
    if (await this.vouchers.vouchedRecently(memberId, staffId)) {
      throw ApiError.detail(403, apiMessages.vouchedPaymentNeedsOtherStaff);
    }
    const amounts = receivedOf(settlement, slips);

    const at = this.now();
    const chapter = await this.notices.chapterName();
    const result = await this.db.transaction(async (tx) => {
      await this.repository.lockBooksOf(tx, memberId);
      const creditBefore = await this.repository.creditOf(tx, memberId);
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
        memberId,
        confirmedBy: staffId,
        confirmedAt: at,
        ...amounts,
        appliedSatang,
        waivedSatang: Math.max(0, shortSatang),
        waiverReason: shortSatang > 0 ? settlement.waiverReason : null,
      };
      const id = await this.repository.insertConfirmation(tx, row);
      const confirmation = { id, memberId, staffId, at };
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
        subjectType: 'member',
        subjectId: memberId,
        details: { confirmation: id, registrations: paid, payments: accepted, ...row, creditBefore, creditAfter },
        ip: address,
      });
      const text = noticeTexts.paymentConfirmed({
        chapter,
        receivedSatang: amounts.receivedSatang,
        paid: registrations,
        creditSatang: creditAfter,
      });
      await this.notices.queue(tx, { key: `payment-confirmed:${id}`, memberId, text }, at);
      return { detail, confirmation: id, registrations: paid, payments: accepted, credit: satangToBaht(creditAfter) };
    });
    this.notices.flush();
    return result;
  }

  /** Refuses a waiting slip with a reason the member sees; the slip then counts for nothing. */
  async refuse(staffId: number, slipId: number, reason: string, address: string): Promise<void> {
    const [slip] = await this.repository.slipsByIds([slipId]);
    if (!slip) throw ApiError.notFound(apiMessages.slipNotFound);
    if (slip.memberId === staffId) throw ApiError.detail(403, apiMessages.ownPaymentNeedsOtherStaff);
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
        details: { memberId: slip.memberId, amountSatang: slip.amountSatang, reason },
        ip: address,
      });
      const text = noticeTexts.slipRefused({
        chapter,
        sentAt: slip.createdAt,
        amountSatang: slip.amountSatang,
        reason,
      });
      await this.notices.queue(tx, { key: `slip-refused:${slipId}`, memberId: slip.memberId, text }, at);
    });
    this.notices.flush();
  }
}

function slipNotWaiting(slip: { id: number; validatedBy: number | null; refusedBy: number | null }): string[] {
  const status = slipStatus(slip);
  if (status === 'accepted') return [apiMessages.slipAlreadyValidated(slip.id)];
  if (status === 'refused') return [apiMessages.slipAlreadyRefused(slip.id)];
  return [];
}

/**
 * What was received: the slips' stated amounts unless staff give another amount, which needs a
 * reason when the slips stated one. A slip sent before amounts has none, so staff must say.
 */
function receivedOf(receipt: Receipt, slips: ReadonlyArray<{ amountSatang: number | null }>) {
  const statedSatang = slips.some((slip) => slip.amountSatang === null)
    ? null
    : slips.reduce((sum, slip) => sum + (slip.amountSatang ?? 0), 0);
  const receivedSatang = receipt.receivedSatang ?? statedSatang;
  if (receivedSatang === null) throw new ApiError(400, { received: [apiMessages.receivedRequired] });
  const corrected = statedSatang !== null && receivedSatang !== statedSatang;
  if (corrected && receipt.receivedReason === null) {
    throw new ApiError(400, {
      received_reason: [apiMessages.receivedReasonRequired(bahtText(receivedSatang), bahtText(statedSatang))],
    });
  }
  return {
    statedSatang,
    receivedSatang,
    receivedReason: corrected || statedSatang === null ? receipt.receivedReason : null,
  };
}

function throwIfAny(problems: Record<string, string[]>): void {
  const named = Object.fromEntries(Object.entries(problems).filter(([, messages]) => messages.length > 0));
  if (Object.keys(named).length > 0) throw new ApiError(400, named);
}
