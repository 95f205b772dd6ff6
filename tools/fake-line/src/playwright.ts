import type { Route } from 'playwright-core';
import { LINE_HOST_HEADER, LINE_HOSTS } from './line-hosts.ts';

export { LINE_HOSTS };

/**
 * Send a browser's requests for LINE's hosts to fake-line, so the real @line/liff SDK runs
 * against it unchanged. Use it on a Page or a BrowserContext (a context also covers popups):
 *
 *   await routeLineHosts(page, fakeLineUrl);
 *
 * `route.continue({ url })` cannot switch https to http, so each request is re-sent with
 * `route.fetch({ url })` and its answer handed back with `route.fulfill({ response })`.
 * Redirects are not followed here but handed to the browser, so the authorize step's 302 back
 * to the app is a real navigation, as it is with LINE.
 */

/** What this needs of a Page or BrowserContext; both fit. */
export interface Routable {
  route(url: (url: URL) => boolean, handler: (route: Route) => Promise<void>): Promise<unknown>;
  unroute(url: (url: URL) => boolean, handler?: (route: Route) => Promise<void>): Promise<unknown>;
}

function isLineHost(url: URL): boolean {
  return LINE_HOSTS.includes(url.hostname);
}

/** Playwright's errors for a request whose page navigated away or closed before its answer. */
function isGone(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /has been disposed|has been closed|Route is already handled|Request context disposed/i.test(message);
}

/** Routes the six LINE hosts to fake-line; returns a function that removes the routing again. */
export async function routeLineHosts(target: Routable, fakeLineUrl: string): Promise<() => Promise<unknown>> {
  const base = new URL(fakeLineUrl);
  const handler = async (route: Route): Promise<void> => {
    const request = route.request();
    const original = new URL(request.url());
    // fake-line's control API must never answer under a LINE host name.
    if (original.pathname.startsWith('/__fake')) {
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
      return;
    }
    const headers = await request.allHeaders();
    delete headers.host;
    try {
      const response = await route.fetch({
        url: new URL(`${original.pathname}${original.search}`, base).toString(),
        headers: { ...headers, [LINE_HOST_HEADER]: original.hostname },
        maxRedirects: 0,
      });
      await route.fulfill({ response });
    } catch (error) {
      // The page moved on while fake-line answered (LINE's login redirecting back to the app
      // cancels the SDK's requests still in flight): nobody is waiting for this answer any more.
      if (!isGone(error)) throw error;
    }
  };
  await target.route(isLineHost, handler);
  return () => target.unroute(isLineHost, handler);
}
