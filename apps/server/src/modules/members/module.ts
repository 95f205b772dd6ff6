import type { AppParts } from '../app-parts.ts';
import { AdminMembersRepository } from './admin/repository.ts';
import { AdminMembersService } from './admin/service.ts';
import { BusinessCardRepository } from './card/repository.ts';
import { BusinessCardService, type CardLimits } from './card/service.ts';
import { MembersRepository } from './profile/repository.ts';
import { MembersService } from './profile/service.ts';
import { MemberListRepository } from './staff-list/repository.ts';
import { MemberListService } from './staff-list/service.ts';

/** Members: the profile, the staff's member list, the business card, the back office's members. */
export function membersModule({ db, rateLimiters, now }: AppParts, options: { cardLimits?: CardLimits | undefined }) {
  return {
    members: new MembersService(new MembersRepository(db)),
    memberList: new MemberListService(new MemberListRepository(db), now),
    businessCards: new BusinessCardService(new BusinessCardRepository(db), options.cardLimits, rateLimiters),
    admin: new AdminMembersService(db, new AdminMembersRepository(db), now),
  };
}
