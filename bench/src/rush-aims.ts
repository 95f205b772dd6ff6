import type { EndpointFigures } from './load.ts';
import type { AimResult } from './results.ts';
import type { RushResult } from './rush.ts';

/** Why a rush aim is missed, as far as this run's figures tell; attached only to a missed aim. */
const WHY = {
  errors:
    "timeouts (autocannon's 10 s), closed connections or 5xx answers (503: the server's database line was full, ADR 33): see the mix table for which endpoints, and the health table for whether the whole server stopped answering",
  stall: 'see the mix table (an endpoint with 0 requests in a level) and the health table (failed probes)',
  health: 'see the health table: the slowest probe is the longest a load balancer would have waited on /api/health/',
  floor: 'see the floor table: CPU ms per request of the app against the floor for the same bytes',
  availableEvent:
    'in a closed loop of 200 connections a request waits for those ahead of it: p99 under 100 ms needs well over 2,000 answers a second (200 ÷ 0.1 s) on 2 cores shared with the load generator (and PostgreSQL); see the floor table',
} as const;

/** Most a health probe may take while the mix runs (a load balancer's usual check timeout is 2–5 s). */
const HEALTH_MAX_MS = 2000;
const FLOOR_SHARE = 0.5;

const over = (value: number, limit: number, unit: string) =>
  value >= limit ? ` (${Math.round((value - limit) * 10) / 10} ${unit} over)` : '';

/**
 * The rush's aims for each database leg: no errors at 500 connections, no stall at any level,
 * health answering throughout the mix, the reads within half of their floor at 50 connections;
 * and on PostgreSQL available-event's p99 at 200 connections, measured alone.
 */
export function rushAims(rushes: RushResult[]): AimResult[] {
  const aims: AimResult[] = [];
  for (const rush of rushes) {
    const db = rush.database;
    const at500 = rush.levels.find((level) => level.connections === 500);
    if (at500) {
      const sum = (of: (figures: EndpointFigures) => number) =>
        at500.endpoints.reduce((total, figures) => total + of(figures), 0);
      const errors = sum((figures) => figures.errors + figures.status5xx);
      aims.push({
        aim: `no errors at 500 connections: connection errors, timeouts or 5xx (${db})`,
        met: errors === 0,
        detail: `${sum((figures) => figures.errors)} connection errors (${sum((figures) => figures.timeouts)} timeouts), ${sum((figures) => figures.status5xx)} 5xx`,
        ...(errors > 0 && { why: WHY.errors }),
      });
    }
    // A stall: an endpoint of the mix got nothing but 5xx refusals, or nothing at all, during a whole
    // level; or a health probe failed.
    const stalls = rush.levels.flatMap((level) => [
      ...level.endpoints
        .filter((figures) => figures.requests - figures.status5xx === 0)
        .map((figures) => `${figures.endpoint} answered 0 (${figures.status5xx} 5xx) at ${level.connections}`),
      ...(level.healthProbe.failures > 0
        ? [`${level.healthProbe.failures} health probes failed at ${level.connections}`]
        : []),
    ]);
    aims.push({
      aim: `no stall in the mix at 50, 200 or 500 connections (${db})`,
      met: stalls.length === 0,
      detail: stalls.length ? stalls.join('; ') : 'every endpoint answered at every level',
      ...(stalls.length > 0 && { why: WHY.stall }),
    });
    if (rush.levels.length) {
      const slowest = Math.max(...rush.levels.map((level) => level.healthProbe.maxMs));
      const failures = rush.levels.reduce((sum, level) => sum + level.healthProbe.failures, 0);
      const met = slowest < HEALTH_MAX_MS && failures === 0;
      aims.push({
        aim: `health answers throughout the mix: every probe < ${HEALTH_MAX_MS} ms, none failed (${db})`,
        met,
        detail: `slowest ${slowest} ms${over(slowest, HEALTH_MAX_MS, 'ms')}, ${failures} failed`,
        ...(!met && { why: WHY.health }),
      });
    }
    for (const endpoint of ['available-event', 'profile']) {
      const aim = `${endpoint} ≥ ${FLOOR_SHARE} of its floor's req/s at 50 connections, phone headers (${db})`;
      const row = rush.alone.find((alone) => alone.endpoint === endpoint && alone.connections === 50);
      if (!row) {
        aims.push({ aim, met: null, detail: 'not measured' });
        continue;
      }
      const met = row.ratio >= FLOOR_SHARE;
      aims.push({
        aim,
        met,
        detail: `${row.ratio.toFixed(2)} (${row.app.okPerSecond} of ${row.floor.okPerSecond} 2xx/s)${met ? '' : ` (${(FLOOR_SHARE - row.ratio).toFixed(2)} short)`}`,
        ...(!met && { why: WHY.floor }),
      });
    }
  }

  const aim = 'available-event p99 < 100 ms at 200 connections on PostgreSQL (measured alone)';
  const alone = rushes
    .find((rush) => rush.database === 'postgres')
    ?.alone.find((row) => row.endpoint === 'available-event' && row.connections === 200);
  if (!alone) return [...aims, { aim, met: null, detail: 'not measured' }];
  const p99 = alone.app.p99Ms;
  aims.push({
    aim,
    met: p99 < 100,
    detail: `p99 ${p99} ms${over(p99, 100, 'ms')}`,
    ...(p99 >= 100 && { why: WHY.availableEvent }),
  });
  return aims;
}
