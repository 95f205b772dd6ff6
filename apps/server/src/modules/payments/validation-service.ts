import { apiMessages } from '@chapter/contract/messages';
import type { TSlip, TUnvalidatedMember } from '@chapter/contract/payments';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { groupBy } from '../../lib/group-by.ts';
import { sumSatang, toOwedMember } from '../books/money.ts';
import type { SlipRow } from './repository.ts';
import type { ValidationRepository } from './validation-repository.ts';

const byThaiName = (a: { full_name: string }, b: { full_name: string }) => a.full_name.localeCompare(b.full_name, 'th');

/** The Secretary/Treasurer's side of payments: see what is waiting, look at slips, confirm. */
export class ValidationService {
  constructor(
    private readonly db: Db,
    private readonly repository: ValidationRepository,
    private readonly toSlip: (row: SlipRow) => TSlip,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async unvalidatedMembers(): Promise<TUnvalidatedMember[]> {
    const members = await this.repository.membersWithWaitingSlips();
    const owed = await this.repository.owedRegistrations(members.map((member) => member.id));
    const byMember = groupBy(owed, (registration) => registration.memberId);
    return members.map((member) => toOwedMember(member, byMember.get(member.id) ?? [])).sort(byThaiName);
  }

  async slipsOf(memberId: number): Promise<TSlip[]> {
    if (!(await this.repository.memberExists(memberId))) throw ApiError.notFound(apiMessages.memberNotFound);
    return (await this.repository.slipsOf(memberId)).map(this.toSlip);
  }

  /**
   * Confirms payment in one transaction: every registration and slip must exist, belong to the same
   * member and still be open; otherwise nothing changes and each problem is named.
   */
  async confirm(staffId: number, registrationIds: number[], slipIds: number[], address: string) {
    const [registrations, slips] = await Promise.all([
      this.repository.registrationsByIds(registrationIds),
      this.repository.slipsByIds(slipIds),
    ]);
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
      else if (slip.validatedBy !== null) problems.payments.push(apiMessages.slipAlreadyValidated(id));
    }
    throwIfAny(problems);
    const memberId = owner as number;
    // Nobody settles their own money: another staff member must look at it (issue 14).
    if (memberId === staffId) throw ApiError.detail(403, apiMessages.ownPaymentNeedsOtherStaff);

    const at = this.now();
    return this.db.transaction(async (tx) => {
      const paid = await this.repository.markPaid(tx, registrationIds, memberId, staffId, at);
      const validated = await this.repository.markValidated(tx, slipIds, memberId, staffId, at);
      // Another confirmation, or the member deleting a slip, got there between our read and our
      // write: undo everything, naming what happened to each slip.
      const unvalidated = slipIds.filter((id) => !validated.includes(id));
      const remaining = new Set((await this.repository.slipsByIds(unvalidated, tx)).map((slip) => slip.id));
      throwIfAny({
        registrations: registrationIds.filter((id) => !paid.includes(id)).map(apiMessages.registrationAlreadyPaid),
        payments: unvalidated.map((id) =>
          remaining.has(id) ? apiMessages.slipAlreadyValidated(id) : apiMessages.slipMissing(id),
        ),
      });
      const totalSatang = sumSatang(registrations);
      await writeAudit(tx, {
        actorId: staffId,
        action: 'payment.confirm',
        subjectType: 'member',
        subjectId: memberId,
        details: { registrations: paid, payments: validated, totalSatang },
        ip: address,
      });
      return { detail: apiMessages.paymentConfirmed, registrations: paid, payments: validated };
    });
  }
}

function throwIfAny(problems: Record<string, string[]>): void {
  const named = Object.fromEntries(Object.entries(problems).filter(([, messages]) => messages.length > 0));
  if (Object.keys(named).length > 0) throw new ApiError(400, named);
}
