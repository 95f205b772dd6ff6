import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request as the handlers see it: parsed once, so handlers stay pure functions of it. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Lower-cased header names, as node gives them; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** JSON value, form fields as an object, raw text, or undefined when there was no body. */
  body: unknown;
  /**
   * The LINE host name the request was meant for, when it came through the Playwright helper
   * (which sends it as `x-fake-line-host`); undefined for direct calls such as the server's.
   */
  lineHost: string | undefined;
  /** The `x-line-request-id` this answer carries. */
  requestId: string;
}

/** What a handler answers; the server turns it into bytes. */
export type Reply =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; text: string; contentType: string; headers?: Record<string, string> }
  | { status: number; bytes: Buffer; contentType: string; headers?: Record<string, string> }
  | { status: 302; redirect: string; headers?: Record<string, string> }
  | { status: 204; headers?: Record<string, string> };

export function json(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return headers ? { status, json: body, headers } : { status, json: body };
}

export function redirect(location: string): Reply {
  return { status: 302, redirect: location };
}

export function html(status: number, page: string): Reply {
  return { status, text: page, contentType: 'text/html; charset=utf-8' };
}

export function javascript(source: string): Reply {
  return { status: 200, text: source, contentType: 'application/javascript; charset=utf-8' };
}

/** The bearer token of an `Authorization: Bearer ...` header, or undefined. */
export function bearerToken(request: FakeRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** A string field of a JSON or form body, or undefined when absent or not a string. */
export function bodyField(request: FakeRequest, name: string): string | undefined {
  if (typeof request.body !== 'object' || request.body === null) return undefined;
  const value = (request.body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** LINE answers 413 past 2 MB; reading more than that would only let a test hang the fake. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(request: IncomingMessage): Promise<{ raw: string; parsed: unknown }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('request body exceeds 2 MB');
    chunks.push(buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw === '') return { raw, parsed: undefined };
  const contentType = request.headers['content-type'] ?? '';
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return { raw, parsed: Object.fromEntries(new URLSearchParams(raw)) };
  }
  // Images (a rich menu's) stay bytes: read as text they would be corrupted.
  if (contentType.startsWith('image/')) return { raw, parsed: Buffer.concat(chunks) };
  if (contentType.includes('json')) {
    try {
      return { raw, parsed: JSON.parse(raw) as unknown };
    } catch {
      // Kept as text: the Messaging API handler answers LINE's invalid-JSON error itself.
      return { raw, parsed: raw };
    }
  }
  return { raw, parsed: raw };
}

export function flattenHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/**
 * The SDK calls api.line.me with fetch from the app's origin, with Authorization and a JSON
 * content type, so the browser sends a CORS preflight and checks every answer's origin header.
 */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': 'Authorization, Content-Type, Accept, X-Line-Retry-Key',
    'access-control-expose-headers': 'x-line-request-id, x-line-accepted-request-id',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

export function writeReply(response: ServerResponse, reply: Reply, extraHeaders: Record<string, string>): void {
  const headers: Record<string, string> = { ...extraHeaders, ...reply.headers, 'cache-control': 'no-store' };
  if ('redirect' in reply) {
    response.writeHead(302, { ...headers, location: reply.redirect });
    response.end();
  } else if ('json' in reply) {
    response.writeHead(reply.status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(reply.json));
  } else if ('text' in reply) {
    response.writeHead(reply.status, { ...headers, 'content-type': reply.contentType });
    response.end(reply.text);
  } else if ('bytes' in reply) {
    // A user's image as it was sent: written as bytes, never through a text encoding.
    response.writeHead(reply.status, { ...headers, 'content-type': reply.contentType });
    response.end(reply.bytes);
  } else {
    response.writeHead(reply.status, headers);
    response.end();
  }
}

/**
 * Settles once the answer has been handed to the socket, or at once if the caller has gone away:
 * close() waits on held answers, so this must not wait on a connection that will never finish.
 */
export function answered(response: ServerResponse): Promise<void> {
  if (response.writableFinished || response.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    response.once('finish', resolve);
    response.once('close', resolve);
  });
}
