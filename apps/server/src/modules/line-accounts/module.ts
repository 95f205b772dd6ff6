import type { AppParts } from '../../app-parts.ts';
import { LineBinder } from './binder.ts';
import { LineBindingsService } from './bindings-service.ts';
import { ClaimsService } from './claims-service.ts';
import { InvitationsService } from './invitations-service.ts';
import { LineAccountsRepository } from './repository.ts';

/** LINE accounts bound to members, only with proof (ADR 25): invitations, claims, the bindings. */
export function lineAccountsModule(parts: AppParts, ties: { chapterName: () => Promise<string> }) {
  const { db, config, line, now } = parts;
  const { chapterName } = ties;
  const repository = new LineAccountsRepository(db);
  const binder = new LineBinder(repository, line.notifier, chapterName);
  return {
    repository,
    binder,
    invitations: new InvitationsService({ db, repository, binder, liffIdProfile: config.liffIds.profile, now }),
    claims: new ClaimsService({ db, repository, binder, notifier: line.notifier, chapterName, now }),
    bindings: new LineBindingsService({ db, repository, notifier: line.notifier, chapterName, now }),
  };
}
