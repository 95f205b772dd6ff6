import { existsSync, readFileSync } from 'node:fs';
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
    const preloadLinks = hasSpa ? readRoutePreloads(distDir) : () => null;
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
        const links = preloadLinks(url);
        if (links) reply.header('Link', links);
        return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply.code(404).type('text/plain').send('Not Found');
    });
  },
  { name: 'web-app' },
);

interface RoutePreload {
  scripts: string[];
  styles: string[];
}

/**
 * The `Link` header for an entry page, from the build's route-preloads.json
 * (apps/web/build/route-preloads.ts): the screen's chunks announced with the page, so the browser
 * fetches them alongside the entry chunk instead of after it has run. A key ending in "/" covers
 * every path under it.
 */
function readRoutePreloads(distDir: string): (url: string) => string | null {
  const file = path.join(distDir, 'route-preloads.json');
  if (!existsSync(file)) return () => null;
  const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RoutePreload>;
  const headers = new Map(
    Object.entries(table).map(([route, preload]) => [
      route,
      [
        ...preload.scripts.map((script) => `<${script}>; rel=modulepreload`),
        // Vite loads these stylesheets with crossorigin (CORS, same-origin credentials); a preload
        // without it is fetched another way, so the browser ignores it, warns, and fetches again.
        ...preload.styles.map((style) => `<${style}>; rel=preload; as=style; crossorigin`),
      ].join(', '),
    ]),
  );
  return (url) => {
    for (const [route, header] of headers) {
      if (route.endsWith('/') ? url.startsWith(route) : url === route) return header;
    }
    return null;
  };
}
