import os from 'node:os';
import path from 'node:path';
import { routePaths } from '@chapter/contract/route-paths';
import { fetchAnswer, fetchRaw, tokenHash } from './answers.ts';
import { type BytesServer, startAnswerServer, startBytesServer, type Variant } from './bytes-server.ts';
import type { FrameworkMessage } from './framework-server.ts';
import { type EndpointFigures, PHONE_HEADERS, runOne, settle, TRUSTED_PROXY } from './load.ts';
import { repoRoot } from './server-process.ts';

/**
 * A read endpoint measured alone against its two floors (issue 38): the same-bytes floor (the
 * answer's bytes from a raw node:http server) and the framework floor (Fastify with the app's
 * plugins answering the same bytes without a database, framework-server.ts).
 */
export interface AloneFigures {
  database: 'pglite' | 'postgres';
  endpoint: string;
  /** 200, or 304 to a request carrying the member's current ETag. */
  status: 200 | 304;
  connections: number;
  /** The answer as sent: its encoding and size on the wire (0 for a 304). */
  encoding: string | null;
  bytes: number;
  app: EndpointFigures;
  floor: EndpointFigures;
  framework: EndpointFigures;
  /** app ÷ same-bytes floor, in answers of `status` a second (a refusal is fast, and no answer to count). */
  ratio: number;
  /** framework floor ÷ same-bytes floor: what Fastify and the app's plugins alone leave. */
  frameworkRatio: number;
  /**
   * The machine's 1-minute load average as the row began: the bench shares 2 cores, and a row
   * measured while something else ran (another bench, a test suite) reads lower than it is.
   */
  loadAverage: number;
}

interface Read {
  endpoint: string;
  path: string;
  signedIn: boolean;
}

const EVENTS: Read = { endpoint: 'available-event', path: routePaths.availableEvents.path, signedIn: true };
const PROFILE: Read = { endpoint: 'profile', path: routePaths.profile.path, signedIn: true };
const HEALTH: Read = { endpoint: 'health', path: routePaths.health.path, signedIn: false };

/** The connections every read is measured at; the event list also at the rush's 200, for its p99. */
export const ALONE_CONNECTIONS = 50;
export const P99_CONNECTIONS = 200;

const CASES: Array<{ read: Read; status: 200 | 304; connections: number }> = [
  { read: EVENTS, status: 200, connections: ALONE_CONNECTIONS },
  { read: EVENTS, status: 304, connections: ALONE_CONNECTIONS },
  { read: PROFILE, status: 200, connections: ALONE_CONNECTIONS },
  { read: PROFILE, status: 304, connections: ALONE_CONNECTIONS },
  { read: HEALTH, status: 200, connections: ALONE_CONNECTIONS },
  { read: EVENTS, status: 200, connections: P99_CONNECTIONS },
];

/** What the app answered for one read: a member's 200 and 304, and each member's ETag. */
interface Answered {
  ok: Variant;
  notModified?: Record<string, string>;
  etags: Map<string, string>;
}

/**
 * Each read endpoint alone, then its same-bytes floor and its framework floor with the same
 * connections, duration and headers (a phone's, each connection from its own address), in one run.
 * The ratios say how much of what the machine can serve the app reaches, and how much of that the
 * framework alone already takes; the CPU per request says where the rest goes.
 */
export async function endpointsVsFloors(
  database: AloneFigures['database'],
  server: { url: string; pid: number },
  tokens: string[],
  duration: number,
  log: (line: string) => void,
): Promise<AloneFigures[]> {
  const answers = new Map<Read, Answered>();
  for (const read of [EVENTS, PROFILE, HEALTH]) answers.set(read, await answersOf(server.url, read, tokens));
  const floors = await startFloors(answers, tokens);
  try {
    let next = 0;
    // The members take turns, each with their own token and, for a 304, their own ETag.
    const requestFor = (read: Read, status: 200 | 304) => ({
      method: 'GET' as const,
      path: read.path,
      setupRequest: (request: object) => {
        if (!read.signedIn) return { ...request, headers: { ...PHONE_HEADERS } };
        const token = tokens[next++ % tokens.length] ?? '';
        const etag = status === 304 ? answers.get(read)?.etags.get(token) : undefined;
        const conditional = etag ? { 'if-none-match': etag } : {};
        return { ...request, headers: { ...PHONE_HEADERS, authorization: `Bearer ${token}`, ...conditional } };
      },
    });
    // The floors' processes are new, and V8 compiles a path once it runs hot: a first measured run
    // would count that (in one run the framework floor's first measured row cost 4× the CPU per answer of
    // its later ones).
    log('  warming up the app and its floors');
    for (const url of [server.url, floors.bytes.url, floors.framework.url]) {
      for (const read of answers.keys()) await runOne(url, read.endpoint, ALONE_CONNECTIONS, 1, requestFor(read, 200));
    }
    await settle(server.url, PROFILE.path, { authorization: `Bearer ${tokens[0]}` });

    const results: AloneFigures[] = [];
    for (const { read, status, connections } of CASES) {
      const answered = answers.get(read);
      if (!answered) continue;
      const request = requestFor(read, status);
      log(`  ${read.endpoint} ${status} alone and its floors, ${connections} connections`);
      const loadAverage = Number(os.loadavg()[0]?.toFixed(2));
      const run = (target: BytesServer | typeof server) =>
        runOne(target.url, read.endpoint, connections, duration, request, target.pid);
      const app = await run(server);
      await settle(server.url, PROFILE.path, { authorization: `Bearer ${tokens[0]}` });
      const floor = await run(floors.bytes);
      const framework = await run(floors.framework);
      const answeredPerSecond = (figures: EndpointFigures) =>
        status === 304 ? figures.notModifiedPerSecond : figures.okPerSecond;
      const share = (part: EndpointFigures) =>
        answeredPerSecond(floor) > 0 ? answeredPerSecond(part) / answeredPerSecond(floor) : 0;
      results.push({
        database,
        endpoint: read.endpoint,
        status,
        connections,
        encoding: status === 304 ? null : answered.ok.encoding,
        bytes: status === 304 ? 0 : answered.ok.body.byteLength,
        app,
        floor,
        framework,
        ratio: share(app),
        frameworkRatio: share(framework),
        loadAverage,
      });
    }
    return results;
  } finally {
    await Promise.all([floors.bytes.stop(), floors.framework.stop()]);
  }
}

/**
 * The app's answers to a read: the first member's 200 (the bytes both floors send to everyone),
 * the headers of its 304, and every member's ETag (a 304 asks with the asker's own). Asking every
 * member once also prepares each one's answer (ADRs 32, 36) before anything is measured.
 */
async function answersOf(url: string, read: Read, tokens: string[]): Promise<Answered> {
  const headersOf = (token: string | undefined) =>
    read.signedIn ? { ...PHONE_HEADERS, authorization: `Bearer ${token}` } : { ...PHONE_HEADERS };
  const { ok, notModified } = await settledAnswer(`${url}${read.path}`, headersOf(tokens[0]));
  const etags = new Map<string, string>();
  if (!notModified) return { ok, etags };
  for (const token of tokens) {
    const etag = (await fetchAnswer(`${url}${read.path}`, headersOf(token))).headers.etag;
    if (etag) etags.set(token, etag);
  }
  return { ok, notModified, etags };
}

/**
 * A 200 and, when it has an ETag, the 304 that ETag gets. Right after the mix, changes of its last
 * requests may still be landing (seen once on PostgreSQL: a 200 where the ETag just given was
 * sent back), so the pair is asked again until the answer holds still.
 */
async function settledAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ ok: Variant; notModified?: Record<string, string> }> {
  for (let attempt = 1; ; attempt++) {
    const ok = await fetchAnswer(url, headers);
    const etag = ok.headers.etag;
    if (!etag) return { ok };
    const again = await fetchRaw(url, { ...headers, 'if-none-match': etag });
    if (again.status === 304) return { ok, notModified: again.variant.headers };
    if (attempt === 20) throw new Error(`${url}: ${again.status} to its own ETag, 20 times`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Both floors, in processes of their own, serving what the app answered. */
async function startFloors(
  answers: Map<Read, Answered>,
  tokens: string[],
): Promise<{ bytes: BytesServer; framework: BytesServer }> {
  const entries = [...answers];
  const notModified = Object.fromEntries(
    entries.flatMap(([read, answered]) => (answered.notModified ? [[read.path, answered.notModified]] : [])),
  );
  const bytes = await startBytesServer(
    Object.fromEntries(entries.map(([read, answered]) => [read.path, [answered.ok]])),
    undefined,
    notModified,
  );
  const message: FrameworkMessage = {
    routes: Object.fromEntries(
      entries.map(([read, answered]) => [
        read.path,
        {
          headers: answered.ok.headers,
          body: answered.ok.body,
          signedIn: read.signedIn,
          ...(answered.notModified && { notModified: answered.notModified }),
        },
      ]),
    ),
    tokenHashes: tokens.map(tokenHash),
    trustProxy: [TRUSTED_PROXY],
  };
  try {
    // Through tsx, as the app runs: it imports the app's plugins from their TypeScript.
    const script = path.join(import.meta.dirname, 'framework-server.ts');
    const framework = await startAnswerServer(['--import', 'tsx', script], message, repoRoot);
    return { bytes, framework };
  } catch (error) {
    await bytes.stop();
    throw error;
  }
}
