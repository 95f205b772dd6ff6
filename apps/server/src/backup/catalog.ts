import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { type DbOrTx, migrationsFolder } from '../db/client.ts';
import { events, members } from '../db/schema/index.ts';

/**
 * What a backup needs to know about the database, read from PostgreSQL's own catalog rather than
 * from the Drizzle schema, so that a table added by a later migration is backed up without anyone
 * remembering to list it here. Works the same on PGlite and on a PostgreSQL server.
 */

export interface TableInfo {
  name: string;
  /** Primary-key columns, in key order; empty when the table has none. */
  primaryKey: string[];
  /** Tables this one refers to by foreign key (itself excluded). */
  references: string[];
}

export interface SchemaLevel {
  /** How many migrations have run. */
  migrations: number;
  /** The tag of the newest one, e.g. `0006_back_office`. */
  latest: string;
}

/** `db.execute` answers `{rows}` on both drivers; Drizzle types it per driver, hence the one cast. */
export async function query<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * Every table of the `public` schema, each after the tables it refers to (the order to insert in).
 * UNLOGGED tables are left out: they hold what is not worth keeping (the shared rate limits' windows).
 */
export async function listTables(db: DbOrTx): Promise<TableInfo[]> {
  const names = await query<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relpersistence = 'p' ORDER BY c.relname`,
  );
  const keys = await query<{ table: string; column: string }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column"
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        CROSS JOIN LATERAL unnest(k.conkey) WITH ORDINALITY AS u(attnum, position)
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = u.attnum
        WHERE k.contype = 'p' AND n.nspname = 'public' ORDER BY c.relname, u.position`,
  );
  const foreign = await query<{ table: string; target: string }>(
    db,
    sql`SELECT DISTINCT c.relname AS "table", r.relname AS target
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_class r ON r.oid = k.confrelid
        WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const tables = names.map(({ name }) => ({
    name,
    primaryKey: keys.filter((k) => k.table === name).map((k) => k.column),
    references: foreign.filter((f) => f.table === name && f.target !== name).map((f) => f.target),
  }));
  return dependencyOrder(tables);
}

/** Tables ordered so that each comes after those it refers to; alphabetical among equals, so stable. */
function dependencyOrder(tables: TableInfo[]): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let pending = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length > 0) {
    const ready = pending.filter((t) => t.references.every((r) => placed.has(r) || !pending.some((p) => p.name === r)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${pending.map((t) => t.name).join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
    pending = pending.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** The sequences behind serial columns, keyed `table.column`, with their qualified names. */
export async function serialSequences(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await query<{ table: string; column: string; sequence: string | null }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column",
          pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS sequence
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
  );
  return new Map(rows.flatMap((r) => (r.sequence ? [[`${r.table}.${r.column}`, r.sequence] as const] : [])));
}

/**
 * How many members and events the database holds: every other record of a chapter (registrations,
 * slips, tokens, messages, settings an admin saved) hangs from one of them. What can exist without
 * them (the roles and counters the migrations write, the keys the server makes on its first start,
 * refused logins in the audit log) is nobody's work, and a restore replaces it without asking.
 */
export async function chapterSize(db: DbOrTx): Promise<{ members: number; events: number }> {
  const count = async (table: string) => {
    const [exists] = await query<{ present: boolean }>(
      db,
      sql`SELECT to_regclass(${`public.${table}`}) IS NOT NULL AS present`,
    );
    if (!exists?.present) return 0;
    const [row] = await query<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
    return row?.n ?? 0;
  };
  return { members: await count(getTableConfig(members).name), events: await count(getTableConfig(events).name) };
}

interface JournalEntry {
  tag: string;
  when: number;
}

function journal(): JournalEntry[] {
  return JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')).entries;
}

/** The schema this version of the server migrates to. */
export function codeSchemaLevel(): SchemaLevel {
  const entries = journal();
  return { migrations: entries.length, latest: entries.at(-1)?.tag ?? 'none' };
}

/** The schema the database is at, from Drizzle's migration log; null when nothing has been migrated. */
export async function databaseSchemaLevel(db: DbOrTx): Promise<SchemaLevel | null> {
  const [log] = await query<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!log?.present) return null;
  const [row] = await query<{ migrations: number; latest: string | null }>(
    db,
    sql`SELECT count(*)::int AS migrations, max(created_at)::text AS latest FROM drizzle.__drizzle_migrations`,
  );
  if (!row || row.migrations === 0) return null;
  // Drizzle records each migration by its journal timestamp; a database migrated by a newer
  // version has one this version's journal does not know.
  const known = journal().find((entry) => String(entry.when) === row.latest);
  return { migrations: row.migrations, latest: known?.tag ?? `unknown migration of ${row.latest}` };
}

export const sameLevel = (a: SchemaLevel, b: SchemaLevel) => a.migrations === b.migrations && a.latest === b.latest;
