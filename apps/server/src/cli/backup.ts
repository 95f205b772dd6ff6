/**
 *   npm run backup -- <file> [--force]
 *
 * writes the whole chapter (every table, every slip image) to one archive file (ADR 24). It reads the
 * same environment as the server: DATABASE_URL for PostgreSQL, where it may run while the server
 * runs, else the embedded database under DATA_DIR, where the server must be stopped first.
 */
import { existsSync } from 'node:fs';
import { createBackup } from '../backup/create-backup.ts';
import { PARTIAL_STALE_AFTER_MS, type PartialCleanup } from '../backup/partial-files.ts';
import { openBlobStore } from '../blobs/open-blob-store.ts';
import { openDatabase } from '../db/client.ts';
import { describeDatabase, fail, parseFileArgs, readConfig, runThenClose } from './operator-config.ts';

const USAGE = `Usage:
  npm run backup -- <file> [--force]

Writes every table and every slip image to <file> (gzip-compressed JSON lines; restore it with
npm run restore -- <file>). Uses DATABASE_URL, or the embedded database under DATA_DIR (default
./data; stop the server first), and the slip images in S3_BUCKET or DATA_DIR/blobs. Refuses to
replace an existing <file> unless --force is given. Removes the <file>.<8 hex>.partial files that
killed backups of <file> left, once nothing has written them for 5 minutes.`;

async function main(argv: string[]) {
  const args = parseFileArgs(argv, USAGE, { missingFile: 'Give one file to write the backup to.' });
  if (!args) return;
  const { file, force } = args;
  // An earlier backup is often the only copy of the chapter: never replaced by a repeated command.
  if (existsSync(file) && !force) fail(`${file} already exists: choose another name, or add --force to replace it.`);

  const config = readConfig(USAGE);
  if (config.database.kind === 'pglite' && !existsSync(config.database.dataDir)) {
    fail(`There is no embedded database in ${config.database.dataDir}: check DATA_DIR (or set DATABASE_URL).`);
  }
  const database = await openDatabase(config.database);
  const blobs = await openBlobStore(config.slipStorage);
  await runThenClose({ database, blobs }, async () => {
    const summary = await createBackup({ database, blobs, file, onPartials: reportPartials });
    const { manifest } = summary;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backed up ${manifest.tables.length} tables (${rows} rows) and ${Object.keys(manifest.images).length} images from ${describeDatabase(config)}, schema ${manifest.schema.latest}, to ${summary.file} (${summary.bytes} bytes).`,
    );
    if (manifest.missingImages.length > 0) {
      console.warn(
        `Warning: ${manifest.missingImages.length} images that slips name were not in ${blobs.location} and are not in the backup: ${manifest.missingImages.join(', ')}`,
      );
    }
  });
}

/** Said before the backup starts, so it is on the console even when the backup then fails. */
function reportPartials({ removed, kept }: PartialCleanup) {
  if (removed.length > 0) {
    console.log(
      `Removed ${removed.length} partial files that stopped backups of this file left (they held personal data): ${removed.join(', ')}`,
    );
  }
  if (kept.length > 0) {
    console.warn(
      `Left ${kept.length} partial files written to in the last ${PARTIAL_STALE_AFTER_MS / 60_000} minutes, as another backup of this file may be writing them; a backup after that removes them if they are still there: ${kept.join(', ')}`,
    );
  }
}

await main(process.argv.slice(2));
