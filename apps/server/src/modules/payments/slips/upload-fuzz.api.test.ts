import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { type Snapshot, snapshot } from '../../../../test/db-snapshot.ts';
import { createMember } from '../../../../test/factories.ts';
import {
  dataUrl,
  images,
  jpegClaimingSize,
  jpegWithComment,
  NOT_SLIP_IMAGES,
  PAYLOADS,
  pngBomb,
  pngWithTextChunk,
  SIGNATURES,
  webpClaimingSize,
} from '../../../../test/hostile-images.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { SLIP_LIMITS } from './slip-image.ts';

/** Fixed, so CI and a laptop try the same files; fast-check prints seed and path on failure. */
const SETTINGS = { seed: 20_261_123, numRuns: 25 };

const DECLARED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'text/html', ''];
const KINDS = ['jpeg', 'png', 'webp'] as const;
const tooManyPixels = apiMessages.slipTooManyPixels(SLIP_LIMITS.maxPixels / 1_000_000);

describe('slip upload fuzzing', () => {
  let t: TestApp;
  let token: string;
  let before: Snapshot;
  const figures = { tried: 0, refused: 0, storedReencoded: 0, serverErrors: 0 };

  beforeAll(async () => {
    // Hundreds of uploads from one member: the per-member limits (upload-limits.api.test.ts) are lifted.
    t = await startTestApp({ slipUploads: { limits: { waitingSlips: Infinity, uploadsPerHour: Infinity } } });
    await createMember(t.db, { phone: '0822222222' });
    token = await t.login('0822222222');
  });
  // Each test compares with the data as it found them, so one failure does not fail the rest.
  beforeEach(async () => {
    before = await snapshot(t.db, t.blobDir);
  });
  afterAll(async () => {
    console.info(
      `upload fuzzing [${process.env.TEST_DB_KIND ?? 'pglite'}]: ${figures.tried} uploads, ${figures.refused} refused (4xx), ` +
        `${figures.storedReencoded} stored re-encoded, ${figures.serverErrors} 5xx`,
    );
    await t.close();
  });

  async function upload(bytes: Buffer, declared = 'image/jpeg'): Promise<LightMyRequestResponse> {
    const response = await call(t, apiRoutes.createSlip, {
      token,
      body: { image: dataUrl(bytes, declared), amount: 450 },
    });
    figures.tried++;
    if (response.statusCode >= 500) figures.serverErrors++;
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    return response;
  }

  /** Refused under `image` with one of the messages that name the problem, and nothing stored. */
  async function expectRefused(response: LightMyRequestResponse, messages: string[]): Promise<void> {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['image']);
    expect(body.image).toHaveLength(1);
    expect(messages).toContain(body.image[0]);
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
    figures.refused++;
  }

  /**
   * Stored, but only as a picture the server wrote itself: a JPEG that decodes without a single
   * warning, with no metadata or comment, and a WebP thumbnail, neither holding any of `payloads`.
   */
  async function expectStoredReencoded(response: LightMyRequestResponse, payloads: string[] = []): Promise<void> {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const after = await snapshot(t.db, t.blobDir);
    const added = after.files.filter((file) => !before.files.includes(file));
    expect(added).toHaveLength(2);
    for (const file of added) {
      const stored = readFileSync(path.join(t.blobDir, file));
      for (const payload of payloads) expect(stored.includes(Buffer.from(payload, 'latin1')), file).toBe(false);
      const metadata = await sharp(stored, { failOn: 'warning' }).metadata();
      expect(metadata.format).toBe(file.endsWith('.thumb.webp') ? 'webp' : 'jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.comments ?? []).toEqual([]);
    }
    // The server refuses a picture it already holds (a re-saved slip is not a new one, ADR 28):
    // the slip is deleted again so that a later run may send the same picture.
    const deleted = await call(t, apiRoutes.deleteSlip, { params: { id: response.json<{ id: number }>().id }, token });
    expect(deleted.statusCode).toBe(200);
    before = await snapshot(t.db, t.blobDir);
    figures.storedReencoded++;
  }

  it('refuses random bytes as not an image, whatever type the data URL declares, and stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 4096 }),
        fc.constantFrom(...DECLARED_TYPES),
        async (bytes, declared) => {
          await expectRefused(await upload(Buffer.from(bytes), declared), [
            apiMessages.slipNotImage,
            apiMessages.slipCorrupt,
          ]);
        },
      ),
      SETTINGS,
    );
  });

  it('refuses random bytes behind a JPEG, PNG or WebP signature as a corrupt image', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...KINDS), fc.uint8Array({ maxLength: 4096 }), async (kind, bytes) => {
        const file = Buffer.concat([SIGNATURES[kind], Buffer.from(bytes)]);
        await expectRefused(await upload(file), [apiMessages.slipCorrupt]);
      }),
      SETTINGS,
    );
  });

  it('refuses a real JPEG, PNG or WebP cut anywhere before the end of its image data', async () => {
    // A PNG's last 12 bytes are its end marker (IEND); cut there, every pixel is still present.
    const imageDataEnd = { jpeg: images.jpeg.length, png: images.png.length - 12, webp: images.webp.length };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...KINDS), fc.double({ min: 0, max: 1, noNaN: true }), async (kind, at) => {
        const cut = Math.min(Math.floor(at * imageDataEnd[kind]), imageDataEnd[kind] - 1);
        const truncated = images[kind].subarray(0, Math.max(cut, 1));
        await expectRefused(await upload(truncated), [apiMessages.slipCorrupt, apiMessages.slipNotImage]);
      }),
      SETTINGS,
    );
  });

  /** A byte in the middle 20–80 % of the file, where the image data is, changed; or 1 to 8 of them. */
  const flip = fc.record({ at: fc.double({ min: 0.2, max: 0.8, noNaN: true }), xor: fc.integer({ min: 1, max: 255 }) });
  const flips = fc.array(flip, { minLength: 1, maxLength: 8 });
  const flipped = (file: Buffer, changes: Array<{ at: number; xor: number }>) => {
    const copy = Buffer.from(file);
    for (const { at, xor } of changes) {
      const index = Math.floor(at * copy.length);
      copy[index] = (copy[index] as number) ^ xor;
    }
    return copy;
  };

  it('refuses a PNG with bytes changed in the middle, as every PNG chunk carries a checksum', async () => {
    // One changed byte is the hard case: zlib often still inflates it, only the checksum tells.
    await fc.assert(
      fc.asyncProperty(flip, async (change) => {
        await expectRefused(await upload(flipped(images.png, [change])), [apiMessages.slipCorrupt]);
      }),
      { ...SETTINGS, numRuns: 100 },
    );
  });

  it('refuses a JPEG or WebP with bytes changed in the middle, or stores only a clean re-encoded copy of what it decodes to', async () => {
    // Neither format checksums its compressed data: changed bytes often decode to a damaged
    // picture, which staff will see and reject. What must never happen is a 5xx, a half-stored
    // upload, or the damaged bytes themselves being stored and served.
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('jpeg', 'webp' as const), flips, async (kind, changes) => {
        const response = await upload(flipped(images[kind], changes));
        if (response.statusCode === 201) await expectStoredReencoded(response);
        else await expectRefused(response, [apiMessages.slipCorrupt]);
      }),
      SETTINGS,
    );
  });

  it('refuses a decompression bomb and files whose header claims more pixels than the limit, without decoding them', async () => {
    const bomb = pngBomb(30_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 30_000, height: 30_000 });
    const started = Date.now();
    await expectRefused(await upload(bomb, 'image/png'), [tooManyPixels]);
    // Decoding 900 megapixels takes seconds and gigabytes; reading the header takes milliseconds.
    expect(Date.now() - started).toBeLessThan(2_000);
    await expectRefused(await upload(pngBomb(7_100)), [tooManyPixels]);
    await expectRefused(await upload(jpegClaimingSize(images.jpeg, 60_000, 60_000)), [tooManyPixels]);
    // libwebp checks the canvas against the frame inside, so this lie is caught as corruption.
    await expectRefused(await upload(webpClaimingSize(images.webp, 16_384)), [tooManyPixels, apiMessages.slipCorrupt]);
  });

  it('refuses GIF/HTML and SVG-with-script polyglots, HTML, PDF, ZIP, BMP and HEIC as not a JPEG, PNG or WebP', async () => {
    for (const [name, file] of Object.entries(NOT_SLIP_IMAGES)) {
      for (const declared of ['image/jpeg', 'image/gif', 'image/svg+xml', 'text/html']) {
        const response = await upload(file, declared);
        expect(response.statusCode, `${name} as ${declared}`).toBe(400);
        await expectRefused(response, [apiMessages.slipNotImage]);
      }
    }
  });

  it('stores a valid image carrying a ZIP, HTML or script after it or in a comment only as a re-encoded copy without it', async () => {
    const carriers = Object.entries(PAYLOADS).flatMap(([name, payload]) => {
      const bytes = Buffer.from(payload, 'latin1');
      return [
        { name: `JPEG + ${name}`, file: Buffer.concat([images.jpeg, bytes]), payload },
        { name: `PNG + ${name}`, file: Buffer.concat([images.png, bytes]), payload },
        { name: `WebP + ${name}`, file: Buffer.concat([images.webp, bytes]), payload },
        { name: `${name} in a JPEG comment`, file: jpegWithComment(images.jpeg, payload), payload },
        { name: `${name} in a PNG text chunk`, file: pngWithTextChunk(images.png, payload), payload },
      ];
    });
    await fc.assert(
      // Drawn by name, so a counterexample prints as its name rather than as a whole file.
      fc.asyncProperty(
        fc.constantFrom(...carriers.map((carrier) => carrier.name)),
        fc.constantFrom(...DECLARED_TYPES),
        async (name, declared) => {
          const { file, payload } = carriers.find((carrier) => carrier.name === name) as (typeof carriers)[number];
          const response = await upload(file, declared);
          if (response.statusCode === 201) await expectStoredReencoded(response, [payload]);
          else await expectRefused(response, [apiMessages.slipCorrupt]);
        },
      ),
      { ...SETTINGS, numRuns: 15 },
    );
  });

  it('decides the type by the bytes: any declared type stores a real image re-encoded, and no declared type makes text an image', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KINDS),
        fc.constantFrom(...DECLARED_TYPES, 'application/octet-stream', 'image/jpeg;charset=utf-8'),
        async (kind, declared) => {
          await expectStoredReencoded(await upload(images[kind], declared));
          await expectRefused(await upload(NOT_SLIP_IMAGES.html, declared), [apiMessages.slipNotImage]);
        },
      ),
      { ...SETTINGS, numRuns: 10 },
    );
  });
});
