import { ALONE_CONNECTIONS, type AloneFigures, P99_CONNECTIONS } from './floor.ts';
import type { AimResult } from './results.ts';

/** Issue 38: the event list and the profile within half of their same-bytes floor, on each engine. */
const FLOOR_SHARE = 0.5;
const ENGINES = ['pglite', 'postgres'] as const;
const FLOORED = [
  { endpoint: 'available-event', status: 200 },
  { endpoint: 'available-event', status: 304 },
  { endpoint: 'profile', status: 200 },
  { endpoint: 'profile', status: 304 },
] as const;

const ms = (figure: number | undefined) => (figure === undefined ? '–' : figure.toFixed(2));

/**
 * Why a read misses half its floor, from the same row: where the CPU per request goes between the
 * same-bytes floor, the framework floor (Fastify and the app's plugins, no database) and the app.
 */
function whyShort(row: AloneFigures): string {
  const cpu = `CPU per answer: app ${ms(row.app.cpuMsPerRequest)} ms, framework floor ${ms(row.framework.cpuMsPerRequest)} ms, same-bytes floor ${ms(row.floor.cpuMsPerRequest)} ms`;
  if (row.frameworkRatio < FLOOR_SHARE) {
    return `${cpu}; the framework floor itself reaches only ${row.frameworkRatio.toFixed(2)} of the floor: Fastify with the app's plugins costs more than half of it before any handler or database work, so the app cannot reach the aim by its own code alone`;
  }
  return `${cpu}; the framework floor reaches ${row.frameworkRatio.toFixed(2)}: the rest is the app's own work per request (the database line, the session lookup, the handler), the gap between the app's CPU and the framework floor's`;
}

/**
 * The reads measured alone (floor.ts): the event list and the profile, 200 and 304, each at least
 * half of its same-bytes floor's answers a second at 50 connections on each engine; and on
 * PostgreSQL the event list's p99 under 100 ms at 200 connections.
 */
export function endpointAims(rows: AloneFigures[]): AimResult[] {
  const aims: AimResult[] = [];
  for (const database of ENGINES) {
    for (const { endpoint, status } of FLOORED) {
      const aim = `${endpoint} ${status} ≥ ${FLOOR_SHARE} of its same-bytes floor's answers/s at ${ALONE_CONNECTIONS} connections (${database})`;
      const row = rows.find(
        (alone) =>
          alone.database === database &&
          alone.endpoint === endpoint &&
          alone.status === status &&
          alone.connections === ALONE_CONNECTIONS,
      );
      if (!row) {
        aims.push({ aim, met: null, detail: 'not measured' });
        continue;
      }
      const met = row.ratio >= FLOOR_SHARE;
      const answered = (figures: AloneFigures['app']) =>
        status === 304 ? figures.notModifiedPerSecond : figures.okPerSecond;
      aims.push({
        aim,
        met,
        detail: `${row.ratio.toFixed(2)} (${answered(row.app)} of ${answered(row.floor)} answers/s; framework floor ${row.frameworkRatio.toFixed(2)})${met ? '' : ` (${(FLOOR_SHARE - row.ratio).toFixed(2)} short)`}`,
        ...(!met && { why: whyShort(row) }),
      });
    }
  }

  const aim = `available-event p99 < 100 ms at ${P99_CONNECTIONS} connections on PostgreSQL (measured alone)`;
  const alone = rows.find(
    (row) =>
      row.database === 'postgres' &&
      row.endpoint === 'available-event' &&
      row.status === 200 &&
      row.connections === P99_CONNECTIONS,
  );
  if (!alone) return [...aims, { aim, met: null, detail: 'not measured' }];
  const p99 = alone.app.p99Ms;
  aims.push({
    aim,
    met: p99 < 100,
    detail: `p99 ${p99} ms${p99 >= 100 ? ` (${p99 - 100} ms over; framework floor ${alone.framework.p99Ms} ms)` : ''}`,
    ...(p99 >= 100 && {
      why: `in a closed loop of ${P99_CONNECTIONS} connections a request waits for those ahead of it: p99 under 100 ms needs well over ${P99_CONNECTIONS * 10} answers a second on 2 cores shared with the load generator (and PostgreSQL); the app answered ${alone.app.okPerSecond}/s`,
    }),
  });
  return aims;
}
