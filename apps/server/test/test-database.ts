import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';

const usePostgres = () => process.env.TEST_DB_KIND === 'postgres';

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  return url;
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A place for a database that outlives one connection, for tests that reopen it (a restart):
 * a temporary PGlite folder, or a new database on the PostgreSQL server under test. `kind` picks the
 * engine against the project's (a backup restored across engines).
 */
export async function createDurableTarget(
  kind: DatabaseTarget['kind'] = usePostgres() ? 'postgres' : 'pglite',
): Promise<{ target: DatabaseTarget; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'chapter-pglite-'));
    return {
      target: { kind: 'pglite', dataDir: dir },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `chapter_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    dispose: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when the Vitest project sets TEST_DB_KIND=postgres.
 */
export async function openTestDatabase(): Promise<Database> {
  if (!usePostgres()) {
    const template = inject('pgliteTemplate');
    const database = await openDatabase({
      kind: 'pglite-memory',
      ...(template && { loadDataDir: new Blob([readFileSync(template)]) }),
    });
    await database.migrate();
    return database;
  }
  const { target, dispose } = await createDurableTarget();
  const database = await openDatabase(target);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await dispose();
    },
  };
}
