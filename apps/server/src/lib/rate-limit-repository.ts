import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitWindows as windows } from '../db/schema/index.ts';

/** The rate limits' windows as rows (ADR 38), one per limiter and hashed key. */
export class RateLimitWindows {
  constructor(private readonly db: Db) {}

  private match(limiter: string, keyHash: string) {
    return and(eq(windows.limiter, limiter), eq(windows.keyHash, keyHash));
  }

  async find(limiter: string, keyHash: string): Promise<{ hits: number; resetsAt: Date } | undefined> {
    const [row] = await this.db
      .select({ hits: windows.hits, resetsAt: windows.resetsAt })
      .from(windows)
      .where(this.match(limiter, keyHash));
    return row;
  }

  /** Takes one hit back from a window still running. */
  async forgive(limiter: string, keyHash: string, now: Date): Promise<void> {
    await this.db
      .update(windows)
      .set({ hits: sql`${windows.hits} - 1` })
      .where(
        and(
          this.match(limiter, keyHash),
          sql`${windows.hits} > 0`,
          sql`${windows.resetsAt} > ${now.toISOString()}::timestamptz`,
        ),
      );
  }

  /** One statement: a new window, the next hit in the current one, or a new window over an ended one. */
  async count(
    limiter: string,
    keyHash: string,
    now: Date,
    resetsAt: Date,
  ): Promise<{ hits: number; resetsAt: Date } | undefined> {
    const ended = sql`${windows.resetsAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(windows)
      .values({ limiter, keyHash, hits: 1, resetsAt })
      .onConflictDoUpdate({
        target: [windows.limiter, windows.keyHash],
        set: {
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${windows.hits} + 1 END`,
          resetsAt: sql`CASE WHEN ${ended} THEN excluded.resets_at ELSE ${windows.resetsAt} END`,
        },
      })
      .returning({ hits: windows.hits, resetsAt: windows.resetsAt });
    return row;
  }

  /** Removes the limiter's windows that ended before `now`. */
  async sweep(limiter: string, now: Date): Promise<void> {
    await this.db.delete(windows).where(and(eq(windows.limiter, limiter), lt(windows.resetsAt, now)));
  }
}
