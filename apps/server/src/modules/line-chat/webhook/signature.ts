import { validateSignature } from '@line/bot-sdk';

/**
 * Whether `signature` (X-Line-Signature) is the base64 HMAC-SHA256 of the raw body with the channel
 * secret, as LINE signs every webhook call. The SDK compares the digests in constant time, so the
 * time taken says nothing about how much of a forged signature was right.
 */
export function isSignedByLine(rawBody: Buffer, channelSecret: string, signature: string): boolean {
  // A SHA-256 digest in base64 is 44 characters; anything else is not one (and is not decoded).
  if (!/^[A-Za-z0-9+/]{43}=$/.test(signature)) return false;
  return validateSignature(rawBody, channelSecret, signature);
}
