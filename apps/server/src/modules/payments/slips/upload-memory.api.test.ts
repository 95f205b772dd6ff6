import { apiRoutes } from '@chapter/contract/routes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createMember } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { type ProcessedSlip, reencodeSlipImage, SLIP_LIMITS } from './slip-image.ts';
import { IMAGE_SLOTS } from './slip-upload.ts';
import { uploadMeter } from './upload-meter.ts';

const UPLOADS = 8;
/** A stored slip's pixels at most: colour (3 bytes a pixel) and grey for the QR reader (1). */
const PIXELS_PER_UPLOAD = SLIP_LIMITS.maxSide * SLIP_LIMITS.maxSide * 4;

/** Phone photos of ~10 MB: noise keeps JPEG from shrinking them; a patch makes each one new. */
async function phonePhotos(count: number): Promise<Buffer[]> {
  const side = 3360;
  const noise = Buffer.alloc(side * side * 3);
  let seed = 17;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    noise[i] = seed >>> 24;
  }
  const photos: Buffer[] = [];
  for (let n = 0; n < count; n++) {
    const patch = { create: { width: 8, height: 8, channels: 3 as const, background: { r: n * 20, g: 0, b: 0 } } };
    photos.push(
      await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
        .composite([{ input: patch, left: 0, top: 0 }])
        .jpeg({ quality: 92 })
        .toBuffer(),
    );
  }
  return photos;
}

describe('eight ~10 MB uploads at once stay within a stated memory bound (ADR 34)', () => {
  let t: TestApp;
  // The first image slot waits until the second is taken, so both are held at once whatever the
  // machine's speed: the bound is then reached for certain, and not exceeded.
  let secondSlot: () => void = () => {};
  const bothSlots = new Promise<void>((resolve) => {
    secondSlot = resolve;
  });
  let calls = 0;
  const reencode = async (bytes: Buffer): Promise<ProcessedSlip> => {
    calls += 1;
    if (calls === 1) await bothSlots;
    if (calls === 2) secondSlot();
    return reencodeSlipImage(bytes);
  };

  beforeAll(async () => {
    // The upload route stays out of the database line (ADR 33), with its default places: eight
    // uploads at once are bounded by the image slots alone.
    t = await startTestApp({ slipUploads: { reencode }, databaseQueue: { concurrency: 4 } });
  });
  afterAll(() => t.close());

  it('keeps each body as its decoded bytes only, and at most two uploads’ pixels at once', async () => {
    const photos = await phonePhotos(UPLOADS);
    for (const photo of photos) {
      expect(photo.length).toBeGreaterThan(9_000_000);
      expect(photo.length).toBeLessThanOrEqual(SLIP_LIMITS.maxBytes);
    }
    // Eight members: one member's uploads run one at a time, eight load the shared slots.
    const tokens = await Promise.all(
      photos.map(async (_, i) => {
        const phone = `08930000${String(i).padStart(2, '0')}`;
        await createMember(t.db, { phone });
        return t.login(phone);
      }),
    );
    uploadMeter.reset();

    const responses = await Promise.all(
      photos.map((photo, i) =>
        call(t, apiRoutes.createSlip, {
          token: tokens[i] as string,
          headers: { 'content-type': 'application/json' },
          rawBody: JSON.stringify({ image: `data:image/jpeg;base64,${photo.toString('base64')}`, amount: 450 }),
        }),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(photos.map(() => 201));
    // Every body's image was decoded as it arrived into one buffer of at most 10 MB: the 13 MB of
    // base64 text was never kept as a string, parsed into another, then decoded into a third.
    expect(uploadMeter.streamedBodies).toBe(UPLOADS);
    expect(uploadMeter.largestBodyBuffer).toBeLessThanOrEqual(SLIP_LIMITS.maxBytes + 2);
    // Two uploads held decoded pixels at once, never more, each at most 2560² colour + grey.
    expect(uploadMeter.peakPixelSlots).toBe(IMAGE_SLOTS);
    expect(uploadMeter.peakPixelBytes).toBeLessThanOrEqual(IMAGE_SLOTS * PIXELS_PER_UPLOAD);
    expect(uploadMeter.pixelSlots).toBe(0);
    expect(uploadMeter.pixelBytes).toBe(0);
  }, 180_000);
});
