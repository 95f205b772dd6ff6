import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request as the handlers see it: parsed once, so handlers stay pure functions of it. */
export interface FakeRequest {
  method: string;
  path: string;
  /** Lower-cased header names, as node gives them; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** JSON value, form fields as an object, raw text, or undefined when there was no body. */
  body: unknown;
}

/** An answer the server turns into bytes. */
export type Answer = { status: number; json: unknown } | { status: 204 };

/** What a handler replies: an answer, or `stall`, which never answers at all. */
export type Reply = Answer | { stall: true };

export function json(status: number, body: unknown): Answer {
  return { status, json: body };
}

/** SlipOK takes images of a few MB; more than this would only let a test hang the fake. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('request body exceeds 10 MB');
    chunks.push(buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw === '') return undefined;
  const contentType = request.headers['content-type'] ?? '';
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  if (contentType.includes('json')) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw; // kept as text: the check treats a body it cannot read as one without `data`
    }
  }
  return raw;
}

export function flattenHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

export function writeReply(response: ServerResponse, reply: Answer): void {
  if ('json' in reply) {
    response.writeHead(reply.status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(JSON.stringify(reply.json));
  } else {
    response.writeHead(reply.status, { 'cache-control': 'no-store' });
    response.end();
  }
}
