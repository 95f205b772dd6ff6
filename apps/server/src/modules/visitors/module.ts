import type { AppParts } from '../app-parts.ts';
import { VisitorInvitationsService } from './invitations-service.ts';
import { VisitorsRepository } from './repository.ts';
import { StaffVisitorsRepository } from './staff-repository.ts';
import { StaffVisitorsService } from './staff-visitors-service.ts';
import { type GuestPayments, type VisitLimits, VisitService } from './visit-service.ts';

/** Visitors of the weekly meeting (ADR 55): members' invitations and the visitors' own links. */
export function visitorsModule(
  { db, now, rateLimiters }: AppParts,
  ties: { payments: GuestPayments; chapterName: () => Promise<string> },
  options: { visitLimits?: VisitLimits } = {},
) {
  const repository = new VisitorsRepository(db);
  return {
    invitations: new VisitorInvitationsService(db, repository, now),
    visits: new VisitService(db, repository, ties.payments, ties.chapterName, rateLimiters, now, options.visitLimits),
    staff: new StaffVisitorsService(db, repository, new StaffVisitorsRepository(db), now),
  };
}
