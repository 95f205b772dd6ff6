/**
 *   npm run restore -- <file> [--force]
 *
 * puts a backup made by `npm run backup` into the database and image folder the environment names
 * (DATABASE_URL, else the embedded database under DATA_DIR), applying the migrations first. It
 * changes nothing unless the whole archive checks out and the database is empty; `--force` replaces
 * a database that holds data. Stop the server first.
 */
import { BackupRefused } from '../backup/archive-format.ts';
import { readArchive } from '../backup/read-archive.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { openBlobStore } from '../blobs/open-blob-store.ts';
import { openDatabase } from '../db/client.ts';
import { describeDatabase, fail, parseFileArgs, readConfig, runThenClose } from './operator-config.ts';

const USAGE = `Usage:
  npm run restore -- <file> [--force]

Restores a backup made by npm run backup into DATABASE_URL, or the embedded database under DATA_DIR
(default ./data), and its images into S3_BUCKET or DATA_DIR/blobs. Refuses a damaged file, and a database that
already holds data unless --force is given (which replaces everything in it). Stop the server first.`;

async function main(argv: string[]) {
  const args = parseFileArgs(argv, USAGE, { missingFile: 'Give one backup file to restore.' });
  if (!args) return;
  const { file, force } = args;

  const config = readConfig(USAGE);
  // The file is checked whole before the database is even opened: a bad file leaves no trace.
  const verified = await readArchive(file).catch((error) => {
    if (error instanceof BackupRefused) fail(error.message);
    throw error;
  });
  const database = await openDatabase(config.database);
  const blobs = await openBlobStore(config.slipStorage);
  await runThenClose({ database, blobs }, async () => {
    const summary = await restoreBackup({
      verified,
      database,
      blobs,
      file,
      force,
      log: (message) => console.warn(message),
    });
    const { manifest } = summary;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${manifest.tables.length} tables (${rows} rows) and ${Object.keys(manifest.images).length} images (${summary.imagesWritten} written, ${summary.imagesAlreadyThere} already there) from the backup of ${manifest.createdAt} into ${describeDatabase(config)}.${summary.imagesRemoved > 0 ? ` Removed ${summary.imagesRemoved} images of the replaced database.` : ''}`,
    );
  });
}

await main(process.argv.slice(2));
