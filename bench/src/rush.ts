import { routePaths } from '@chapter/contract/route-paths';
import { type BenchChapter, createBenchDatabase, generateChapter } from './chapter.ts';
import { type AloneFigures, endpointsVsFloors } from './floor.ts';
import {
  type EndpointFigures,
  type HealthProbe,
  PHONE_HEADERS,
  perRequest,
  runOne,
  settle,
  startHealthProbe,
  TRUSTED_PROXY,
} from './load.ts';
import { cpuMs, freePort, startServer } from './server-process.ts';

export interface RushLevel {
  connections: number;
  endpoints: EndpointFigures[];
  /** The server's CPU per request over the whole mix (its endpoints run at once, so not apart). */
  cpuMsPerRequest: number;
  /** GET /api/health/ every 250 ms, one at a time, while the mix ran. */
  healthProbe: HealthProbe;
}

export interface RushResult {
  database: 'pglite' | 'postgres';
  levels: RushLevel[];
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

/**
 * On a new database of the generated chapter, its server behind TRUST_PROXY as in production and
 * every member signed in: with `mix`, the mix at 50, 200 and 500 connections with a health probe
 * alongside; then each read endpoint alone against its floors (floor.ts). Every request carries a
 * phone's headers, each connection from an address of its own (load.ts).
 */
export async function onEngine(options: {
  postgresUrl?: string;
  durationSeconds: number;
  mix: boolean;
  log: (line: string) => void;
}): Promise<{ rush: RushResult | null; endpoints: AloneFigures[] }> {
  const database = await createBenchDatabase(options.postgresUrl);
  const kind = options.postgresUrl ? 'postgres' : 'pglite';
  try {
    options.log(`${kind}: generating the chapter`);
    const chapter = await generateChapter(database.target);
    // A generated chapter without LINE: phone-only login, asked for explicitly as production must.
    const server = await startServer(
      { ...database.env, DEMO_MODE: 'false', LOGIN_CONFIRMATION: 'off', TRUST_PROXY: TRUSTED_PROXY },
      await freePort(),
    );
    try {
      options.log(`${kind}: logging in ${chapter.phones.length} members`);
      const tokens = await loginAll(server.url, chapter.phones);
      const tokenOf = new Map(chapter.memberIds.map((id, i) => [id, tokens[i] ?? '']));
      const levels: RushLevel[] = [];
      for (const connections of options.mix ? RUSH_LEVELS : []) {
        options.log(`rush (${kind}): the mix at ${connections} connections`);
        const probe = startHealthProbe(server.url);
        const cpuBefore = cpuMs(server.pid);
        const endpoints = await runMix(server.url, connections, options.durationSeconds, tokens, tokenOf, chapter);
        const cpu = cpuMs(server.pid) - cpuBefore;
        const healthProbe = await probe.stop();
        const answered = endpoints.reduce((sum, figures) => sum + figures.requests, 0);
        levels.push({ connections, endpoints, cpuMsPerRequest: perRequest(cpu, answered), healthProbe });
        // Requests of closed connections are still being answered: let the server drain first.
        await settle(server.url, routePaths.profile.path, { authorization: `Bearer ${tokens[0]}` });
      }
      options.log(`${kind}: the read endpoints alone, and their floors`);
      const endpoints = await endpointsVsFloors(kind, server, tokens, options.durationSeconds, options.log);
      return { rush: options.mix ? { database: kind, levels } : null, endpoints };
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
    const response = await fetch(`${url}${routePaths.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: phone }),
    });
    if (!response.ok) throw new Error(`login ${phone}: ${response.status} ${await response.text()}`);
    tokens.push(((await response.json()) as { token: string }).token);
  }
  return tokens;
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
    headers: { ...PHONE_HEADERS, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  const requests = {
    'available-event': { method: 'GET' as const, path: routePaths.availableEvents.path, token: anyToken },
    profile: { method: 'GET' as const, path: routePaths.profile.path, token: anyToken },
  };
  const runs = MIX.map(({ endpoint, share }) => {
    const count = Math.max(1, Math.round(connections * share));
    if (endpoint === 'register-event' || endpoint === 'unregister-event') {
      const registering = endpoint === 'register-event';
      const next = registering ? toRegister : toCancel;
      return runOne(url, endpoint, count, duration, {
        method: 'POST',
        path: (registering ? routePaths.registerEvent : routePaths.unregisterEvent).path,
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
      setupRequest: (request) => ({
        ...request,
        headers: { ...PHONE_HEADERS, authorization: `Bearer ${spec.token()}` },
      }),
    });
  });
  return Promise.all(runs);
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
