import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses answers of 1 kB or more for clients that accept it (brotli at quality 4, or gzip): the
 * list of events, about 90 kB of JSON, reaches a phone on mobile data as a few kB. The web app's
 * files are compressed once at build time instead (web-app.ts). Request bodies are never
 * decompressed: no client of ours sends them compressed, so accepting them would only widen what
 * hostile input can try.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      route.decompress = false;
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
