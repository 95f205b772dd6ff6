import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import type { BlobStore } from './blob-store.ts';
import { referencedImageKeys } from './slip-images-repository.ts';
import { isSlipImageKey } from './slip-keys.ts';
import { claimBlobStore } from './store-owner.ts';
import { isBlobStoreUnavailable } from './store-unavailable.ts';

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

export interface SweepReport {
  /** The orphans removed. */
  removed: string[];
  /** Keys not of a slip image's shape: never the server's to remove, left alone. */
  skipped: string[];
  /** Orphans whose removal failed, with why; the next start tries again. */
  failed: Array<{ key: string; error: string }>;
  /** Why nothing was swept (the store is not this database's, ADR 47), or null. */
  refused: string | null;
}

/**
 * Removes the stored slip images that no slip row names and that were written before
 * `writtenBefore`: those of an upload killed between writing its files and committing its row,
 * those of a slip deleted just before a crash, and temporary files of interrupted writes. Only keys
 * of the server's own shape are touched, and only in a store this database owns (ADR 47).
 */
export async function sweepOrphanBlobs(db: Db, blobs: BlobStore, writtenBefore: Date): Promise<SweepReport> {
  // Files first, rows second: an upload that commits in between is then seen with its row.
  const stored = await blobs.list();
  const named = new Set(await referencedImageKeys(db));
  const skipped = stored.filter((blob) => !isSlipImageKey(blob.key)).map((blob) => blob.key);
  const claim = await claimBlobStore(
    db,
    blobs,
    stored.map((blob) => blob.key),
    named,
  );
  if (!claim.ours) return { removed: [], skipped, failed: [], refused: claim.reason };
  const orphans = stored
    .filter((blob) => isSlipImageKey(blob.key) && blob.writtenAt < writtenBefore && !named.has(blob.key))
    .map((blob) => blob.key);
  const removed: string[] = [];
  const failed: SweepReport['failed'] = [];
  for (const [index, key] of orphans.entries()) {
    try {
      await blobs.delete(key);
      removed.push(key);
    } catch (error) {
      failed.push({ key, error: (error as Error).message });
      // A bucket that stopped answering would hold the start for its limit once per orphan: the
      // rest wait for the next start.
      if (isBlobStoreUnavailable(error)) {
        for (const rest of orphans.slice(index + 1))
          failed.push({ key: rest, error: 'not tried: the store stopped answering' });
        break;
      }
    }
  }
  return { removed, skipped, failed, refused: null };
}

/** Keys named in one log line at most: a shared bucket may hold thousands of other objects. */
const KEYS_LOGGED = 20;

/**
 * The sweep as the server runs it before listening (ADR 23): it logs what it did, what it left
 * alone and why, and never stops the start, since a server without its housekeeping still serves.
 * A bucket that does not answer delays the start by the store's limits on a call or two (issue 36),
 * then the server starts without the sweep: its uploads and images answer 503 until the bucket is back.
 */
export async function sweepAtStart(
  database: Pick<Database, 'db' | 'kind'>,
  blobs: BlobStore,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<void> {
  const where = { location: blobs.location };
  try {
    const report = await sweepOrphanBlobs(database.db, blobs, orphanCutoff(database.kind, now));
    if (report.refused) log.warn(where, `slip images not swept: ${report.refused}`);
    if (report.skipped.length > 0) {
      log.info(
        { ...where, keys: report.skipped.slice(0, KEYS_LOGGED) },
        `left alone ${report.skipped.length} stored objects that are not slip images`,
      );
    }
    if (report.removed.length > 0)
      log.warn({ ...where, keys: report.removed }, `removed ${report.removed.length} stored images that no slip names`);
    if (report.failed.length > 0)
      log.warn(
        { ...where, failed: report.failed },
        `could not remove ${report.failed.length} stored images that no slip names`,
      );
  } catch (error) {
    log.error({ ...where, err: error }, 'the sweep of stored slip images failed; the server starts without it');
  }
}
