import { renderTransferSlip, type TransferSlip } from '@chapter/server/demo';
import sharp from 'sharp';
import { mulberry32 } from './slip-decode.ts';

/**
 * A phone camera's photo of a slip (another phone's screen, or a printout on a desk), as the
 * camera saves it: 12 MP, stored sideways with EXIF orientation 6 (a portrait shot), sensor grain,
 * a little blur and tilt, JPEG quality 95, about 10 MB. The slip is rendered at the size it has
 * in the frame (a slip scaled after rendering would blur its QR twice).
 */
export interface SlipPhotoOptions {
  /** The slip's height as a share of the frame's: 0.58 fills 30 % of the frame, 0.82 fills 60 %. */
  heightShare: number;
  seed: number;
  /** The JPEG's size is aimed between 95 % and 100 % of this (the server takes up to 10 MiB). */
  targetBytes?: number;
}

/** Portrait, as the scene is seen; the file stores it turned a quarter to the left. */
const FRAME = { width: 3024, height: 4032 };
const TARGET_BYTES = 10_000_000;

/** The area of the frame a 2:3 slip covers at a height share (for the tables). */
export const frameShare = (heightShare: number) =>
  (heightShare * FRAME.height) ** 2 / 1.5 / (FRAME.width * FRAME.height);

/** Normal samples (σ 1) drawn once; grain reads them from random places, fast enough for 36 M values. */
function normalTable(random: () => number): Float32Array {
  const table = new Float32Array(1 << 16);
  for (let i = 0; i < table.length; i++) {
    table[i] = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  }
  return table;
}

/** A desk: smooth blotches of one warm grey, lighter and darker, scaled up from a small random tile. */
async function desk(random: () => number): Promise<Buffer> {
  const tile = Buffer.alloc(12 * 16 * 3);
  const base = [150 + random() * 40, 130 + random() * 30, 110 + random() * 30];
  for (let i = 0; i < tile.length; i += 3) {
    const light = (random() - 0.5) * 60;
    for (let c = 0; c < 3; c++) tile[i + c] = Math.round((base[c] ?? 128) + light);
  }
  return sharp(tile, { raw: { width: 12, height: 16, channels: 3 } })
    .resize(FRAME.width, FRAME.height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/** Light falling off towards the corners, as a phone's lens and a room's lamp make it. */
const vignette = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME.width}" height="${FRAME.height}">
    <defs><radialGradient id="v" cx="45%" cy="40%" r="75%">
      <stop offset="0.55" stop-color="#fff"/><stop offset="1" stop-color="#9a9a9a"/>
    </radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#v)"/></svg>`,
);

/** The scene before grain: desk, slip tilted a few degrees, light, focus; and where the slip lies. */
async function scene(slip: TransferSlip, heightShare: number, random: () => number) {
  const height = Math.round(FRAME.height * heightShare);
  const width = Math.round((height * 1080) / 1620);
  const angle = (random() < 0.5 ? -1 : 1) * (2 + random() * 4);
  const tilted = await sharp(await renderTransferSlip(slip, { width }))
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const left = Math.max(0, Math.round((FRAME.width - tilted.info.width) * (0.3 + random() * 0.4)));
  const top = Math.max(0, Math.round((FRAME.height - tilted.info.height) * (0.3 + random() * 0.4)));
  const composed = await sharp(await desk(random), { raw: { ...FRAME, channels: 3 } })
    .composite([
      { input: tilted.data, left, top },
      { input: vignette, blend: 'multiply' },
    ])
    // Compositing adds an alpha channel; the camera has none.
    .removeAlpha()
    .raw()
    .toBuffer();
  const pixels = await sharp(composed, { raw: { ...FRAME, channels: 3 } })
    .blur(1 + random() * 0.5)
    .raw()
    .toBuffer();
  // The slip's own alpha on an empty frame: 255 where the slip is, 0 on the desk.
  const alpha = await sharp(tilted.data).extractChannel(3).raw().toBuffer();
  const slipMask = Buffer.alloc(FRAME.width * FRAME.height);
  const rows = Math.min(tilted.info.height, FRAME.height - top);
  const columns = Math.min(tilted.info.width, FRAME.width - left);
  for (let row = 0; row < rows; row++) {
    const from = row * tilted.info.width;
    alpha.copy(slipMask, (top + row) * FRAME.width + left, from, from + columns);
  }
  return { pixels, slipMask };
}

/** Sensor grain: σ 8 on the slip (indoor light); the desk's cloth or wood grain, `deskSigma`, gives the file its size. */
const SLIP_SIGMA = 8;

/** Grain, then the camera's JPEG, stored sideways with EXIF orientation 6. */
async function expose(
  frame: { pixels: Buffer; slipMask: Buffer },
  deskSigma: number,
  seed: number,
  table: Float32Array,
): Promise<Buffer> {
  const { pixels, slipMask } = frame;
  const grainy = Buffer.allocUnsafe(pixels.length);
  // xorshift32 inline: 36 M samples, a function call each would take seconds.
  let x = seed | 1;
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const sigma = (slipMask[(i / 3) | 0] ?? 0) > 127 ? SLIP_SIGMA : deskSigma;
    const value = (pixels[i] ?? 0) + sigma * (table[x & 0xffff] ?? 0);
    grainy[i] = value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
  }
  return sharp(grainy, { raw: { ...FRAME, channels: 3 } })
    .rotate(270)
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The photo, its grain tuned (a few tries) so that the file lands just under the target size. */
export async function slipPhoto(slip: TransferSlip, options: SlipPhotoOptions): Promise<Buffer> {
  const target = options.targetBytes ?? TARGET_BYTES;
  const random = mulberry32(options.seed);
  const table = normalTable(random);
  const frame = await scene(slip, options.heightShare, random);
  let sigma = 20;
  let best: Buffer | null = null;
  let last: { sigma: number; bytes: number } | null = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    const photo = await expose(frame, sigma, options.seed, table);
    if (photo.length <= target && (!best || photo.length > best.length)) best = photo;
    if (photo.length >= target * 0.95 && photo.length <= target) return photo;
    // Secant on (grain, bytes), from a guess of 100 kB per unit of σ for the first step.
    const slope = last && last.sigma !== sigma ? (photo.length - last.bytes) / (sigma - last.sigma) : 100_000;
    last = { sigma, bytes: photo.length };
    sigma = Math.max(1, sigma + (target * 0.975 - photo.length) / Math.max(slope, 10_000));
  }
  if (!best) throw new Error(`slip photo: no grain made a file under ${target} bytes`);
  return best;
}
