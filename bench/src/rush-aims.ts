import type { EndpointFigures } from './load.ts';
import type { AimResult } from './results.ts';
import type { RushResult } from './rush.ts';

/** Why a rush aim is missed, as far as this run's figures tell; attached only to a missed aim. */
const WHY = {
  errors:
    "timeouts (autocannon's 10 s), closed connections or 5xx answers (503: the server's database line was full, ADR 33): see the mix table for which endpoints, and the health table for whether the whole server stopped answering",
  stall: 'see the mix table (an endpoint with 0 requests in a level) and the health table (failed probes)',
  health: 'see the health table: the slowest probe is the longest a load balancer would have waited on /api/health/',
} as const;

/** Most a health probe may take while the mix runs (a load balancer's usual check timeout is 2–5 s). */
const HEALTH_MAX_MS = 2000;

const over = (value: number, limit: number, unit: string) =>
  value >= limit ? ` (${Math.round((value - limit) * 10) / 10} ${unit} over)` : '';

/**
 * The rush's aims for each database leg: no errors at 500 connections, no stall at any level,
 * health answering throughout the mix. The reads measured alone have theirs in endpoint-aims.ts.
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
  }
  return aims;
}
