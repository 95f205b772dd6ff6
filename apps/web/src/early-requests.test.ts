import { routePaths } from '@chapter/contract/route-paths';
import { describe, expect, it } from 'vitest';
import {
  EARLY_REQUESTS,
  earlyHeaders,
  PUBLIC_EARLY_REQUESTS,
  STORED_TOKEN_KEY,
  startEarlyRequests,
} from './early-requests.ts';
import { apiRequest, setTransport } from './lib/api-client.ts';
import { apiRoutes } from './lib/api-routes.browser.ts';
import { TOKEN_KEY } from './lib/session.ts';

const TOKEN = 'tok_early_1234567890abcdef';

function recorder() {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const send = async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string> });
    return new Response('{}', { status: 200 });
  };
  return { sent, send };
}

describe('the requests a signed-in screen starts before the app has run (src/early-requests.ts)', () => {
  it('asks for the event list, what its meeting cards and the visitors read, with the layout’s data when the event mini-app opens', () => {
    const { sent, send } = recorder();
    const early = startEarlyRequests('/liff-app/event', TOKEN, send);
    expect(sent.map((request) => request.url)).toEqual([
      '/api/config/',
      '/api/member/profile/',
      '/api/privacy/notice/',
      '/api/event/available-event/',
      '/api/meetings/substitutes/',
      '/api/attendance/mine/',
      '/api/meetings/visitors/',
    ]);
    expect([...(early?.responses.keys() ?? [])]).toEqual(sent.map((request) => request.url));
    expect(early?.token).toBe(TOKEN);
  });

  it('asks for nothing without a stored token, or on a screen it does not know', () => {
    const { sent, send } = recorder();
    expect(startEarlyRequests('/liff-app/event', null, send)).toBeUndefined();
    expect(startEarlyRequests('/login', TOKEN, send)).toBeUndefined();
    expect(startEarlyRequests('/admin/members', TOKEN, send)).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('treats a path with a trailing slash as the same screen', () => {
    const { sent, send } = recorder();
    startEarlyRequests('/liff-app/payment/', TOKEN, send);
    expect(sent.map((request) => request.url)).toContain('/api/payment/history/');
  });

  it('reads the token where the session keeps it', () => {
    expect(STORED_TOKEN_KEY).toBe(TOKEN_KEY);
  });

  it('asks only for GET routes of the contract that a member may read', () => {
    const gets = new Map<string, string>(
      Object.values(routePaths)
        .filter((route) => route.method === 'GET')
        .map((route) => [route.path, route.access]),
    );
    for (const url of new Set(Object.values(EARLY_REQUESTS).flat())) {
      expect(gets.get(url), url).toMatch(/^(public|member)$/);
    }
  });

  it('sends the very headers the API client sends for a GET, with the token it stores', async () => {
    localStorage.setItem(TOKEN_KEY, TOKEN);
    const seen: Headers[] = [];
    const restore = setTransport(async (_url, init) => {
      seen.push(new Headers(init.headers));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    try {
      await apiRequest(apiRoutes.config);
    } finally {
      restore();
      localStorage.removeItem(TOKEN_KEY);
    }
    expect(Object.fromEntries(seen[0] ?? [])).toEqual(Object.fromEntries(new Headers(earlyHeaders(TOKEN))));
  });

  it('a visitor’s invitation asks for the config and its visit at once, with no token', () => {
    const { sent, send } = recorder();
    const early = startEarlyRequests('/visit', null, send, '?visit=Ab_9-xyz');
    expect(sent).toEqual([
      { url: '/api/config/', headers: earlyHeaders(null) },
      { url: '/api/visit/?visit=Ab_9-xyz', headers: earlyHeaders(null) },
    ]);
    expect(sent[0]?.headers).not.toHaveProperty('Authorization');
    expect(early?.token).toBeNull();
  });

  it('a member who opens a visitor’s link sends their token, as the app does; a link without its key asks nothing', () => {
    const { sent, send } = recorder();
    expect(startEarlyRequests('/visit', TOKEN, send, '?visit=Ab_9-xyz')?.token).toBe(TOKEN);
    expect(sent.map((request) => request.headers.Authorization)).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
    expect(startEarlyRequests('/visit', null, send, '')).toBeUndefined();
    expect(startEarlyRequests('/visit', null, send, '?other=1')).toBeUndefined();
    expect(sent).toHaveLength(2);
  });

  it('writes the visit’s URL exactly as the API client does, whatever the key holds', async () => {
    const urls: string[] = [];
    const restore = setTransport(async (url) => {
      urls.push(url);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const key = 'a b+c/=é~';
    try {
      await apiRequest(apiRoutes.visit, { query: { visit: key } }).catch(() => {});
    } finally {
      restore();
    }
    const { sent, send } = recorder();
    startEarlyRequests('/visit', null, send, `?${new URLSearchParams({ visit: key })}`);
    expect(sent[1]?.url).toBe(urls[0]);
  });

  it('asks a public page only for public GET routes of the contract', () => {
    const gets = new Map<string, string>(
      Object.values(routePaths)
        .filter((route) => route.method === 'GET')
        .map((route) => [route.path, route.access]),
    );
    for (const paths of Object.values(PUBLIC_EARLY_REQUESTS)) {
      for (const url of paths(new URLSearchParams({ visit: 'k' }))) {
        expect(gets.get(url.split('?')[0] ?? url), url).toBe('public');
      }
    }
  });
});
