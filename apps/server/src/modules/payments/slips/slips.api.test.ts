import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createMember, createStaff } from '../../../../test/factories.ts';
import { distinctSlip, distinctSlipBytes } from '../../../../test/slip-images.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog, paymentSlips } from '../../../db/schema/index.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../../test/fixtures', name));
const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

/** Every file under the blob folder, at any depth. */
function storedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('payment slips', () => {
  let t: TestApp;
  let clock = new Date('2026-11-22T03:00:00Z');
  let token: string;
  let otherToken: string;
  let memberId: number;
  let staffId: number;

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    memberId = (await createMember(t.db, { phone: '0822222222' })).id;
    await createMember(t.db, { phone: '0833333333' });
    staffId = (await createStaff(t.db, { phone: '0811111111' })).id;
    token = await t.login('0822222222');
    otherToken = await t.login('0833333333');
  });
  afterAll(() => t.close());

  const history = async (as = token) => (await call(t, apiRoutes.paymentHistory, { token: as })).json();
  const slipCount = async () => (await t.db.select().from(paymentSlips)).length;

  describe('uploading', () => {
    let countBefore: number;
    let filesBefore: number;
    beforeEach(async () => {
      countBefore = await slipCount();
      filesBefore = storedFiles(t.blobDir).length;
    });
    const expectNothingStored = async () => {
      expect(await slipCount()).toBe(countBefore);
      expect(storedFiles(t.blobDir)).toHaveLength(filesBefore);
    };

    it('stores a phone camera JPEG upright and without its EXIF or GPS data, with a thumbnail', async () => {
      const original = fixture('phone-photo-gps.jpg');
      expect(exifReader((await sharp(original).metadata()).exif as Buffer).GPSInfo).toBeDefined();

      const response = await call(t, apiRoutes.createSlip, {
        token,
        body: { image: dataUrl(original), amount: 450 },
      });
      expect(response.statusCode).toBe(201);
      const slip = response.json();
      expect(slip).toMatchObject({ id: expect.any(Number), validated_by: null, validated_at: null });
      expect(slip.created).toBe(clock.toISOString());

      const [row] = await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, slip.id));
      const stored = await t.blobs.get(row?.imageKey ?? '');
      const metadata = await sharp(stored as Buffer).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      // Orientation 6 means the camera stored it sideways: upright it is taller than wide.
      expect([metadata.width, metadata.height]).toEqual([600, 800]);
      const thumbnail = await sharp((await t.blobs.get(row?.thumbnailKey ?? '')) as Buffer).metadata();
      expect(thumbnail.format).toBe('webp');
      expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBeLessThanOrEqual(320);
    });

    it('accepts a PNG screenshot and a WebP, whatever the data URL claims', async () => {
      expect(
        (
          await call(t, apiRoutes.createSlip, {
            token,
            body: { image: dataUrl(await distinctSlipBytes('png'), 'image/jpeg'), amount: 450 },
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (
          await call(t, apiRoutes.createSlip, {
            token,
            body: { image: dataUrl(await distinctSlipBytes('webp'), 'application/octet-stream'), amount: 450 },
          })
        ).statusCode,
      ).toBe(201);
    });

    it('refuses a text file renamed .jpg, and stores nothing', async () => {
      const response = await call(t, apiRoutes.createSlip, {
        token,
        body: { image: dataUrl(fixture('not-an-image.jpg')), amount: 450 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ image: [apiMessages.slipNotImage] });
      await expectNothingStored();
    });

    it('refuses a truncated JPEG, and stores nothing', async () => {
      const response = await call(t, apiRoutes.createSlip, {
        token,
        body: { image: dataUrl(fixture('truncated.jpg')), amount: 450 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ image: [apiMessages.slipCorrupt] });
      await expectNothingStored();
    });

    it('refuses a tiny file that declares huge dimensions, without decoding it', async () => {
      const response = await call(t, apiRoutes.createSlip, {
        token,
        body: { image: dataUrl(fixture('huge-dimensions.png'), 'image/png'), amount: 450 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ image: [apiMessages.slipTooManyPixels(25)] });
      await expectNothingStored();
    });

    it('refuses an 11 MB image with the size limit in the message, and stores nothing', async () => {
      // A real JPEG followed by padding: decoders ignore bytes after the end marker.
      const padded = Buffer.concat([fixture('phone-photo-gps.jpg'), Buffer.alloc(11 * 1024 * 1024)]);
      const response = await call(t, apiRoutes.createSlip, {
        token,
        body: { image: dataUrl(padded), amount: 450 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ image: [apiMessages.slipTooLarge(10)] });
      await expectNothingStored();
    });

    it('refuses a body far beyond any slip with 413', async () => {
      const response = await call(t, apiRoutes.createSlip, {
        token,
        body: { image: `data:image/jpeg;base64,${'A'.repeat(17 * 1024 * 1024)}`, amount: 450 },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().detail).toBe(apiMessages.bodyTooLarge('16 MB'));
      await expectNothingStored();
    });

    it('refuses text that is not a base64 data URL, and a missing image', async () => {
      for (const image of [
        'hello',
        'data:image/png,rawbytes',
        'data:image/png;base64,@@@@',
        'data:image/png;base64,',
      ]) {
        const response = await call(t, apiRoutes.createSlip, { token, body: { image, amount: 450 } });
        expect(response.statusCode, image).toBe(400);
        expect(response.json(), image).toEqual({ image: [apiMessages.slipNotDataUrl] });
      }
      const missing = await call(t, apiRoutes.createSlip, { token, rawBody: { amount: 450 } });
      expect(missing.json()).toEqual({ image: [apiMessages.slipImageRequired] });
      expect((await call(t, apiRoutes.createSlip, { token, body: { image: '', amount: 450 } })).json()).toEqual({
        image: [apiMessages.slipImageRequired],
      });
      expect((await call(t, apiRoutes.createSlip, { token, rawBody: { image: 42, amount: 450 } })).statusCode).toBe(
        400,
      );
      await expectNothingStored();
    });

    it('writes the upload to the audit log', async () => {
      const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.slip_upload'));
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.actorId === memberId)).toBe(true);
    });
  });

  describe('history and images', () => {
    it("lists only the member's own slips, newest first", async () => {
      clock = new Date(clock.getTime() + 60_000);
      const newest = (
        await call(t, apiRoutes.createSlip, { token, body: { image: await distinctSlip('png'), amount: 450 } })
      ).json();
      const mine = await history();
      expect(mine[0].id).toBe(newest.id);
      const createdTimes = mine.map((slip: { created: string }) => slip.created);
      expect([...createdTimes].sort().reverse()).toEqual(createdTimes);
      expect(await history(otherToken)).toEqual([]);
    });

    it('serves the image and thumbnail at their signed links without a token', async () => {
      const [slip] = await history();
      const full = await t.app.inject({ method: 'GET', url: slip.image });
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/jpeg');
      expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+/);
      expect((await sharp(full.rawPayload).metadata()).format).toBe('jpeg');
      const thumb = await t.app.inject({ method: 'GET', url: slip.thumbnail });
      expect(thumb.headers['content-type']).toBe('image/webp');
    });

    it('refuses a tampered, borrowed or expired image link', async () => {
      const [slip, older] = await history();
      const tampered = slip.image.replace(/signature=./, (match: string) =>
        match.endsWith('A') ? 'signature=B' : 'signature=A',
      );
      expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
      const borrowed = slip.image.replace(`/image/${slip.id}/`, `/image/${older.id}/`);
      const refused = await t.app.inject({ method: 'GET', url: borrowed });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: apiMessages.imageLinkInvalid });
      const thumbAsFull = slip.thumbnail.replace('variant=thumb', 'variant=full');
      expect((await t.app.inject({ method: 'GET', url: thumbAsFull })).statusCode).toBe(403);

      const saved = clock;
      clock = new Date(clock.getTime() + 2 * 3600_000);
      expect((await t.app.inject({ method: 'GET', url: slip.image })).statusCode).toBe(403);
      clock = saved;
    });
  });

  describe('deleting', () => {
    it('deletes an unvalidated slip of the member, with its images', async () => {
      const slip = (
        await call(t, apiRoutes.createSlip, { token, body: { image: await distinctSlip('png'), amount: 450 } })
      ).json();
      const [row] = await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, slip.id));
      const response = await call(t, apiRoutes.deleteSlip, { params: { id: slip.id }, token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: apiMessages.slipDeleted });
      expect(await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, slip.id))).toEqual([]);
      expect(await t.blobs.get(row?.imageKey ?? '')).toBeNull();
      expect(await t.blobs.get(row?.thumbnailKey ?? '')).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: slip.image })).statusCode).toBe(404);
    });

    it("answers 404 for another member's slip and leaves it alone", async () => {
      const theirs = (
        await call(t, apiRoutes.createSlip, {
          token: otherToken,
          body: { image: await distinctSlip('png'), amount: 450 },
        })
      ).json();
      const response = await call(t, apiRoutes.deleteSlip, { params: { id: theirs.id }, token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: apiMessages.slipNotFound });
      expect((await history(otherToken)).map((slip: { id: number }) => slip.id)).toContain(theirs.id);
      expect((await call(t, apiRoutes.deleteSlip, { params: { id: 987_654 }, token })).statusCode).toBe(404);
    });

    it('refuses to delete a slip staff have validated', async () => {
      const slip = (
        await call(t, apiRoutes.createSlip, { token, body: { image: await distinctSlip('png'), amount: 450 } })
      ).json();
      await t.db
        .update(paymentSlips)
        .set({ validatedBy: staffId, validatedAt: clock })
        .where(eq(paymentSlips.id, slip.id));
      const response = await call(t, apiRoutes.deleteSlip, { params: { id: slip.id }, token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: [apiMessages.slipValidated] });
      const listed = (await history()).find((item: { id: number }) => item.id === slip.id);
      expect(listed).toMatchObject({ validated_by: staffId, validated_at: clock.toISOString() });
    });

    it('names the id when it is not a number', async () => {
      const response = await call(t, apiRoutes.deleteSlip, { params: { id: 'abc' }, token });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['id']);
    });
  });

  it.each([
    ['GET', apiRoutes.paymentHistory.path],
    ['POST', apiRoutes.createSlip.path],
    ['DELETE', '/api/payment/delete/1/'],
  ] as const)('%s %s refuses a caller without a token', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'POST' ? { image: 'x' } : undefined });
    expect(response.statusCode).toBe(401);
  });
});
