import { pipeline, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  COMPRESS_FROM_BYTES,
  chooseEncoding,
  type Encoding,
  encode,
  encodeOffThread,
  encodingStream,
  isCompressible,
  ONE_CALL_UP_TO_BYTES,
} from '../lib/content-encoding.ts';

/**
 * One compression path for everything the server makes (ADR 63), brotli at quality 4 or gzip, from
 * 1 kB: the list of events, about 90 kB of JSON, reaches a phone on mobile data as a few kB.
 *
 * - The encoding is chosen once, as the request arrives, and Accept-Encoding narrowed to it, so the
 *   web app's files, which the build compressed once (@fastify/static's preCompressed), come in the
 *   same encoding as everything else.
 * - Prepared answers (the event list, the profile, the drawn mini-app) bring bytes they compressed
 *   once with the same functions and pass through.
 * - Anything else made in memory is compressed here in one call (in zlib's thread pool past 1 MB);
 *   a file the build left uncompressed is compressed as it streams.
 *
 * Request bodies are never decompressed: no client of ours sends them compressed, so accepting them
 * would only widen what hostile input can try.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') delete request.headers['accept-encoding'];
      else request.headers['accept-encoding'] = encoding;
      done();
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (payload === null || payload === undefined || reply.hasHeader('content-encoding')) return payload;
      if (!isCompressible(reply.getHeader('content-type'))) return payload;
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') return payload;
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
        const size = Buffer.byteLength(payload);
        if (size < COMPRESS_FROM_BYTES) return payload;
        labelEncoded(reply, encoding);
        return size <= ONE_CALL_UP_TO_BYTES ? encode(payload, encoding) : encodeOffThread(payload, encoding);
      }
      // A file: whole (not a range), and not known to be too small to be worth it.
      if (isReadable(payload) && reply.statusCode === 200 && !isSmallFile(reply)) {
        labelEncoded(reply, encoding);
        return pipeline(payload, encodingStream(encoding), (error) => {
          if (error) request.log.debug({ err: error }, 'compressed stream ended early');
        });
      }
      return payload;
    });
  },
  { name: 'compression' },
);

function labelEncoded(reply: FastifyReply, encoding: Exclude<Encoding, 'identity'>): void {
  const vary = reply.getHeader('vary');
  if (!/accept-encoding/i.test(String(vary ?? ''))) {
    reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
  reply.header('Content-Encoding', encoding);
  reply.removeHeader('content-length');
}

function isReadable(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === 'function';
}

/** Whether the length @fastify/static announced for a file is under the threshold. */
function isSmallFile(reply: FastifyReply): boolean {
  const length = reply.getHeader('content-length');
  return length !== undefined && Number(length) < COMPRESS_FROM_BYTES;
}
