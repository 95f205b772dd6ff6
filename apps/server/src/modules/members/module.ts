import type { AppParts } from '../../app-parts.ts';
import { AdminMembersRepository } from './admin-repository.ts';
import { AdminMembersService } from './admin-service.ts';
import { BusinessCardRepository } from './business-card-repository.ts';
import { BusinessCardService, type CardLimits } from './business-card-service.ts';
import { MemberListRepository } from './list-repository.ts';
import { MemberListService } from './list-service.ts';
import { MembersRepository } from './repository.ts';
import { MembersService } from './service.ts';

/** Members: the profile, the staff's member list, the business card, the back office's members. */
export function membersModule({ db, rateLimiters, now }: AppParts, options: { cardLimits?: CardLimits | undefined }) {
  return {
    members: new MembersService(new MembersRepository(db)),
    memberList: new MemberListService(new MemberListRepository(db), now),
    businessCards: new BusinessCardService(new BusinessCardRepository(db), options.cardLimits, rateLimiters),
    admin: new AdminMembersService(db, new AdminMembersRepository(db), now),
  };
}
