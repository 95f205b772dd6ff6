import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newPlace } from '../../test/backup-support.ts';
import { openForSeeding } from '../../test/crash-support.ts';
import { createMember, createSlip } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { newSlipImageKeys } from '../blobs/slip-keys.ts';
import type { DatabaseTarget } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createBackup } from './create-backup.ts';
import { isPartialOf, PARTIAL_STALE_AFTER_MS, type PartialCleanup } from './partial-files.ts';
import { readArchive } from './read-archive.ts';

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const engine: DatabaseTarget['kind'] = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/** The partial files of `base` in `folder`, by name. */
const partialsIn = (folder: string, base: string) =>
  readdirSync(folder)
    .filter((name) => isPartialOf(name, base))
    .sort();

const running = 'chapter.backup.0123abcd.partial';
const lookAlikes = [
  'other.backup.0123abcd.partial',
  'chapter.backup.0123ABCD.partial',
  'chapter.backup.0123abc.partial',
  'chapter.backup.0123abcd.partial.keep',
  'chapter.backup.0123abcd.tmp',
];

/** Dates a file back past the age at which a backup takes it for a dead one's leftover. */
const makeStale = (file: string) => {
  const then = new Date(Date.now() - PARTIAL_STALE_AFTER_MS - 60_000);
  utimesSync(file, then, then);
};

/** One member with one slip, whose two image keys are returned. */
async function chapterWithASlip(database: Database) {
  const keys = newSlipImageKeys(new Date('2026-11-20T10:00:00Z'));
  await createSlip(database.db, { memberId: (await createMember(database.db)).id, ...keys });
  return keys;
}

/** A store that answers every image read with `get` (a slow or broken bucket) and holds nothing else. */
function storeWhoseImages(get: BlobStore['get']): BlobStore {
  return {
    location: 'a test bucket',
    get,
    put: async () => {},
    delete: async () => {},
    list: async () => [],
    readOwnerMarker: async () => null,
    writeOwnerMarker: async () => {},
  };
}

describe(`a backup's partial files (${engine})`, () => {
  const disposers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const dispose of disposers.splice(0).reverse()) await dispose();
  });
  const workFolder = () => {
    const work = mkdtempSync(path.join(tmpdir(), 'chapter-partials-'));
    disposers.push(async () => rmSync(work, { recursive: true, force: true }));
    return work;
  };

  it('a killed npm run backup leaves its partial file (0600); the next one removes it once stale, names it, and leaves a fresh one', async () => {
    const place = await newPlace(engine);
    disposers.push(() => place.dispose());
    const database = await openForSeeding(place.target);
    const keys = await chapterWithASlip(database);
    await database.close();
    await place.blobs.put(keys.thumbnailKey, Buffer.from('its thumbnail'));
    // The image is a named pipe no one writes to: the backup waits on it, mid-way, until it is killed.
    const image = path.join(place.blobDir, keys.imageKey);
    await run('mkfifo', [image]);

    const work = workFolder();
    const file = path.join(work, 'chapter.backup');
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...place.env };
    const command = [process.execPath, ['--import', 'tsx', 'apps/server/src/cli/backup.ts', file]] as const;
    const child = spawn(...command, { cwd: repositoryRoot, env, stdio: 'ignore' });
    const exited = once(child, 'exit');
    await vi.waitFor(() => expect(partialsIn(work, 'chapter.backup')).toHaveLength(1), { timeout: 60_000 });
    child.kill('SIGKILL');
    await exited;
    const [left] = partialsIn(work, 'chapter.backup') as [string];
    expect(readdirSync(work)).toEqual([left]);
    expect(statSync(path.join(work, left)).mode & 0o777).toBe(0o600);

    rmSync(image);
    writeFileSync(image, 'the slip');
    // The next backup, some minutes later: the killed one's partial is stale. Beside it, one written
    // to just now (as by a backup still running), and look-alikes that are not this file's partials.
    for (const name of lookAlikes) writeFileSync(path.join(work, name), 'not this backup’s');
    for (const name of [left, ...lookAlikes]) makeStale(path.join(work, name));
    writeFileSync(path.join(work, running), 'being written');
    const next = await run(...command, { cwd: repositoryRoot, env });
    expect(next.stdout).toContain(
      `Removed 1 partial files that stopped backups of this file left (they held personal data): ${path.join(work, left)}\nBacked up `,
    );
    expect(next.stdout).toMatch(/Backed up \d+ tables \(\d+ rows\) and 2 images /);
    expect(next.stderr).toBe(
      `Left 1 partial files written to in the last 5 minutes, as another backup of this file may be writing them; a backup after that removes them if they are still there: ${path.join(work, running)}\n`,
    );
    expect(readdirSync(work).sort()).toEqual(['chapter.backup', running, ...lookAlikes].sort());
    expect((await readArchive(file)).manifest.missingImages).toEqual([]);
  }, 180_000);

  it('a backup of the same file started while another runs leaves that one’s partial file alone', async () => {
    const work = workFolder();
    const file = path.join(work, 'chapter.backup');
    const first = await openTestDatabase();
    disposers.push(() => first.close());
    const keys = await chapterWithASlip(first);
    // The first backup waits on its slip image (a slow bucket) until the test lets it go.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = storeWhoseImages(async () => {
      await released;
      return Buffer.from('the slip');
    });
    const timing = { heartbeatMs: 20 };
    const running = createBackup({ database: first, blobs: slow, file, partialTiming: timing });
    await vi.waitFor(() => expect(partialsIn(work, 'chapter.backup')).toHaveLength(1), { timeout: 30_000 });
    const [partial] = partialsIn(work, 'chapter.backup') as [string];
    // However long it waits, it keeps its partial file looking written-to.
    makeStale(path.join(work, partial));
    await vi.waitFor(
      () => expect(Date.now() - statSync(path.join(work, partial)).mtimeMs).toBeLessThan(PARTIAL_STALE_AFTER_MS),
      { timeout: 30_000 },
    );

    const second = await openTestDatabase();
    disposers.push(() => second.close());
    const found: PartialCleanup[] = [];
    const done = await createBackup({
      database: second,
      blobs: storeWhoseImages(async () => null),
      file,
      partialTiming: timing,
      onPartials: (cleanup) => found.push(cleanup),
    });
    expect(done.manifest.tables.length).toBeGreaterThan(0);
    expect(found).toEqual([{ removed: [], kept: [path.join(work, partial)] }]);

    release();
    const finished = await running;
    expect(Object.keys(finished.manifest.images)).toEqual([keys.imageKey, keys.thumbnailKey].sort());
    expect(readdirSync(work)).toEqual(['chapter.backup']);
  });

  it('a backup that fails part-way removes its partial file', async () => {
    const work = workFolder();
    const file = path.join(work, 'chapter.backup');
    const database = await openTestDatabase();
    disposers.push(() => database.close());
    await chapterWithASlip(database);
    const broken = storeWhoseImages(async () => {
      throw new Error('the bucket answered 500');
    });
    await expect(createBackup({ database, blobs: broken, file })).rejects.toThrow('the bucket answered 500');
    expect(readdirSync(work)).toEqual([]);
  });
});
