import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseTarget } from '../config.ts';
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './change-feed.ts';
import { listenClient, migrationClient, openPool } from './postgres-pool.ts';
import * as schema from './schema/index.ts';

/** The database as the repositories see it: the same Drizzle API on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Told the text of each SQL statement as it is sent. */
export type QueryListener = (sql: string) => void;

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  /**
   * Tells the listener every statement run through `db`, including those in transactions and raw
   * `db.execute` calls, until the returned function is called. It exists so the tests can prove a
   * list endpoint runs the same number of statements whatever the amount of data (no N+1 query).
   * PostgreSQL's transactions add their `begin` and `commit`; PGlite runs those itself, unseen.
   */
  onQuery(listener: QueryListener): () => void;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Starts hearing committed changes (ADR 62), once; after the migrations, whose triggers tell them.
   * The server calls it; the command-line tools do not, and so open no listening connection.
   */
  listen(): Promise<ChangeFeed>;
  close(): Promise<void>;
}

/** One feed per database, made on first asking, closed with it. */
function onceFeed(open: () => Promise<ChangeFeed>) {
  let feed: Promise<ChangeFeed> | null = null;
  return {
    listen: () => {
      feed ??= open();
      return feed;
    },
    close: async () => {
      if (feed) await (await feed).close();
    },
  };
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Any number, fixed: the advisory lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK_ID = 7_240_311;

/** An in-memory PGlite database, for tests: empty, or loaded from a dump of a migrated one. */
export type MemoryTarget = { kind: 'pglite-memory'; loadDataDir?: Blob };

/** Drizzle's logger hook, used as a statement feed: with no listener it costs one empty loop per statement. */
function queryFeed() {
  const listeners = new Set<QueryListener>();
  const logger: Logger = {
    logQuery: (sql) => {
      for (const listener of listeners) listener(sql);
    },
  };
  const onQuery = (listener: QueryListener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return { logger, onQuery };
}

export async function openDatabase(target: DatabaseTarget | MemoryTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target);
  let client: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir);
  } else {
    client = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  }
  // Both drivers' databases are PgDatabase underneath; they differ only in the query-result type
  // parameter, which the repositories never touch. Hence the one cast per driver.
  const { logger, onQuery } = queryFeed();
  const db = drizzlePglite({ client, schema, casing: 'snake_case', logger }) as unknown as Db;
  const feed = onceFeed(() => pgliteChangeFeed(client));
  return {
    db,
    kind: 'pglite',
    onQuery,
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder });
    },
    listen: feed.listen,
    close: async () => {
      await feed.close();
      await client.close();
    },
  };
}

/** A PostgreSQL server, within the target's time limits (postgres-pool.ts). */
function openPostgres({ url, limits }: Extract<DatabaseTarget, { kind: 'postgres' }>): Database {
  const pool = openPool(url, limits);
  const { logger, onQuery } = queryFeed();
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db;
  const feed = onceFeed(() =>
    postgresChangeFeed(
      () => listenClient(url, limits),
      pool,
      (message) => console.error(`PostgreSQL: ${message}`),
    ),
  );
  return {
    db,
    kind: 'postgres',
    onQuery,
    migrate: async () => {
      const client = migrationClient(url, limits);
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        // Ending the session frees the lock as well, should the unlock itself fail.
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    listen: feed.listen,
    close: async () => {
      await feed.close();
      await pool.end();
    },
  };
}
