import { fullName } from '@chapter/contract/names';
import { VOUCHING_DAYS } from '../rules.ts';
import type { VouchingRepository } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The current binding of a member as the staff confirming their money see it. */
export interface CurrentBinding {
  boundAt: Date;
  /** Who vouched for it; null for the operator's command line, the demo, or a binding older than the records. */
  vouchedBy: string | null;
}

/**
 * Who vouched for members' LINE accounts, for the payments module (ADR 45): whoever vouched may be
 * the one holding that account, so they neither confirm that member's money for a while nor go
 * unnamed beside it.
 */
export class Vouching {
  constructor(
    private readonly repository: VouchingRepository,
    private readonly now: () => Date,
  ) {}

  /** Whether `staffId` vouched for a binding of the member within the last VOUCHING_DAYS days. */
  vouchedRecently(memberId: number, staffId: number): Promise<boolean> {
    const since = new Date(this.now().getTime() - VOUCHING_DAYS * DAY_MS);
    return this.repository.vouchedSince(memberId, staffId, since);
  }

  /**
   * Those of the members whose bindings `staffId` vouched for within the last VOUCHING_DAYS days:
   * `vouchedRecently` for a whole list, from the same records, so the validation list can say
   * beforehand who they may not confirm.
   */
  async vouchedRecentlyAmong(memberIds: number[], staffId: number): Promise<Set<number>> {
    const since = new Date(this.now().getTime() - VOUCHING_DAYS * DAY_MS);
    const bindings = await this.repository.bindingsOf(memberIds);
    return new Set(bindings.filter((row) => row.voucherId === staffId && row.at >= since).map((row) => row.memberId));
  }

  /** Each bound member's binding: when, and who vouched for it. Unbound members are absent. */
  async currentBindings(memberIds: number[]): Promise<Map<number, CurrentBinding>> {
    const [bound, bindings] = await Promise.all([
      this.repository.boundMembers(memberIds),
      this.repository.bindingsOf(memberIds),
    ]);
    const result = new Map<number, CurrentBinding>();
    for (const member of bound) {
      if (member.lineUserId === null || member.lineBoundAt === null) continue;
      const boundAt = member.lineBoundAt;
      // The binding that made this one: the same LINE account, the latest made no later than it.
      const made = bindings
        .filter((row) => row.memberId === member.id && row.lineUserId === member.lineUserId && row.at <= boundAt)
        .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
      const vouchedBy = made?.voucherFirstName ? fullName(made.voucherFirstName, made.voucherLastName) : null;
      result.set(member.id, { boundAt, vouchedBy });
    }
    return result;
  }
}
