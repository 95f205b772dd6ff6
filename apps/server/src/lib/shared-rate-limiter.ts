import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { RateLimitWindows } from './rate-limit-repository.ts';
import type { RateLimit, RateLimiter, RateLimiters } from './rate-limiter.ts';

/**
 * Limiters whose windows are rows in PostgreSQL (ADR 38): every server process on the database
 * counts into the same window, so a guesser spreading requests over the processes behind a load
 * balancer gets one allowance, not one per process.
 */
export const sharedRateLimiters = (db: Db, now: () => Date = () => new Date()): RateLimiters => {
  const windows = new RateLimitWindows(db);
  return (name, limit) => new SharedRateLimiter(windows, name, limit, now);
};

export class SharedRateLimiter implements RateLimiter {
  /** When this process last removed its limiter's ended windows; once a window length at most. */
  private sweptAt = 0;

  constructor(
    private readonly windows: RateLimitWindows,
    private readonly name: string,
    private readonly limit: RateLimit,
    private readonly now: () => Date,
  ) {}

  async retryAfter(key: string): Promise<number> {
    const row = await this.windows.find(this.name, hashKey(key));
    return row && row.hits >= this.limit.limit ? this.secondsUntil(row.resetsAt) : 0;
  }

  async hit(key: string): Promise<void> {
    await this.count(key);
  }

  async take(key: string): Promise<number> {
    const { hits, resetsAt } = await this.count(key);
    // `hits` includes this attempt: over the limit only when those before it had reached it.
    return hits > this.limit.limit ? this.secondsUntil(resetsAt) : 0;
  }

  async forgive(key: string): Promise<void> {
    await this.windows.forgive(this.name, hashKey(key), this.now());
  }

  /** Counts the hit into the key's window, in one statement (see RateLimitWindows.count). */
  private async count(key: string): Promise<{ hits: number; resetsAt: Date }> {
    const now = this.now();
    await this.sweep(now);
    const row = await this.windows.count(this.name, hashKey(key), now, this.windowEnd(now));
    if (!row) throw new Error('rate limit window not written');
    return row;
  }

  /** Windows of keys never seen again would stay for ever: this process clears its limiter's ended ones now and then. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.sweptAt < this.limit.windowMs) return;
    this.sweptAt = now.getTime();
    await this.windows.sweep(this.name, now);
  }

  private windowEnd(now: Date): Date {
    return new Date(now.getTime() + this.limit.windowMs);
  }

  private secondsUntil(resetsAt: Date): number {
    const ms = resetsAt.getTime() - this.now().getTime();
    return ms > 0 ? Math.ceil(ms / 1000) : 0;
  }
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');
