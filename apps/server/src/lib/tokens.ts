import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 256 random bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored: the token's SHA-256. A token has 256 bits of entropy, so no salt or slow hash is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random id for a public URL (business cards): 128 bits, URL-safe. */
export function generatePublicId(): string {
  return randomBytes(16).toString('base64url');
}
