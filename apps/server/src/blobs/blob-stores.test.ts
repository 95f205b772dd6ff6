import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from '../../test/s3-stand-in.ts';
import { type BlobStore, OWNER_MARKER } from './blob-store.ts';
import { FsBlobStore } from './fs-blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

/**
 * What every slip image store promises (blob-store.ts), held by the folder and by an S3 bucket
 * alike: the S3 one through the real AWS SDK against a local S3-compatible server.
 */
let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(() => s3.close());

let made = 0;
const stores: Record<string, () => BlobStore> = {
  folder: () => new FsBlobStore(mkdtempSync(path.join(tmpdir(), 'chapter-blobs-'))),
  // A prefix of its own per test: each starts with an empty store in the one bucket.
  s3: () => new S3BlobStore({ ...s3.storage, prefix: `store-${++made}/` }),
};

describe.each(Object.keys(stores))('the %s slip image store', (kind) => {
  const open = () => stores[kind]?.() as BlobStore;

  it('gives back exactly the bytes written, and null for a key never written', async () => {
    const store = open();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await store.put('slips/2026/a.jpg', bytes);
    expect((await store.get('slips/2026/a.jpg'))?.equals(bytes)).toBe(true);
    expect(await store.get('slips/2026/b.jpg')).toBeNull();
  });

  it('replaces a blob written again under the same key', async () => {
    const store = open();
    await store.put('x.webp', Buffer.from('first'));
    await store.put('x.webp', Buffer.from('second'));
    expect((await store.get('x.webp'))?.toString()).toBe('second');
  });

  it('deletes a blob, and deleting a missing one is no error', async () => {
    const store = open();
    await store.put('gone.jpg', Buffer.from('x'));
    await store.delete('gone.jpg');
    await store.delete('never.jpg');
    expect(await store.get('gone.jpg')).toBeNull();
    expect(await store.list()).toEqual([]);
  });

  it('lists every blob under its own key with the time it was written', async () => {
    const store = open();
    const before = Date.now();
    await store.put('slips/one.jpg', Buffer.from('1'));
    await store.put('slips/deep/two.thumb.webp', Buffer.from('2'));
    const listed = await store.list();
    expect(listed.map((blob) => blob.key).sort()).toEqual(['slips/deep/two.thumb.webp', 'slips/one.jpg']);
    for (const blob of listed) {
      // S3 keeps whole seconds.
      expect(blob.writtenAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    }
  });

  it('keeps its owner marker beside the blobs: read back as written, never listed, never a blob key', async () => {
    const store = open();
    expect(await store.readOwnerMarker()).toBeNull();
    await store.writeOwnerMarker('{"chapterDatabase":"a"}\n');
    await store.put('slips/one.jpg', Buffer.from('1'));
    expect(await store.readOwnerMarker()).toBe('{"chapterDatabase":"a"}\n');
    expect((await store.list()).map((blob) => blob.key)).toEqual(['slips/one.jpg']);
    await expect(store.get(OWNER_MARKER)).rejects.toThrow(/unsafe blob key/);
    await expect(store.delete(OWNER_MARKER)).rejects.toThrow(/unsafe blob key/);
  });

  it('refuses a key that would reach outside the store', async () => {
    const store = open();
    for (const key of ['../outside.jpg', '/etc/passwd', 'a/../../b.jpg', '']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe blob key/);
      await expect(store.get(key)).rejects.toThrow(/unsafe blob key/);
    }
  });
});

describe('slip images in a shared bucket', () => {
  it('are seen only by the store of their own prefix', async () => {
    const mine = new S3BlobStore({ ...s3.storage, prefix: 'chapter-a/' });
    const theirs = new S3BlobStore({ ...s3.storage, prefix: 'chapter-b/' });
    await mine.put('slip.jpg', Buffer.from('a'));
    await theirs.put('slip.jpg', Buffer.from('b'));
    expect((await mine.list()).map((blob) => blob.key)).toEqual(['slip.jpg']);
    expect((await mine.get('slip.jpg'))?.toString()).toBe('a');
    await mine.delete('slip.jpg');
    expect((await theirs.get('slip.jpg'))?.toString()).toBe('b');
  });

  it('list past a thousand objects, S3’s page size', async () => {
    const store = new S3BlobStore({ ...s3.storage, prefix: 'many/' });
    const keys = Array.from({ length: 1005 }, (_, i) => `k/${String(i).padStart(4, '0')}.jpg`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((key) => store.put(key, Buffer.from(key))));
    expect((await store.list()).map((blob) => blob.key).sort()).toEqual(keys);
  }, 120_000);
});
