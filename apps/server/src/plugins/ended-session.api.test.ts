import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { createMember } from '../../test/factories.ts';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Issue 31: the browser may keep a member's event list and profile to revalidate them (ADRs 32, 36).
 * Signing out asks it to forget them; a session that ended elsewhere (signed out on another device,
 * deactivated, idle too long) must ask the same with its first refusal, or a shared computer keeps
 * them for whoever comes next.
 */
describe('the refusal of an ended session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('asks the browser to clear its cache, on a route in the database line and on the slip upload', async () => {
    const member = await createMember(t.db);
    const [ended, other] = [await t.login(member.phone), await t.login(member.phone)];
    const cached = await call(t, apiRoutes.profile, { token: ended });
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['clear-site-data']).toBeUndefined();
    const everywhere = await call(t, apiRoutes.signOutEverywhere, { token: other });
    expect(everywhere.statusCode).toBe(200);

    for (const request of [
      { method: 'GET' as const, url: apiRoutes.profile.path },
      { method: 'POST' as const, url: apiRoutes.createSlip.path, payload: { image: 'x', amount: '1' } },
    ]) {
      const refused = await t.app.inject({ ...request, headers: bearer(ended) });
      expect(refused.statusCode, request.url).toBe(401);
      expect(refused.json(), request.url).toEqual({ detail: apiMessages.invalidToken });
      expect(refused.headers['clear-site-data'], request.url).toBe('"cache"');
    }
  });

  it('asks the same for a token the server never issued, but not when no token was sent', async () => {
    const unknown = await call(t, apiRoutes.profile, { token: 'a'.repeat(43) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['clear-site-data']).toBe('"cache"');
    const anonymous = await call(t, apiRoutes.profile);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['clear-site-data']).toBeUndefined();
  });
});
