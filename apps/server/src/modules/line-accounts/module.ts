import type { AppParts } from '../app-parts.ts';
import type { Notices } from '../messaging/notices.ts';
import { LineBinder } from './binder.ts';
import { LineBindingsService } from './bindings/service.ts';
import { ClaimThrottle } from './claim-limits.ts';
import { ClaimsService } from './claims-service.ts';
import { InvitationsService } from './invitations-service.ts';
import { LineAccountsRepository } from './repository.ts';
import { VouchingRepository } from './vouching/repository.ts';
import { Vouching } from './vouching/vouching.ts';

/** LINE accounts bound to members, only with proof (ADR 25): invitations, claims, the bindings. */
export function lineAccountsModule(parts: AppParts, ties: { chapterName: () => Promise<string>; notices: Notices }) {
  const { db, config, line, now, rateLimiters } = parts;
  const { chapterName } = ties;
  const repository = new LineAccountsRepository(db);
  const binder = new LineBinder(repository, line.notifier, chapterName);
  return {
    binder,
    invitations: new InvitationsService({ db, repository, binder, liffIdProfile: config.liffIds.profile, now }),
    claims: new ClaimsService({
      db,
      repository,
      binder,
      notices: ties.notices,
      throttle: new ClaimThrottle(rateLimiters),
      now,
    }),
    bindings: new LineBindingsService({ db, repository, binder, notifier: line.notifier, chapterName, now }),
    /** Who vouched for whose binding: the payments module keeps them from confirming that member's money. */
    vouching: new Vouching(new VouchingRepository(db), now),
  };
}
