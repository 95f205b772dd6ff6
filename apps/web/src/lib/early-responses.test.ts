import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyAnswer, EarlyRequests } from '../early-requests.ts';
import { profileFixture } from '../test/fixtures.ts';
import { apiRequest } from './api-client.ts';
import { apiRoutes } from './api-routes.browser.ts';
import { takeEarlyResponse } from './early-responses.ts';
import { TOKEN_KEY } from './session.ts';

const TOKEN = 'tok_early_1234567890abcdef';
const PROFILE = profileFixture({ id: 7 });

function answer(status: number, data?: unknown): Promise<EarlyAnswer> {
  const body = new TextEncoder().encode(data === undefined ? '' : JSON.stringify(data)).buffer as ArrayBuffer;
  return Promise.resolve({ status, statusText: '', headers: [['content-type', 'application/json']], body });
}

function early(entries: Record<string, Promise<EarlyAnswer>>): EarlyRequests {
  return { token: TOKEN, responses: new Map(Object.entries(entries)) };
}

const get = { method: 'GET', headers: { Authorization: `Bearer ${TOKEN}` } };

afterEach(() => {
  window.chapterEarlyRequests = undefined;
  localStorage.removeItem(TOKEN_KEY);
  vi.unstubAllGlobals();
});

describe('answers the page asked for before the app ran (lib/early-responses.ts)', () => {
  it('hands over an answer once, for a GET of the same URL with the same token', async () => {
    const requests = early({ '/api/member/profile/': answer(200, PROFILE) });
    const response = takeEarlyResponse('/api/member/profile/', get, requests);
    expect(response).toBeDefined();
    expect(await (await response)?.json()).toEqual(PROFILE);
    expect(takeEarlyResponse('/api/member/profile/', get, requests)).toBeUndefined();
  });

  it('hands a visitor’s answer, asked for with no token, only to a request that carries none', async () => {
    const visitor: EarlyRequests = { token: null, responses: new Map([['/api/config/', answer(200, {})]]) };
    expect(takeEarlyResponse('/api/config/', { method: 'GET', headers: get.headers }, visitor)).toBeUndefined();
    const taken = takeEarlyResponse(
      '/api/config/',
      { method: 'GET', headers: { Accept: 'application/json' } },
      visitor,
    );
    expect((await taken)?.status).toBe(200);
    expect(visitor.responses.size).toBe(0);
  });

  it('does not hand an answer to a request made with another token', () => {
    const requests = early({ '/api/member/profile/': answer(200, PROFILE) });
    const other = { method: 'GET', headers: { Authorization: 'Bearer tok_someone_else_000000' } };
    expect(takeEarlyResponse('/api/member/profile/', other, requests)).toBeUndefined();
    expect(takeEarlyResponse('/api/member/profile/', { method: 'GET' }, requests)).toBeUndefined();
  });

  it('drops every early answer once the app sends a change', () => {
    const requests = early({ '/api/member/profile/': answer(200, PROFILE), '/api/config/': answer(200, {}) });
    expect(takeEarlyResponse('/api/event/register/', { ...get, method: 'POST' }, requests)).toBeUndefined();
    expect(takeEarlyResponse('/api/member/profile/', get, requests)).toBeUndefined();
    expect(requests.responses.size).toBe(0);
  });

  it('keeps a refusal as it came, and stops waiting when the caller gives up', async () => {
    const requests = early({
      '/api/member/profile/': answer(401, { detail: 'x' }),
      '/api/config/': new Promise<EarlyAnswer>(() => {}),
    });
    expect((await takeEarlyResponse('/api/member/profile/', get, requests))?.status).toBe(401);
    const controller = new AbortController();
    const waiting = takeEarlyResponse('/api/config/', { ...get, signal: controller.signal }, requests);
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(waiting).rejects.toThrow('gone');
  });

  it('lets the API client answer from it without going to the network, then go to it as usual', async () => {
    localStorage.setItem(TOKEN_KEY, TOKEN);
    window.chapterEarlyRequests = early({ '/api/member/profile/': answer(200, PROFILE) });
    const network = vi.fn(async () => new Response(JSON.stringify({ ...PROFILE, id: 8 }), { status: 200 }));
    vi.stubGlobal('fetch', network);
    expect(await apiRequest(apiRoutes.profile)).toEqual(PROFILE);
    expect(network).not.toHaveBeenCalled();
    expect(await apiRequest(apiRoutes.profile)).toEqual({ ...PROFILE, id: 8 });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
