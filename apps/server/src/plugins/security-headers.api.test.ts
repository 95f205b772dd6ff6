import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoutes } from '@chapter/contract/routes';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { createMember } from '../../test/factories.ts';
import { requestTally } from '../../test/request-tally.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const counted = requestTally('security headers');

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  // Only our own pages may frame us (clickjacking).
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers on every kind of response', () => {
  let t: TestApp;
  let memberToken: string;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'chapter-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Chapter</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await startTestApp({ config: { webDistDir: dist } });
    memberToken = await t.login((await createMember(t.db)).phone);
  });
  afterAll(() => t.close());

  const cases: [string, () => Promise<LightMyRequestResponse>, number][] = [
    ['the SPA at /', () => t.app.inject({ method: 'GET', url: '/' }), 200],
    ['a client route of the SPA', () => t.app.inject({ method: 'GET', url: '/liff/event' }), 200],
    ['a missing asset', () => t.app.inject({ method: 'GET', url: '/assets/gone.js' }), 404],
    ['a path under /assets/ without an extension', () => t.app.inject({ method: 'GET', url: '/assets/anything' }), 404],
    ['an unknown card page', () => t.app.inject({ method: 'GET', url: '/nc/AAAAAAAAAAAAAAAAAAAAAA' }), 404],
    ['an API answer', () => call(t, apiRoutes.config), 200],
    ['an unknown API path (JSON 404)', () => t.app.inject({ method: 'GET', url: '/api/nothing/' }), 404],
    ['a request without a token (401)', () => call(t, apiRoutes.profile), 401],
    ['a member on a staff route (403)', () => call(t, apiRoutes.memberList, { token: memberToken }), 403],
    ['a refused body (400)', () => call(t, apiRoutes.login, { body: { username: 'x' } }), 400],
  ];

  it.each(cases)('are sent with %s', async (_what, request, status) => {
    const response = counted(await request());
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
  });

  it('a hashed asset keeps the headers that apply to a script, and not the page policies that would ride along on each of 40 files', async () => {
    const response = counted(await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'etag', 'last-modified']) {
      expect(response.headers[name], name).toBeUndefined();
    }
  });
});
