import { apiMessages } from '@chapter/contract/messages';
import { pathOf, type RouteDef } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { createMember, createStaff } from '../../test/factories.ts';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';

const routes = Object.entries(apiRoutes as Record<string, RouteDef>);
/** Any concrete URL of a route: the auth hook answers before params are read. */
const anyUrlOf = (route: RouteDef) =>
  pathOf(route, Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 1])));

/** What a signed-in member is answered must never be kept by a browser cache or a proxy (issue 15). */
describe('Cache-Control of API answers', () => {
  let t: TestApp;
  let memberToken: string;
  let staffToken: string;
  let publicCardId: string;
  beforeAll(async () => {
    t = await startTestApp();
    memberToken = await t.login((await createMember(t.db)).phone);
    staffToken = await t.login((await createStaff(t.db)).phone);
    const profile = await call(t, apiRoutes.profile, { token: memberToken });
    publicCardId = profile.json().public_card_id;
  });
  afterAll(() => t.close());

  it('signed-in JSON answers say no-store, whatever the role', async () => {
    for (const [url, token] of [
      [apiRoutes.paymentHistory.path, memberToken],
      [apiRoutes.memberList.path, staffToken],
      [apiRoutes.outbox.path, staffToken],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('lets the event list and the profile alone be kept by the member’s own browser, only to ask again with their ETag (ADRs 32, 36)', async () => {
    for (const url of [apiRoutes.availableEvents.path, apiRoutes.profile.path]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(memberToken) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
      expect(response.headers.etag, url).toBeDefined();
    }
  });

  it('so do the refusals of every signed-in route: no token, a bad token, the wrong role, a bad body', async () => {
    for (const [name, route] of routes.filter(([, route]) => route.access !== 'public')) {
      const anonymous = await t.app.inject({ method: route.method, url: anyUrlOf(route) });
      expect(anonymous.statusCode, name).toBe(401);
      expect(anonymous.headers['cache-control'], name).toBe('no-store');
    }
    const forbidden = await call(t, apiRoutes.memberList, { token: memberToken });
    expect(forbidden.json()).toEqual({ detail: apiMessages.forbidden });
    expect(forbidden.headers['cache-control']).toBe('no-store');
    const invalid = await call(t, apiRoutes.registerEvent, { token: memberToken, rawBody: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers as they were: the business card keeps no-cache, the rest say nothing', async () => {
    const vcard = await call(t, apiRoutes.vcard, { params: { id: publicCardId } });
    expect(vcard.statusCode).toBe(200);
    expect(vcard.headers['cache-control']).toBe('no-cache');
    for (const url of [apiRoutes.config.path, pathOf(apiRoutes.publicProfile, { id: publicCardId })]) {
      // A token on a public route does not make its answer private.
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(memberToken) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
  });
});
