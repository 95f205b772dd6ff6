import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiMessages } from '@chapter/contract/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA beside the API, precompressed: hashed assets cached for a year, index.html never cached
 * (so a deploy reaches phones at once), and index.html for every client route (history fallback).
 * Unknown /api/ paths get a JSON 404 instead, and so do missing files with an extension.
 */
export const webAppPlugin = fp<{ distDir: string | null }>(
  async (app: FastifyInstance, { distDir }) => {
    const hasSpa = distDir !== null && existsSync(path.join(distDir, 'index.html'));
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: ['index.html'],
        // The build writes .br and .gz beside each file (apps/web/build/precompress.ts): phones on
        // mobile data get the compressed bytes, and the server spends no CPU compressing them.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else if (distDir !== null) {
      app.log.warn(`The web app is not built (${distDir}); serving the API only. Run: npm run build`);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url === '/api' || url.startsWith('/api/')) {
        return reply.code(404).send({ detail: apiMessages.apiNotFound(request.method, url) });
      }
      const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
      if (hasSpa && isPageRequest) {
        return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply.code(404).type('text/plain').send('Not Found');
    });
  },
  { name: 'web-app' },
);
