/**
 *   npm run backup -- <file>
 *
 * writes the whole chapter (every table, every slip image) to one archive file (ADR 24). It reads the
 * same environment as the server: DATABASE_URL for PostgreSQL, where it may run while the server
 * runs, else the embedded database under DATA_DIR, where the server must be stopped first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefused } from '../backup/archive-format.ts';
import { createBackup } from '../backup/create-backup.ts';
import { FsBlobStore } from '../blobs/fs-blob-store.ts';
import { openDatabase } from '../db/client.ts';
import { describeDatabase, fail, readConfig } from './operator-config.ts';

const USAGE = `Usage:
  npm run backup -- <file>

Writes every table and every slip image to <file> (gzip-compressed JSON lines; restore it with
npm run restore -- <file>). Uses DATABASE_URL, or the embedded database and images under DATA_DIR
(default ./data; stop the server first).`;

async function main(argv: string[]) {
  let values: { help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message, USAGE);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) fail('Give one file to write the backup to.', USAGE);

  const config = readConfig(USAGE);
  if (config.database.kind === 'pglite' && !existsSync(config.database.dataDir)) {
    fail(`There is no embedded database in ${config.database.dataDir}: check DATA_DIR (or set DATABASE_URL).`);
  }
  const database = await openDatabase(config.database);
  let refusal: string | undefined;
  try {
    const summary = await createBackup({ database, blobs: new FsBlobStore(path.join(config.dataDir, 'blobs')), file });
    const { manifest } = summary;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backed up ${manifest.tables.length} tables (${rows} rows) and ${Object.keys(manifest.images).length} images from ${describeDatabase(config)}, schema ${manifest.schema.latest}, to ${summary.file} (${summary.bytes} bytes).`,
    );
    if (manifest.missingImages.length > 0) {
      console.warn(
        `Warning: ${manifest.missingImages.length} images that slips name were not in ${path.join(config.dataDir, 'blobs')} and are not in the backup: ${manifest.missingImages.join(', ')}`,
      );
    }
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    refusal = error.message;
  } finally {
    await database.close();
  }
  // Only once the database is closed: exiting skips what is still pending.
  if (refusal) fail(refusal);
}

await main(process.argv.slice(2));
