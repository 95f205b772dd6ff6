import { createHash } from 'node:crypto';
import { apiMessages } from '@chapter/contract/messages';
import sharp, { type Metadata } from 'sharp';
import { ApiError } from '../../../lib/api-error.ts';
import type { GreyPixels } from '../slip-qr/slip-qr-reader.ts';

// libvips keeps the results of recent operations for reuse (50 MB by default). An upload never
// repeats an operation on the same pixels, so the cache only holds memory (ADR 34).
sharp.cache(false);

export const SLIP_LIMITS = {
  /** Decoded upload size. */
  maxBytes: 10 * 1024 * 1024,
  /**
   * Checked from the header, before anything is decoded. Phones save 12 MP photos by default
   * (4032×3024), recent iPhones 24 MP (5712×4284, 24.5 MP), and a banking app's screenshot is
   * 2–4 MP (1290×2796). Only a camera's optional full-resolution mode makes 48–50 MP, rarely used
   * for a slip; such a photo took 5.4 s and ~150 MB to decode (issue 15), so it is refused with a
   * message asking for a screenshot. At 25 MP a decode stays near 75 MB and half that time.
   */
  maxPixels: 25_000_000,
  /** Stored images are scaled down to fit this box: a slip stays readable, storage stays small. */
  maxSide: 2560,
  thumbnailSide: 320,
} as const;

export interface ProcessedSlip {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  contentType: 'image/jpeg';
  /** SHA-256 (hex) of the upright, scaled RGB pixels the JPEG was made from (ADR 28). */
  pixelHash: string;
  /**
   * The same pixels in grey for the QR reader: a third of the colour pixels, and the reader does
   * not decode the JPEG again (ADR 34). Absent where a slip is made otherwise (tests).
   */
  qrPixels?: GreyPixels;
}

type ImageKind = 'jpeg' | 'png' | 'webp';

const GREY_WEIGHTS: [[number, number, number], [number, number, number], [number, number, number]] = [
  [306 / 1024, 601 / 1024, 117 / 1024],
  [0, 1, 0],
  [0, 0, 1],
];

/** The image type by its first bytes; the name and the data URL's media type are not trusted. */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return null;
}

const refuse = (message: string) => ApiError.field('image', message);

/**
 * Checks an upload by its bytes and its header alone, which is cheap whatever the file claims:
 * the signature, then the dimensions the header declares. A tiny file claiming huge dimensions
 * is refused here, before any worker decodes it.
 */
export async function checkSlipHeader(bytes: Buffer): Promise<void> {
  const kind = sniffImageKind(bytes);
  if (!kind) throw refuse(apiMessages.slipNotImage);

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(apiMessages.slipCorrupt);
  }
  if (metadata.format !== kind || !metadata.width || !metadata.height) throw refuse(apiMessages.slipCorrupt);
  if (metadata.width * metadata.height > SLIP_LIMITS.maxPixels) {
    throw refuse(apiMessages.slipTooManyPixels(SLIP_LIMITS.maxPixels / 1_000_000));
  }
}

/**
 * Re-encodes a slip that passed `checkSlipHeader`: the whole image is decoded (a truncated or
 * corrupt file fails here), turned upright by its EXIF orientation, scaled into the stored box,
 * and written as a fresh JPEG without any metadata (no EXIF, no GPS), plus a WebP thumbnail,
 * with the hash of its pixels.
 * This is the expensive step, run on the shared image workers.
 */
export async function reencodeSlipImage(bytes: Buffer): Promise<ProcessedSlip> {
  try {
    // 'error', not 'truncated', which lets a PNG whose checksums do not match decode anyway; not
    // 'warning' either, which refuses photos from some Samsung phones ("Invalid SOS parameters").
    // The pixel limit again, as this call reads the header for itself.
    const { data: pixels, info } = await sharp(bytes, { limitInputPixels: SLIP_LIMITS.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: SLIP_LIMITS.maxSide, height: SLIP_LIMITS.maxSide, fit: 'inside', withoutEnlargement: true })
      // Transparent PNG screenshots would otherwise turn black where they are see-through.
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The pixels, not the file: a slip re-saved as another format or with other metadata hashes
    // the same, so it cannot pass as a new slip. Hashed once decoded, before the lossy JPEG.
    const pixelHash = createHash('sha256').update(pixels).digest('hex');
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const image = await sharp(pixels, raw).jpeg({ quality: 85 }).toBuffer();
    const thumbnail = await sharp(pixels, raw)
      .resize({ width: SLIP_LIMITS.thumbnailSide, height: SLIP_LIMITS.thumbnailSide, fit: 'inside' })
      .webp({ quality: 70 })
      .toBuffer();
    // ZXing's own weights (zxing-wasm turns RGBA into grey by them), in libvips off the event loop.
    const grey = await sharp(pixels, raw)
      .recomb(GREY_WEIGHTS)
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      image,
      thumbnail,
      width: info.width,
      height: info.height,
      contentType: 'image/jpeg',
      pixelHash,
      qrPixels: { data: grey.data, width: grey.info.width, height: grey.info.height },
    };
  } catch {
    throw refuse(apiMessages.slipCorrupt);
  }
}
