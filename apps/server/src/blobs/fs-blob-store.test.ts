import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isStorageFull } from './blob-store.ts';
import { FsBlobStore } from './fs-blob-store.ts';

/** The disk fills up part-way through the next write: half the bytes land, then ENOSPC. */
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...fs,
    writeFile: async (file: string, bytes: Buffer, options: object) => {
      if (!disk.full) return fs.writeFile(file, bytes, options);
      await fs.writeFile(file, bytes.subarray(0, bytes.length / 2), options);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    },
  };
});

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe('FsBlobStore on a full disk', () => {
  it('rejects with ENOSPC and leaves no half-written file behind', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'chapter-blobs-'));
    const store = new FsBlobStore(root);
    await store.put('slips/a.jpg', Buffer.alloc(1000, 1));

    disk.full = true;
    const failure = await store.put('slips/b.jpg', Buffer.alloc(1000, 2)).catch((error: unknown) => error);
    disk.full = false;

    expect(isStorageFull(failure)).toBe(true);
    expect(filesUnder(root).map((entry) => entry.name)).toEqual(['a.jpg']);
    expect(await store.get('slips/b.jpg')).toBeNull();
  });
});
