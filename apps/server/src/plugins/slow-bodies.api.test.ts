import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from '../../test/factories.ts';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';
import { databaseQueueDefaults } from './database-queue.ts';

/*
 * Issue 31: a public POST whose JSON body trickles in a byte at a time took a place in the line in
 * front of the database (ADR 33) before its body was read, so four of them on PGlite (twenty on
 * PostgreSQL) left every member a 503. These tests hold real sockets open, each dripping its body,
 * and wait on what the server does, never on a clock of their own.
 */

const engine = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/** Polls `done` until it holds: sockets reach the server on the I/O of later turns. */
async function until(done: () => boolean): Promise<void> {
  for (let polls = 0; !done(); polls++) {
    if (polls > 3_000) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface SlowRequest {
  socket: Socket;
  /** What the server sent back, once it closed the connection. */
  answer: Promise<string>;
}

/** Sends a request's headers and the start of its body, then one more byte every 200 ms, as a slow-loris client does. */
function trickle(port: number, path: string): SlowRequest {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const drip = setInterval(() => {
    if (!socket.destroyed) socket.write(' ');
  }, 200);
  const answer = new Promise<string>((resolve) =>
    socket.on('close', () => {
      clearInterval(drip);
      resolve(received);
    }),
  );
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":`,
  );
  return { socket, answer };
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

describe(`slow request bodies on ${engine}`, () => {
  const { concurrency } = databaseQueueDefaults(engine);
  let t: TestApp;
  let port: number;
  let slow: SlowRequest[] = [];

  beforeAll(async () => {
    // The line as this engine has it in production; only the longest wait stays a test's (ADR 33).
    // The small body's own time is out of the way: the slow bodies stay open for the whole test, so
    // the member's answer owes nothing to their being cut off.
    t = await startTestApp({
      databaseQueue: { ...databaseQueueDefaults(engine), maxWaitMs: 3_600_000 },
      smallBodyTimeoutMs: 3_600_000,
    });
    port = await listen(t);
  });
  afterEach(() => {
    for (const request of slow) request.socket.destroy();
    slow = [];
  });
  afterAll(() => t.close());

  it(`a member is answered at once while twice the line's ${concurrency} places of slow logins trickle in`, async () => {
    const member = await createMember(t.db);
    const token = await t.login(member.phone);
    const event = await createEvent(t.db);
    const paths = [apiRoutes.login.path, apiRoutes.liffLogin.path];
    slow = Array.from({ length: 2 * concurrency }, (_, i) => trickle(port, paths[i % 2] as string));
    // Every slow request has reached the server and is being read...
    await until(() => t.app.inFlight.count() === slow.length);
    // ...and none of them holds a place or waits for one: only a whole body joins the line.
    expect(t.app.databaseQueue.running).toBe(0);
    expect(t.app.databaseQueue.queued).toBe(0);

    const profile = await fetch(`http://127.0.0.1:${port}${apiRoutes.profile.path}`, { headers: bearer(token) });
    expect(profile.status).toBe(200);
    const registration = await fetch(`http://127.0.0.1:${port}${apiRoutes.registerEvent.path}`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ event: event.id }),
    });
    expect(registration.status).toBe(201);
    expect(slow.every((request) => !request.socket.destroyed)).toBe(true);
  });
});

describe('the short time a small JSON body has to arrive', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // The whole-request limit stays at its least (5 s), far beyond the body's own (300 ms).
    t = await startTestApp({ smallBodyTimeoutMs: 300, config: { requestTimeoutMs: 5_000 } });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('a login whose body has not arrived in time is answered 408 in Thai and its connection closed', async () => {
    const login = trickle(port, apiRoutes.login.path);
    const answer = await login.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({ detail: apiMessages.bodyTooSlow(1) });
  });

  it('a body that arrives whole within the time is answered as usual', async () => {
    const member = await createMember(t.db);
    const response = await fetch(`http://127.0.0.1:${port}${apiRoutes.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: member.phone }),
    });
    expect(response.status).toBe(200);
  });

  it('a body refused unread (over the size limit) leaves no timer behind that could end the server', async () => {
    // Refused from its Content-Length before it is read, so the body's own end never stops its timer.
    const refused = await fetch(`http://127.0.0.1:${port}${apiRoutes.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(100_000) }),
    });
    expect(refused.status).toBe(413);
    // A later slow body's 408 comes after the refused one's time would have run out too.
    expect(await trickle(port, apiRoutes.login.path).answer).toMatch(/^HTTP\/1\.1 408 /);
    const health = await fetch(`http://127.0.0.1:${port}${apiRoutes.health.path}`);
    expect(health.status).toBe(200);
  });
});
