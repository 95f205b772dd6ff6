import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { BlobStore } from '../blobs/blob-store.ts';
import { referencedImageKeys } from '../blobs/slip-images-repository.ts';
import type { Database, Tx } from '../db/client.ts';
import { BackupRefused, FORMAT, FORMAT_VERSION, rowLine, type TManifest } from './archive-format.ts';
import { databaseSchemaLevel, listTables, query, serialSequences, type TableInfo } from './catalog.ts';
import {
  keepPartialFresh,
  newPartialName,
  type PartialCleanup,
  type PartialTiming,
  removeStalePartials,
} from './partial-files.ts';

/** Rows read per statement: a chapter's biggest table (the audit log) never sits in memory whole. */
const BATCH = 2000;

export interface BackupSummary {
  file: string;
  bytes: number;
  manifest: TManifest;
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * Writes every table and every slip image to one archive file (ADR 24). The rows are read in one
 * REPEATABLE READ transaction, so the backup is the database at one instant even while the server
 * runs on PostgreSQL. The file appears under its name only once complete, readable by its owner only
 * (it holds personal data and the server's keys). Partial files that killed backups of the same file
 * left are removed first and reported through `onPartials` (partial-files.ts says which are left).
 */
export async function createBackup(options: {
  database: Database;
  blobs: BlobStore;
  file: string;
  now?: Date;
  /** Told, before anything is read, what was found of earlier backups' partial files. */
  onPartials?: (cleanup: PartialCleanup) => void;
  partialTiming?: PartialTiming;
}): Promise<BackupSummary> {
  const { database, blobs } = options;
  const file = path.resolve(options.file);
  const partial = newPartialName(file);
  await mkdir(path.dirname(file), { recursive: true });
  const cleanup = await removeStalePartials(file, options.partialTiming);
  if (cleanup.removed.length + cleanup.kept.length > 0) options.onPartials?.(cleanup);
  const stopMarking = keepPartialFresh(partial, options.partialTiming);
  try {
    const manifest = await database.db.transaction(
      async (tx) => {
        // Timestamps are written in UTC whatever the server's setting, so every archive reads the same.
        await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
        const tables = await listTables(tx);
        const schema = await databaseSchemaLevel(tx);
        if (tables.length === 0 || !schema) {
          throw new BackupRefused('The database has no Chapter tables (it was never migrated): nothing to back up.');
        }
        const manifest: TManifest = {
          format: FORMAT,
          formatVersion: FORMAT_VERSION,
          createdAt: (options.now ?? new Date()).toISOString(),
          source: database.kind,
          schema,
          tables: [],
          sequences: {},
          images: {},
          missingImages: [],
        };
        await pipeline(
          Readable.from(archiveLines(tx, tables, blobs, manifest)),
          createGzip(),
          createWriteStream(partial, { mode: 0o600, flush: true }),
        );
        return manifest;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    stopMarking();
    await rm(partial, { force: true });
  }
}

/** The archive's lines; fills in the manifest as it goes and ends with it. */
async function* archiveLines(tx: Tx, tables: TableInfo[], blobs: BlobStore, manifest: TManifest) {
  yield `${JSON.stringify({ header: { format: FORMAT, formatVersion: FORMAT_VERSION, createdAt: manifest.createdAt } })}\n`;
  for (const table of tables) {
    const hash = createHash('sha256');
    let rows = 0;
    const order = table.primaryKey.length
      ? sql.join(
          table.primaryKey.map((column) => sql.identifier(column)),
          sql`, `,
        )
      : sql`t.ctid`;
    for (let offset = 0; ; offset += BATCH) {
      const batch = await query<{ row: string }>(
        tx,
        sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(table.name)} t
            ORDER BY ${order} LIMIT ${BATCH} OFFSET ${offset}`,
      );
      for (const { row } of batch) {
        hash.update(`${row}\n`);
        rows += 1;
        yield `${rowLine(table.name, row)}\n`;
      }
      if (batch.length < BATCH) break;
    }
    manifest.tables.push({ name: table.name, rows, sha256: hash.digest('hex') });
  }
  const sequences = [...(await serialSequences(tx))].sort(([a], [b]) => a.localeCompare(b));
  for (const [column, sequence] of sequences) {
    const [row] = await query<{ last: string | null }>(
      tx,
      sql`SELECT pg_sequence_last_value(${sequence}::regclass)::text AS last`,
    );
    manifest.sequences[column] = row?.last == null ? 1 : Number(row.last) + 1;
  }
  for (const key of await referencedImageKeys(tx)) {
    const bytes = await blobs.get(key);
    // Kept as the database has it (a row whose image is gone), and said so, rather than no backup at all.
    if (!bytes) {
      manifest.missingImages.push(key);
      continue;
    }
    manifest.images[key] = sha256(bytes);
    yield `${JSON.stringify({ image: key, base64: bytes.toString('base64') })}\n`;
  }
  yield `${JSON.stringify({ manifest })}\n`;
}
