/**
 * Chooses the web app's slip shrinking (apps/web/src/lib/shrink-photo.ts) by measurement, not by
 * guess (issue 38, ADR 64): every candidate long side and JPEG quality is run through the app's own
 * code in Debian's Chromium on
 *   - 20 phone photos of generated slips (slip-photos.ts: 12 MP, EXIF-rotated, ~10 MB), 12 with the
 *     slip filling 30–60 % of the frame and 8 smaller (18 % and 11 %), kept apart as the margin;
 *   - the 200 degraded slips of the slip QR table, each forced through the shrink (the app sends
 *     most of them as they are, being under its size threshold),
 * and every result is read by the server's QR reader. The server's own path is equivalent: it
 * scales to 2,560 px, more than any candidate, and hands the reader the same grey pixels.
 *
 *   node --import tsx bench/src/slip-shrink-measure.ts [--sides 1024,1600 --qualities 0.6,0.8]
 *   (~20 min on 2 cores; the photos are kept in the temp folder for the next run)
 *
 * Prints a Markdown table and writes bench/results/slip-shrink.json. Figures, not a test.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SlipQrReader } from '@chapter/server/testing';
import sharp from 'sharp';
import { degradedSlips, readsSlip } from './degraded-slips.ts';
import { type ShrinkOptions, startChromiumShrinker, uploadBodyBytes } from './shrink-in-chromium.ts';
import { demoSlips } from './slip-decode.ts';
import { frameShare, slipPhoto } from './slip-photos.ts';

const { values } = parseArgs({
  options: {
    sides: { type: 'string', default: '1024,1280,1600,2048' },
    qualities: { type: 'string', default: '0.6,0.7,0.8,0.9' },
  },
});
const SIDES = values.sides.split(',').map(Number);
const QUALITIES = values.qualities.split(',').map(Number);
/** In the range the issue names (30 %, 44 %, 60 % of the frame), then the margin (18 % and 11 %). */
const IN_RANGE = [0.58, 0.7, 0.82];
const MARGIN = [0.45, 0.35];
const PER_SHARE = 4;

interface Row {
  longSide: number;
  quality: number;
  photoKbMedian: number;
  photoKbMax: number;
  /** The largest upload body of a shrunk photo (base64 data URL in JSON), kB. */
  wireKbMax: number;
  photosRead: number;
  photos: number;
  marginRead: number;
  margin: number;
  degradedRead: number;
  degraded: number;
  shrinkMsMedian: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
const kb = (bytes: number) => Math.round(bytes / 1000);

/** The photos, made once per machine: each takes ~20 s of grain tuning. */
async function photos() {
  const dir = path.join(tmpdir(), 'chapter-slip-photos');
  mkdirSync(dir, { recursive: true });
  const slips = demoSlips(40 + (IN_RANGE.length + MARGIN.length) * PER_SHARE).slice(40);
  const made = [];
  for (const [s, share] of [...IN_RANGE, ...MARGIN].entries()) {
    for (let k = 0; k < PER_SHARE; k++) {
      const slip = slips[s * PER_SHARE + k];
      if (!slip) throw new Error('not enough slips');
      const file = path.join(dir, `${slip.transRef}-${share}.jpg`);
      if (!existsSync(file)) {
        console.error(`  photo ${share} ${slip.transRef}`);
        writeFileSync(file, await slipPhoto(slip, { heightShare: share, seed: 100 + s * PER_SHARE + k }));
      }
      made.push({ slip, share, image: readFileSync(file) });
    }
  }
  return made;
}

async function measure() {
  const shots = await photos();
  console.error('  degraded set');
  const degraded = await degradedSlips();
  const reader = new SlipQrReader();
  const shrinker = await startChromiumShrinker();
  try {
    const first = shots[0];
    if (first) await reader.read(first.image);
    // The originals, scaled as the server scales them: the reader's ceiling on these photos.
    let originalsRead = 0;
    for (const shot of shots) {
      const stored = await sharp(shot.image)
        .rotate()
        .resize({ width: 2560, height: 2560, fit: 'inside' })
        .png()
        .toBuffer();
      if (await readsSlip(reader, stored, shot.slip)) originalsRead++;
    }
    const rows: Row[] = [];
    for (const longSide of SIDES) {
      for (const quality of QUALITIES) {
        const options: ShrinkOptions = { passBytes: 0, longSide, quality };
        console.error(`  L ${longSide} Q ${quality}`);
        const sizes: number[] = [];
        const times: number[] = [];
        let photosRead = 0;
        let marginRead = 0;
        for (const shot of shots) {
          const shrunk = await shrinker.shrink(shot.image, options);
          const read = await readsSlip(reader, shrunk.bytes, shot.slip);
          if (MARGIN.includes(shot.share)) marginRead += read ? 1 : 0;
          else {
            photosRead += read ? 1 : 0;
            sizes.push(shrunk.bytes.length);
            times.push(shrunk.ms);
          }
        }
        let degradedRead = 0;
        for (const slip of degraded) {
          const shrunk = await shrinker.shrink(slip.image, options);
          if (await readsSlip(reader, shrunk.bytes, slip.slip)) degradedRead++;
        }
        rows.push({
          longSide,
          quality,
          photoKbMedian: kb(median(sizes)),
          photoKbMax: kb(Math.max(...sizes)),
          wireKbMax: kb(uploadBodyBytes(Math.max(...sizes))),
          photosRead,
          photos: shots.length - MARGIN.length * PER_SHARE,
          marginRead,
          margin: MARGIN.length * PER_SHARE,
          degradedRead,
          degraded: degraded.length,
          shrinkMsMedian: Math.round(median(times)),
        });
      }
    }
    const originalKb = shots.map((shot) => kb(shot.image.length));
    return {
      originalsRead,
      photos: shots.length,
      originalKb: [Math.min(...originalKb), Math.max(...originalKb)],
      rows,
    };
  } finally {
    await shrinker.close();
    await reader.close();
  }
}

const result = await measure();
console.log(
  `\noriginals: ${result.originalKb[0]}–${result.originalKb[1]} kB, read by the server ${result.originalsRead}/${result.photos}; slip share of the frame ${IN_RANGE.map((s) => `${Math.round(frameShare(s) * 100)} %`).join(', ')} (margin ${MARGIN.map((s) => `${Math.round(frameShare(s) * 100)} %`).join(', ')})\n`,
);
console.log(
  '| long side | quality | photo kB median · max | upload body max | photos read (30–60 %) | margin (18 %, 11 %) | degraded, shrunk | shrink ms (median) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const row of result.rows) {
  console.log(
    `| ${row.longSide} | ${row.quality} | ${row.photoKbMedian} · ${row.photoKbMax} | ${row.wireKbMax} kB | ${row.photosRead}/${row.photos} | ${row.marginRead}/${row.margin} | ${row.degradedRead}/${row.degraded} | ${row.shrinkMsMedian} |`,
  );
}
const out = path.join(import.meta.dirname, `../results/slip-shrink-${SIDES.join('-')}.json`);
writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
