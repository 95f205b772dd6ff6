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
  const baseline = results.mobileLoad.find((load) => load.baseline);
  table(
    'Mobile load (Lighthouse mobile preset, simulated throttling; median of the runs; the baseline page first, in the same run)',
    ['route', 'performance', 'runs', 'vs baseline', 'LCP ms', 'TBT ms', 'CLS', 'accessibility'],
    results.mobileLoad.map((load) => [
      load.route,
      load.performance,
      load.runs.join(' / '),
      baseline && !load.baseline ? load.performance - baseline.performance : '–',
      load.lcpMs,
      load.tbtMs,
      load.cls,
      load.accessibility,
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

/** The mix at each level with its health probe, then each read endpoint alone against its floor. */
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
  table(
    `Read endpoints alone on ${rush.database} vs the floor (the same answer's bytes from raw node:http)`,
    [
      'endpoint',
      'conns',
      'answer',
      'app 2xx/s',
      'p50 ms',
      'p99 ms',
      'CPU ms/req',
      'floor 2xx/s',
      'p50 ms',
      'p99 ms',
      'CPU ms/req',
      'app ÷ floor',
      'app non-2xx',
      'errors',
    ],
    rush.alone.map((row) => [
      row.endpoint,
      row.connections,
      `${(row.bytes / 1000).toFixed(1)} kB ${row.encoding ?? 'identity'}`,
      row.app.okPerSecond,
      row.app.p50Ms,
      row.app.p99Ms,
      cpu(row.app.cpuMsPerRequest),
      row.floor.okPerSecond,
      row.floor.p50Ms,
      row.floor.p99Ms,
      cpu(row.floor.cpuMsPerRequest),
      row.ratio.toFixed(2),
      row.app.non2xx + row.floor.non2xx,
      row.app.errors + row.floor.errors,
    ]),
  );
}
