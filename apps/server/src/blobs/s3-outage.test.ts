import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandInBehindProxy } from '../../test/s3-stand-in.ts';
import type { TcpProxy } from '../../test/tcp-proxy.ts';
import type { S3Storage } from '../config.ts';
import { S3BlobStore, type S3Limits } from './s3-blob-store.ts';
import { BlobStoreUnavailable } from './store-unavailable.ts';

/**
 * A bucket that is stopped or cut off (issue 36): every call of the S3 store ends within its limits
 * as `BlobStoreUnavailable`, and the same store works again once the bucket is back.
 */
const limits: S3Limits = { connectMs: 300, attemptMs: 500, callMs: 1_000 };
/** Far below the minutes a call without a deadline waited, and far above what a call needs on a loaded machine. */
const ANSWERED_WITHIN_MS = limits.callMs + 4_000;

async function failsInTime(work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await expect(work()).rejects.toBeInstanceOf(BlobStoreUnavailable);
  expect(performance.now() - started).toBeLessThan(ANSWERED_WITHIN_MS);
}

describe('an S3 bucket that does not answer', () => {
  let stand: { s3: S3StandIn; proxy: TcpProxy; storage: S3Storage; close(): Promise<void> };
  beforeAll(async () => {
    stand = await startS3StandInBehindProxy();
  });
  afterAll(() => stand.close());

  it.each(['blackhole', 'refuse'] as const)(
    '%s: every call fails as unavailable within the limit, then works again once it is back',
    async (mode) => {
      const store = new S3BlobStore({ ...stand.storage, prefix: `${mode}/` }, limits);
      await store.put('slips/kept.jpg', Buffer.from('kept'));
      stand.proxy.setMode(mode);
      try {
        await failsInTime(() => store.put('slips/new.jpg', Buffer.from('new')));
        await failsInTime(() => store.get('slips/kept.jpg'));
        await failsInTime(() => store.delete('slips/kept.jpg'));
        await failsInTime(() => store.list());
        await failsInTime(() => store.readOwnerMarker());
      } finally {
        stand.proxy.setMode('pass');
      }
      expect((await store.get('slips/kept.jpg'))?.toString()).toBe('kept');
      expect((await store.list()).map((blob) => blob.key)).toEqual(['slips/kept.jpg']);
      store.close();
    },
  );

  it('fails a read whose answer stops part-way within the limit', async () => {
    // A bucket that sends an answer's head and the start of its body, then nothing more.
    const stalled: Server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '1000' });
      response.write(Buffer.alloc(10));
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port } = stalled.address() as AddressInfo;
    const store = new S3BlobStore({ ...stand.storage, endpoint: `http://127.0.0.1:${port}` }, limits);
    try {
      await failsInTime(() => store.get('slips/a.jpg'));
    } finally {
      store.close();
      stalled.closeAllConnections();
      await new Promise((resolve) => stalled.close(resolve));
    }
  });
});
