import { createHash, generateKeyPairSync, type JsonWebKey, type KeyObject, sign } from 'node:crypto';

/**
 * One ES256 (ECDSA P-256, SHA-256) key pair per fake-line instance: LINE signs LIFF ID tokens
 * with ES256 and publishes the public half at /oauth2/v2.1/certs; the SDK refuses any other alg.
 */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  /** The public key as LINE publishes it in its JWKS. */
  publicJwk: PublicJwk;
}

export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

export function createSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk: JsonWebKey = publicKey.export({ format: 'jwk' });
  if (typeof jwk.x !== 'string' || typeof jwk.y !== 'string') throw new Error('EC key export lacks x/y');
  // LINE's kids are 64 hex digits; a SHA-256 of the key's coordinates has that form and is stable.
  const kid = createHash('sha256').update(`${jwk.x}.${jwk.y}`).digest('hex');
  return { kid, privateKey, publicJwk: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, kid, alg: 'ES256', use: 'sig' } };
}

export function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

/** A compact JWS signed with ES256; the signature is raw r||s (IEEE P1363), as JOSE requires. */
export function signJwt(key: SigningKey, payload: object): string {
  const header = { kid: key.kid, typ: 'JWT', alg: 'ES256' };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = sign('sha256', Buffer.from(signingInput), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${signingInput}.${signature.toString('base64url')}`;
}

/** base64url(sha256(verifier)): the PKCE S256 code challenge (RFC 7636). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
