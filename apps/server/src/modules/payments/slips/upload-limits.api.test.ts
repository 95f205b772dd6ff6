import { apiMessages } from '@chapter/contract/messages';
import { pathOf } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../../../test/call.ts';
import { snapshot } from '../../../../test/db-snapshot.ts';
import { createMember, createSlip, createStaff } from '../../../../test/factories.ts';
import { distinctSlipBytes } from '../../../../test/slip-images.ts';
import { bearer, startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { paymentSlips } from '../../../db/schema/index.ts';
import { reencodeSlipImage } from './slip-image.ts';

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** A flat-colour image: a few kilobytes of file whatever the dimensions its header declares. */
const flatImage = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f4f' } })
    [format]()
    .toBuffer();

/** An image step the test can hold: each held call waits until the test releases it. */
function holdableImageWork() {
  const held: Array<{ bytes: Buffer; release: () => void }> = [];
  const work = {
    holding: false,
    calls: 0,
    held,
    /** Every image in the order the step was given it. */
    order: [] as Buffer[],
    reencode: async (bytes: Buffer) => {
      work.calls += 1;
      work.order.push(bytes);
      if (work.holding) await new Promise<void>((release) => held.push({ bytes, release }));
      return reencodeSlipImage(bytes);
    },
    /** Lets every held call go on, and stops holding new ones. */
    releaseAll: () => {
      work.holding = false;
      for (const call of held.splice(0)) call.release();
    },
  };
  return work;
}

describe('slip upload limits per member', () => {
  let t: TestApp;
  let clock = new Date('2026-11-22T03:00:00Z');
  let diskFull = false;
  const imageWork = holdableImageWork();
  let staffId: number;

  beforeAll(async () => {
    t = await startTestApp({
      now: () => clock,
      slipUploads: { reencode: imageWork.reencode },
      // The real store, until the test fills the disk: then the thumbnail's write fails after
      // the full image was written, the case that must not leave that image behind.
      wrapBlobs: (files) => ({
        location: files.location,
        get: (key) => files.get(key),
        delete: (key) => files.delete(key),
        list: () => files.list(),
        readOwnerMarker: () => files.readOwnerMarker(),
        writeOwnerMarker: (text) => files.writeOwnerMarker(text),
        put: async (key, bytes) => {
          if (diskFull && key.endsWith('.thumb.webp')) {
            throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
          }
          await files.put(key, bytes);
        },
      }),
    });
    staffId = (await createStaff(t.db, { phone: '0811111111' })).id;
  });
  afterAll(() => t.close());

  let phones = 0;
  /** A new member, logged in: each test starts with its own count and its own queue. */
  const newMember = async () => {
    const phone = `08${String(20_000_000 + phones++).padStart(8, '0')}`;
    const { id } = await createMember(t.db, { phone });
    return { id, token: await t.login(phone) };
  };
  /** Every upload a picture of its own unless given one: the server refuses a picture it holds. */
  const upload = async (token: string, bytes?: Buffer) =>
    call(t, apiRoutes.createSlip, {
      token,
      body: { image: dataUrl(bytes ?? (await distinctSlipBytes('png'))), amount: 450 },
    });
  const expectNothingStoredBy = async (refused: () => Promise<LightMyRequestResponse>) => {
    const before = await snapshot(t.db, t.blobDir);
    const response = await refused();
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
    return response;
  };

  it('refuses a member with 10 slips waiting for validation, naming the limit, and stores nothing', async () => {
    const member = await newMember();
    const waiting = [];
    for (let i = 0; i < 10; i += 1) waiting.push(await createSlip(t.db, { memberId: member.id }));

    const refused = await expectNothingStoredBy(() => upload(member.token));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [apiMessages.slipWaitingLimit(10)] });
    expect(refused.json().non_field_errors[0]).toContain('10');

    // Once staff validate one of them, the member may send the next.
    await t.db
      .update(paymentSlips)
      .set({ validatedBy: staffId, validatedAt: clock })
      .where(eq(paymentSlips.id, waiting[0]?.id ?? 0));
    expect((await upload(member.token)).statusCode).toBe(201);
  });

  it('refuses the 21st upload within an hour with 429, Retry-After and the limit, stores nothing, and accepts it an hour later', async () => {
    const member = await newMember();
    // Uploading and deleting again and again never reaches the waiting-slip cap: the rate does.
    for (let i = 0; i < 20; i += 1) {
      const uploaded = await upload(member.token);
      expect(uploaded.statusCode, `upload ${i + 1}`).toBe(201);
      const deleteUrl = pathOf(apiRoutes.deleteSlip, { id: uploaded.json<{ id: number }>().id });
      expect((await t.app.inject({ method: 'DELETE', url: deleteUrl, headers: bearer(member.token) })).statusCode).toBe(
        200,
      );
    }

    const refused = await expectNothingStoredBy(() => upload(member.token));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual({ detail: apiMessages.slipUploadsTooFrequent(20, 60) });
    expect(refused.json().detail).toContain('20');
    // Another member is not held to this member's count.
    expect((await upload((await newMember()).token)).statusCode).toBe(201);

    clock = new Date(clock.getTime() + 3_600_000);
    expect((await upload(member.token)).statusCode).toBe(201);
  });

  it('refuses a 49-megapixel image with the 25-megapixel limit before any worker decodes it, and stores nothing', async () => {
    const member = await newMember();
    const photo = await flatImage(7_000, 7_000, 'png');
    expect(photo.length).toBeLessThan(1_000_000);
    const callsBefore = imageWork.calls;

    const refused = await expectNothingStoredBy(() => upload(member.token, photo));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ image: [apiMessages.slipTooManyPixels(25)] });
    expect(imageWork.calls).toBe(callsBefore);
  });

  it('accepts a 24-megapixel phone photo and a 1290×2796 banking-app screenshot', async () => {
    const member = await newMember();
    expect((await upload(member.token, await flatImage(5_712, 4_284, 'jpeg'))).statusCode).toBe(201);
    expect((await upload(member.token, await flatImage(1_290, 2_796, 'png'))).statusCode).toBe(201);
  });

  it("completes another member's upload while one member's uploads queue for the image workers", async () => {
    const [a, b] = [await newMember(), await newMember()];
    const completed: string[] = [];
    const send = (name: string, token: string, bytes: Buffer) =>
      upload(token, bytes).then((response) => {
        completed.push(name);
        return response;
      });
    const held = imageWork.held;
    const [a1, a2, a3] = [
      await distinctSlipBytes('png'),
      await distinctSlipBytes('png'),
      await distinctSlipBytes('png'),
    ];
    const b1 = await distinctSlipBytes('webp');
    const ofB = (call: { bytes: Buffer }) => call.bytes.equals(b1);
    imageWork.holding = true;
    // Released whatever happens, so a failure here does not leave the workers held for the next test.
    try {
      const uploadsOfA = [send('a1', a.token, a1), send('a2', a.token, a2)];
      uploadsOfA.push(send('a3', a.token, a3));
      await vi.waitFor(() => expect(held).toHaveLength(1));
      const uploadOfB = send('b1', b.token, b1);

      // B takes the second worker; A's next uploads wait in A's own queue, not on a worker.
      await vi.waitFor(() => expect(held.some(ofB)).toBe(true));
      expect(held).toHaveLength(2);
      held.find(ofB)?.release();
      expect((await uploadOfB).statusCode).toBe(201);
      expect(completed).toEqual(['b1']);

      imageWork.releaseAll();
      const answers = await Promise.all(uploadsOfA);
      expect(answers.map((response) => response.statusCode)).toEqual([201, 201, 201]);
      // A's uploads went through the image step one at a time and were stored in that order. Which
      // one the queue got first is the order their requests finished the sign-in check (on
      // PostgreSQL, a pool of connections), not necessarily the order the test sent them.
      const ids = answers.map((response) => response.json<{ id: number }>().id);
      const processed = [a1, a2, a3].map((bytes) => imageWork.order.findIndex((seen) => seen.equals(bytes)));
      const idsInProcessingOrder = [0, 1, 2]
        .sort((x, y) => (processed[x] ?? 0) - (processed[y] ?? 0))
        .map((index) => ids[index]);
      expect(idsInProcessingOrder).toEqual([...ids].sort((x, y) => x - y));
      expect(completed[0]).toBe('b1');
    } finally {
      imageWork.releaseAll();
    }
  });

  it('answers a full disk with 507 asking the member to tell the chapter, and stores nothing', async () => {
    const member = await newMember();
    diskFull = true;
    try {
      const refused = await expectNothingStoredBy(() => upload(member.token));
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({ detail: apiMessages.slipStorageFull });
    } finally {
      diskFull = false;
    }
    expect((await upload(member.token)).statusCode).toBe(201);
  });
});
