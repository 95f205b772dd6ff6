import type { TLoginResponse } from '@chapter/contract/auth';
import { apiMessages } from '@chapter/contract/messages';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { AuthRepository } from './repository.ts';

export interface LoginLimits {
  /** Failed logins per client address per window: slows phone-number guessing. */
  failuresPerAddress: number;
  /** Attempts per phone number per window, from anywhere: protects one member's account. */
  attemptsPerPhone: number;
  windowMs: number;
}

/**
 * Failures, not attempts, count per address: a chapter meeting puts thirty members behind one
 * venue Wi-Fi address, all logging in within minutes.
 */
export const defaultLoginLimits: LoginLimits = {
  failuresPerAddress: 20,
  attemptsPerPhone: 10,
  windowMs: 15 * 60 * 1000,
};

export class AuthService {
  private readonly failuresByAddress: RateLimiter;
  private readonly attemptsByPhone: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly repository: AuthRepository,
    limits: LoginLimits = defaultLoginLimits,
    private readonly now: () => Date = () => new Date(),
  ) {
    const clock = () => this.now().getTime();
    this.failuresByAddress = new RateLimiter({
      limit: limits.failuresPerAddress,
      windowMs: limits.windowMs,
      now: clock,
    });
    this.attemptsByPhone = new RateLimiter({ limit: limits.attemptsPerPhone, windowMs: limits.windowMs, now: clock });
  }

  /** Phone-number login (the spec's one-step login): a new bearer token for an active member. */
  async login(phone: string, address: string): Promise<TLoginResponse> {
    const wait = Math.max(this.failuresByAddress.retryAfter(address), this.attemptsByPhone.retryAfter(phone));
    if (wait > 0) {
      throw ApiError.detail(429, apiMessages.tooManyLoginAttempts(Math.ceil(wait / 60)), {
        'Retry-After': String(wait),
      });
    }
    this.attemptsByPhone.hit(phone);
    const member = await this.repository.findActiveMemberByPhone(phone);
    if (!member) {
      this.failuresByAddress.hit(address);
      throw ApiError.nonField(apiMessages.loginFailed);
    }
    const token = generateToken();
    await this.db.transaction(async (tx) => {
      await this.repository.insertToken(tx, member.id, hashToken(token));
      await writeAudit(tx, {
        actorId: member.id,
        action: 'auth.login',
        subjectType: 'member',
        subjectId: member.id,
        ip: address,
      });
    });
    return {
      token,
      member: {
        id: member.id,
        first_name: member.firstName,
        last_name: member.lastName,
        roles: member.roles.map((name) => ({ name })),
      },
      user: { liff_display_name: member.lineDisplayName },
    };
  }

  async signOut(memberId: number, tokenHash: string, address: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.repository.revokeToken(tx, tokenHash, this.now());
      await writeAudit(tx, {
        actorId: memberId,
        action: 'auth.sign_out',
        subjectType: 'member',
        subjectId: memberId,
        ip: address,
      });
    });
  }

  findSession(tokenHash: string) {
    return this.repository.findSession(tokenHash);
  }
}
