import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UrlSigner } from './url-signer.ts';

describe('UrlSigner', () => {
  const signer = new UrlSigner(randomBytes(32), { ttlSeconds: 3600, stepSeconds: 600 });
  const now = new Date('2026-11-22T05:00:30Z');

  it('accepts its own signature until the link expires, at least an hour ahead', () => {
    const { expires, signature } = signer.sign([7, 'full'], now);
    expect(expires * 1000 - now.getTime()).toBeGreaterThanOrEqual(3600_000);
    expect(signer.verify([7, 'full'], expires, signature, now)).toBe(true);
    expect(signer.verify([7, 'full'], expires, signature, new Date(expires * 1000))).toBe(false);
  });

  it('refuses the signature for another slip, another variant, a moved expiry or another key', () => {
    const { expires, signature } = signer.sign([7, 'full'], now);
    expect(signer.verify([8, 'full'], expires, signature, now)).toBe(false);
    expect(signer.verify([7, 'thumb'], expires, signature, now)).toBe(false);
    expect(signer.verify([7, 'full'], expires + 600, signature, now)).toBe(false);
    const other = new UrlSigner(randomBytes(32), { ttlSeconds: 3600, stepSeconds: 600 });
    expect(other.verify([7, 'full'], expires, signature, now)).toBe(false);
  });

  it('hands out the same link for a while, so browsers can cache the image', () => {
    const first = signer.sign([7, 'thumb'], now);
    const later = signer.sign([7, 'thumb'], new Date(now.getTime() + 60_000));
    expect(later).toEqual(first);
  });
});
