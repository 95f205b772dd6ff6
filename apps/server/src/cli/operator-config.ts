import { parseArgs } from 'node:util';
import { BackupRefused } from '../backup/archive-format.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { type AppConfig, ConfigError, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

/** Prints the problem (and the usage) for the operator and exits with status 1. */
export function fail(message: string, usage?: string): never {
  console.error(usage ? `${message}\n\n${usage}` : message);
  process.exit(1);
}

/** The server's configuration, read from the same environment as the server; exits on a bad one. */
export function readConfig(usage: string): AppConfig {
  try {
    return loadConfig(process.env, 'operator');
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, usage);
    throw error;
  }
}

/** Which database the configuration points at, in words. */
export const describeDatabase = (config: AppConfig) =>
  config.database.kind === 'postgres'
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.database.dataDir}`;

/**
 * The arguments of a command that takes one file and `--force`: null after printing the usage for
 * `--help`; a mistake prints it with the problem and exits.
 */
export function parseFileArgs(
  argv: string[],
  usage: string,
  options: { missingFile: string },
): { file: string; force: boolean } | null {
  const { values, positionals } = (() => {
    try {
      return parseArgs({ args: argv, options: FILE_OPTIONS, allowPositionals: true, strict: true });
    } catch (error) {
      return fail((error as Error).message, usage);
    }
  })();
  if (values.help) {
    console.log(usage);
    return null;
  }
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) fail(options.missingFile, usage);
  return { file, force: values.force ?? false };
}

const FILE_OPTIONS = { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

/**
 * Runs a backup or restore on the open database and closes it, then exits with the message of a
 * refusal (a damaged file, a database that holds a chapter): only once the database is closed,
 * since exiting skips what is still pending.
 */
export async function runThenClose(
  { database, blobs }: { database: Database; blobs: BlobStore },
  work: () => Promise<void>,
): Promise<void> {
  let refusal: string | undefined;
  try {
    await work();
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    refusal = error.message;
  } finally {
    blobs.close?.();
    await database.close();
  }
  if (refusal) fail(refusal);
}
