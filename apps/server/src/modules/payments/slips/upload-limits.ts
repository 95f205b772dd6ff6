import { apiMessages } from '@chapter/contract/messages';
import { ApiError } from '../../../lib/api-error.ts';
import type { RateLimiter, RateLimiters } from '../../../lib/rate-limiter.ts';
import type { Payer } from '../../books/payer.ts';

/** How much one member may upload (issue 15: one account stored 12 noise images in 57 s). */
export interface SlipUploadLimits {
  /**
   * Slips of one member waiting for staff to validate them. A member sends one slip per
   * transfer and staff validate within days, so a real member has one or two waiting; ten is
   * out of reach, and it bounds what an account can keep stored (at most ~5 MB a slip).
   */
  waitingSlips: number;
  /**
   * Uploads per member per hour, refused ones included (each costs a decode). A member who
   * picks the wrong picture and tries again a few times stays far below 20; 20 an hour of
   * uploading and deleting is the most image work one account can ask for.
   */
  uploadsPerHour: number;
}

export const defaultSlipUploadLimits: SlipUploadLimits = { waitingSlips: 10, uploadsPerHour: 20 };

const HOUR_MS = 3_600_000;

/**
 * The per-member upload rate, counted where the login limits are (ADR 38): shared by every
 * process on PostgreSQL, so a member cannot reach the limit once per process.
 */
export class SlipUploadRate {
  private readonly uploads: RateLimiter;

  constructor(
    private readonly limit: number,
    rateLimiters: RateLimiters,
  ) {
    this.uploads = rateLimiters('slip-uploads-by-member', { limit, windowMs: HOUR_MS });
  }

  /** Refuses with 429 while the member is over the limit; otherwise counts this upload. */
  async take(payer: Payer): Promise<void> {
    // A member's count keeps its old key; a guest's is apart from every member's.
    const seconds = await this.uploads.take(payer.kind === 'member' ? String(payer.id) : `guest:${payer.id}`);
    if (seconds > 0) {
      const message = apiMessages.slipUploadsTooFrequent(this.limit, Math.ceil(seconds / 60));
      throw ApiError.detail(429, message, { 'Retry-After': String(seconds) });
    }
  }
}
