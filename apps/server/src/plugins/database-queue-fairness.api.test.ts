import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { createMember } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import type { AdmissionClock } from '../lib/admission-queue.ts';

/*
 * What keeps one client from emptying the line in front of the database for everyone else (issue
 * 31, ADR 44). As in database-queue.api.test.ts, the test holds places itself, so what waits and
 * what is refused is decided by the test, not by timing.
 */

/** Lets the event loop turn until `done` holds: requests reach the line a few turns after inject(). */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; !done(); turn++) {
    if (turn > 10_000) throw new Error('the condition never held');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function signedIn(options: Parameters<typeof startTestApp>[0]): Promise<{ t: TestApp; token: string }> {
  const t = await startTestApp(options);
  const member = await createMember(t.db);
  return { t, token: await t.login(member.phone) };
}

describe('one client address in the line', () => {
  const crowd = '203.0.113.7';
  const other = '198.51.100.4';

  it('cannot hold more than its share of places nor fill the waiting room, and others still get in', async () => {
    const { t, token } = await signedIn({
      databaseQueue: { concurrency: 4, turn: 8, maxQueued: 500, perKeyConcurrency: 2, perKeyQueued: 2 },
    });
    try {
      const line = t.app.databaseQueue;
      // The address already runs two requests, its share of the four places.
      await line.enter('read', undefined, crowd);
      await line.enter('read', undefined, crowd);
      // Its next two wait, though two places are free...
      const waiting = [
        call(t, apiRoutes.profile, { token, remoteAddress: crowd }),
        call(t, apiRoutes.profile, { token, remoteAddress: crowd }),
      ];
      await until(() => line.queued === 2);
      expect(line.running).toBe(2);
      // ...its fifth is refused at once, with the line nowhere near its bound of 500...
      const refused = await call(t, apiRoutes.profile, { token, remoteAddress: crowd });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ detail: apiMessages.databaseBusy });
      // ...and anyone else goes straight to a free place.
      const another = await call(t, apiRoutes.profile, { token, remoteAddress: other });
      expect(another.statusCode).toBe(200);

      line.release(crowd);
      line.release(crowd);
      expect((await Promise.all(waiting)).map((response) => response.statusCode)).toEqual([200, 200]);
      // Every place comes back once the answers are sent.
      await until(() => line.running === 0 && line.queued === 0);
    } finally {
      await t.close();
    }
  });
});

describe('the health check and a line that does not move', () => {
  it('answers 503 once requests have waited the longest wait with every place taken, and 200 again when it moves', async () => {
    let now = 1_000_000;
    // Time is the test's: nothing waiting is refused for its wait, and health reads this clock.
    const clock: AdmissionClock = { setTimer: () => () => {}, defer: (fn) => setImmediate(fn), now: () => now };
    const { t, token } = await signedIn({ databaseQueue: { concurrency: 1, turn: 1, maxWaitMs: 5_000, clock } });
    try {
      await t.app.databaseQueue.enter('read');
      const waiting = call(t, apiRoutes.profile, { token, remoteAddress: '127.0.0.1' });
      await until(() => t.app.databaseQueue.queued === 1);

      now += 4_999;
      expect((await call(t, apiRoutes.health)).statusCode).toBe(200);
      now += 1;
      const stalled = await call(t, apiRoutes.health);
      expect(stalled.statusCode).toBe(503);
      expect(stalled.json()).toEqual({ detail: apiMessages.databaseLineStalled });
      // Not the line's own refusal: nothing promises that a retry will find it moving.
      expect(stalled.headers['retry-after']).toBeUndefined();

      t.app.databaseQueue.release();
      expect((await waiting).statusCode).toBe(200);
      const recovered = await call(t, apiRoutes.health);
      expect(recovered.statusCode).toBe(200);
      expect(recovered.json()).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      await t.close();
    }
  });
});

describe('a request to a signed-in route while the line is full', () => {
  it('is answered 401 without a token or with a malformed one, taking no place and running no statement; a token to look up waits its turn', async () => {
    const { t, token } = await signedIn({ databaseQueue: { concurrency: 1, turn: 1, maxQueued: 1 } });
    try {
      const line = t.app.databaseQueue;
      await line.enter('read');
      const waiting = call(t, apiRoutes.profile, { token, remoteAddress: '127.0.0.1' });
      await until(() => line.queued === 1);

      const statements: string[] = [];
      const stopCounting = t.database.onQuery((sql) => statements.push(sql));
      const anonymous = await call(t, apiRoutes.profile);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ detail: apiMessages.notAuthenticated });
      const anonymousWrite = await call(t, apiRoutes.registerEvent, { body: { event: 1 } });
      expect(anonymousWrite.statusCode).toBe(401);
      expect(anonymousWrite.json()).toEqual({ detail: apiMessages.notAuthenticated });
      const malformed = await call(t, apiRoutes.profile, { headers: { authorization: 'Token abc' } });
      expect(malformed.statusCode).toBe(401);
      expect(malformed.json()).toEqual({ detail: apiMessages.malformedAuthHeader });
      stopCounting();
      expect(statements).toEqual([]);
      // A well-formed token needs its session looked up, a statement: it meets the full line.
      const lookedUp = await call(t, apiRoutes.profile, { token, remoteAddress: '127.0.0.1' });
      expect(lookedUp.statusCode).toBe(503);
      expect([line.running, line.queued]).toEqual([1, 1]);

      line.release();
      expect((await waiting).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
