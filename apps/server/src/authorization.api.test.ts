import { apiMessages } from '@chapter/contract/messages';
import type { RouteDef } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createStaff } from '../test/factories.ts';
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
  beforeAll(async () => {
    t = await startTestApp();
    await createMember(t.db, { phone: '0822222222' });
    await createStaff(t.db, { phone: '0811111111' });
    memberToken = await t.login('0822222222');
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
