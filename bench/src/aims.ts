import type { AimResult, BenchResults } from './results.ts';
import { rushAims } from './rush-aims.ts';
import { ALL_DEGRADED } from './slip-decode.ts';

/** What is known about each aim's cost; attached to an aim only when this run misses it. */
const WHY = {
  liffWeight:
    'every page first downloads React DOM, React Router, the Mantine core and TanStack Query (about 134 kB gzip) and the LIFF SDK adds 31 kB (the offline demo adds liff-mock, 3 kB); the API client is fetch, toasts load with the first toast and Mantine CSS comes per component, so a miss means a screen or a dependency grew (see the source-map breakdown of the chunks it downloads).',
  cardWeight: 'the card page is rendered by the server without script (ADR 21); a miss means that changed',
  performance: 'see the Lighthouse table: the baseline row is the same framework drawing one form, in the same run',
  liffPerformance: 'see the Lighthouse table (LCP and TBT) against the baseline row',
  upload:
    'the peak is of the demo server, whose embedded PGlite database is most of its memory before any upload; see the upload table',
  accessibility: 'see the Lighthouse report for the failing audits',
  slipRead:
    'see the variants below 95 % in the slip QR table: the attempt plan (crops, scales, binarizer) in payments/slip-qr/decode-worker.mjs decides which damage is recovered within the budget',
  slipMedian:
    'a slip not read on the first attempt (the whole image) pays for each crop and scale tried after it; see which variants have the slow medians',
  slipBudget:
    'the budget is checked before each attempt, so the attempt started last inside it runs to its end: the overrun is about one attempt on the largest image (decode-worker.mjs)',
} as const;

const KB = 1000;

/** The issue's aims, each checked against this run's figures (null: not measured in this run). */
export function checkAims(results: Omit<BenchResults, 'aims'>): AimResult[] {
  const aims: AimResult[] = rushAims(results.rush);
  const weightAim = (prefix: string, limitKb: number, why: string) => {
    const page = results.pageWeight.find((weight) => weight.route.startsWith(prefix));
    const aim = `${prefix} under ${limitKb} kB gzip of JS+CSS`;
    if (!page) return aims.push({ aim, met: null, detail: 'not measured' });
    const kb = page.totalGzip / KB;
    aims.push({
      aim,
      met: kb < limitKb,
      detail: `${kb.toFixed(1)} kB${kb >= limitKb ? ` (${(kb - limitKb).toFixed(1)} kB over)` : ''}`,
      ...(kb >= limitKb && { why }),
    });
  };
  weightAim('/nc/', 100, WHY.cardWeight);
  weightAim('/liff/event', 200, WHY.liffWeight);

  aims.push(...lighthouseAims(results.mobileLoad), uploadAim(results.upload));
  aims.push(...slipAims(results.slips));
  return aims;
}

const short = (value: number, aim: number) => (value < aim ? ` (${aim - value} short)` : '');

/**
 * Lighthouse mobile: performance ≥ 95 on /login and the card page, /login within 5 points of the
 * baseline page of the same run, ≥ 90 on /liff-app/event, accessibility ≥ 95 on every route of the app.
 */
function lighthouseAims(loads: BenchResults['mobileLoad']): AimResult[] {
  const aims: AimResult[] = [];
  const baseline = loads.find((load) => load.baseline);
  for (const load of loads.filter((entry) => !entry.baseline)) {
    const least =
      load.route === '/login' || load.route.startsWith('/nc/') ? 95 : load.route === '/liff-app/event' ? 90 : 0;
    if (least) {
      aims.push({
        aim: `Lighthouse performance ≥ ${least} on ${load.route}`,
        met: load.performance >= least,
        detail: `${load.performance}${short(load.performance, least)}`,
        ...(load.performance < least && { why: least === 90 ? WHY.liffPerformance : WHY.performance }),
      });
    }
    if (load.route === '/login') {
      const aim = '/login within 5 Lighthouse performance points of the baseline page';
      if (!baseline) {
        aims.push({ aim, met: null, detail: 'baseline not measured' });
      } else {
        const gap = baseline.performance - load.performance;
        aims.push({
          aim,
          met: gap <= 5,
          detail: `${load.performance} vs ${baseline.performance} (${gap > 0 ? `${gap} below` : 'not below'})${gap > 5 ? ` (${gap - 5} points past)` : ''}`,
          ...(gap > 5 && { why: WHY.performance }),
        });
      }
    }
    aims.push({
      aim: `Lighthouse accessibility ≥ 95 on ${load.route}`,
      met: load.accessibility >= 95,
      detail: `${load.accessibility}${short(load.accessibility, 95)}`,
      ...(load.accessibility < 95 && { why: WHY.accessibility }),
    });
  }
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
