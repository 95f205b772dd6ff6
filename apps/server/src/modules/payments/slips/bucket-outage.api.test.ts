import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createMember } from '../../../../test/factories.ts';
import { startS3StandInBehindProxy } from '../../../../test/s3-stand-in.ts';
import { distinctSlip } from '../../../../test/slip-images.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { sweepAtStart } from '../../../blobs/orphan-sweep.ts';
import { S3BlobStore, type S3Limits } from '../../../blobs/s3-blob-store.ts';
import { STORE_RETRY_AFTER_SECONDS } from '../../../blobs/store-unavailable.ts';
import { paymentSlips } from '../../../db/schema/index.ts';

/**
 * Slips in a bucket that is stopped or cut off (issue 36), through the whole app with the real S3
 * store and a proxy between it and the S3 stand-in: every request answers within the store's
 * limits, 503 with Retry-After and Thai text, nothing is stored for a refused upload, and the
 * service comes back by itself with the bucket.
 */
const limits: S3Limits = { connectMs: 300, attemptMs: 500, callMs: 1_000 };
/**
 * A refused upload waits for the store once (both images go up side by side) after its image work;
 * the margin is for a loaded machine. A request without a deadline waited for minutes.
 */
const ANSWERED_WITHIN_MS = limits.callMs + 5_000;

describe('slips while the bucket does not answer', () => {
  let stand: Awaited<ReturnType<typeof startS3StandInBehindProxy>>;
  let bucket: S3BlobStore;
  let t: TestApp;
  let phones = 0;

  beforeAll(async () => {
    stand = await startS3StandInBehindProxy();
    // What the bucket really holds, seen past the proxy.
    bucket = new S3BlobStore(stand.s3.storage);
    const store = new S3BlobStore(stand.storage, limits);
    t = await startTestApp({ wrapBlobs: () => store });
  });
  afterAll(async () => {
    await t.close();
    bucket.close();
    await stand.close();
  });

  const newMember = async () => {
    const phone = `08${String(30_000_000 + phones++).padStart(8, '0')}`;
    const { id } = await createMember(t.db, { phone });
    return { id, token: await t.login(phone) };
  };
  const upload = async (token: string) =>
    call(t, apiRoutes.createSlip, { token, body: { image: await distinctSlip(), amount: 450 } });
  const slipsOf = async (memberId: number) =>
    t.db.select().from(paymentSlips).where(eq(paymentSlips.memberId, memberId));
  const storedKeys = async () => (await bucket.list()).map((blob) => blob.key).sort();
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  };

  it.each([
    ['black-holed', 'blackhole'],
    ['stopped', 'refuse'],
  ] as const)(
    '%s: a member’s uploads are refused in time with 503 and stored nowhere, and the next one goes through once it is back',
    async (_, mode) => {
      const member = await newMember();
      const before = await storedKeys();
      stand.proxy.setMode(mode);
      // Two at once: the member's second upload waits behind the first, which must not hold the queue.
      const refused = await Promise.all([timed(() => upload(member.token)), timed(() => upload(member.token))]);
      stand.proxy.setMode('pass');

      for (const { result, ms } of refused) {
        expect(result.statusCode).toBe(503);
        expect(result.headers['retry-after']).toBe(String(STORE_RETRY_AFTER_SECONDS));
        expect(result.json()).toEqual({ detail: apiMessages.slipStorageUnavailable });
        expect(ms).toBeLessThan(2 * ANSWERED_WITHIN_MS);
      }
      expect(Math.min(...refused.map(({ ms }) => ms))).toBeLessThan(ANSWERED_WITHIN_MS);
      expect(await slipsOf(member.id)).toEqual([]);
      expect(await storedKeys()).toEqual(before);

      // Back without a restart: the same member's next upload is stored, row and both images.
      const accepted = await upload(member.token);
      expect(accepted.statusCode).toBe(201);
      const [row] = await slipsOf(member.id);
      expect(await storedKeys()).toEqual([...before, row?.imageKey, row?.thumbnailKey].sort());
    },
  );

  it('a slip’s image answers 503 in time while the bucket is cut off, and shows again once it is back', async () => {
    const member = await newMember();
    const { image } = (await upload(member.token)).data();
    const open = () => t.app.inject({ method: 'GET', url: image ?? '' });

    stand.proxy.setMode('blackhole');
    const { result: refused, ms } = await timed(open);
    stand.proxy.setMode('pass');

    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(STORE_RETRY_AFTER_SECONDS));
    expect(refused.json()).toEqual({ detail: apiMessages.imageUnavailable });
    expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
    const shown = await open();
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
  });

  it('the start-up sweep gives up on a cut-off bucket in time and says so, so the server starts', async () => {
    const errors: string[] = [];
    const log = { info: () => {}, warn: () => {}, error: (_: unknown, message: string) => errors.push(message) };
    const store = new S3BlobStore(stand.storage, limits);
    stand.proxy.setMode('blackhole');
    const { ms } = await timed(() => sweepAtStart(t.database, store, log as unknown as FastifyBaseLogger));
    stand.proxy.setMode('pass');
    store.close();

    expect(errors).toEqual(['the sweep of stored slip images failed; the server starts without it']);
    expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
  });
});
