import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('lets a key through up to its limit, then says how long to wait until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.hit('a');
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.hit('a');
    expect(limiter.retryAfter('a')).toBe(60);
    now = 45_000;
    expect(limiter.retryAfter('a')).toBe(15);
    expect(limiter.retryAfter('b')).toBe(0);
    now = 60_000;
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('starts a new window after the old one ends', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000, now: () => now });
    limiter.hit('a');
    now = 1500;
    limiter.hit('a');
    expect(limiter.retryAfter('a')).toBe(1);
  });
});
