import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import {
  type BrotliOptions,
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';

/**
 * The one place that chooses how an answer is encoded and compresses it (ADR 63): the compression
 * plugin for every answer, prepared answers for the copies they keep, and, through the plugin's
 * narrowing of Accept-Encoding, the web app's precompressed files.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this an answer is sent as it is: compressing it saves less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Up to this an answer made whole in memory is compressed in one blocking call, cheaper than a
 * stream or a trip to zlib's thread pool (issue 21: a stream per answer cost more CPU than the
 * compression itself). Beyond it (a year's export) the call goes to the thread pool, so one large
 * answer does not hold every other request up.
 */
export const ONE_CALL_UP_TO_BYTES = 1024 * 1024;

/** Quality 4: within 10 % of the best size at a fraction of the time. */
const BROTLI: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/** Text of any kind; images, fonts, ZIP and XLSX files are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

export function isCompressible(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

/** The encoding a client accepts, in order of preference: brotli, gzip, none. */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string' || header === '') return 'identity';
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    quality.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** Compresses a whole answer in one call, as the encoding asks. */
export function encode(body: string | Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, BROTLI);
  if (encoding === 'gzip') return gzipSync(body);
  return Buffer.from(body);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The same, in zlib's thread pool: for answers over ONE_CALL_UP_TO_BYTES. */
export function encodeOffThread(body: string | Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, BROTLI) : gzipAsync(body);
}

/** The same as a stream, for an answer sent as one (a file of the web app the build left uncompressed). */
export function encodingStream(encoding: Exclude<Encoding, 'identity'>): Transform {
  return encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip();
}
