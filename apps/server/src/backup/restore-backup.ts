import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { BlobStore } from '../blobs/blob-store.ts';
import { referencedImageKeys } from '../blobs/slip-images-repository.ts';
import type { Database, Tx } from '../db/client.ts';
import { BackupRefused, type TManifest } from './archive-format.ts';
import {
  chapterSize,
  codeSchemaLevel,
  databaseSchemaLevel,
  listTables,
  query,
  sameLevel,
  serialSequences,
  type TableInfo,
} from './catalog.ts';
import { sha256 } from './create-backup.ts';
import { forEachImage, readArchive, type VerifiedArchive } from './read-archive.ts';

/** Bytes of row JSON sent per INSERT: big enough to be quick, small enough for any server's limits. */
const INSERT_CHARS = 1024 * 1024;

export interface RestoreSummary {
  manifest: TManifest;
  /** Images written to the blob store, and images that were there already with the same bytes. */
  imagesWritten: number;
  imagesAlreadyThere: number;
  /** Images of the replaced database (with --force) that the restored one does not name. */
  imagesRemoved: number;
}

/**
 * Puts a backup into the database and blob store (ADR 24), or changes nothing: the archive is
 * verified whole first, images are written before the one transaction that replaces every table and
 * removed again if it fails, and a database holding data is only replaced with `force`.
 */
export async function restoreBackup(options: {
  database: Database;
  blobs: BlobStore;
  file: string;
  force?: boolean;
  /** The file as readArchive verified it already (the command line does, before opening the database). */
  verified?: VerifiedArchive;
  log?: (message: string) => void;
}): Promise<RestoreSummary> {
  const { database, blobs, force = false } = options;
  const file = path.resolve(options.file);
  const { manifest, rows } = options.verified ?? (await readArchive(file));

  const code = codeSchemaLevel();
  if (!sameLevel(manifest.schema, code)) {
    throw new BackupRefused(
      `The backup's database schema is ${manifest.schema.latest} (${manifest.schema.migrations} migrations); this version of Chapter is at ${code.latest} (${code.migrations}). Restore it with the version that made it, then start this version, which migrates it. Nothing was changed.`,
    );
  }
  await refuseIfHoldsData(database.db, force);
  await database.migrate();
  const target = await databaseSchemaLevel(database.db);
  if (!target || !sameLevel(target, code)) {
    throw new BackupRefused(
      `The target database is at schema ${target?.latest ?? 'none'}, not ${code.latest}: it belongs to another version of Chapter. Nothing was changed.`,
    );
  }
  const tables = await listTables(database.db);
  const names = (list: Array<{ name: string }>) =>
    list
      .map((table) => table.name)
      .sort()
      .join(', ');
  if (names(tables) !== names(manifest.tables)) {
    throw new BackupRefused(
      `The target database's tables (${names(tables)}) are not the backup's (${names(manifest.tables)}). Nothing was changed.`,
    );
  }

  const placed: PlacedImages = { written: [], alreadyThere: 0 };
  let images: { replaced: string[]; restored: string[] };
  try {
    await placeImages(file, manifest, blobs, placed);
    images = await replaceTables(database.db, tables, rows, manifest, force);
  } catch (error) {
    for (const key of placed.written) await blobs.delete(key).catch(() => {});
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`The restore failed and was undone (${(error as Error).message}). Nothing was changed.`);
  }

  // After the commit: a failure here leaves an unnamed file behind, never a slip without its image.
  // Every key a restored row names stays, the archive's missing images included: the store may
  // still hold the only copy of one (ADR 47).
  const kept = new Set(images.restored);
  let imagesRemoved = 0;
  for (const key of images.replaced.filter((key) => !kept.has(key))) {
    await blobs
      .delete(key)
      .then(() => {
        imagesRemoved += 1;
      })
      .catch((error) => options.log?.(`Image ${key} of the replaced database was not removed: ${error.message}`));
  }
  return { manifest, imagesWritten: placed.written.length, imagesAlreadyThere: placed.alreadyThere, imagesRemoved };
}

interface PlacedImages {
  written: string[];
  alreadyThere: number;
}

/** Writes the archive's images into the store, noting each it wrote, so a failure can take them away. */
async function placeImages(file: string, manifest: TManifest, blobs: BlobStore, placed: PlacedImages) {
  await forEachImage(file, manifest, async (key, bytes) => {
    const existing = await blobs.get(key);
    if (existing && sha256(existing) === manifest.images[key]) {
      placed.alreadyThere += 1;
      return;
    }
    // Keys are random and an image never changes, so different bytes under the same key mean the
    // store holds something this restore must not overwrite.
    if (existing) {
      throw new BackupRefused(`The blob store already holds a different image under ${key}. Nothing was changed.`);
    }
    await blobs.put(key, bytes);
    placed.written.push(key);
  });
}

/**
 * In one transaction: empties every table, inserts the backup's rows (each table after those it
 * refers to) and moves each sequence on. Returns the images the replaced database's slips named
 * and those the restored slips name.
 */
async function replaceTables(
  db: Database['db'],
  tables: TableInfo[],
  rows: Map<string, string[]>,
  manifest: TManifest,
  force: boolean,
): Promise<{ replaced: string[]; restored: string[] }> {
  return db.transaction(async (tx) => {
    // Checked again inside: the database may have changed since the first look.
    await refuseIfHoldsData(tx, force);
    const replaced = force ? await referencedImageKeys(tx) : [];
    const all = sql.join(
      tables.map((table) => sql.identifier(table.name)),
      sql`, `,
    );
    await tx.execute(sql`TRUNCATE ${all}`);
    for (const table of tables) await insertRows(tx, table.name, rows.get(table.name) ?? []);
    await setSequences(tx, manifest.sequences);
    return { replaced, restored: await referencedImageKeys(tx) };
  });
}

async function refuseIfHoldsData(db: Database['db'] | Tx, force: boolean) {
  if (force) return;
  const size = await chapterSize(db);
  if (size.members > 0 || size.events > 0) {
    throw new BackupRefused(
      `The target database already holds a chapter (${size.members} members, ${size.events} events). Restore into an empty database, or add --force to replace everything in it. Nothing was changed.`,
    );
  }
}

/** The rows go in as PostgreSQL wrote them out: its own JSON, turned back into rows by the server. */
async function insertRows(tx: Tx, table: string, rowTexts: string[]) {
  const name = sql.identifier(table);
  const insert = (batch: string[]): Promise<unknown> =>
    tx.execute(
      sql`INSERT INTO ${name} SELECT * FROM json_populate_recordset(NULL::${name}, ${`[${batch.join(',')}]`}::json)`,
    );
  let batch: string[] = [];
  let size = 0;
  for (const row of rowTexts) {
    batch.push(row);
    size += row.length;
    if (size >= INSERT_CHARS) {
      await insert(batch);
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
}

/**
 * Each serial column's sequence continues after the backup's (ids of rows deleted before the backup
 * are not handed out again, so the audit log never names two things by one id) and after every
 * restored row, whichever is later.
 */
async function setSequences(tx: Tx, next: Record<string, number>) {
  for (const [key, sequence] of await serialSequences(tx)) {
    const [table, column] = key.split('.') as [string, string];
    const last: SQL = sql`GREATEST(${(next[key] ?? 1) - 1}::bigint, (SELECT COALESCE(max(${sql.identifier(column)}), 0) FROM ${sql.identifier(table)}))`;
    await query(
      tx,
      sql`SELECT CASE WHEN v > 0 THEN setval(${sequence}::regclass, v, true) ELSE setval(${sequence}::regclass, 1, false) END
          FROM (SELECT ${last} AS v) s`,
    );
  }
}
