import type { Db } from '../db/client.ts';
import { paymentSlips } from '../db/schema/index.ts';
import type { BlobStore } from './blob-store.ts';

/**
 * How long an unnamed image may belong to an upload still on its way to the database. An upload
 * commits its row milliseconds after writing its files; an hour covers a database that stalls.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * The time before which an image no row names can only be left over (ADR 23). Embedded PGlite
 * belongs to this one process, which sweeps before it listens: nothing can still be uploading. On
 * PostgreSQL other server processes may be in the middle of an upload, so only older files count.
 */
export function orphanCutoff(kind: 'pglite' | 'postgres', now: Date): Date {
  return kind === 'pglite' ? now : new Date(now.getTime() - ORPHAN_GRACE_MS);
}

/**
 * Removes the stored images that no slip row names and that were written before `writtenBefore`:
 * those of an upload killed between writing its files and committing its row, those of a slip
 * deleted just before a crash, and temporary files of interrupted writes. Returns their keys.
 */
export async function sweepOrphanBlobs(db: Db, blobs: BlobStore, writtenBefore: Date): Promise<string[]> {
  // Files first, rows second: an upload that commits in between is then seen with its row.
  const candidates = (await blobs.list()).filter((blob) => blob.writtenAt < writtenBefore);
  if (candidates.length === 0) return [];
  const rows = await db
    .select({ image: paymentSlips.imageKey, thumbnail: paymentSlips.thumbnailKey })
    .from(paymentSlips);
  const named = new Set(rows.flatMap((row) => [row.image, row.thumbnail]));
  const orphans = candidates.filter((blob) => !named.has(blob.key)).map((blob) => blob.key);
  for (const key of orphans) await blobs.delete(key);
  return orphans;
}
