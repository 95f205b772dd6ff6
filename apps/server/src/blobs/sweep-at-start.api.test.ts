import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it } from 'vitest';
import { openForSeeding } from '../../test/crash-support.ts';
import { createMember, createSlip } from '../../test/factories.ts';
import { startS3StandIn } from '../../test/s3-stand-in.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import type { BlobStore } from './blob-store.ts';
import { FsBlobStore } from './fs-blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';
import { newSlipImageKeys } from './slip-keys.ts';

/**
 * The start-up sweep (ADRs 23 and 47) as production runs it: `main.ts` in a process of its own, on a
 * folder or on a whole S3 bucket (S3_PREFIX empty, the default) that also holds what is not its own.
 * Always on PGlite: its cutoff is the start itself, so the test needs no backdating, which S3's own
 * object times would not allow; the cutoff per engine is tested in orphan-sweep.api.test.ts.
 */
interface Store {
  env: Record<string, string>;
  /** Writes an object under any key, also one the server itself would never make. */
  write(key: string, text: string): Promise<void>;
  /** The store as the server sees it: every key, the owner marker aside, and the marker. */
  view: BlobStore;
  close(): Promise<void>;
}

const stores: Record<string, (dataDir: string) => Promise<Store>> = {
  folder: async (dataDir) => {
    const blobDir = path.join(dataDir, 'blobs');
    return {
      env: {},
      write: async (key, text) => {
        mkdirSync(path.dirname(path.join(blobDir, key)), { recursive: true });
        writeFileSync(path.join(blobDir, key), text);
      },
      view: new FsBlobStore(blobDir),
      close: async () => {},
    };
  },
  bucket: async () => {
    const s3 = await startS3StandIn();
    const storage = { ...s3.storage, prefix: '' };
    const client = new S3Client({
      region: storage.region,
      endpoint: storage.endpoint ?? undefined,
      forcePathStyle: true,
      credentials: storage.credentials ?? undefined,
    });
    const view = new S3BlobStore(storage);
    return {
      env: { ...s3.env, S3_PREFIX: '' },
      write: async (key, text) => {
        await client.send(new PutObjectCommand({ Bucket: storage.bucket, Key: key, Body: text }));
      },
      view,
      close: async () => {
        client.destroy();
        view.close();
        await s3.close();
      },
    };
  },
};

/** The server's JSON log lines. */
const logOf = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; keys?: string[] });
const WARN = 40;

describe.each(Object.keys(stores))('the start-up sweep of a %s', (kind) => {
  const disposers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const dispose of disposers.splice(0).reverse()) await dispose();
  });

  /** A chapter with one slip whose images are stored, and its store; the server not started yet. */
  async function chapter() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-sweep-'));
    disposers.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const store = await stores[kind]?.(dataDir);
    if (!store) throw new Error(`no store ${kind}`);
    disposers.push(() => store.close());
    const database = await openForSeeding({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const slip = await createSlip(database.db, {
      memberId: (await createMember(database.db)).id,
      ...newSlipImageKeys(new Date('2026-11-20T10:00:00Z')),
    });
    await database.close();
    await store.write(slip.imageKey, 'the slip');
    await store.write(slip.thumbnailKey, 'its thumbnail');
    /**
     * Starts the server and gives its log once `until` has been written. The logger's lines may
     * reach the pipe after the start banner (it writes through its own buffer), so a test waits for
     * the sweep's own last line, not for the banner.
     */
    const start = async (until: string) => {
      const server: ServerProcess = await startServerProcess({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ...store.env,
      });
      disposers.push(() => server.stop());
      await server.waitForOutput('is running at');
      return logOf(await server.waitForOutput(until));
    };
    return { store, named: [slip.imageKey, slip.thumbnailKey], start };
  }

  it('removes only its own leftovers, starts, and says what it left alone', async () => {
    const { store, named, start } = await chapter();
    const killed = newSlipImageKeys(new Date('2026-11-21T10:00:00Z'));
    const cutShort = `${newSlipImageKeys(new Date()).imageKey}.0a1b2c3d4e5f.tmp`;
    const notOurs = [
      // Another chapter's slip, under its own prefix in the same bucket (or folder).
      `chapter-b/${newSlipImageKeys(new Date()).imageKey}`,
      'backups/chapter-2026-11-30.backup',
      'notes/Q4 plan.txt',
    ];
    for (const key of [killed.imageKey, killed.thumbnailKey, cutShort, ...notOurs]) await store.write(key, 'x');

    // The sweep says what it left alone, then what it removed.
    const log = await start('removed 3 stored images');

    const left = (await store.view.list()).map((blob) => blob.key).sort();
    expect(left).toEqual([...named, ...notOurs].sort());
    const removed = log.find((line) => line.msg === 'removed 3 stored images that no slip names');
    expect(removed?.keys?.sort()).toEqual([killed.imageKey, killed.thumbnailKey, cutShort].sort());
    const skipped = log.find((line) => line.msg === 'left alone 3 stored objects that are not slip images');
    expect(skipped?.keys?.sort()).toEqual([...notOurs].sort());
    // The first start marked the store as this database's.
    expect(JSON.parse((await store.view.readOwnerMarker()) ?? '{}')).toEqual({ chapterDatabase: expect.any(String) });
  }, 120_000);

  it('sweeps nothing in a store another database marked as its own, starts, and says why', async () => {
    const { store, named, start } = await chapter();
    const leftover = newSlipImageKeys(new Date('2026-11-21T10:00:00Z')).imageKey;
    await store.write(leftover, 'perhaps the other chapter’s upload');
    await store.write('.chapter-owner', '{"chapterDatabase":"the-other-chapter"}\n');

    const log = await start('slip images not swept');

    expect((await store.view.list()).map((blob) => blob.key).sort()).toEqual([...named, leftover].sort());
    const refused = log.find((line) => line.msg.startsWith('slip images not swept'));
    expect(refused?.level).toBe(WARN);
    expect(refused?.msg).toMatch(/belongs to another Chapter database \(the-other-chapter\), not to this one/);
    expect(await store.view.readOwnerMarker()).toBe('{"chapterDatabase":"the-other-chapter"}\n');
  }, 120_000);
});
