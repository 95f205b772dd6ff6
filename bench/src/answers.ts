import { createHash } from 'node:crypto';
import { get } from 'node:http';
import type { Variant } from './bytes-server.ts';

/** One answer of the app as it came: status, the headers the floors send again, the bytes as sent. */
export interface RawAnswer {
  status: number;
  variant: Variant;
}

/**
 * The headers of the app's answer the floors send again: what a phone acts on (type, encoding, its
 * cache's validator and rules). The rest — the security headers, the date — the framework floor's
 * own plugins add, and the same-bytes floor leaves out.
 */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];

/** The app's 200 answer of `url`, asked again while the server says its database line is full (503). */
export async function fetchAnswer(url: string, headers: Record<string, string>): Promise<Variant> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await fetchRaw(url, headers);
    if (answer.status === 200) return answer.variant;
    if (answer.status !== 503 || Date.now() > deadline) throw new Error(`${url}: ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One GET with node:http, which, unlike fetch, leaves the body as it came (still compressed). */
export function fetchRaw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
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

/** A token as the app stores it (lib/tokens.ts): its SHA-256 in hex. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
