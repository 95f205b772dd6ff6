import type { TMemberListItem } from '@chapter/contract/members';
import { groupBy } from '../../../lib/group-by.ts';
import { toOwedMember } from '../../books/money.ts';
import type { MemberListRepository } from './repository.ts';

export class MemberListService {
  constructor(
    private readonly repository: MemberListRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Active members by full name, with what they owe and whether their attendance is all verified. */
  async list(): Promise<TMemberListItem[]> {
    const [members, unpaid, awaiting, credits] = await Promise.all([
      this.repository.activeMembers(),
      this.repository.owedRegistrations(),
      this.repository.membersAwaitingVerification(this.now()),
      this.repository.credits(),
    ]);
    const unpaidByMember = groupBy(unpaid, (registration) => registration.memberId);
    return members
      .map((member) => ({
        ...toOwedMember(member, unpaidByMember.get(member.id) ?? [], credits.get(member.id) ?? 0),
        bni_verified: !awaiting.has(member.id),
      }))
      .sort((a, b) => a.full_name.localeCompare(b.full_name, 'th'));
  }
}
