import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginOverHttp, openForSeeding } from '../test/crash-support.ts';
import { createMember } from '../test/factories.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { createDurableTarget } from '../test/test-database.ts';
import { openDatabase } from './db/client.ts';
import { isDatabaseUnavailable, isWriteUnconfirmed } from './db/errors.ts';

/** The limits the server runs with here: short, so the outages cost the suite seconds. */
const CONNECT_S = 1;
const STATEMENT_S = 2;
/**
 * The longest a request may take in an outage: a statement sent into the partition waits for the
 * statement limit and the driver's second past it (postgres-pool.ts), plus room for a loaded machine.
 */
const REQUEST_LIMIT_MS = (STATEMENT_S + 1) * 1000 + 2_000;
/** The health check's own 1.5 s, plus the same room. */
const HEALTH_LIMIT_MS = 1_500 + 2_000;

/**
 * The server as production runs it, its PostgreSQL behind a TCP proxy the test controls (issue 36):
 * the database refuses (it is down) or the network swallows everything (a partition). Nothing may
 * wait for ever: every request is answered within the limits, with 503, Retry-After and the Thai
 * text, the health check says so, nothing is half-written, and service returns by itself.
 */
describe('a server whose PostgreSQL goes away', () => {
  let proxy: TcpProxy;
  let server: ServerProcess;
  let direct: pg.Client;
  let token: string;
  let memberId: number;
  let dispose: () => Promise<void>;
  let proxiedUrl: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-outage-'));
  const phone = '0810000011';

  beforeAll(async () => {
    const durable = await createDurableTarget('postgres');
    dispose = durable.dispose;
    const url = new URL((durable.target as { url: string }).url);
    const seeding = await openForSeeding(durable.target);
    memberId = (await createMember(seeding.db, { phone })).id;
    await seeding.close();
    direct = new pg.Client({ connectionString: url.toString() });
    await direct.connect();

    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const proxied = new URL(url);
    proxied.host = proxy.address;
    proxiedUrl = proxied.toString();
    server = await startServerProcess({
      DATABASE_URL: proxiedUrl,
      DATA_DIR: dataDir,
      DATABASE_CONNECT_TIMEOUT_SECONDS: String(CONNECT_S),
      DATABASE_STATEMENT_TIMEOUT_SECONDS: String(STATEMENT_S),
    });
    token = await loginOverHttp(server.url, phone);
  }, 120_000);
  // A test that fails mid-outage leaves the network healed for the next, which then fails for itself only.
  afterEach(() => proxy?.setMode('pass'));
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await direct?.end();
    await dispose?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function timed(method: 'GET' | 'PUT', url: string, body?: object) {
    const started = performance.now();
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
      ...(body && { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { detail?: string };
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      json,
      ms: performance.now() - started,
    };
  }
  const health = () => timed('GET', apiRoutes.health.path);
  const profile = () => timed('GET', apiRoutes.profile.path);
  const hideCard = (hidden: boolean) => timed('PUT', apiRoutes.updateCard.path, { hidden, shown_fields: [] });
  const cardHidden = async () =>
    (await direct.query('SELECT card_hidden FROM members WHERE id = $1', [memberId])).rows[0]?.card_hidden;

  /** The outage answer: quick, 503, Retry-After, and the Thai text that says the system is briefly unavailable. */
  function expectOutage(answer: Awaited<ReturnType<typeof timed>>) {
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe('5');
    expect(answer.json).toEqual({ detail: apiMessages.databaseUnavailable });
    expect(answer.ms).toBeLessThan(REQUEST_LIMIT_MS);
  }

  /** Service comes back by itself: the health check turns 200 without a restart (a ping sent into the partition ends at its limit). */
  async function waitForHealth() {
    const deadline = performance.now() + REQUEST_LIMIT_MS + HEALTH_LIMIT_MS;
    while ((await health()).status !== 200) {
      if (performance.now() > deadline) throw new Error('the health check did not recover');
    }
  }

  /** The health check says the database is down, within its limit. */
  async function expectHealthDown() {
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.json).toEqual({ detail: apiMessages.serviceUnavailable });
    expect(down.ms).toBeLessThan(HEALTH_LIMIT_MS);
  }

  /** With the network healed, the same server reads and saves again: no restart. */
  async function expectServedAgainOnceBack() {
    proxy.setMode('pass');
    await waitForHealth();
    expect((await profile()).status).toBe(200);
    expect((await hideCard(true)).status).toBe(200);
    expect(await cardHidden()).toBe(true);
    expect((await hideCard(false)).status).toBe(200);
  }

  it('answers every request 503 with Retry-After at once while PostgreSQL refuses, and serves again when it is back', async () => {
    proxy.setMode('refuse');
    await expectHealthDown();
    expectOutage(await profile());
    expectOutage(await hideCard(true));
    expect(await cardHidden()).toBe(false);

    await expectServedAgainOnceBack();
  });

  it('answers within the limits while the network swallows everything, the pool’s worth of requests at once, and recovers', async () => {
    proxy.setMode('blackhole');
    await expectHealthDown();
    // More requests than the pool has connections: none waits on a connection that will never answer.
    const answers = await Promise.all([...Array.from({ length: 11 }, profile), hideCard(true)]);
    for (const answer of answers) expectOutage(answer);
    expect(await cardHidden()).toBe(false);

    await expectServedAgainOnceBack();
  });

  /** Holds the member's row from outside, so the card's transaction waits inside, holding its connection. */
  async function cardSaveCaughtInItsTransaction() {
    await direct.query('BEGIN');
    await direct.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const answer = hideCard(true);
    const waitingOnTheRow = async () =>
      (
        await direct.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        )
      ).rows[0]?.n > 0;
    while (!(await waitingOnTheRow())) await new Promise((resolve) => setImmediate(resolve));
    // In an object: an async function would otherwise wait for the answer itself.
    return { answer };
  }

  it('rolls back a transaction whose connection is cut, answers 503 and lives on', async () => {
    const { answer } = await cardSaveCaughtInItsTransaction();
    proxy.setMode('refuse');
    expectOutage(await answer);
    await direct.query('ROLLBACK');
    expect(await cardHidden()).toBe(false);

    proxy.setMode('pass');
    await waitForHealth();
    expect((await profile()).status).toBe(200);
  });

  it('drops a transaction’s connection that stopped answering rather than lend it to the next request', async () => {
    const { answer } = await cardSaveCaughtInItsTransaction();
    proxy.setMode('blackhole');
    expectOutage(await answer);
    await direct.query('ROLLBACK');
    expect(await cardHidden()).toBe(false);

    // The pool lends its most recently returned connection first: that one would hang here.
    proxy.setMode('pass');
    const next = await profile();
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(STATEMENT_S * 1000);
    expect((await hideCard(true)).status).toBe(200);
    expect(await cardHidden()).toBe(true);
  });

  it('says "maybe saved" only of a COMMIT or a lone write whose answer the partition swallowed', async () => {
    // A pool of this process, through the same proxy, with a shorter statement limit: 1.3 s per lost answer.
    const limits = { connectTimeoutMs: 1_000, statementTimeoutMs: 300, idleInTransactionTimeoutMs: 5_000 };
    const database = await openDatabase({ kind: 'postgres', url: proxiedUrl, limits });
    const { db } = database;
    const hide = sql`UPDATE members SET card_hidden = true WHERE id = ${memberId}`;
    const failureOf = (work: () => Promise<unknown>) =>
      work().then(
        () => expect.fail('the statement should have failed'),
        (error: unknown) => error,
      );
    await direct.query('UPDATE members SET card_hidden = false WHERE id = $1', [memberId]);
    try {
      // Open connections first, so each statement below is sent into the partition rather than refused a connection.
      await Promise.all(Array.from({ length: 4 }, () => db.execute(sql`SELECT pg_sleep(0.05)`)));
      proxy.setMode('blackhole');
      const read = await failureOf(() => db.execute(sql`SELECT 1`));
      const loneWrite = await failureOf(() => db.execute(hide));
      proxy.setMode('pass');
      const writeInTransaction = await failureOf(() =>
        db.transaction(async (tx) => {
          proxy.setMode('blackhole');
          await tx.execute(hide);
        }),
      );
      proxy.setMode('pass');
      const commit = await failureOf(() =>
        db.transaction(async (tx) => {
          await tx.execute(hide);
          proxy.setMode('blackhole');
        }),
      );
      proxy.setMode('pass');

      const errors = [read, loneWrite, writeInTransaction, commit];
      expect(errors.map(isDatabaseUnavailable)).toEqual([true, true, true, true]);
      expect(errors.map(isWriteUnconfirmed)).toEqual([false, true, false, true]);
      // Nothing reached the server here, which only the server could have told.
      expect(await cardHidden()).toBe(false);
    } finally {
      proxy.setMode('pass');
      await database.close();
    }
  });
});
