import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { newPlace } from '../../test/backup-support.ts';
import { createMember, createSlip } from '../../test/factories.ts';
import { FsBlobStore } from '../blobs/fs-blob-store.ts';
import { newSlipImageKeys } from '../blobs/slip-keys.ts';
import type { DatabaseTarget } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createBackup } from './create-backup.ts';

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const engine: DatabaseTarget['kind'] = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

describe(`npm run restore --force (${engine})`, () => {
  const disposers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const dispose of disposers.splice(0).reverse()) await dispose();
  });

  it('keeps the stored image of a restored slip that the archive lists as missing', async () => {
    // The chapter, with one slip whose images are in its folder.
    const place = await newPlace(engine);
    disposers.push(() => place.dispose());
    const database = await openDatabase(place.target);
    const keys = newSlipImageKeys(new Date('2026-11-20T10:00:00Z'));
    let file: string;
    try {
      await database.migrate();
      await createSlip(database.db, { memberId: (await createMember(database.db)).id, ...keys });
      await place.blobs.put(keys.imageKey, Buffer.from('the only copy of the slip'));
      await place.blobs.put(keys.thumbnailKey, Buffer.from('its thumbnail'));
      // A backup made while the images could not be read (another folder, a bucket that was down):
      // it carries the slip's row and lists both images as missing.
      const work = mkdtempSync(path.join(tmpdir(), 'chapter-archives-'));
      disposers.push(async () => rmSync(work, { recursive: true, force: true }));
      file = path.join(work, 'without-images.backup');
      const unreadable = new FsBlobStore(path.join(work, 'empty'));
      const { manifest } = await createBackup({ database, blobs: unreadable, file });
      expect(manifest.missingImages).toEqual([keys.imageKey, keys.thumbnailKey]);
    } finally {
      await database.close();
    }

    const restored = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/restore.ts', file, '--force'],
      { cwd: repositoryRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...place.env } },
    );

    expect(restored.stdout).toMatch(/^Restored \d+ tables/);
    expect(restored.stdout).not.toContain('Removed');
    expect((await place.blobs.get(keys.imageKey))?.toString()).toBe('the only copy of the slip');
    expect((await place.blobs.get(keys.thumbnailKey))?.toString()).toBe('its thumbnail');
  }, 120_000);
});
