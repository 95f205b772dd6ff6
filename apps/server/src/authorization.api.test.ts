import { apiMessages } from '@chapter/contract/messages';
import type { RouteDef } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, createStaff } from '../test/factories.ts';
import { bearer, startTestApp, type TestApp } from '../test/test-app.ts';

/** A concrete URL for a route: path parameters filled with a plausible id. */
const urlOf = (route: RouteDef) =>
  route.path
    .replace(/:month/, '11')
    .replace(/:year/, '2026')
    .replace(/:([A-Za-z_]\w*)/g, '1');

const byAccess = (access: RouteDef['access']) =>
  Object.entries(apiRoutes as Record<string, RouteDef>).filter(([, route]) => route.access === access);

describe('who may call what, for every route of the contract', () => {
  let t: TestApp;
  let memberToken: string;
  let staffToken: string;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    await createMember(t.db, { phone: '0822222222' });
    await createStaff(t.db, { phone: '0811111111' });
    await createAdmin(t.db, { phone: '0844444444' });
    memberToken = await t.login('0822222222');
    staffToken = await t.login('0811111111');
    adminToken = await t.login('0844444444');
  });
  afterAll(() => t.close());

  it.each(byAccess('staff'))('%s refuses a member with 403 and no token with 401', async (_name, route) => {
    const anonymous = await t.app.inject({
      method: route.method,
      url: urlOf(route),
      payload: route.body ? {} : undefined,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: apiMessages.notAuthenticated });
    const member = await t.app.inject({
      method: route.method,
      url: urlOf(route),
      headers: bearer(memberToken),
      payload: route.body ? {} : undefined,
    });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ detail: apiMessages.forbidden });
  });

  it.each(byAccess('admin'))(
    '%s refuses a member and a Secretary/Treasurer with 403, and no token with 401',
    async (_name, route) => {
      const call = (headers: Record<string, string> = {}) =>
        t.app.inject({ method: route.method, url: urlOf(route), headers, payload: route.body ? {} : undefined });
      const anonymous = await call();
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ detail: apiMessages.notAuthenticated });
      for (const token of [memberToken, staffToken]) {
        const refused = await call(bearer(token));
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ detail: apiMessages.forbidden });
      }
    },
  );

  it('has back-office routes, and an admin without the Secretary/Treasurer role is refused staff routes', async () => {
    expect(byAccess('admin').length).toBeGreaterThan(0);
    const response = await t.app.inject({ method: 'GET', url: apiRoutes.memberList.path, headers: bearer(adminToken) });
    expect(response.statusCode).toBe(403);
  });

  it.each(byAccess('member'))('%s refuses a caller without a token with 401', async (_name, route) => {
    const anonymous = await t.app.inject({
      method: route.method,
      url: urlOf(route),
      payload: route.body ? {} : undefined,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('checks the role before it reads the body, so a member learns nothing about staff routes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiRoutes.submitPayment.path,
      headers: { ...bearer(memberToken), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(403);
  });
});
