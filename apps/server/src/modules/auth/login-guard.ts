import { apiMessages } from '@chapter/contract/messages';
import { ApiError } from '../../lib/api-error.ts';
import type { RateLimiter, RateLimiters } from '../../lib/rate-limiter.ts';

export interface LoginLimits {
  /** Failed logins per client address per window: slows phone-number guessing. */
  failuresPerAddress: number;
  /**
   * Attempts per phone number per window, from anywhere: protects one member's account. With LINE
   * confirmation only wrong codes count, so asking for codes never uses up the member's own tries.
   */
  attemptsPerPhone: number;
  windowMs: number;
  /** Login codes asked for per client address per hour, whatever the numbers: LINE pushes cost quota. */
  codeRequestsPerAddress: number;
}

/**
 * Failures, not attempts, count per address: a chapter meeting puts thirty members behind one
 * venue Wi-Fi address, all logging in within minutes. Code requests do count, but desktop logins
 * are rare (mostly the treasurer's); the mini-app needs no code at all.
 */
export const defaultLoginLimits: LoginLimits = {
  failuresPerAddress: 20,
  attemptsPerPhone: 10,
  windowMs: 15 * 60 * 1000,
  codeRequestsPerAddress: 10,
};

const CODE_REQUEST_WINDOW_MS = 60 * 60 * 1000;

/** A login attempt that failed in a way that counts: a wrong code, an unknown phone, a LINE token LINE refused. */
export class LoginFailure extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

const tooMany = (seconds: number, message: (minutes: number) => string) =>
  ApiError.detail(429, message(Math.ceil(seconds / 60)), { 'Retry-After': String(seconds) });

/**
 * The login's limits (ADRs 4, 13, 46). An attempt that may fail takes its failure's place before it
 * runs — counted and checked in one step, so thirty wrong codes sent at once meet a limit of twenty
 * at the twenty-first, not after all thirty were tried — and gives it back when it did not fail.
 */
export class LoginGuard {
  private readonly failuresByAddress: RateLimiter;
  private readonly wrongCodesByPhone: RateLimiter;
  private readonly codeRequestsByAddress: RateLimiter;

  constructor(limits: LoginLimits, rateLimiters: RateLimiters) {
    const limiter = (name: string, limit: number, windowMs: number) => rateLimiters(name, { limit, windowMs });
    this.failuresByAddress = limiter('login-failures-by-address', limits.failuresPerAddress, limits.windowMs);
    this.wrongCodesByPhone = limiter('login-attempts-by-phone', limits.attemptsPerPhone, limits.windowMs);
    this.codeRequestsByAddress = limiter(
      'login-codes-by-address',
      limits.codeRequestsPerAddress,
      CODE_REQUEST_WINDOW_MS,
    );
  }

  /**
   * Runs `attempt` holding one failure of the address and, with `phone`, one of the phone's: each
   * is given back unless `attempt` throws a LoginFailure (answered as its error). Anything else it
   * throws (LINE unavailable, a 429 of its own) is nobody's failure.
   */
  async guarded<T>(address: string, phone: string | null, attempt: () => Promise<T>): Promise<T> {
    await this.take(this.failuresByAddress, address, apiMessages.tooManyLoginAttempts);
    const held: Array<() => Promise<void>> = [() => this.failuresByAddress.forgive(address)];
    try {
      if (phone !== null) {
        await this.take(this.wrongCodesByPhone, phone, apiMessages.tooManyLoginAttempts);
        held.push(() => this.wrongCodesByPhone.forgive(phone));
      }
      const result = await attempt();
      await Promise.all(held.map((giveBack) => giveBack()));
      return result;
    } catch (error) {
      if (error instanceof LoginFailure) throw error.error;
      await Promise.all(held.map((giveBack) => giveBack()));
      throw error;
    }
  }

  /**
   * The spec's phone-only login (confirmation off) counts every login per phone, successful ones
   * too (LOGIN_ATTEMPTS_PER_PHONE): with no second factor, each one is a way in.
   */
  async countPhoneLogin(phone: string): Promise<void> {
    await this.take(this.wrongCodesByPhone, phone, apiMessages.tooManyLoginAttempts);
  }

  /**
   * A code request fails nothing, so it holds no failure; it is refused while the address or the
   * phone is locked out, and counted per address, never per phone (issue 15).
   */
  async codeRequest(address: string, phone: string): Promise<void> {
    const locked = Math.max(
      await this.failuresByAddress.retryAfter(address),
      await this.wrongCodesByPhone.retryAfter(phone),
    );
    if (locked > 0) throw tooMany(locked, apiMessages.tooManyLoginAttempts);
    await this.take(this.codeRequestsByAddress, address, apiMessages.tooManyCodeRequests);
  }

  private async take(limiter: RateLimiter, key: string, message: (minutes: number) => string): Promise<void> {
    const wait = await limiter.take(key);
    if (wait > 0) throw tooMany(wait, message);
  }
}
