import type { Db } from '../db/client.ts';
import { loadOrCreateSecret } from '../db/secrets.ts';
import { type BlobStore, OWNER_MARKER } from './blob-store.ts';
import { isSlipImageKey } from './slip-keys.ts';

/**
 * The database's random id, kept in `app_secrets` (with the other facts the server makes for itself)
 * so a backup carries it: a chapter restored into a new database still owns its store (ADR 47). It is
 * written into the store's marker, so unlike the other rows of that table it is no secret.
 */
const OWNER_ID = 'blob-store-owner';

export type StoreClaim = { ours: true; markedNow: boolean } | { ours: false; reason: string };

function ownerIn(marker: string | null): string | null {
  try {
    const owner = (JSON.parse(marker ?? '') as { chapterDatabase?: unknown }).chapterDatabase;
    return typeof owner === 'string' ? owner : null;
  } catch {
    return null;
  }
}

/**
 * Whether this database may sweep the store (ADR 47). A store marked as ours is; one marked by
 * another database, or holding slip images none of which this database names, is left alone; any
 * other store (an empty one at first start, or a chapter's own from before the marker) is marked as
 * ours now. `stored` is the store's listing and `named` the keys this database's slips name.
 */
export async function claimBlobStore(
  db: Db,
  blobs: BlobStore,
  stored: string[],
  named: Set<string>,
): Promise<StoreClaim> {
  const id = (await loadOrCreateSecret(db, OWNER_ID)).toString('hex');
  const marker = await blobs.readOwnerMarker();
  if (marker !== null) {
    const owner = ownerIn(marker);
    if (owner === id) return { ours: true, markedNow: false };
    return {
      ours: false,
      reason: `its ${OWNER_MARKER} says it belongs to ${owner ? `another Chapter database (${owner})` : 'something else (the marker is not one Chapter wrote)'}, not to this one (${id}). If these images are this chapter's, delete ${OWNER_MARKER} there and restart.`,
    };
  }
  const slipImages = stored.filter(isSlipImageKey).length;
  if (slipImages > 0 && !stored.some((key) => named.has(key))) {
    return {
      ours: false,
      reason: `it holds ${slipImages} slip images and no ${OWNER_MARKER}, and this database names none of them: they look like another chapter's, so the store was neither marked nor swept. Give this chapter its own folder or S3_PREFIX.`,
    };
  }
  await blobs.writeOwnerMarker(`${JSON.stringify({ chapterDatabase: id })}\n`);
  // Two databases starting at once on one new store both write their mark: the last write stays,
  // and only the database it names sweeps.
  if (ownerIn(await blobs.readOwnerMarker()) !== id) {
    return { ours: false, reason: `another Chapter database marked it as its own at the same moment.` };
  }
  return { ours: true, markedNow: true };
}
