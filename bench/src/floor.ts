import { get } from 'node:http';
import { routePaths } from '@chapter/contract/route-paths';
import { startBytesServer, type Variant } from './bytes-server.ts';
import { type EndpointFigures, PHONE_HEADERS, runOne, settle } from './load.ts';

/** A read endpoint measured alone against its floor: the same answer's bytes from a raw node:http server. */
export interface AloneFigures {
  endpoint: string;
  connections: number;
  /** The answer as sent: its encoding and size on the wire. */
  encoding: string | null;
  bytes: number;
  app: EndpointFigures;
  floor: EndpointFigures;
  /** app ÷ floor, in 2xx answers a second (a refusal is fast, and no answer to count). */
  ratio: number;
}

const READS = [
  { endpoint: 'available-event', path: routePaths.availableEvents.path, withToken: true },
  { endpoint: 'profile', path: routePaths.profile.path, withToken: true },
  { endpoint: 'health', path: routePaths.health.path, withToken: false },
] as const;

export const ALONE_LEVELS = [50, 200];

/** The headers of the app's answer the floor sends again; the rest (security headers, dates) are the app's. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'etag'];

/**
 * Each read endpoint alone at 50 and 200 connections with phone headers, then its floor with the
 * same connections, duration and headers: the bytes the app answered once (compressed, as received)
 * served from memory by bytes-server.mjs in its own process. The ratio is how much of what the
 * machine can serve the app reaches; the CPU per request is where the rest goes.
 */
export async function aloneVsFloor(
  server: { url: string; pid: number },
  tokens: string[],
  duration: number,
  log: (line: string) => void,
): Promise<AloneFigures[]> {
  let next = 0;
  const headersFor = (withToken: boolean) =>
    withToken ? { ...PHONE_HEADERS, authorization: `Bearer ${tokens[next++ % tokens.length]}` } : { ...PHONE_HEADERS };

  const answers = new Map<string, Variant>();
  for (const read of READS) {
    answers.set(read.path, await fetchAnswer(`${server.url}${read.path}`, headersFor(read.withToken)));
  }
  const floor = await startBytesServer(Object.fromEntries([...answers].map(([path, variant]) => [path, [variant]])));
  try {
    const results: AloneFigures[] = [];
    for (const connections of ALONE_LEVELS) {
      for (const read of READS) {
        log(`  ${read.endpoint} alone and its floor, ${connections} connections`);
        const request = {
          method: 'GET' as const,
          path: read.path,
          setupRequest: (request: object) => ({ ...request, headers: headersFor(read.withToken) }),
        };
        const app = await runOne(server.url, read.endpoint, connections, duration, request, server.pid);
        await settle(server.url, READS[1].path, headersFor(true));
        const floorFigures = await runOne(floor.url, read.endpoint, connections, duration, request, floor.pid);
        const variant = answers.get(read.path);
        results.push({
          endpoint: read.endpoint,
          connections,
          encoding: variant?.encoding ?? null,
          bytes: variant?.body.byteLength ?? 0,
          app,
          floor: floorFigures,
          ratio: floorFigures.okPerSecond > 0 ? app.okPerSecond / floorFigures.okPerSecond : 0,
        });
      }
    }
    return results;
  } finally {
    await floor.stop();
  }
}

/** The 200 answer of `url`, asked again while the server says its database line is full (503). */
async function fetchAnswer(url: string, headers: Record<string, string>): Promise<Variant> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await fetchRaw(url, headers);
    if (answer.status === 200) return answer.variant;
    if (answer.status !== 503 || Date.now() > deadline) throw new Error(`${url}: ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One GET with node:http, which, unlike fetch, leaves the body as it came (still compressed). */
function fetchRaw(url: string, headers: Record<string, string>): Promise<{ status: number; variant: Variant }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const kept = KEPT_HEADERS.flatMap((name) => {
          const value = response.headers[name];
          return typeof value === 'string' ? [[name, value] as const] : [];
        });
        const encoding = response.headers['content-encoding'];
        resolve({
          status: response.statusCode ?? 0,
          variant: {
            encoding: encoding === 'br' || encoding === 'gzip' ? encoding : null,
            headers: Object.fromEntries(kept),
            body: Buffer.concat(chunks),
          },
        });
      });
    }).on('error', reject);
  });
}
