/**
 * A fixed-window limit per key: login guesses per address, codes asked for, card views, uploads.
 * In memory on the embedded database, whose one process is the whole server; in PostgreSQL when
 * several processes share one (`shared-rate-limiter.ts`, ADR 38), so they grant one allowance.
 */
export interface RateLimiter {
  /** Seconds until the key may try again, or 0 when it is under its limit. Counts nothing. */
  retryAfter(key: string): Promise<number>;
  /** Counts one attempt (a failure, after the fact). */
  hit(key: string): Promise<void>;
  /**
   * Counts this attempt and answers as `retryAfter` would have before it: checking and counting
   * are one step, so requests arriving together cannot all pass a check none of them has counted.
   */
  take(key: string): Promise<number>;
  /**
   * Gives back one attempt that `take` let through and that turned out not to be what is limited
   * (a login that succeeded holds a failure's place only while it runs). Never below zero.
   */
  forgive(key: string): Promise<void>;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** Makes the limiter called `name` (names keep limits with the same keys apart in a shared store). */
export type RateLimiters = (name: string, limit: RateLimit) => RateLimiter;

/** Limiters in this process's memory, on the clock given. */
export const memoryRateLimiters =
  (now: () => Date = () => new Date()): RateLimiters =>
  (_name, limit) =>
    new MemoryRateLimiter({ ...limit, now: () => now().getTime() });

/** Counters in a map; expired windows are swept as the map grows. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly options: RateLimit & { now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  async retryAfter(key: string): Promise<number> {
    return this.wait(key, this.now());
  }

  async hit(key: string): Promise<void> {
    this.count(key, this.now());
  }

  async take(key: string): Promise<number> {
    const now = this.now();
    const wait = this.wait(key, now);
    if (wait === 0) this.count(key, now);
    return wait;
  }

  async forgive(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.now() && window.count > 0) window.count -= 1;
  }

  private wait(key: string, now: number): number {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now || window.count < this.options.limit) return 0;
    return Math.ceil((window.resetAt - now) / 1000);
  }

  private count(key: string, now: number): void {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= 10_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.options.windowMs });
    } else {
      window.count += 1;
    }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
