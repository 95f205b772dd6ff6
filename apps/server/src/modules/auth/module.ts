import type { AppParts } from '../app-parts.ts';
import { defaultLoginLimits, type LoginLimits } from './login-guard.ts';
import { AuthRepository } from './repository.ts';
import { AuthService, type LineAccountParts } from './service.ts';
import { SessionCache } from './session-cache.ts';
import { SessionLookup } from './session-lookup.ts';

export interface AuthTies {
  /** The mini-app login binds and claims LINE accounts through the LINE-accounts module (ADR 25). */
  lineAccounts: LineAccountParts;
  chapterName: () => Promise<string>;
}

/** Logins (phone with a LINE code, the mini-app's LINE token) and the sessions they make. */
export function authModule(parts: AppParts, ties: AuthTies, options: { loginLimits?: LoginLimits | undefined }) {
  const { db, config, line, rateLimiters, now, changes } = parts;
  const repository = new AuthRepository(db);
  return {
    auth: new AuthService({
      db,
      repository,
      lineAccounts: ties.lineAccounts,
      demoApproval: config.demoMode,
      loginConfirmation: config.loginConfirmation,
      lineLogin: line.login,
      notifier: line.notifier,
      chapterName: ties.chapterName,
      limits: options.loginLimits ?? { ...defaultLoginLimits, attemptsPerPhone: config.loginAttemptsPerPhone },
      rateLimiters,
      now,
    }),
    sessions: new SessionLookup({ repository, cache: new SessionCache(changes), idleDays: config.tokenIdleDays, now }),
  };
}
