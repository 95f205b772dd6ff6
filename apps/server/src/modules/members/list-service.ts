import type { TMemberListItem } from '@chapter/contract/members';
import { groupBy } from '../../lib/group-by.ts';
import { satangToBaht } from '../../lib/money.ts';
import type { MemberListRepository } from './list-repository.ts';

export class MemberListService {
  constructor(
    private readonly repository: MemberListRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Active members by full name, with what they owe and whether their attendance is all verified. */
  async list(): Promise<TMemberListItem[]> {
    const [members, unpaid, awaiting] = await Promise.all([
      this.repository.activeMembers(),
      this.repository.unpaidRegistrations(),
      this.repository.membersAwaitingVerification(this.now()),
    ]);
    const unpaidByMember = groupBy(unpaid, (registration) => registration.memberId);
    return members
      .map((member) => {
        const own = unpaidByMember.get(member.id) ?? [];
        return {
          id: member.id,
          full_name: `${member.firstName} ${member.lastName}`,
          sum_amount: satangToBaht(own.reduce((sum, registration) => sum + registration.priceSatang, 0)),
          unpaid_registrations: own.map((registration) => ({
            id: registration.id,
            registered_event: {
              id: registration.eventId,
              name: registration.eventName,
              event_start_date_time: registration.startsAt.toISOString(),
            },
            price: satangToBaht(registration.priceSatang),
          })),
          bni_verified: !awaiting.has(member.id),
        };
      })
      .sort((a, b) => a.full_name.localeCompare(b.full_name, 'th'));
  }
}
