import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESS_FROM_BYTES, chooseEncoding, encode } from '../lib/prepared-answer.ts';

/** Larger answers (a year's export) go through the streaming plugin rather than one blocking call. */
const ONE_CALL_UP_TO_BYTES = 1024 * 1024;
const COMPRESSIBLE = /^(application\/json|text\/)/;

/**
 * Compresses answers of 1 kB or more for clients that accept it (brotli at quality 4, or gzip): the
 * list of events, about 90 kB of JSON, reaches a phone on mobile data as a few kB. An answer made
 * whole in memory (JSON, a page) is compressed in one call: @fastify/compress's stream per answer
 * cost more CPU than the compression itself (issue 21 measured 142 against 503 phone-style
 * requests a second); streams and very large answers still go through it. The web app's files are
 * compressed once at build time instead (web-app.ts). Request bodies are never decompressed: no
 * client of ours sends them compressed, so accepting them would only widen what hostile input can try.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      route.decompress = false;
    });
    // An instance hook, so it runs before the plugin's own per-route one, which then sees the
    // Content-Encoding and lets the answer pass.
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      const size = Buffer.byteLength(payload);
      if (size < COMPRESS_FROM_BYTES || size > ONE_CALL_UP_TO_BYTES) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') return payload;
      const vary = reply.getHeader('vary');
      reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      reply.header('Content-Encoding', encoding);
      reply.removeHeader('content-length');
      return encode(payload, encoding);
    });
    await app.register(compress, { global: true, threshold: COMPRESS_FROM_BYTES, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
