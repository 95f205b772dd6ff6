import { apiMessages } from '@chapter/contract/messages';
import { ApiError } from '../../lib/api-error.ts';
import type { RateLimiter, RateLimiters } from '../../lib/rate-limiter.ts';

export interface ClaimLimits {
  /** New claims per LINE account per window: a person claims their own phone, perhaps mistyped once or twice. */
  perLineAccount: number;
  /**
   * New claims per client address per window, whatever the LINE accounts. Higher than per account:
   * a venue's Wi-Fi and a mobile carrier's shared address put many members behind one address.
   */
  perAddress: number;
  windowMs: number;
}

/** ADR 46. */
export const defaultClaimLimits: ClaimLimits = { perLineAccount: 3, perAddress: 10, windowMs: 60 * 60 * 1000 };

/**
 * Counts new claims per LINE account and per address, each counted and checked in one step (a
 * burst cannot pass together), and refuses past the limit with 429 and the wait. Claims are never
 * counted per phone: whoever can claim a number could otherwise keep its member from claiming it.
 */
export class ClaimThrottle {
  private readonly byLineAccount: RateLimiter;
  private readonly byAddress: RateLimiter;

  constructor(rateLimiters: RateLimiters, limits: ClaimLimits = defaultClaimLimits) {
    this.byLineAccount = rateLimiters('claims-by-line-account', {
      limit: limits.perLineAccount,
      windowMs: limits.windowMs,
    });
    this.byAddress = rateLimiters('claims-by-address', { limit: limits.perAddress, windowMs: limits.windowMs });
  }

  async admit(lineUserId: string, address: string): Promise<void> {
    const wait = (await this.byLineAccount.take(lineUserId)) || (await this.byAddress.take(address));
    if (wait > 0) {
      throw ApiError.detail(429, apiMessages.tooManyClaims(Math.ceil(wait / 60)), { 'Retry-After': String(wait) });
    }
  }
}
