import autocannon from 'autocannon';
import { type BenchChapter, createBenchDatabase, generateChapter } from './chapter.ts';
import { freePort, startServer } from './server-process.ts';

export interface EndpointFigures {
  endpoint: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests answered outside 2xx, and connection errors or timeouts. */
  non2xx: number;
  errors: number;
  requests: number;
}

export interface RushResult {
  database: 'pglite' | 'postgres';
  levels: Array<{ connections: number; endpoints: EndpointFigures[]; health: EndpointFigures }>;
}

/**
 * The share of the connections each endpoint gets in the mix: a registration rush is mostly
 * members looking at the events and their profile, and some registering or cancelling.
 */
const MIX = [
  { endpoint: 'available-event', share: 0.4 },
  { endpoint: 'profile', share: 0.3 },
  { endpoint: 'register-event', share: 0.15 },
  { endpoint: 'unregister-event', share: 0.15 },
] as const;

export const RUSH_LEVELS = [50, 200, 500];

export async function registrationRush(options: {
  postgresUrl?: string;
  durationSeconds: number;
  log: (line: string) => void;
}): Promise<RushResult> {
  const database = await createBenchDatabase(options.postgresUrl);
  const kind = options.postgresUrl ? 'postgres' : 'pglite';
  try {
    options.log(`rush (${kind}): generating the chapter`);
    const chapter = await generateChapter(database.target);
    // A generated chapter without LINE: phone-only login, asked for explicitly as production must.
    const server = await startServer(
      { ...database.env, DEMO_MODE: 'false', LOGIN_CONFIRMATION: 'off' },
      await freePort(),
    );
    try {
      options.log(`rush (${kind}): logging in ${chapter.phones.length} members`);
      const tokens = await loginAll(server.url, chapter.phones);
      const tokenOf = new Map(chapter.memberIds.map((id, i) => [id, tokens[i] ?? '']));
      const levels: RushResult['levels'] = [];
      for (const connections of RUSH_LEVELS) {
        options.log(`rush (${kind}): ${connections} connections`);
        const endpoints = await runMix(server.url, connections, options.durationSeconds, tokens, tokenOf, chapter);
        // Requests of closed connections are still being answered: let the server drain first,
        // or the next figures would measure this run's backlog.
        await settle(server.url);
        const health = await runOne(server.url, 'health', connections, options.durationSeconds, {
          method: 'GET',
          path: '/api/health/',
        });
        await settle(server.url);
        levels.push({ connections, endpoints, health });
      }
      return { database: kind, levels };
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

async function loginAll(url: string, phones: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const phone of phones) {
    const response = await fetch(`${url}/api/users/api-token-auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: phone }),
    });
    if (!response.ok) throw new Error(`login ${phone}: ${response.status} ${await response.text()}`);
    tokens.push(((await response.json()) as { token: string }).token);
  }
  return tokens;
}

/** Waits (up to 60 s) until the health endpoint answers within 50 ms again. */
async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${url}/api/health/`).then((response) => response.arrayBuffer());
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Round-robin over a list, from any request of any connection. */
function cycle<T>(items: T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length] as T;
}

async function runMix(
  url: string,
  connections: number,
  duration: number,
  tokens: string[],
  tokenOf: Map<number, string>,
  chapter: BenchChapter,
): Promise<EndpointFigures[]> {
  const anyToken = cycle(tokens);
  // Each pair is used once per run (after that a register answers "already registered").
  const toRegister = cycle(shuffled(chapter.unregistered));
  const toCancel = cycle(shuffled(chapter.registered));
  const json = (token: string, body: object) => ({
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  const requests = {
    'available-event': { method: 'GET' as const, path: '/api/event/available-event/', token: anyToken },
    profile: { method: 'GET' as const, path: '/api/member/profile/', token: anyToken },
  };
  const runs = MIX.map(({ endpoint, share }) => {
    const count = Math.max(1, Math.round(connections * share));
    if (endpoint === 'register-event' || endpoint === 'unregister-event') {
      const next = endpoint === 'register-event' ? toRegister : toCancel;
      return runOne(url, endpoint, count, duration, {
        method: 'POST',
        path: `/api/event/${endpoint}/`,
        setupRequest: (request) => {
          const pair = next();
          return { ...request, ...json(tokenOf.get(pair.member) ?? '', { event: pair.event }) };
        },
      });
    }
    const spec = requests[endpoint];
    return runOne(url, endpoint, count, duration, {
      method: spec.method,
      path: spec.path,
      setupRequest: (request) => ({ ...request, headers: { authorization: `Bearer ${spec.token()}` } }),
    });
  });
  return Promise.all(runs);
}

function runOne(
  url: string,
  endpoint: string,
  connections: number,
  duration: number,
  request: autocannon.Request,
): Promise<EndpointFigures> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, requests: [request], timeout: 10 }, (error, result) => {
      if (error) return reject(error);
      resolve({
        endpoint,
        connections,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        requests: result.requests.total,
      });
    });
  });
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
