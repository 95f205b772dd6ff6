import type { SlipStorage } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { FsBlobStore } from './fs-blob-store.ts';

/**
 * The slip image store the configuration names; the server and the operator's tools open it alike.
 * The AWS SDK is loaded only for a bucket: the zero-setup folder does not pay for it at start.
 */
export async function openBlobStore(storage: SlipStorage): Promise<BlobStore> {
  if (storage.kind === 'folder') return new FsBlobStore(storage.dir);
  const { S3BlobStore } = await import('./s3-blob-store.ts');
  return new S3BlobStore(storage);
}
