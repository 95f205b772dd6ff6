import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { engineConfig, startLineTestApp } from '../../../test/line-test-app.ts';
import { bearer } from '../../../test/test-app.ts';

type LineApp = Awaited<ReturnType<typeof startLineTestApp>>;

describe('desktop login confirmed with a code sent to LINE', () => {
  let t: LineApp;
  let clock = new Date('2026-11-22T03:00:00Z');
  let lineUserId: string;

  beforeAll(async () => {
    t = await startLineTestApp({ loginConfirmation: 'line', now: () => clock });
    lineUserId = t.line.addUser({ displayName: 'Somchai' }).userId;
    await createMember(t.db, { phone: '0822222222', lineUserId, lineDisplayName: 'Somchai' });
    await createMember(t.db, { phone: '0833333333' });
  });
  afterAll(() => t.close());
  let address = 0;
  beforeEach(() => {
    // A new quarter-hour and a new address for every test, so the limits of one do not reach the next.
    clock = new Date(clock.getTime() + 20 * 60 * 1000);
    address++;
  });

  const login = (payload: object, from = `10.0.0.${address}`) =>
    t.app.inject({ method: 'POST', url: apiRoutes.login.path, payload, remoteAddress: from });
  const minuteLater = () => {
    clock = new Date(clock.getTime() + 61 * 1000);
  };
  const pushesTo = (userId: string) =>
    t.line.messages.filter((message) => message.kind === 'push' && message.to.includes(userId)).length;
  /** The code in the latest LINE message to the member. */
  const lastCode = () => {
    const text = JSON.stringify(t.line.messages.filter((message) => message.to.includes(lineUserId)).at(-1)?.messages);
    const code = /: (\d{6})/.exec(text)?.[1];
    if (!code) throw new Error(`no code in ${text}`);
    return code;
  };

  it('sends a 6-digit code to the member’s LINE first, then logs in with it', async () => {
    const first = await login({ username: '0822222222' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ confirmation_required: true, detail: apiMessages.loginCodeMaybeSent });
    const second = await login({ username: '0822222222', code: lastCode() });
    expect(second.statusCode).toBe(200);
    const token = second.json().token;
    expect(
      (await t.app.inject({ method: 'GET', url: apiRoutes.profile.path, headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it('accepts a code once only', async () => {
    await login({ username: '0822222222' });
    const code = lastCode();
    expect((await login({ username: '0822222222', code })).statusCode).toBe(200);
    const reused = await login({ username: '0822222222', code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: [apiMessages.loginCodeExpired] });
  });

  it('refuses an expired code', async () => {
    await login({ username: '0822222222' });
    const code = lastCode();
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    expect((await login({ username: '0822222222', code })).json()).toEqual({ code: [apiMessages.loginCodeExpired] });
  });

  it('locks the code after five wrong tries, even when the right one comes next', async () => {
    await login({ username: '0822222222' });
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await login({ username: '0822222222', code: wrong })).json());
    expect(answers.slice(0, 4)).toEqual([4, 3, 2, 1].map((left) => ({ code: [apiMessages.loginCodeWrong(left)] })));
    expect(answers[4]).toEqual({ code: [apiMessages.loginCodeExpired] });
    // The phone's attempt limit (10 per window) is not reached yet: the lock is the code's own.
    expect((await login({ username: '0822222222', code })).json()).toEqual({ code: [apiMessages.loginCodeExpired] });
  });

  it('a new code replaces the one before', async () => {
    await login({ username: '0822222222' });
    const old = lastCode();
    minuteLater();
    await login({ username: '0822222222' });
    const fresh = lastCode();
    if (old !== fresh) {
      expect((await login({ username: '0822222222', code: old })).statusCode).toBe(400);
    }
    expect((await login({ username: '0822222222', code: fresh })).statusCode).toBe(200);
  });

  it('answers an unknown phone, an unbound member and a bound member alike, and sends a code to the bound one only', async () => {
    const before = t.line.messages.length;
    const answers = await Promise.all(
      ['0899999999', '0833333333', '0822222222'].map(async (username) => {
        const response = await login({ username });
        return { status: response.statusCode, body: response.json() };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 200,
        body: { confirmation_required: true, detail: apiMessages.loginCodeMaybeSent },
      });
    }
    const sent = t.line.messages.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toEqual([lineUserId]);
  });

  it('refuses any code for an unknown phone or an unbound member, as it does an expired one', async () => {
    for (const username of ['0899999999', '0833333333']) {
      const response = await login({ username, code: '123456' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: [apiMessages.loginCodeExpired] });
    }
  });

  it('names a code that is not six digits', async () => {
    expect((await login({ username: '0822222222', code: '12ab' })).json()).toEqual({
      code: [apiMessages.loginCodeFormat],
    });
  });

  it('says so when LINE does not take the code message, and that code cannot be used', async () => {
    t.line.failNext({ path: '/v2/bot/message/push', status: 400, times: 1 });
    const response = await login({ username: '0822222222' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: apiMessages.loginCodeNotSent });
  });

  it('pushes at most one code a minute to a member, however often it is asked for', async () => {
    const before = pushesTo(lineUserId);
    for (let i = 0; i < 5; i++) {
      expect((await login({ username: '0822222222' })).json()).toEqual({
        confirmation_required: true,
        detail: apiMessages.loginCodeMaybeSent,
      });
    }
    expect(pushesTo(lineUserId)).toBe(before + 1);
    minuteLater();
    await login({ username: '0822222222' });
    expect(pushesTo(lineUserId)).toBe(before + 2);
  });

  it('sends a new code at once after the last one was used: signing out and in again does not wait a minute', async () => {
    await login({ username: '0822222222' });
    expect((await login({ username: '0822222222', code: lastCode() })).statusCode).toBe(200);
    const before = pushesTo(lineUserId);
    await login({ username: '0822222222' });
    expect(pushesTo(lineUserId)).toBe(before + 1);
    expect((await login({ username: '0822222222', code: lastCode() })).statusCode).toBe(200);
  });

  it('issue 15 case 1: codes asked for from one address stop at its limit, whatever the numbers', async () => {
    const phones = [];
    for (let i = 0; i < 11; i++) {
      const user = t.line.addUser({ displayName: `Flooded ${i}` }).userId;
      phones.push((await createMember(t.db, { lineUserId: user })).phone);
    }
    const before = t.line.messages.length;
    const answers = [];
    for (const phone of phones) answers.push((await login({ username: phone })).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
    expect((await login({ username: phones[10] as string })).json()).toEqual({
      detail: apiMessages.tooManyCodeRequests(60),
    });
    expect(t.line.messages.length - before).toBe(10);
  });

  it('issue 15 case 1: a member still logs in while someone floods code requests for their phone', async () => {
    for (let i = 0; i < 15; i++) await login({ username: '0822222222' }, '198.51.100.66');
    // From the member's own desktop: the code on their LINE (the newest) works.
    await login({ username: '0822222222' }, '192.0.2.10');
    const response = await login({ username: '0822222222', code: lastCode() }, '192.0.2.10');
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
  });

  it('issue 15 case 1: LINE’s quota refusal is said plainly, locks nobody out, and the next try sends a code', async () => {
    minuteLater();
    t.line.failNext({
      path: '/v2/bot/message/push',
      status: 429,
      body: { message: 'You have reached your monthly limit.' },
    });
    const refused = await login({ username: '0822222222' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: apiMessages.loginCodeQuota });
    // LINE takes messages again: no waiting, no lock.
    await login({ username: '0822222222' });
    expect((await login({ username: '0822222222', code: lastCode() })).statusCode).toBe(200);
  });
});

describe('the failure limit per address when wrong codes arrive all at once (issue 31)', () => {
  let t: LineApp;
  beforeAll(async () => {
    t = await startLineTestApp({
      loginConfirmation: 'line',
      config: engineConfig(),
      // The line in front of the database lets thirty from one address in together: only the limit stands in the way.
      databaseQueue: { concurrency: 30, perKeyConcurrency: 30 },
    });
  });
  afterAll(() => t.close());

  it('thirty wrong codes sent together from one address meet its limit of twenty: twenty are tried, ten refused 429', async () => {
    // Thirty numbers nobody has: each phone's own limit never comes into it, only the address's.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: apiRoutes.login.path,
          payload: { username: `08900000${String(i).padStart(2, '0')}`, code: '123456' },
          remoteAddress: '203.0.113.30',
        }),
      ),
    );
    const tried = answers.filter((answer) => answer.statusCode === 400);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(tried).toHaveLength(20);
    expect(tried[0]?.json()).toEqual({ code: [apiMessages.loginCodeExpired] });
    expect(refused).toHaveLength(10);
    expect(refused[0]?.json()).toEqual({ detail: apiMessages.tooManyLoginAttempts(15) });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    // The twenty stay counted: the next wrong code is refused before it is tried.
    const next = await t.app.inject({
      method: 'POST',
      url: apiRoutes.login.path,
      payload: { username: '0890000099', code: '123456' },
      remoteAddress: '203.0.113.30',
    });
    expect(next.statusCode).toBe(429);
  });
});
