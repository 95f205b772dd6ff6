import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES, chooseEncoding, type Encoding, encode } from './content-encoding.ts';

/**
 * A JSON answer (or a page drawn at build time, ADR 37) serialized once and compressed once per
 * encoding (by content-encoding.ts, as every answer is), for an answer many requests share until its
 * data changes (the event list, ADR 32; the profile, ADR 36; kept per member in KeptAnswers). Its weak ETag is a
 * hash of the JSON, so a client holding the same bytes gets a 304 whoever asked before and
 * whichever process answers.
 *
 * Only the encodings asked for are kept: a phone's brotli copy of the 90 kB event list is a few kB.
 * The JSON itself is let go once the first encoding is made and rendered again should another
 * encoding be asked for later (a rare curl), which keeps a copy per member small.
 */
export class PreparedAnswer {
  readonly etag: string;
  private readonly bodies = new Map<Encoding, Buffer>();
  private firstJson: string | null;
  private readonly small: boolean;

  constructor(private readonly render: () => string) {
    this.firstJson = render();
    this.small = Buffer.byteLength(this.firstJson) < COMPRESS_FROM_BYTES;
    const hash = createHash('sha256').update(this.firstJson).digest('base64url').slice(0, 27);
    this.etag = `W/"${hash}"`;
  }

  body(wanted: Encoding): { encoding: Encoding; bytes: Buffer } {
    const encoding = this.small ? 'identity' : wanted;
    let bytes = this.bodies.get(encoding);
    if (!bytes) {
      bytes = encode(this.firstJson ?? this.render(), encoding);
      this.bodies.set(encoding, bytes);
      this.firstJson = null;
    }
    return { encoding, bytes };
  }
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const own = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === own);
}

/** How a prepared answer is labelled: a member's JSON unless the caller says otherwise (a public page). */
export interface PreparedHeaders {
  contentType: string;
  cacheControl: string;
  vary: string;
}

/**
 * `private, no-cache` lets the member's own browser keep the answer only to ask again with its
 * ETag; no shared cache may keep it, and a copy is never shown without the server's say-so, so a
 * browser shared by two members never shows one the other's answer (ADRs 32 and 36, which relax
 * issue 15's no-store for these answers alone).
 */
const SIGNED_IN: PreparedHeaders = {
  contentType: 'application/json; charset=utf-8',
  cacheControl: 'private, no-cache',
  vary: 'Accept-Encoding, Authorization',
};

/**
 * Sends a prepared answer: a 304 when the client already holds it, else its bytes in the best
 * encoding the client accepts.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  status: number,
  headers: PreparedHeaders = SIGNED_IN,
) {
  reply.header('ETag', answer.etag);
  reply.header('Cache-Control', headers.cacheControl);
  reply.header('Vary', headers.vary);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const { encoding, bytes } = answer.body(chooseEncoding(request.headers['accept-encoding']));
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.code(status).type(headers.contentType).send(bytes);
}
