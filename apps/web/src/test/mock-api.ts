import { onTestFinished } from 'vitest';
import { setTransport } from '../lib/api-client.ts';

/** What a mocked endpoint answers: a status and body, or no response at all. */
export type MockReply = { status: number; data?: unknown; headers?: Record<string, string> } | { networkError: string };

/** A request as a handler sees it: the path without the query, the query and the JSON body parsed. */
export interface MockRequest {
  method: string;
  url: string;
  params: Record<string, string>;
  body: unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

export interface RecordedCall {
  method: string;
  url: string;
  params: Record<string, string>;
  body: unknown;
  authorization: string | null;
  headers: Record<string, string>;
}

/**
 * Replaces the network under the real API client for one test: requests are answered from
 * `handlers`, keyed "METHOD /path/". Everything above the wire (headers, timeout, error
 * normalisation, the 401 rule) runs for real. Unmocked calls fail the way a missing route does.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: RecordedCall[] = [];

  const restore = setTransport(async (url, init) => {
    const request = toMockRequest(url, init);
    calls.push({ ...request, authorization: request.headers.authorization ?? null });

    const handler = handlers[`${request.method} ${request.url}`] ?? {
      status: 404,
      data: { detail: `not mocked: ${request.method} ${request.url}` },
    };
    const reply = await untilAborted(
      Promise.resolve(typeof handler === 'function' ? handler(request) : handler),
      init.signal,
    );

    // What fetch throws when the network is down.
    if ('networkError' in reply) throw new TypeError(reply.networkError);
    return toResponse(reply);
  });

  onTestFinished(restore);
  return { calls };
}

function toMockRequest(url: string, init: RequestInit): MockRequest {
  const parsed = new URL(url, 'http://localhost');
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    url: parsed.pathname,
    params: Object.fromEntries(parsed.searchParams),
    body,
    headers,
  };
}

function toResponse(reply: { status: number; data?: unknown; headers?: Record<string, string> }): Response {
  const { status, data } = reply;
  if (data === undefined || data === null || status === 204) {
    return new Response(null, { status, headers: reply.headers });
  }
  if (data instanceof Blob || typeof data === 'string') {
    return new Response(data, { status, headers: { 'Content-Type': 'text/plain', ...reply.headers } });
  }
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'Content-Type': 'application/json', ...reply.headers },
  });
}

/** A slow handler still ends when the call is aborted (timeout or the caller), as fetch does. */
function untilAborted<T>(reply: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return reply;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    reply.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
