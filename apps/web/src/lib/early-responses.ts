import type { EarlyAnswer } from '../early-requests.ts';

/**
 * The answer to a request the page started before the app ran (src/early-requests.ts), handed
 * over once, and only for the very request the app would send now: a GET of the same URL with
 * the same token, or with none for both (a visitor's page). Any other method first drops every
 * early answer, since a change may alter what they say. Undefined means: send the request as usual.
 */
export function takeEarlyResponse(
  url: string,
  init: RequestInit,
  early = window.chapterEarlyRequests,
): Promise<Response> | undefined {
  if (!early) return undefined;
  if ((init.method ?? 'GET').toUpperCase() !== 'GET') {
    early.responses.clear();
    return undefined;
  }
  const response = early.responses.get(url);
  const authorization = early.token === null ? null : `Bearer ${early.token}`;
  if (!response || new Headers(init.headers).get('Authorization') !== authorization) return undefined;
  early.responses.delete(url);
  return abortable(response.then(asResponse), init.signal);
}

/** Statuses whose response has no body, which `new Response` refuses one for. */
const NO_BODY = new Set([101, 204, 205, 304]);

function asResponse(answer: EarlyAnswer): Response {
  const body = NO_BODY.has(answer.status) ? null : answer.body;
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
}

/** The early request cannot be called off, but whoever waits for it can stop waiting, as with fetch. */
function abortable(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
