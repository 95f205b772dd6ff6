import { apiRoutes } from '@chapter/contract/routes';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/call.ts';
import { createMember } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDurableTarget } from '../../../test/test-database.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { openDatabase } from '../../db/client.ts';
import { LISTENER_NAME } from '../../db/postgres-pool.ts';

/**
 * Two apps, each with its own pool and listening connection on one PostgreSQL database, stand for
 * two server processes (ADR 62). What one process changes reaches the other through the database's
 * notifications; a process whose listening connection is cut forgets what it kept and asks the
 * database until it listens again. On PostgreSQL only: PGlite belongs to one process.
 */
describe('a process that stops hearing changes', () => {
  let one: TestApp;
  let other: TestApp;
  let otherFeed: ChangeFeed;
  let url: string;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const durable = await createDurableTarget('postgres');
    dispose = durable.dispose;
    url = (durable.target as { url: string }).url;
    const open = async () => {
      const database = await openDatabase(durable.target);
      await database.migrate();
      return startTestApp({ database, hearChangesBeforeEachRequest: false });
    };
    one = await open();
    other = await open();
    otherFeed = await other.database.listen();
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
    await dispose?.();
  });

  const statementsOf = async (run: () => Promise<unknown>) => {
    const statements: string[] = [];
    const stop = other.database.onQuery((sql) => statements.push(sql));
    try {
      await run();
      return statements.length;
    } finally {
      stop();
    }
  };

  /** Ends every listening connection of this database, as a network cut or a server restart would. */
  async function cutListeners(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [LISTENER_NAME],
      );
    } finally {
      await client.end();
    }
  }

  it('asks the database while it is not listening, refuses a session ended meanwhile, and keeps again once it listens', async () => {
    const member = await createMember(one.db);
    const token = await one.login(member.phone);
    const profile = () => call(other, apiRoutes.profile, { token });
    expect((await profile()).statusCode).toBe(200);
    expect(await statementsOf(profile)).toBe(0);

    // Told the moment the connection is lost: everything kept is forgotten there and then.
    const forgotten = new Promise<void>((resolve) => {
      const stop = otherFeed.subscribe((payload) => {
        if (payload === null && !otherFeed.listening) {
          stop();
          resolve();
        }
      });
    });
    await cutListeners();
    await forgotten;
    expect(await statementsOf(profile)).toBeGreaterThan(0);

    // A sign-out through the other process, which no longer hears it: refused all the same.
    expect((await call(one, apiRoutes.signOut, { token })).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(401);

    // It listens again by itself; a new session is kept again after one read.
    await vi.waitFor(() => expect(otherFeed.listening).toBe(true), { timeout: 30_000, interval: 20 });
    const again = await one.login(member.phone);
    const fresh = () => call(other, apiRoutes.profile, { token: again });
    expect((await fresh()).statusCode).toBe(200);
    expect(await statementsOf(fresh)).toBe(0);
    // And hears changes again: a sign-out through the first process reaches it.
    expect((await call(one, apiRoutes.signOut, { token: again })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await fresh()).statusCode).toBe(401), { timeout: 5_000, interval: 5 });
  });
});
