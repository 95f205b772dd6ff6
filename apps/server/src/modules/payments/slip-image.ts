import { apiMessages } from '@chapter/contract/messages';
import sharp, { type Metadata } from 'sharp';
import { ApiError } from '../../lib/api-error.ts';

export const SLIP_LIMITS = {
  /** Decoded upload size. */
  maxBytes: 10 * 1024 * 1024,
  /** Phone cameras make 12–50 MP photos; anything above is refused before it is decoded. */
  maxPixels: 50_000_000,
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
}

type ImageKind = 'jpeg' | 'png' | 'webp';

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
 * Checks an uploaded slip and re-encodes it: the header is read first, so a tiny file claiming
 * huge dimensions is refused without being decoded; then the whole image is decoded (a truncated
 * or corrupt file fails here), turned upright by its EXIF orientation, scaled into the stored box,
 * and written as a fresh JPEG without any metadata (no EXIF, no GPS), plus a WebP thumbnail.
 */
export async function processSlipImage(bytes: Buffer): Promise<ProcessedSlip> {
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

  try {
    // 'error', not 'truncated', which lets a PNG whose checksums do not match decode anyway; not
    // 'warning' either, which refuses photos from some Samsung phones ("Invalid SOS parameters").
    const { data: image, info } = await sharp(bytes, { limitInputPixels: SLIP_LIMITS.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: SLIP_LIMITS.maxSide, height: SLIP_LIMITS.maxSide, fit: 'inside', withoutEnlargement: true })
      // Transparent PNG screenshots would otherwise turn black where they are see-through.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(image)
      .resize({ width: SLIP_LIMITS.thumbnailSide, height: SLIP_LIMITS.thumbnailSide, fit: 'inside' })
      .webp({ quality: 70 })
      .toBuffer();
    return { image, thumbnail, width: info.width, height: info.height, contentType: 'image/jpeg' };
  } catch {
    throw refuse(apiMessages.slipCorrupt);
  }
}
