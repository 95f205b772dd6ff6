import { spawn } from 'node:child_process';
import path from 'node:path';
import { routePaths } from '@chapter/contract/route-paths';
import autocannon from 'autocannon';
import { cpuMs } from './server-process.ts';

/**
 * What a phone's browser or LINE's WebView sends with every request: answers of 1 kB or more come
 * back compressed (the server's compression plugin), and the server pays for compressing them.
 */
export const PHONE_HEADERS = { 'accept-encoding': 'br, gzip' } as const;

export interface EndpointFigures {
  endpoint: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx (register and cancel refusals are 4xx), of which 5xx (the server's failures). */
  non2xx: number;
  status5xx: number;
  /** Connection errors, timeouts included (autocannon counts a timeout as an error too), and timeouts. */
  errors: number;
  timeouts: number;
  /** Every answer, whatever its status; req/s counts them all, p50 and p99 only the 2xx. */
  requests: number;
  /** 2xx answers a second over the run. */
  okPerSecond: number;
  /** The server process's CPU time per answered request (ms), when the run had the server to itself. */
  cpuMsPerRequest?: number;
}

/**
 * One autocannon run of `connections` connections for `duration` seconds (10 s timeout). With
 * `pid`, the CPU that process used during the run is divided by the requests answered.
 */
export async function runOne(
  url: string,
  endpoint: string,
  connections: number,
  duration: number,
  request: autocannon.Request,
  pid?: number,
): Promise<EndpointFigures> {
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration, requests: [request], timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
  const figures: EndpointFigures = {
    endpoint,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    status5xx: result['5xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    requests: result.requests.total,
    okPerSecond: Math.round(result['2xx'] / result.duration),
  };
  if (pid) figures.cpuMsPerRequest = perRequest(cpuMs(pid) - cpuBefore, result.requests.total);
  return figures;
}

/** CPU ms per request, to 3 significant figures; 0 when nothing was answered. */
export function perRequest(cpu: number, requests: number): number {
  return requests > 0 ? Number((cpu / requests).toPrecision(3)) : 0;
}

export interface HealthProbe {
  probes: number;
  failures: number;
  maxMs: number;
  medianMs: number;
}

/**
 * GET /api/health/ every 250 ms, one at a time (10 s timeout), from its own process
 * (health-probe.mjs) while a load runs; `stop` ends it and gives its figures.
 */
export function startHealthProbe(url: string): { stop(): Promise<HealthProbe> } {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'health-probe.mjs'), `${url}${routePaths.health.path}`, '250', '10000'],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  const figures = new Promise<HealthProbe>((resolve, reject) => {
    child.once('message', (message) => resolve(message as HealthProbe));
    child.once('exit', (code) => reject(new Error(`the health probe exited with code ${code}`)));
  });
  return {
    stop: () => {
      child.send('stop');
      return figures;
    },
  };
}

/**
 * Waits (up to 60 s) until `path` (health unless told) answers 200 within 50 ms again: requests of
 * closed connections are still being answered after a run, and the next figures would measure its
 * backlog. Health stays out of the server's database line (ADR 33), so only a path that waits in it
 * says the line has drained.
 */
export async function settle(
  url: string,
  path: string = routePaths.health.path,
  headers: Record<string, string> = {},
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers });
    await response.arrayBuffer();
    if (response.ok && performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
