import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs the parts of a URL with HMAC-SHA256, so a link can carry a permission an <img> tag cannot
 * (it sends no Authorization header). Expiry times are rounded up to a step so the same link is
 * handed out for a while, and browsers can cache the image instead of fetching it on every list refresh.
 */
export class UrlSigner {
  constructor(
    private readonly key: Buffer,
    private readonly options: { ttlSeconds: number; stepSeconds: number },
  ) {}

  private signature(parts: readonly (string | number)[], expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${parts.join('.')}.${expires}`)
      .digest('base64url');
  }

  sign(parts: readonly (string | number)[], now: Date): { expires: number; signature: string } {
    const { ttlSeconds, stepSeconds } = this.options;
    const earliest = Math.floor(now.getTime() / 1000) + ttlSeconds;
    const expires = Math.ceil(earliest / stepSeconds) * stepSeconds;
    return { expires, signature: this.signature(parts, expires) };
  }

  /** True when the signature matches and the link has not expired. */
  verify(parts: readonly (string | number)[], expires: number, signature: string, now: Date): boolean {
    if (expires * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.signature(parts, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
