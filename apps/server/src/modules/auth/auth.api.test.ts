import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createMember, createStaff } from '../../../test/factories.ts';
import { bearer, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, authTokens } from '../../db/schema/index.ts';

const signOut = apiRoutes.signOut.path;

describe('login with a telephone number', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await createStaff(t.db, { phone: '0811111111', firstName: 'สมศักดิ์', lastName: 'ใจดี' });
    await createMember(t.db, { phone: '0822222222', lineDisplayName: 'Somchai LINE' });
    await createMember(t.db, { phone: '0844444444', active: false });
  });
  afterAll(() => t.close());

  it.each([
    '0811111111',
    '081-111-1111',
    '081 111 1111',
    '(081) 111-1111',
    '+66811111111',
    '+66 81 111 1111',
    '66811111111',
  ])('%s logs in as the same member', async (username) => {
    const response = await call(t, apiRoutes.login, { body: { username } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.member.first_name).toBe('สมศักดิ์');
    expect(body.member.roles).toEqual([{ name: 'Secretary/Treasurer' }]);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('returns the LINE display name when the member has one, null otherwise', async () => {
    const withLine = await call(t, apiRoutes.login, { body: { username: '0822222222' } });
    expect(withLine.json().user).toEqual({ liff_display_name: 'Somchai LINE' });
    expect(withLine.json().member.roles).toEqual([]);
    const without = await call(t, apiRoutes.login, { body: { username: '0811111111' } });
    expect(without.json().user).toEqual({ liff_display_name: null });
  });

  it('stores only the hash of the token and records the login in the audit log', async () => {
    const response = await call(t, apiRoutes.login, { body: { username: '0822222222' } });
    const { token, member } = response.json();
    const stored = await t.db.select().from(authTokens).where(eq(authTokens.memberId, member.id));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.actorId, member.id));
    expect(audits.some((entry) => entry.action === 'auth.login')).toBe(true);
  });

  it('refuses an unknown phone number with a Thai message and no token', async () => {
    const response = await call(t, apiRoutes.login, { body: { username: '0899999999' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [apiMessages.loginFailed] });
  });

  it('refuses a deactivated member exactly like an unknown number', async () => {
    const response = await call(t, apiRoutes.login, { body: { username: '0844444444' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [apiMessages.loginFailed] });
  });

  it('names the username field when the phone is missing, empty or malformed', async () => {
    for (const payload of [{}, { username: '' }, { username: '   ' }, { username: '12345' }, { username: 811111111 }]) {
      const response = await call(t, apiRoutes.login, { rawBody: payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['username']);
    }
    const empty = await call(t, apiRoutes.login, { body: { username: '' } });
    expect(empty.json()).toEqual({ username: [apiMessages.phoneRequired] });
    const malformed = await call(t, apiRoutes.login, { body: { username: 'abc' } });
    expect(malformed.json()).toEqual({ username: [apiMessages.phoneInvalid] });
  });

  it('names a field it does not know', async () => {
    const response = await call(t, apiRoutes.login, { rawBody: { username: '0811111111', admin: true } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ admin: [apiMessages.unknownField] });
  });

  it('refuses malformed JSON, an empty body and a body that is not JSON', async () => {
    const malformed = await call(t, apiRoutes.login, {
      headers: { 'content-type': 'application/json' },
      rawBody: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: apiMessages.malformedJson });

    const empty = await call(t, apiRoutes.login);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: apiMessages.emptyJsonBody });

    const form = await call(t, apiRoutes.login, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'username=0811111111',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ detail: apiMessages.unsupportedMediaType });
  });

  it('refuses a body over the size limit', async () => {
    const response = await call(t, apiRoutes.login, { body: { username: 'x'.repeat(100_000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(apiMessages.bodyTooLarge('64 KB'));
  });
});

describe('login rate limits', () => {
  let t: TestApp;
  let now = new Date('2026-11-22T03:00:00Z');
  beforeAll(async () => {
    t = await startTestApp({
      loginLimits: { failuresPerAddress: 3, attemptsPerPhone: 4, windowMs: 10 * 60 * 1000, codeRequestsPerAddress: 10 },
      now: () => now,
    });
    await createMember(t.db, { phone: '0811111111' });
    await createMember(t.db, { phone: '0822222222' });
  });
  afterAll(() => t.close());

  it('answers 429 with a wait time once one address has failed too often, and lets it try again later', async () => {
    for (const phone of ['0800000001', '0800000002', '0800000003']) {
      expect(
        (await call(t, apiRoutes.login, { body: { username: phone }, remoteAddress: '10.0.0.1' })).statusCode,
      ).toBe(400);
    }
    const blocked = await call(t, apiRoutes.login, { body: { username: '0811111111' }, remoteAddress: '10.0.0.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: apiMessages.tooManyLoginAttempts(10) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is unaffected: members behind other networks keep logging in.
    expect(
      (await call(t, apiRoutes.login, { body: { username: '0811111111' }, remoteAddress: '10.0.0.2' })).statusCode,
    ).toBe(200);

    now = new Date(now.getTime() + 11 * 60 * 1000);
    expect(
      (await call(t, apiRoutes.login, { body: { username: '0811111111' }, remoteAddress: '10.0.0.1' })).statusCode,
    ).toBe(200);
  });

  it('limits attempts on one phone number from any address', async () => {
    const addresses = ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4'];
    for (const address of addresses)
      expect(
        (await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: address })).statusCode,
      ).toBe(200);
    const blocked = await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: '10.1.0.5' });
    expect(blocked.statusCode).toBe(429);
  });

  it('does not count successful logins against a shared address', async () => {
    now = new Date(now.getTime() + 11 * 60 * 1000);
    for (let i = 0; i < 4; i++)
      expect(
        (await call(t, apiRoutes.login, { body: { username: '0811111111' }, remoteAddress: '10.2.0.1' })).statusCode,
      ).toBe(200);
  });
});

describe('the per-phone login limit from the configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { loginAttemptsPerPhone: 2 } });
    await createMember(t.db, { phone: '0833333333' });
  });
  afterAll(() => t.close());

  it('refuses the third login on one phone number when LOGIN_ATTEMPTS_PER_PHONE is 2', async () => {
    expect(
      (await call(t, apiRoutes.login, { body: { username: '0833333333' }, remoteAddress: '10.3.0.1' })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, apiRoutes.login, { body: { username: '0833333333' }, remoteAddress: '10.3.0.2' })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, apiRoutes.login, { body: { username: '0833333333' }, remoteAddress: '10.3.0.3' })).statusCode,
    ).toBe(429);
  });
});

describe('sign-out and tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await createMember(t.db, { phone: '0811111111' });
  });
  afterAll(() => t.close());

  it('revokes the token it is called with, and only that one', async () => {
    const phoneToken = await t.login('0811111111');
    const desktopToken = await t.login('0811111111');
    const response = await call(t, apiRoutes.signOut, { token: phoneToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: apiMessages.signedOut });

    const afterSignOut = await call(t, apiRoutes.profile, { token: phoneToken });
    expect(afterSignOut.statusCode).toBe(401);
    expect(afterSignOut.json()).toEqual({ detail: apiMessages.invalidToken });
    const otherSession = await call(t, apiRoutes.profile, { token: desktopToken });
    expect(otherSession.statusCode).toBe(200);
  });

  it('refuses sign-out without a token', async () => {
    const response = await call(t, apiRoutes.signOut);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: apiMessages.notAuthenticated });
  });

  it('signs out only by POST: a GET answers 404 in the API’s shape and the session stays', async () => {
    const token = await t.login('0811111111');
    const response = await t.app.inject({ method: 'GET', url: signOut, headers: bearer(token) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: apiMessages.apiNotFound('GET', signOut) });
    const stillSignedIn = await call(t, apiRoutes.profile, { token });
    expect(stillSignedIn.statusCode).toBe(200);
  });

  it('refuses a made-up token and a malformed Authorization header', async () => {
    const madeUp = await call(t, apiRoutes.profile, { token: 'A'.repeat(43) });
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json()).toEqual({ detail: apiMessages.invalidToken });
    for (const authorization of ['Token abc', 'Bearer', 'Bearer a b', `Basic ${btoa('a:b')}`]) {
      const response = await call(t, apiRoutes.profile, { headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ detail: apiMessages.malformedAuthHeader });
    }
  });

  it("stops a deactivated member's open session at once", async () => {
    const member = await createMember(t.db, { phone: '0855555555' });
    const token = await t.login('0855555555');
    const { members } = await import('../../db/schema/index.ts');
    await t.db.update(members).set({ active: false }).where(eq(members.id, member.id));
    const response = await call(t, apiRoutes.profile, { token });
    expect(response.statusCode).toBe(401);
  });
});
