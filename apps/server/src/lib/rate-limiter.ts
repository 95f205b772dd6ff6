/**
 * A fixed-window counter per key, in memory. Good enough for one process; with several processes
 * behind a load balancer each keeps its own count, so the effective limit multiplies by their
 * number (see docs/decisions). Expired windows are swept as the map grows.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly options: { limit: number; windowMs: number; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string): number {
    const window = this.windows.get(key);
    const now = this.now();
    if (!window || window.resetAt <= now || window.count < this.options.limit) return 0;
    return Math.ceil((window.resetAt - now) / 1000);
  }

  /** Counts one attempt for the key. */
  hit(key: string): void {
    const now = this.now();
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
