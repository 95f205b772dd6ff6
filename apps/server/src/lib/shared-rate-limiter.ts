import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitWindows as windows } from '../db/schema/index.ts';
import type { RateLimit, RateLimiter, RateLimiters } from './rate-limiter.ts';

/**
 * Limiters whose windows are rows in PostgreSQL (ADR 38): every server process on the database
 * counts into the same window, so a guesser spreading requests over the processes behind a load
 * balancer gets one allowance, not one per process.
 */
export const sharedRateLimiters =
  (db: Db, now: () => Date = () => new Date()): RateLimiters =>
  (name, limit) =>
    new SharedRateLimiter(db, name, limit, now);

export class SharedRateLimiter implements RateLimiter {
  /** When this process last removed its limiter's ended windows; once a window length at most. */
  private sweptAt = 0;

  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly limit: RateLimit,
    private readonly now: () => Date,
  ) {}

  private match(key: string) {
    return and(eq(windows.limiter, this.name), eq(windows.keyHash, hashKey(key)));
  }

  async retryAfter(key: string): Promise<number> {
    const [row] = await this.db
      .select({ hits: windows.hits, resetsAt: windows.resetsAt })
      .from(windows)
      .where(this.match(key));
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
    const now = this.now().toISOString();
    await this.db
      .update(windows)
      .set({ hits: sql`${windows.hits} - 1` })
      .where(and(this.match(key), sql`${windows.hits} > 0`, sql`${windows.resetsAt} > ${now}::timestamptz`));
  }

  /** One statement: a new window, the next hit in the current one, or a new window over an ended one. */
  private async count(key: string): Promise<{ hits: number; resetsAt: Date }> {
    const now = this.now();
    await this.sweep(now);
    const ended = sql`${windows.resetsAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(windows)
      .values({ limiter: this.name, keyHash: hashKey(key), hits: 1, resetsAt: this.windowEnd(now) })
      .onConflictDoUpdate({
        target: [windows.limiter, windows.keyHash],
        set: {
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${windows.hits} + 1 END`,
          resetsAt: sql`CASE WHEN ${ended} THEN excluded.resets_at ELSE ${windows.resetsAt} END`,
        },
      })
      .returning({ hits: windows.hits, resetsAt: windows.resetsAt });
    if (!row) throw new Error('rate limit window not written');
    return row;
  }

  /** Windows of keys never seen again would stay for ever: this process clears its limiter's ended ones now and then. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.sweptAt < this.limit.windowMs) return;
    this.sweptAt = now.getTime();
    await this.db.delete(windows).where(and(eq(windows.limiter, this.name), lt(windows.resetsAt, now)));
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
