import { mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoutes } from '@chapter/contract/routes';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { OWNER_MARKER } from '../src/blobs/blob-store.ts';
import { newSlipImageKeys } from '../src/blobs/slip-keys.ts';
import type { DatabaseTarget } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';

/** Every file under the blob folder, as blob keys; the owner marker (ADR 47) is no blob. */
export function storedKeys(blobDir: string): string[] {
  try {
    return readdirSync(blobDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !(entry.name === OWNER_MARKER && entry.parentPath === blobDir))
      .map((entry) => path.relative(blobDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/** Dates every stored file back by `ms` (and a minute), as if the next start came that much later. */
export function backdate(blobDir: string, ms: number): void {
  const then = new Date(Date.now() - ms - 60_000);
  for (const key of storedKeys(blobDir)) utimesSync(path.join(blobDir, key), then, then);
}

/**
 * What a kill leaves in the blob folder when it lands between an image's write and its row's
 * commit (an image no row names), or in the middle of the write (a temporary file). Returns how
 * many files it wrote.
 */
export function plantLeftovers(blobDir: string, bytes: Buffer): number {
  // Named as the server names them: the sweep touches nothing else (ADR 47).
  const { imageKey } = newSlipImageKeys(new Date());
  mkdirSync(path.dirname(path.join(blobDir, imageKey)), { recursive: true });
  writeFileSync(path.join(blobDir, imageKey), bytes);
  writeFileSync(path.join(blobDir, `${imageKey}.0a1b2c3d4e5f.tmp`), bytes.subarray(0, 100));
  return 2;
}

/** Opens the server's database to seed it; an embedded one starts from the migrated template, sparing initdb. */
export async function openForSeeding(target: DatabaseTarget): Promise<Database> {
  const template = target.kind === 'pglite' ? inject('pgliteTemplate') : undefined;
  if (target.kind === 'pglite' && template) {
    mkdirSync(target.dataDir, { recursive: true });
    await (await PGlite.create(target.dataDir, { loadDataDir: new Blob([readFileSync(template)]) })).close();
  }
  const database = await openDatabase(target);
  await database.migrate();
  return database;
}

/** Logs in over HTTP and returns the bearer token. */
export async function loginOverHttp(url: string, phone: string): Promise<string> {
  const response = await fetch(`${url}${apiRoutes.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: phone }),
  });
  if (response.status !== 200) throw new Error(`login ${phone}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
