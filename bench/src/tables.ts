import type { AloneFigures } from './floor.ts';
import { MAIN_THREAD_RUNS } from './main-thread.ts';
import { phoneUploadTable } from './phone-upload-report.ts';
import type { BenchResults } from './results.ts';
import type { RushResult } from './rush.ts';

export function table(title: string, header: string[], rows: Array<Array<string | number>>) {
  if (rows.length === 0) return;
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of cells.slice(1)) console.log(line(row));
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export function printTables(results: BenchResults) {
  const { machine } = results;
  console.log(`\n${machine.cpus}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}`);
  for (const rush of results.rush) printRush(rush, results.durationSeconds);
  printEndpoints(results.endpoints);
  table(
    'Page weight (JS+CSS downloaded until the network is idle)',
    ['route', 'files', 'JS gzip kB', 'CSS gzip kB', 'total gzip kB', 'total brotli kB', 'HTML gzip kB'],
    results.pageWeight.map((page) => [
      page.route,
      page.files,
      kb(page.jsGzip),
      kb(page.cssGzip),
      kb(page.totalGzip),
      kb(page.totalBrotli),
      kb(page.htmlGzip),
    ]),
  );
  table(
    'Mobile load (Lighthouse mobile preset, simulated throttling; median of the runs; the baseline page first, in the same run; via: HTTPS with HTTP/2 in front as deployed, or the server alone over HTTP/1.1)',
    ['route', 'via', 'performance', 'runs', 'vs baseline', 'LCP ms', 'TBT ms', 'CLS', 'accessibility'],
    results.mobileLoad.map((load) => [
      load.route,
      load.via,
      load.performance,
      load.runs.join(' / '),
      ((baseline) => (baseline && !load.baseline ? load.performance - baseline.performance : '–'))(
        results.mobileLoad.find((other) => other.baseline && other.via === load.via),
      ),
      load.lcpMs,
      load.tbtMs,
      load.cls,
      load.accessibility,
    ]),
  );
  table(
    `Main thread in real loads at 4× CPU, no network throttling (median of ${MAIN_THREAD_RUNS}; blocking time after the first paint)`,
    ['route', 'FCP ms', 'LCP ms', 'blocking ms', 'runs', 'longest task ms'],
    results.mainThread.map((load) => [
      load.route,
      load.fcpMs,
      load.lcpMs,
      load.blockingMs,
      load.runs.join(' / '),
      load.longestTaskMs,
    ]),
  );
  table(
    'Upload of a 10 MB phone photo',
    ['scenario', 'image MB', 'slowest ms', 'median ms', 'server RSS before MB', 'peak MB', 'statuses'],
    results.upload.map((upload) => [
      upload.scenario,
      (upload.imageBytes / 1e6).toFixed(1),
      upload.wallMs,
      upload.p50Ms,
      upload.rssBeforeMb,
      upload.peakRssMb,
      upload.status.join(' '),
    ]),
  );
  const phone = phoneUploadTable(results.phoneUpload);
  table(phone.title, phone.header, phone.rows);
  table(
    `Slip QR reading (${results.slips[0]?.slips ?? 0} generated slips per variant, one reader, budget ${results.slips[0]?.budgetMs ?? '–'} ms)`,
    ['variant', 'read', 'share %', 'wrong', 'median ms', 'p99 ms', 'max ms'],
    results.slips.map((row) => [
      row.variant,
      row.hasQr ? `${row.read}/${row.slips}` : `– (${row.slips})`,
      row.hasQr ? (row.readShare * 100).toFixed(1) : '–',
      row.wrong,
      row.medianMs,
      row.p99Ms,
      row.maxMs,
    ]),
  );
  table(
    'Aims',
    ['aim', 'met', 'figure'],
    results.aims.map((aim) => [aim.aim, aim.met === null ? '–' : aim.met ? 'yes' : 'NO', aim.detail]),
  );
}

const cpu = (ms: number | undefined) => (ms === undefined ? '–' : ms.toFixed(2));

/** The mix at each level with its health probe. */
function printRush(rush: RushResult, seconds: number) {
  table(
    `Registration rush on ${rush.database}: the mix (${seconds} s per level, phone headers)`,
    ['conns', 'endpoint', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', '5xx', 'errors', 'timeouts'],
    rush.levels.flatMap((level) =>
      level.endpoints.map((figures) => [
        level.connections,
        figures.endpoint,
        figures.connections,
        figures.requestsPerSecond,
        figures.p50Ms,
        figures.p99Ms,
        figures.requests,
        figures.non2xx,
        figures.status5xx,
        figures.errors,
        figures.timeouts,
      ]),
    ),
  );
  table(
    `Health throughout the mix on ${rush.database} (GET /api/health/ every 250 ms, one at a time, 10 s timeout)`,
    ['conns', 'mix req/s', 'server CPU ms/req', 'probes', 'failures', 'median ms', 'max ms'],
    rush.levels.map((level) => [
      level.connections,
      level.endpoints.reduce((sum, figures) => sum + figures.requestsPerSecond, 0),
      cpu(level.cpuMsPerRequest),
      level.healthProbe.probes,
      level.healthProbe.failures,
      level.healthProbe.medianMs,
      level.healthProbe.maxMs,
    ]),
  );
}

/**
 * Each read endpoint alone on each engine, beside its same-bytes floor (raw node:http) and its
 * framework floor (Fastify with the app's plugins, no database), in answers of its status a second.
 */
function printEndpoints(rows: AloneFigures[]) {
  const answered = (row: AloneFigures, figures: AloneFigures['app']) =>
    row.status === 304 ? figures.notModifiedPerSecond : figures.okPerSecond;
  table(
    'Read endpoints alone vs their floors: same bytes from raw node:http, and from Fastify with the app’s plugins (no database)',
    [
      'engine',
      'endpoint',
      'conns',
      'answer',
      'app /s',
      'CPU ms/req',
      'p99 ms',
      'floor /s',
      'CPU ms/req',
      'framework /s',
      'CPU ms/req',
      'p99 ms',
      'app ÷ floor',
      'framework ÷ floor',
      'unexpected',
      'errors',
      'load 1m',
    ],
    rows.map((row) => [
      row.database,
      `${row.endpoint} ${row.status}`,
      row.connections,
      row.status === 304
        ? '304, no body'
        : `${row.bytes < 1000 ? `${row.bytes} B` : `${kb(row.bytes)} kB`} ${row.encoding ?? 'identity'}`,
      answered(row, row.app),
      cpu(row.app.cpuMsPerRequest),
      row.app.p99Ms,
      answered(row, row.floor),
      cpu(row.floor.cpuMsPerRequest),
      answered(row, row.framework),
      cpu(row.framework.cpuMsPerRequest),
      row.framework.p99Ms,
      row.ratio.toFixed(2),
      row.frameworkRatio.toFixed(2),
      [row.app, row.floor, row.framework].reduce((sum, figures) => sum + unexpected(row, figures), 0),
      row.app.errors + row.floor.errors + row.framework.errors,
      row.loadAverage,
    ]),
  );
}

/** Answers of another status than the row's: a refusal, or a 200 where a 304 was asked for. */
function unexpected(row: AloneFigures, figures: AloneFigures['app']): number {
  const asked = row.status === 304 ? figures.status3xx : figures.requests - figures.non2xx;
  return figures.requests - asked;
}
