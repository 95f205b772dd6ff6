/**
 * The first data a signed-in screen asks for, requested while the app's own code is still on its
 * way (issue 21). The page is useless until both have arrived, and on mobile data the app's chunks
 * take a second or more: asked only once they have run, the answers add a whole round trip to the
 * server on top. index.html loads this file as its own small module, ahead of the app and without
 * waiting for it; the app's API client takes each answer once, for the same request
 * (lib/early-responses.ts).
 *
 * It imports nothing, so it stays one small file that no chunk of the app waits for, and it is
 * never in the way: what it asks for is what the screen would ask for anyway, with the same
 * headers, and an answer the app does not take is left unused.
 */

/** The GETs every signed-in screen makes at start (the layouts and the consent gate). */
const EVERY_SCREEN = ['/api/config/', '/api/member/profile/', '/api/privacy/notice/'];

/** Each screen's own first GETs, by path. Paths are checked against the contract's (early-requests.test.ts). */
export const EARLY_REQUESTS: Record<string, string[]> = {
  '/': EVERY_SCREEN,
  // The events, then what the meeting cards and the visitors below them read (issue 38): asked once
  // the list had come, they added a round trip to each card and moved it as they arrived.
  '/liff-app/event': [
    ...EVERY_SCREEN,
    '/api/event/available-event/',
    '/api/meetings/substitutes/',
    '/api/attendance/mine/',
    '/api/meetings/visitors/',
  ],
  '/liff-app/profile': EVERY_SCREEN,
  '/liff-app/payment': [...EVERY_SCREEN, '/api/payment/history/'],
};

/**
 * Pages opened without an account, by path: a visitor's invitation, whose key is in its link. Their
 * GETs carry the stored token only if there is one, as the app's do (a member opening a visitor's
 * link), and are made from the page's query the way the API client writes it.
 */
export const PUBLIC_EARLY_REQUESTS: Record<string, (search: URLSearchParams) => string[]> = {
  '/visit': (search) => {
    const visit = search.get('visit');
    return visit ? ['/api/config/', `/api/visit/?${new URLSearchParams({ visit })}`] : [];
  },
};

/** An answer as it arrived, read in full: a response whose body nobody reads holds its connection. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** Where the app finds the answers: request URL → the answer, and the token it was sent with (if any). */
export interface EarlyRequests {
  token: string | null;
  responses: Map<string, Promise<EarlyAnswer>>;
}

declare global {
  interface Window {
    chapterEarlyRequests?: EarlyRequests;
  }
}

/** Where lib/session.ts keeps the token (its TOKEN_KEY; not imported, so this file stays alone). */
export const STORED_TOKEN_KEY = 'token';

/** The headers the API client sends on a GET (lib/api-client.ts), so the server answers alike. */
export function earlyHeaders(token: string | null): Record<string, string> {
  const accept = { Accept: 'application/json, text/plain, */*' };
  return token === null ? accept : { ...accept, Authorization: `Bearer ${token}` };
}

/**
 * Starts the screen's first requests: a member's screen's only with a stored token (without one the
 * app goes to /login), a public page's with or without.
 */
export function startEarlyRequests(
  pathname: string,
  token: string | null,
  send: (url: string, init: RequestInit) => Promise<Response>,
  search = '',
): EarlyRequests | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const forMember = token === null ? undefined : EARLY_REQUESTS[path];
  const paths = forMember ?? PUBLIC_EARLY_REQUESTS[path]?.(new URLSearchParams(search));
  if (!paths || paths.length === 0) return undefined;
  const responses = new Map<string, Promise<EarlyAnswer>>();
  for (const url of paths) {
    const response = send(url, { method: 'GET', headers: earlyHeaders(token) }).then(async (answer) => ({
      status: answer.status,
      statusText: answer.statusText,
      headers: [...answer.headers],
      body: await answer.arrayBuffer(),
    }));
    // A failure is the app's to report when it takes the answer; until then it is not unhandled.
    response.catch(() => {});
    responses.set(url, response);
  }
  return { token, responses };
}

if (typeof window !== 'undefined' && typeof localStorage !== 'undefined') {
  let token: string | null = null;
  try {
    token = localStorage.getItem(STORED_TOKEN_KEY);
  } catch {
    // Storage refused (a private window's settings): the app asks for itself.
  }
  window.chapterEarlyRequests = startEarlyRequests(
    window.location.pathname,
    token,
    (url, init) => fetch(url, init),
    window.location.search,
  );
}
