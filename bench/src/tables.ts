import type { BenchResults } from './run.ts';

function table(title: string, header: string[], rows: Array<Array<string | number>>) {
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
  for (const rush of results.rush) {
    const rows = rush.levels.flatMap((level) =>
      [...level.endpoints, level.health].map((figures) => [
        level.connections,
        figures.endpoint,
        figures.connections,
        figures.requestsPerSecond,
        figures.p50Ms,
        figures.p99Ms,
        figures.non2xx,
        figures.errors,
      ]),
    );
    table(
      `Registration rush on ${rush.database} (${results.durationSeconds} s per level; health measured alone)`,
      ['total conns', 'endpoint', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
      rows,
    );
  }
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
    'Mobile load (Lighthouse mobile preset, simulated throttling)',
    ['route', 'performance', 'LCP ms', 'TBT ms', 'CLS', 'accessibility'],
    results.mobileLoad.map((load) => [
      load.route,
      load.performance,
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
