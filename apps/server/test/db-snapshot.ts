import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** Every file under a blob folder, at any depth, relative to it and sorted. */
export function storedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export interface Snapshot {
  /** Per table of the public schema: its row count and an md5 of all its rows, in a fixed order. */
  tables: Record<string, string>;
  files: string[];
}

/** Both drivers answer raw SQL with `{ rows }`; the shared Db type leaves the result untyped. */
const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;

const tableNames = new WeakMap<Db, Promise<string[]>>();

/** The tables of the public schema; read once per database, the schema does not change under a test. */
function tablesOf(db: Db): Promise<string[]> {
  let names = tableNames.get(db);
  if (!names) {
    names = rowsOf<{ table_name: string }>(
      db.execute(
        sql`SELECT table_name FROM information_schema.tables
            WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
      ),
    ).then((rows) => rows.map((row) => row.table_name));
    tableNames.set(db, names);
  }
  return names;
}

/**
 * What a refused request must leave as it was: every row of every table (a count and a checksum
 * of the rows as text, in one statement) and the list of stored files. Cheap enough to take
 * around each of hundreds of requests on the small databases of a test.
 */
export async function snapshot(db: Db, blobDir: string): Promise<Snapshot> {
  const names = await tablesOf(db);
  const parts = names.map(
    (name) =>
      sql`SELECT ${name} AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS sum FROM ${sql.identifier(name)} t`,
  );
  const rows = await rowsOf<{ name: string; sum: string }>(db.execute(sql.join(parts, sql` UNION ALL `)));
  return {
    tables: Object.fromEntries(rows.map((row) => [row.name, row.sum])),
    files: storedFiles(blobDir),
  };
}
