import { existsSync, mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSlip } from '../../test/factories.ts';
import { startS3StandIn } from '../../test/s3-stand-in.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { FsBlobStore } from './fs-blob-store.ts';
import { ORPHAN_GRACE_MS, orphanCutoff, sweepOrphanBlobs } from './orphan-sweep.ts';
import { S3BlobStore } from './s3-blob-store.ts';
import { newSlipImageKeys } from './slip-keys.ts';

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

  /** A slip's two keys as an upload names them, written in November 2026. */
  const slipKeys = () => newSlipImageKeys(new Date('2026-11-20T10:00:00Z'));

  it('removes old images and half-written files no row names, and keeps named and recent ones', async () => {
    const earlier = new Date(hourAgo.getTime() - 60_000);
    const member = await createMember(t.db);
    const slip = await createSlip(t.db, { memberId: member.id, ...slipKeys() });
    const killed = slipKeys();
    const cutShort = `${slipKeys().imageKey}.a1b2c3d4e5f6.tmp`;
    // Possibly another server process's upload, a moment before it commits its row.
    const beingUploaded = slipKeys().imageKey;
    for (const key of [slip.imageKey, slip.thumbnailKey, killed.imageKey, killed.thumbnailKey, cutShort])
      await store(key, earlier);
    await store(beingUploaded, now);

    const report = await sweepOrphanBlobs(t.db, t.blobs, hourAgo);

    expect(report.removed.sort()).toEqual([killed.imageKey, killed.thumbnailKey, cutShort].sort());
    expect(report.refused).toBeNull();
    expect(report.removed.filter(stored)).toEqual([]);
    expect([slip.imageKey, slip.thumbnailKey, beingUploaded].every(stored)).toBe(true);
  });

  it('removes from an S3 bucket the images no slip names, and keeps the named ones', async () => {
    const s3 = await startS3StandIn();
    try {
      const bucket = new S3BlobStore(s3.storage);
      const member = await createMember(t.db);
      const slip = await createSlip(t.db, { memberId: member.id, ...slipKeys() });
      const killed = slipKeys().imageKey;
      for (const key of [slip.imageKey, slip.thumbnailKey, killed]) await bucket.put(key, Buffer.from('image'));
      // An object's time is S3's own: a cutoff a minute ahead takes every one written so far.
      const report = await sweepOrphanBlobs(t.db, bucket, new Date(Date.now() + 60_000));
      expect(report.removed).toEqual([killed]);
      expect((await bucket.list()).map((blob) => blob.key).sort()).toEqual([slip.imageKey, slip.thumbnailKey].sort());
      bucket.close();
    } finally {
      await s3.close();
    }
  });

  it('marks a new store as this database’s, and another database then sweeps nothing there', async () => {
    const folder = new FsBlobStore(mkdtempSync(path.join(tmpdir(), 'chapter-blobs-')));
    expect((await sweepOrphanBlobs(t.db, folder, now)).refused).toBeNull();
    const orphan = slipKeys().imageKey;
    await folder.put(orphan, Buffer.from('image'));

    const other = await openTestDatabase();
    try {
      const report = await sweepOrphanBlobs(other.db, folder, new Date(Date.now() + 60_000));
      expect(report.refused).toMatch(/another Chapter database .* delete \.chapter-owner there/);
      expect(report.removed).toEqual([]);
      expect(await folder.get(orphan)).not.toBeNull();
    } finally {
      await other.close();
    }
    // Its owner still sweeps it.
    expect((await sweepOrphanBlobs(t.db, folder, new Date(Date.now() + 60_000))).removed).toEqual([orphan]);
  });

  it('neither marks nor sweeps an unmarked store whose slip images this database does not name', async () => {
    const folder = new FsBlobStore(mkdtempSync(path.join(tmpdir(), 'chapter-blobs-')));
    const theirs = slipKeys();
    await folder.put(theirs.imageKey, Buffer.from('another chapter’s slip'));
    await folder.put(theirs.thumbnailKey, Buffer.from('its thumbnail'));

    const report = await sweepOrphanBlobs(t.db, folder, new Date(Date.now() + 60_000));

    expect(report.refused).toMatch(/holds 2 slip images and no \.chapter-owner/);
    expect((await folder.list()).length).toBe(2);
    expect(await folder.readOwnerMarker()).toBeNull();
  });

  it('treats every unnamed image as left over on PGlite, which no other process shares, and only old ones on PostgreSQL', () => {
    expect(orphanCutoff('pglite', now)).toEqual(now);
    expect(orphanCutoff('postgres', now)).toEqual(hourAgo);
  });
});
