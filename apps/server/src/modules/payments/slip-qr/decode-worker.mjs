// The slip QR decoder, run on a worker thread (piscina) so that ZXing's synchronous WebAssembly
// never holds the server's event loop. Plain JavaScript: a worker starts outside tsx and vitest.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// The WebAssembly comes from the installed package, never from zxing-wasm's default CDN.
const require = createRequire(import.meta.url);
prepareZXingModule({
  overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')) },
});

const READER = { formats: ['QRCode'], tryHarder: true, tryRotate: true, tryInvert: false, maxNumberOfSymbols: 4 };

/** A slip QR's text ends with its country tag and the CRC tag; the full check is the caller's. */
const SLIP_SHAPED = /5102TH9104[0-9A-F]{4}$/i;

/**
 * Where to look, in order. The whole image first (most screenshots read here, and it always runs);
 * then, for phone photos and small codes, the lower and right parts of the slip where banks print
 * the QR, enlarged, and a smaller whole image (noise and blur binarize better scaled down); last
 * the other binarizer on the whole image.
 */
function plan(width, height) {
  const whole = { left: 0, top: 0, width, height };
  const half = (part) => {
    const left = Math.floor(width * part.x);
    const top = Math.floor(height * part.y);
    // Clamped: rounding must never reach past the image's edge (sharp refuses the area).
    return {
      left,
      top,
      width: Math.min(Math.round(width * part.w), width - left),
      height: Math.min(Math.round(height * part.h), height - top),
    };
  };
  return [
    { crop: whole, maxSide: 1600 },
    { crop: half({ x: 0, y: 0.4, w: 1, h: 0.6 }), maxSide: 1400 },
    { crop: whole, maxSide: 800 },
    { crop: half({ x: 0.35, y: 0.45, w: 0.65, h: 0.55 }), maxSide: 1200 },
    { crop: half({ x: 0, y: 0.2, w: 1, h: 0.6 }), maxSide: 1400 },
    { crop: whole, maxSide: 1200, binarizer: 'GlobalHistogram' },
    { crop: half({ x: 0, y: 0.5, w: 0.65, h: 0.5 }), maxSide: 1200 },
  ];
}

async function pixels(decoded, { crop, maxSide }) {
  const scale = Math.min(2, maxSide / Math.max(crop.width, crop.height));
  const { width, height, channels } = decoded.info;
  const { data, info } = await sharp(decoded.data, { raw: { width, height, channels } })
    .extract(crop)
    .resize({ width: Math.max(1, Math.round(crop.width * scale)), kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/**
 * Reads the QR codes of a slip image within a time budget, checked before each attempt after the
 * first (one attempt takes a bounded time, as its image is at most 1,600 px).
 * @param {{ image: Uint8Array, budgetMs: number }} task
 * @returns {Promise<{ texts: string[], attempts: number }>}
 */
export default async function decodeSlipQr({ image, budgetMs }) {
  const started = performance.now();
  // Decoded once: each attempt crops and scales the same pixels rather than decoding the file again.
  const decoded = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const seen = new Set();
  const attempts = plan(decoded.info.width, decoded.info.height);
  let made = 0;
  for (const attempt of attempts) {
    if (made > 0 && performance.now() - started > budgetMs) break;
    made++;
    const results = await readBarcodes(await pixels(decoded, attempt), {
      ...READER,
      ...(attempt.binarizer ? { binarizer: attempt.binarizer } : {}),
    });
    for (const result of results) if (result.isValid && result.text) seen.add(result.text);
    if ([...seen].some((text) => SLIP_SHAPED.test(text))) break;
  }
  return { texts: [...seen], attempts: made };
}
