/**
 *   npm run restore -- <file> [--force]
 *
 * puts a backup made by `npm run backup` into the database and image folder the environment names
 * (DATABASE_URL, else the embedded database under DATA_DIR), applying the migrations first. It
 * changes nothing unless the whole archive checks out and the database is empty; `--force` replaces
 * a database that holds data. Stop the server first.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefused } from '../backup/archive-format.ts';
import { readArchive } from '../backup/read-archive.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { FsBlobStore } from '../blobs/fs-blob-store.ts';
import { openDatabase } from '../db/client.ts';
import { describeDatabase, fail, readConfig } from './operator-config.ts';

const USAGE = `Usage:
  npm run restore -- <file> [--force]

Restores a backup made by npm run backup into DATABASE_URL, or the embedded database under DATA_DIR
(default ./data), and its images into DATA_DIR/blobs. Refuses a damaged file, and a database that
already holds data unless --force is given (which replaces everything in it). Stop the server first.`;

async function main(argv: string[]) {
  let values: { force?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
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
  if (!file || extra.length > 0) fail('Give one backup file to restore.', USAGE);

  const config = readConfig(USAGE);
  // The file is checked whole before the database is even opened: a bad file leaves no trace.
  const verified = await readArchive(file).catch((error) => {
    if (error instanceof BackupRefused) fail(error.message);
    throw error;
  });
  const database = await openDatabase(config.database);
  let refusal: string | undefined;
  try {
    const summary = await restoreBackup({
      verified,
      database,
      blobs: new FsBlobStore(path.join(config.dataDir, 'blobs')),
      file,
      force: values.force ?? false,
      log: (message) => console.warn(message),
    });
    const { manifest } = summary;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${manifest.tables.length} tables (${rows} rows) and ${Object.keys(manifest.images).length} images (${summary.imagesWritten} written, ${summary.imagesAlreadyThere} already there) from the backup of ${manifest.createdAt} into ${describeDatabase(config)}.${summary.imagesRemoved > 0 ? ` Removed ${summary.imagesRemoved} images of the replaced database.` : ''}`,
    );
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
