import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Slip uploads for tests. The server refuses a picture it already holds (issue 17: a re-saved
 * image is not a new slip), so every call returns a different picture: the fixture screenshot
 * with a small patch in a colour of its own. None carries a slip QR (see src/demo/slip-image.ts).
 */
const fixture = readFileSync(path.join(import.meta.dirname, 'fixtures', 'transfer-screenshot.png'));
let serial = 0;

export type SlipFormat = 'png' | 'webp' | 'jpeg';

export async function distinctSlipBytes(format: SlipFormat = 'webp'): Promise<Buffer> {
  const n = ++serial;
  const patch = {
    create: {
      width: 6,
      height: 6,
      channels: 3 as const,
      background: { r: n % 256, g: (n >> 8) % 256, b: (n >> 16) % 256 },
    },
  };
  const image = sharp(fixture).composite([{ input: patch, left: 0, top: 0 }]);
  if (format === 'png') return image.png().toBuffer();
  if (format === 'jpeg') return image.jpeg({ quality: 90 }).toBuffer();
  return image.webp({ lossless: true }).toBuffer();
}

export const slipDataUrl = (bytes: Buffer, format: SlipFormat = 'webp') =>
  `data:image/${format};base64,${bytes.toString('base64')}`;

/** A data URL of a picture no other call returns. */
export async function distinctSlip(format: SlipFormat = 'webp'): Promise<string> {
  return slipDataUrl(await distinctSlipBytes(format), format);
}
