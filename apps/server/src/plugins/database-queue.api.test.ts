import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { createEvent, createMember } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { registrations } from '../db/schema/index.ts';

/**
 * The line in front of the database (ADR 33), narrowed to one place. The test holds that place
 * itself, as a long request would, so what queues and what is refused is decided by the test, not
 * by timing. The longest wait is far beyond the test, so no request is refused for its time.
 */

/** Lets the event loop turn until `done` holds: requests reach the line a few turns after inject(). */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; !done(); turn++) {
    if (turn > 10_000) throw new Error('the condition never held');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the database line under a rush', () => {
  let t: TestApp;
  let memberId: number;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ databaseQueue: { concurrency: 1, turn: 1, maxQueued: 3, maxWaitMs: 600_000 } });
    const member = await createMember(t.db);
    memberId = member.id;
    token = await t.login(member.phone);
  });
  afterAll(() => t.close());

  /** Takes the one place, as a request holding the database would; the returned function gives it back. */
  async function holdThePlace(): Promise<() => void> {
    await t.app.databaseQueue.enter('read');
    return () => t.app.databaseQueue.release();
  }

  const registrationsOf = (eventId: number) =>
    t.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.memberId, memberId), eq(registrations.eventId, eventId)));

  it('refuses a request over the bound with 503, Retry-After and the Thai message, and writes nothing', async () => {
    const event = await createEvent(t.db);
    const release = await holdThePlace();
    const waiting = [
      call(t, apiRoutes.profile, { token }),
      call(t, apiRoutes.profile, { token }),
      call(t, apiRoutes.profile, { token }),
    ];
    await until(() => t.app.databaseQueue.queued === 3);

    const refused = await call(t, apiRoutes.registerEvent, { token, body: { event: event.id } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ detail: apiMessages.databaseBusy });

    release();
    expect((await Promise.all(waiting)).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await registrationsOf(event.id)).toEqual([]);
    // Once the line has room the same registration goes through.
    expect((await call(t, apiRoutes.registerEvent, { token, body: { event: event.id } })).statusCode).toBe(201);
  });

  it('answers the health check, from the database itself, while the line is full', async () => {
    const release = await holdThePlace();
    const waiting = [
      call(t, apiRoutes.profile, { token }),
      call(t, apiRoutes.profile, { token }),
      call(t, apiRoutes.profile, { token }),
    ];
    await until(() => t.app.databaseQueue.queued === 3);

    const health = await call(t, apiRoutes.health);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });

    release();
    await Promise.all(waiting);
  });

  it('lets a registration through before the reads that queued ahead of it', async () => {
    const event = await createEvent(t.db);
    const release = await holdThePlace();
    const finished: string[] = [];
    const track = (label: string, request: Promise<LightMyRequestResponse>) =>
      request.then((response) => {
        finished.push(label);
        return response;
      });
    const reads = [
      track('read', call(t, apiRoutes.profile, { token })),
      track('read', call(t, apiRoutes.profile, { token })),
    ];
    await until(() => t.app.databaseQueue.queued === 2);
    const write = track('register', call(t, apiRoutes.registerEvent, { token, body: { event: event.id } }));
    await until(() => t.app.databaseQueue.queued === 3);

    release();
    expect((await write).statusCode).toBe(201);
    expect((await Promise.all(reads)).map((response) => response.statusCode)).toEqual([200, 200]);
    expect(finished).toEqual(['register', 'read', 'read']);
    expect(await registrationsOf(event.id)).toHaveLength(1);
  });

  it('drops a waiting request whose phone gave up, so it never runs and its place goes to no one', async () => {
    // A real connection: only a socket closed by the client makes Fastify report the abort.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const release = await holdThePlace();
    const client = new AbortController();
    const gone = fetch(`${address}${apiRoutes.profile.path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: client.signal,
    }).catch((error: unknown) => error);
    await until(() => t.app.databaseQueue.queued === 1);

    client.abort();
    expect(await gone).toBeInstanceOf(Error);
    await until(() => t.app.databaseQueue.queued === 0);
    expect(t.app.databaseQueue.running).toBe(1);
    release();
    expect(t.app.databaseQueue.running).toBe(0);
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(200);
  });
});
