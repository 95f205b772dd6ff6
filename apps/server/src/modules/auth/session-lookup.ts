import type { AuthSession } from '../../plugins/auth.ts';
import type { AuthRepository } from './repository.ts';
import type { SessionCache } from './session-cache.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionLookupDeps {
  repository: AuthRepository;
  /** Sessions and versions kept in the process while it hears every change (ADR 62). */
  cache: SessionCache;
  /** TOKEN_IDLE_DAYS: a token unused for longer stops working (ADR 5). */
  idleDays: number;
  now: () => Date;
}

/**
 * Finds the session a bearer token stands for, on every signed-in request. A token unused for
 * longer than the idle limit is refused like a revoked one. The use is written at most once a day
 * per token, so almost every request stays the one read it was: the limit is counted in days,
 * and a write per request would put every page of the app in a write transaction. A session the
 * process holds (ADR 62) is answered without a statement; the idle limit is checked on it here.
 */
export class SessionLookup {
  constructor(private readonly deps: SessionLookupDeps) {}

  async find(tokenHash: string): Promise<AuthSession | null> {
    const { cache, repository } = this.deps;
    const now = this.deps.now();
    const usedSince = new Date(now.getTime() - this.deps.idleDays * DAY_MS);
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const held = cache.find(tokenHash, usedSince);
    if (held) {
      // The write is heard as a change to the member's sessions: the next request reads it afresh.
      if (held.lastUsedAt < dayAgo) await repository.recordTokenUse(tokenHash, now, dayAgo);
      return held;
    }
    const ticket = cache.ticket();
    const session = await repository.findSession(tokenHash, usedSince);
    if (!session) return null;
    let lastUsedAt = session.lastUsedAt;
    if (lastUsedAt === null || lastUsedAt < dayAgo) {
      await repository.recordTokenUse(tokenHash, now, dayAgo);
      lastUsedAt = now;
    }
    const read = {
      memberId: session.memberId,
      roles: session.roles,
      consentRequired: session.consentRequired,
      dataVersions: session.dataVersions,
      profileVersion: session.profileVersion,
    };
    cache.keep(ticket, tokenHash, { ...read, lastUsedAt });
    return read;
  }
}
