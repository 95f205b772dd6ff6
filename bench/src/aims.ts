import { endpointAims } from './endpoint-aims.ts';
import { lighthouseAims, weightAims } from './page-aims.ts';
import { phoneUploadAims } from './phone-upload-report.ts';
import type { AimResult, BenchResults } from './results.ts';
import { rushAims } from './rush-aims.ts';
import { ALL_DEGRADED } from './slip-decode.ts';

/** What is known about each aim's cost; attached to an aim only when this run misses it. */
const WHY = {
  upload:
    'the peak is of the demo server, whose embedded PGlite database is most of its memory before any upload; see the upload table',
  slipRead:
    'see the variants below 95 % in the slip QR table: the attempt plan (crops, scales, binarizer) in payments/slip-qr/decode-worker.mjs decides which damage is recovered within the budget',
  slipMedian:
    'a slip not read on the first attempt (the whole image) pays for each crop and scale tried after it; see which variants have the slow medians',
  slipBudget:
    'the budget is checked before each attempt, so the attempt started last inside it runs to its end: the overrun is about one attempt on the largest image (decode-worker.mjs)',
} as const;

/** The issue's aims, each checked against this run's figures (null: not measured in this run). */
export function checkAims(results: Omit<BenchResults, 'aims'>): AimResult[] {
  const aims: AimResult[] = [...rushAims(results.rush), ...endpointAims(results.endpoints)];
  aims.push(...weightAims(results.pageWeight));

  aims.push(...lighthouseAims(results.mobileLoad), uploadAim(results.upload));
  aims.push(...phoneUploadAims(results.phoneUpload));
  aims.push(...slipAims(results.slips));
  return aims;
}

/** Eight members uploading a 10 MB photo at once: the server's peak resident memory. */
function uploadAim(uploads: BenchResults['upload']): AimResult {
  const aim = 'eight concurrent 10 MB uploads: peak server RSS < 400 MB';
  const atOnce = uploads.find((upload) => upload.scenario === '8 at once');
  if (!atOnce) return { aim, met: null, detail: 'not measured' };
  const met = atOnce.peakRssMb < 400;
  return {
    aim,
    met,
    detail: `peak ${atOnce.peakRssMb} MB (before ${atOnce.rssBeforeMb} MB)${met ? '' : ` (${Math.round(atOnce.peakRssMb - 400)} MB over)`}`,
    ...(!met && { why: WHY.upload }),
  };
}

/** Slip QR reading: the share read and the median over the degraded slips, and the QR-less slip's worst time. */
function slipAims(rows: BenchResults['slips']): AimResult[] {
  const all = rows.find((row) => row.variant === ALL_DEGRADED);
  const noQr = rows.find((row) => !row.hasQr);
  const readAim = '≥ 95 % of degraded slips read (bank and reference)';
  const medianAim = 'slip QR read median < 300 ms (degraded slips)';
  const budgetAim = 'a slip without a QR held no longer than the time budget';
  if (!all) {
    return [readAim, medianAim, budgetAim].map((aim) => ({ aim, met: null, detail: 'not measured' }));
  }
  const share = all.readShare * 100;
  const below = rows.filter((row) => row.degraded && row.variant !== ALL_DEGRADED && row.readShare < 0.95);
  const aims: AimResult[] = [
    {
      aim: readAim,
      met: share >= 95,
      detail: `${share.toFixed(1)} % (${all.read}/${all.slips})${share < 95 ? ` (${(95 - share).toFixed(1)} points short)` : ''}${
        below.length
          ? `; below 95 %: ${below.map((row) => `${row.variant} ${(row.readShare * 100).toFixed(1)} %`).join(', ')}`
          : ''
      }`,
      ...(share < 95 && { why: WHY.slipRead }),
    },
    {
      aim: medianAim,
      met: all.medianMs < 300,
      detail: `median ${all.medianMs} ms${all.medianMs >= 300 ? ` (${all.medianMs - 300} ms over)` : ''}`,
      ...(all.medianMs >= 300 && { why: WHY.slipMedian }),
    },
  ];
  if (!noQr) return [...aims, { aim: budgetAim, met: null, detail: 'not measured' }];
  const over = noQr.maxMs - noQr.budgetMs;
  aims.push({
    aim: budgetAim,
    met: over <= 0,
    detail: `max ${noQr.maxMs} ms, budget ${noQr.budgetMs} ms${over > 0 ? ` (${over} ms over)` : ''}`,
    ...(over > 0 && { why: WHY.slipBudget }),
  });
  return aims;
}
