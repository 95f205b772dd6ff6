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
  /** 3xx answers (304s: what a request carrying the current ETag gets), all and a second. */
  status3xx: number;
  notModifiedPerSecond: number;
  /** The server process's CPU time per answered request (ms), when the run had the server to itself. */
  cpuMsPerRequest?: number;
}

/** Where the servers are told the requests come from, each connection its own (see `ownAddresses`). */
const FORWARDED_FOR = 'x-forwarded-for';
/** The load generator's address: the one proxy the app (TRUST_PROXY) and the framework floor trust. */
export const TRUSTED_PROXY = '127.0.0.1';
let addressesGiven = 0;

/** The next client address of the bench's made-up phones: 10.0.0.1, 10.0.0.2, … (never reused in a run). */
function nextAddress(): string {
  addressesGiven++;
  return `10.${(addressesGiven >> 16) & 255}.${(addressesGiven >> 8) & 255}.${addressesGiven & 255}`;
}

/**
 * Gives every connection of a run an address of its own, as phones have (issue 38): autocannon
 * connects from 127.0.0.1, the app runs behind TRUST_PROXY=127.0.0.1 and reads the client from
 * X-Forwarded-For, so its database line (which lets one address hold at most half of it, ADR 44)
 * sees 50 phones rather than one. autocannon keeps a client's headers between its requests; the
 * request's own setupRequest, which builds its headers anew, is made to keep that one.
 */
function ownAddresses(request: autocannon.Request): Pick<autocannon.Options, 'setupClient' | 'requests'> {
  const setup = request.setupRequest;
  return {
    setupClient: (client) => client.setHeaders({ ...request.headers, [FORWARDED_FOR]: nextAddress() }),
    requests: [
      {
        ...request,
        setupRequest: (built, context) => {
          const address = built.headers?.[FORWARDED_FOR];
          const made = typeof setup === 'function' ? setup(built, context) : built;
          return made && address ? { ...made, headers: { ...made.headers, [FORWARDED_FOR]: address } } : made;
        },
      },
    ],
  };
}

/**
 * One autocannon run of `connections` connections for `duration` seconds (10 s timeout), each
 * connection with its own client address. With `pid`, the CPU that process used during the run is
 * divided by the requests answered.
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
    autocannon({ url, connections, duration, timeout: 10, ...ownAddresses(request) }, (error, result) =>
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
    status3xx: result['3xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    requests: result.requests.total,
    okPerSecond: Math.round(result['2xx'] / result.duration),
    notModifiedPerSecond: Math.round(result['3xx'] / result.duration),
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
