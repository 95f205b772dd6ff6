import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createMember } from '../../../test/factories.ts';
import { engineConfig, startLineTestApp } from '../../../test/line-test-app.ts';

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
    const first = await call(t, apiRoutes.login, {
      body: { username: '0822222222' },
      remoteAddress: `10.0.0.${address}`,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ confirmation_required: true, detail: apiMessages.loginCodeMaybeSent });
    const second = await call(t, apiRoutes.login, {
      body: { username: '0822222222', code: lastCode() },
      remoteAddress: `10.0.0.${address}`,
    });
    expect(second.statusCode).toBe(200);
    const token = second.json().token;
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(200);
  });

  it('accepts a code once only', async () => {
    await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: `10.0.0.${address}` });
    const code = lastCode();
    expect(
      (await call(t, apiRoutes.login, { body: { username: '0822222222', code }, remoteAddress: `10.0.0.${address}` }))
        .statusCode,
    ).toBe(200);
    const reused = await call(t, apiRoutes.login, {
      body: { username: '0822222222', code },
      remoteAddress: `10.0.0.${address}`,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: [apiMessages.loginCodeExpired] });
  });

  it('refuses an expired code', async () => {
    await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: `10.0.0.${address}` });
    const code = lastCode();
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    expect(
      (
        await call(t, apiRoutes.login, { body: { username: '0822222222', code }, remoteAddress: `10.0.0.${address}` })
      ).json(),
    ).toEqual({ code: [apiMessages.loginCodeExpired] });
  });

  it('locks the code after five wrong tries, even when the right one comes next', async () => {
    await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: `10.0.0.${address}` });
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (
          await call(t, apiRoutes.login, {
            body: { username: '0822222222', code: wrong },
            remoteAddress: `10.0.0.${address}`,
          })
        ).json(),
      );
    expect(answers.slice(0, 4)).toEqual([4, 3, 2, 1].map((left) => ({ code: [apiMessages.loginCodeWrong(left)] })));
    expect(answers[4]).toEqual({ code: [apiMessages.loginCodeExpired] });
    // The phone's attempt limit (10 per window) is not reached yet: the lock is the code's own.
    expect(
      (
        await call(t, apiRoutes.login, { body: { username: '0822222222', code }, remoteAddress: `10.0.0.${address}` })
      ).json(),
    ).toEqual({ code: [apiMessages.loginCodeExpired] });
  });

  it('a new code replaces the one before', async () => {
    await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: `10.0.0.${address}` });
    const old = lastCode();
    minuteLater();
    await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: `10.0.0.${address}` });
    const fresh = lastCode();
    if (old !== fresh) {
      expect(
        (
          await call(t, apiRoutes.login, {
            body: { username: '0822222222', code: old },
            remoteAddress: `10.0.0.${address}`,
          })
        ).statusCode,
      ).toBe(400);
    }
    expect(
      (
        await call(t, apiRoutes.login, {
          body: { username: '0822222222', code: fresh },
          remoteAddress: `10.0.0.${address}`,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers an unknown phone, an unbound member and a bound member alike, and sends a code to the bound one only', async () => {
    const before = t.line.messages.length;
    const answers = await Promise.all(
      ['0899999999', '0833333333', '0822222222'].map(async (username) => {
        const response = await call(t, apiRoutes.login, { body: { username }, remoteAddress: `10.0.0.${address}` });
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
      const response = await call(t, apiRoutes.login, {
        body: { username, code: '123456' },
        remoteAddress: `10.0.0.${address}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: [apiMessages.loginCodeExpired] });
    }
  });

  it('names a code that is not six digits', async () => {
    expect(
      (
        await call(t, apiRoutes.login, {
          body: { username: '0822222222', code: '12ab' },
          remoteAddress: `10.0.0.${address}`,
        })
      ).json(),
    ).toEqual({
      code: [apiMessages.loginCodeFormat],
    });
  });

  it('says so when LINE does not take the code message, and that code cannot be used', async () => {
    t.line.failNext({ path: '/v2/bot/message/push', status: 400, times: 1 });
    const response = await call(t, apiRoutes.login, {
      body: { username: '0822222222' },
      remoteAddress: `10.0.0.${address}`,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: apiMessages.loginCodeNotSent });
  });

  it('pushes at most one code a minute to a member, however often it is asked for', async () => {
    const before = pushesTo(lineUserId);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: `10.0.0.${address}` })
        ).json(),
      ).toEqual({
        confirmation_required: true,
        detail: apiMessages.loginCodeMaybeSent,
      });
    }
    expect(pushesTo(lineUserId)).toBe(before + 1);
    minuteLater();
    await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: `10.0.0.${address}` });
    expect(pushesTo(lineUserId)).toBe(before + 2);
  });

  it('sends a new code at once after the last one was used: signing out and in again does not wait a minute', async () => {
    await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: `10.0.0.${address}` });
    expect(
      (
        await call(t, apiRoutes.login, {
          body: { username: '0822222222', code: lastCode() },
          remoteAddress: `10.0.0.${address}`,
        })
      ).statusCode,
    ).toBe(200);
    const before = pushesTo(lineUserId);
    await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: `10.0.0.${address}` });
    expect(pushesTo(lineUserId)).toBe(before + 1);
    expect(
      (
        await call(t, apiRoutes.login, {
          body: { username: '0822222222', code: lastCode() },
          remoteAddress: `10.0.0.${address}`,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('issue 15 case 1: codes asked for from one address stop at its limit, whatever the numbers', async () => {
    const phones = [];
    for (let i = 0; i < 11; i++) {
      const user = t.line.addUser({ displayName: `Flooded ${i}` }).userId;
      phones.push((await createMember(t.db, { lineUserId: user })).phone);
    }
    const before = t.line.messages.length;
    const answers = [];
    for (const phone of phones)
      answers.push(
        (await call(t, apiRoutes.login, { body: { username: phone }, remoteAddress: `10.0.0.${address}` })).statusCode,
      );
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
    expect(
      (
        await call(t, apiRoutes.login, { body: { username: phones[10] as string }, remoteAddress: `10.0.0.${address}` })
      ).json(),
    ).toEqual({
      detail: apiMessages.tooManyCodeRequests(60),
    });
    expect(t.line.messages.length - before).toBe(10);
  });

  it('issue 15 case 1: a member still logs in while someone floods code requests for their phone', async () => {
    for (let i = 0; i < 15; i++)
      await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: '198.51.100.66' });
    // From the member's own desktop: the code on their LINE (the newest) works.
    await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: '192.0.2.10' });
    const response = await call(t, apiRoutes.login, {
      body: { username: '0822222222', code: lastCode() },
      remoteAddress: '192.0.2.10',
    });
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
    const refused = await call(t, apiRoutes.login, {
      body: { username: '0822222222' },
      remoteAddress: `10.0.0.${address}`,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: apiMessages.loginCodeQuota });
    // LINE takes messages again: no waiting, no lock.
    await call(t, apiRoutes.login, { body: { username: '0822222222' }, remoteAddress: `10.0.0.${address}` });
    expect(
      (
        await call(t, apiRoutes.login, {
          body: { username: '0822222222', code: lastCode() },
          remoteAddress: `10.0.0.${address}`,
        })
      ).statusCode,
    ).toBe(200);
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
        call(t, apiRoutes.login, {
          body: { username: `08900000${String(i).padStart(2, '0')}`, code: '123456' },
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
    const next = await call(t, apiRoutes.login, {
      body: { username: '0890000099', code: '123456' },
      remoteAddress: '203.0.113.30',
    });
    expect(next.statusCode).toBe(429);
  });
});
