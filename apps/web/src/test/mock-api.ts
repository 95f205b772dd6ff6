import type { TErrorBody } from '@chapter/contract/common';
import type { RouteDef, RouteResponse } from '@chapter/contract/route';
import { onTestFinished } from 'vitest';
import { setTransport } from '../lib/api-client.ts';

declare const made: unique symbol;

type Answer = { status: number; data?: unknown; headers?: Record<string, string>; route?: RouteDef };

/**
 * What a mocked endpoint answers: a status and body, or no response at all. Only the helpers
 * below make one, so a mocked body cannot drift from the contract unnoticed: a success is typed
 * by its route's response, a failure by the error shape, and anything else is named as such.
 */
export type MockReply = (Answer | { networkError: string }) & { readonly [made]: true };

/** The route's success (its status, 200 unless the contract says 201) with a body of its response type. */
export function answer<R extends RouteDef>(route: R, data: RouteResponse<R>, headers?: Record<string, string>) {
  return { status: route.status ?? 200, data, headers, route } as Answer as MockReply;
}

/**
 * A failure status with the contract's error body (DRF's `detail` or per-field messages), or none.
 * A refusal for want of consent also carries a `code` for the app (the server's auth plugin).
 */
export function answerError(
  status: number,
  data?: TErrorBody | { detail: string; code: string },
  headers?: Record<string, string>,
) {
  return { status, data, headers } as Answer as MockReply;
}

/** A body the contract does not describe (a proxy's HTML page, a wrong shape): only to test how the client copes. */
export function answerMalformed(status: number, data?: unknown, headers?: Record<string, string>) {
  return { status, data, headers } as Answer as MockReply;
}

/** No response at all: what fetch throws when the network is down. */
export function noResponse(message = 'Failed to fetch') {
  return { networkError: message } as unknown as MockReply;
}

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
  // Told after the test, not thrown in the transport, where the client would turn it into a 520.
  const misrouted: string[] = [];

  const restore = setTransport(async (url, init) => {
    const request = toMockRequest(url, init);
    calls.push({ ...request, authorization: request.headers.authorization ?? null });

    const handler =
      handlers[`${request.method} ${request.url}`] ??
      answerError(404, { detail: `not mocked: ${request.method} ${request.url}` });
    const reply = await untilAborted(
      Promise.resolve(typeof handler === 'function' ? handler(request) : handler),
      init.signal,
    );

    // What fetch throws when the network is down.
    if ('networkError' in reply) throw new TypeError(reply.networkError);
    if (reply.route && !answers(reply.route, request)) {
      misrouted.push(`${request.method} ${request.url} answered as ${reply.route.method} ${reply.route.path}`);
    }
    return toResponse(reply);
  });

  onTestFinished(() => {
    restore();
    if (misrouted.length > 0) throw new Error(`mocked answers typed by the wrong route: ${misrouted.join('; ')}`);
  });
  return { calls };
}

/** Whether a request is one the route serves: same method, and its path with `:name` segments filled. */
function answers(route: RouteDef, request: MockRequest): boolean {
  const pattern = new RegExp(`^${route.path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);
  return route.method === request.method && pattern.test(request.url);
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

function toResponse(reply: Answer): Response {
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
