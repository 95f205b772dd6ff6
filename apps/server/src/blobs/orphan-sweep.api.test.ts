import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSlip } from '../../test/factories.ts';
import { startS3StandIn } from '../../test/s3-stand-in.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { ORPHAN_GRACE_MS, orphanCutoff, sweepOrphanBlobs } from './orphan-sweep.ts';
import { S3BlobStore } from './s3-blob-store.ts';

describe('the sweep of stored images no slip names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const now = new Date();
  const hourAgo = new Date(now.getTime() - ORPHAN_GRACE_MS);
  async function store(key: string, writtenAt: Date) {
    await t.blobs.put(key, Buffer.from('image'));
    utimesSync(path.join(t.blobDir, key), writtenAt, writtenAt);
  }
  const stored = (key: string) => existsSync(path.join(t.blobDir, key));

  it('removes old images and half-written files no row names, and keeps named and recent ones', async () => {
    const earlier = new Date(hourAgo.getTime() - 60_000);
    const member = await createMember(t.db);
    const slip = await createSlip(t.db, { memberId: member.id });
    await store(slip.imageKey, earlier);
    await store(slip.thumbnailKey, earlier);
    await store('slips/2026-11/killed-before-commit.jpg', earlier);
    await store('slips/2026-11/killed-before-commit.thumb.webp', earlier);
    await store('slips/2026-11/cut-short.jpg.a1b2c3.tmp', earlier);
    // Possibly another server process's upload, a moment before it commits its row.
    await store('slips/2026-11/being-uploaded.jpg', now);

    const swept = await sweepOrphanBlobs(t.db, t.blobs, hourAgo);

    expect(swept.sort()).toEqual([
      'slips/2026-11/cut-short.jpg.a1b2c3.tmp',
      'slips/2026-11/killed-before-commit.jpg',
      'slips/2026-11/killed-before-commit.thumb.webp',
    ]);
    expect(swept.filter(stored)).toEqual([]);
    expect([slip.imageKey, slip.thumbnailKey, 'slips/2026-11/being-uploaded.jpg'].every(stored)).toBe(true);
  });

  it('removes from an S3 bucket the images no slip names, and keeps the named ones', async () => {
    const s3 = await startS3StandIn();
    try {
      const bucket = new S3BlobStore(s3.storage);
      const member = await createMember(t.db);
      const slip = await createSlip(t.db, { memberId: member.id });
      for (const key of [slip.imageKey, slip.thumbnailKey, 'slips/2026-11/killed-before-commit.jpg'])
        await bucket.put(key, Buffer.from('image'));
      // An object's time is S3's own: a cutoff a minute ahead takes every one written so far.
      const swept = await sweepOrphanBlobs(t.db, bucket, new Date(Date.now() + 60_000));
      expect(swept).toEqual(['slips/2026-11/killed-before-commit.jpg']);
      expect((await bucket.list()).map((blob) => blob.key).sort()).toEqual([slip.imageKey, slip.thumbnailKey].sort());
      bucket.close();
    } finally {
      await s3.close();
    }
  });

  it('treats every unnamed image as left over on PGlite, which no other process shares, and only old ones on PostgreSQL', () => {
    expect(orphanCutoff('pglite', now)).toEqual(now);
    expect(orphanCutoff('postgres', now)).toEqual(hourAgo);
  });
});
