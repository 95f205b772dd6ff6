import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

describe('configuration, health and the API description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { liffIds: { profile: '2000000000-profile', event: null, payment: null }, demoMode: true },
    });
  });
  afterAll(() => t.close());

  it('gives anyone the chapter name, bank details, LIFF ids and the demo flag', async () => {
    const response = await call(t, apiRoutes.config);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      chapter_name: 'ชาปเตอร์ทดสอบ',
      bank: { name: 'ธนาคารทดสอบ', account_holder: 'บัญชีทดสอบ', account_number: '000-0-00000-0', promptpay_id: '' },
      liff_ids: { profile: '2000000000-profile', event: null, payment: null },
      demo: true,
      login_confirmation: 'off',
    });
  });

  it('reports the database as reachable', async () => {
    const response = await call(t, apiRoutes.health);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('describes every contract route in OpenAPI, with the roles it admits', async () => {
    const response = await call(t, apiRoutes.openApi);
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const [name, route] of Object.entries(apiRoutes)) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      expect(operation.operationId).toBe(name);
      if (route.access === 'public') expect(operation.security).toEqual([]);
      else expect(operation['x-roles']).toBeDefined();
    }
    const login = document.paths['/api/users/api-token-auth/'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username']);
    expect(document.paths['/api/member/profile/'].get['x-roles']).toEqual([]);
  });

  it('answers an unknown API path with a JSON 404 naming it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ detail: apiMessages.apiNotFound('GET', '/api/no-such-thing/') });
  });

  it('sends a page the security headers, with a CSP that admits LINE’s SDK hosts and nothing else from LINE', async () => {
    // A page (here the card link's "not found" notice): JSON answers carry no page policies (ADR 63).
    const response = await t.app.inject({ method: 'GET', url: '/nc/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/connect-src[^;]*https:\/\/api\.line\.me/);
    expect(csp).toMatch(/script-src 'self' https:\/\/static\.line-scdn\.net;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with a Thai message and no internals', async () => {
    const t = await startTestApp();
    await t.database.close();
    const response = await call(t, apiRoutes.health);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: apiMessages.serviceUnavailable });
    await t.app.close();
  });
});
