import type { AuthSession } from '../../plugins/auth.ts';
import type { AuthRepository } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionLookupDeps {
  repository: AuthRepository;
  /** TOKEN_IDLE_DAYS: a token unused for longer stops working (ADR 5). */
  idleDays: number;
  now: () => Date;
}

/**
 * Finds the session a bearer token stands for, on every signed-in request. A token unused for
 * longer than the idle limit is refused like a revoked one. The use is written at most once a day
 * per token, so almost every request stays the one read it was: the limit is counted in days,
 * and a write per request would put every page of the app in a write transaction.
 */
export class SessionLookup {
  constructor(private readonly deps: SessionLookupDeps) {}

  async find(tokenHash: string): Promise<AuthSession | null> {
    const now = this.deps.now();
    const usedSince = new Date(now.getTime() - this.deps.idleDays * DAY_MS);
    const session = await this.deps.repository.findSession(tokenHash, usedSince);
    if (!session) return null;
    const dayAgo = new Date(now.getTime() - DAY_MS);
    if (session.lastUsedAt === null || session.lastUsedAt < dayAgo) {
      await this.deps.repository.recordTokenUse(tokenHash, now, dayAgo);
    }
    return {
      memberId: session.memberId,
      roles: session.roles,
      consentRequired: session.consentRequired,
      dataVersions: session.dataVersions,
      profileVersion: session.profileVersion,
    };
  }
}
