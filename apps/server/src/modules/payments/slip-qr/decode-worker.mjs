// The slip QR decoder, run on a worker thread (piscina) so that ZXing's synchronous WebAssembly
// never holds the server's event loop. Plain JavaScript: a worker starts outside tsx and vitest.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { getZXingModule, prepareZXingModule, purgeZXingModule, readBarcodes } from 'zxing-wasm/reader';

// The WebAssembly comes from the installed package, never from zxing-wasm's default CDN.
const require = createRequire(import.meta.url);
const overrides = { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')) };
prepareZXingModule({ overrides });

/**
 * WebAssembly memory grows and never shrinks. Each attempt is at most 1,600 px a side, so it stays
 * near 30 MB; should a reader ever grow past this, the module is dropped after the slip and made
 * again (50 ms) for the next, rather than keeping its memory for the worker's life (ADR 34).
 */
const WASM_MEMORY_BOUND = 64 * 1024 * 1024;

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

/**
 * One attempt's picture, cropped and scaled from the grey pixels. ZXing reads luminance only:
 * zxing-wasm turns RGBA into grey by (306 R + 601 G + 117 B + 512) >> 10, which gives back g for
 * R = G = B = g, so handing it grey as RGBA reads what the colours would have read.
 */
async function pixels(grey, { crop, maxSide }) {
  const scale = Math.min(2, maxSide / Math.max(crop.width, crop.height));
  const { data, info } = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .extract(crop)
    .resize({ width: Math.max(1, Math.round(crop.width * scale)), kernel: 'lanczos3' })
    // sharp would write one channel out as three (sRGB); one is all there is.
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgba = new Uint8ClampedArray(data.length * 4);
  for (let i = 0, j = 0; i < data.length; i++, j += 4) {
    const g = data[i];
    rgba[j] = g;
    rgba[j + 1] = g;
    rgba[j + 2] = g;
    rgba[j + 3] = 255;
  }
  return { data: rgba, width: info.width, height: info.height };
}

/** An encoded image (bench, tests, stored slips) as grey pixels, by ZXing's own weights. */
async function greyOf(image) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  if (channels < 3) return { data: channels === 1 ? data : data.filter((_, i) => i % 2 === 0), width, height };
  const grey = Buffer.allocUnsafe(width * height);
  for (let i = 0, j = 0; i < grey.length; i++, j += channels) {
    grey[i] = (306 * data[j] + 601 * data[j + 1] + 117 * data[j + 2] + 512) >> 10;
  }
  return { data: grey, width, height };
}

/**
 * Reads the QR codes of a slip within a time budget, checked before each attempt after the first
 * (one attempt takes a bounded time, as its image is at most 1,600 px). Given either the grey
 * pixels an upload made while re-encoding (one byte a pixel, no second decode) or an encoded image.
 * @param {{ image?: Uint8Array, grey?: { data: Uint8Array, width: number, height: number }, budgetMs: number }} task
 * @returns {Promise<{ texts: string[], attempts: number, wasmBytes: number }>}
 */
export default async function decodeSlipQr({ image, grey: given, budgetMs }) {
  const started = performance.now();
  // Decoded once: each attempt crops and scales the same pixels rather than decoding the file again.
  const grey = given ?? (await greyOf(image));
  const seen = new Set();
  const attempts = plan(grey.width, grey.height);
  let made = 0;
  for (const attempt of attempts) {
    if (made > 0 && performance.now() - started > budgetMs) break;
    made++;
    const results = await readBarcodes(await pixels(grey, attempt), {
      ...READER,
      ...(attempt.binarizer ? { binarizer: attempt.binarizer } : {}),
    });
    for (const result of results) if (result.isValid && result.text) seen.add(result.text);
    if ([...seen].some((text) => SLIP_SHAPED.test(text))) break;
  }
  const wasmBytes = (await getZXingModule()).HEAPU8.byteLength;
  if (wasmBytes > WASM_MEMORY_BOUND) {
    purgeZXingModule();
    prepareZXingModule({ overrides });
  }
  return { texts: [...seen], attempts: made, wasmBytes };
}
