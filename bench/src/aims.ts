import type { BenchResults } from './run.ts';

export interface AimResult {
  aim: string;
  met: boolean | null;
  /** The measured figure, and by how much it misses when it does. */
  detail: string;
}

const KB = 1000;

/** The issue's aims, each checked against this run's figures (null: not measured in this run). */
export function checkAims(results: Omit<BenchResults, 'aims'>): AimResult[] {
  const aims: AimResult[] = [];

  for (const rush of results.rush) {
    const at500 = rush.levels.find((level) => level.connections === 500);
    if (at500) {
      const errors = at500.endpoints.reduce((sum, figures) => sum + figures.errors, 0);
      aims.push({
        aim: `no errors at 500 connections (${rush.database})`,
        met: errors === 0,
        detail: `${errors} errors`,
      });
    }
  }
  const postgres = results.rush.find((rush) => rush.database === 'postgres');
  const available = postgres?.levels
    .find((level) => level.connections === 200)
    ?.endpoints.find((figures) => figures.endpoint === 'available-event');
  aims.push(
    available
      ? {
          aim: 'available-event p99 < 100 ms at 200 connections on PostgreSQL',
          met: available.p99Ms < 100,
          detail: `p99 ${available.p99Ms} ms${available.p99Ms >= 100 ? ` (${available.p99Ms - 100} ms over)` : ''}`,
        }
      : { aim: 'available-event p99 < 100 ms at 200 connections on PostgreSQL', met: null, detail: 'not measured' },
  );

  const weightAim = (prefix: string, limitKb: number) => {
    const page = results.pageWeight.find((weight) => weight.route.startsWith(prefix));
    const aim = `${prefix} under ${limitKb} kB gzip of JS+CSS`;
    if (!page) return aims.push({ aim, met: null, detail: 'not measured' });
    const kb = page.totalGzip / KB;
    aims.push({
      aim,
      met: kb < limitKb,
      detail: `${kb.toFixed(1)} kB${kb >= limitKb ? ` (${(kb - limitKb).toFixed(1)} kB over)` : ''}`,
    });
  };
  weightAim('/nc/', 100);
  weightAim('/liff/event', 200);

  for (const load of results.mobileLoad) {
    if (load.route === '/login' || load.route.startsWith('/nc/')) {
      aims.push({
        aim: `Lighthouse performance ≥ 95 on ${load.route}`,
        met: load.performance >= 95,
        detail: `${load.performance}${load.performance < 95 ? ` (${95 - load.performance} short)` : ''}`,
      });
    }
    aims.push({
      aim: `Lighthouse accessibility ≥ 95 on ${load.route}`,
      met: load.accessibility >= 95,
      detail: `${load.accessibility}${load.accessibility < 95 ? ` (${95 - load.accessibility} short)` : ''}`,
    });
  }
  return aims;
}
