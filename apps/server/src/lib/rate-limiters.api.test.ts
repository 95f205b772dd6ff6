import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { memoryRateLimiters, type RateLimiters } from './rate-limiter.ts';
import { sharedRateLimiters } from './shared-rate-limiter.ts';

let database: Database;
let clock = new Date('2026-11-25T03:00:00Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let made = 0;
/** Each test its own limiter name, so the shared table's rows of one test do not meet another's. */
const kinds: Record<string, () => { limiters: RateLimiters; name: string }> = {
  memory: () => ({ limiters: memoryRateLimiters(() => clock), name: `t${++made}` }),
  shared: () => ({ limiters: sharedRateLimiters(database.db, () => clock), name: `t${++made}` }),
};

describe.each(Object.keys(kinds))('a %s rate limiter', (kind) => {
  const open = (limit: number, windowMs: number) => {
    const { limiters, name } = kinds[kind]?.() ?? ({} as never);
    return limiters(name, { limit, windowMs });
  };

  it('lets a key through up to its limit, then says how long to wait until the window ends', async () => {
    const limiter = open(2, 60_000);
    expect(await limiter.take('0811111111')).toBe(0);
    expect(await limiter.take('0811111111')).toBe(0);
    expect(await limiter.take('0811111111')).toBe(60);
    expect(await limiter.retryAfter('0811111111')).toBe(60);
    later(45_000);
    expect(await limiter.retryAfter('0811111111')).toBe(15);
    expect(await limiter.retryAfter('0822222222')).toBe(0);
    later(15_000);
    expect(await limiter.retryAfter('0811111111')).toBe(0);
    expect(await limiter.take('0811111111')).toBe(0);
  });

  it('counts failures after the fact with hit, which retryAfter alone never does', async () => {
    const limiter = open(3, 1000);
    for (let i = 0; i < 5; i++) expect(await limiter.retryAfter('10.0.0.1')).toBe(0);
    for (let i = 0; i < 3; i++) await limiter.hit('10.0.0.1');
    expect(await limiter.retryAfter('10.0.0.1')).toBe(1);
    later(1000);
    await limiter.hit('10.0.0.1');
    expect(await limiter.retryAfter('10.0.0.1')).toBe(0);
  });

  it('gives back a place taken by an attempt that did not count, and never goes below nothing', async () => {
    const limiter = open(2, 60_000);
    await limiter.forgive('10.0.0.4');
    expect(await limiter.take('10.0.0.4')).toBe(0);
    expect(await limiter.take('10.0.0.4')).toBe(0);
    await limiter.forgive('10.0.0.4');
    expect(await limiter.take('10.0.0.4')).toBe(0);
    expect(await limiter.take('10.0.0.4')).toBe(60);
  });

  it('lets exactly the limit through when twenty requests take at once', async () => {
    const limiter = open(5, 60_000);
    const waits = await Promise.all(Array.from({ length: 20 }, () => limiter.take('10.0.0.2')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });
});

describe('rate limits kept in the database', () => {
  it('are one allowance for every process: a second server on the database sees the first one’s count', async () => {
    const first = sharedRateLimiters(database.db, () => clock)('login', { limit: 3, windowMs: 60_000 });
    const second = sharedRateLimiters(database.db, () => clock)('login', { limit: 3, windowMs: 60_000 });
    await first.take('10.0.0.3');
    await second.take('10.0.0.3');
    await first.take('10.0.0.3');
    expect(await second.take('10.0.0.3')).toBeGreaterThan(0);
    // A different limit with the same key is counted apart.
    expect(
      await sharedRateLimiters(database.db, () => clock)('card', { limit: 3, windowMs: 60_000 }).take('10.0.0.3'),
    ).toBe(0);
  });

  it('keep no phone number or address, only its hash, and clear ended windows', async () => {
    const limiter = sharedRateLimiters(database.db, () => clock)('kept', { limit: 3, windowMs: 60_000 });
    await limiter.hit('0899999999');
    const stored = async () =>
      (
        (await database.db.execute(sql`SELECT key_hash FROM rate_limit_windows WHERE limiter = 'kept'`)) as unknown as {
          rows: Array<{ key_hash: string }>;
        }
      ).rows;
    expect(JSON.stringify(await stored())).not.toContain('0899999999');
    expect(await stored()).toHaveLength(1);
    later(61_000);
    await limiter.hit('0800000000');
    expect(await stored()).toHaveLength(1);
  });
});
