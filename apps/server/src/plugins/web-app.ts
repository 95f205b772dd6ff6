import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiMessages } from '@chapter/contract/messages';
import type { TVisit } from '@chapter/contract/visitors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PreparedAnswer, sendPrepared } from '../lib/prepared-answer.ts';

/** What apps/web/build/prerender-pages.ts writes for a visitor's invitation (ADR 68). */
const VISIT_ROUTE = '/visit';
const VISIT_PAGE_FILE = 'visit.html';
const SERVER_BUNDLE_DIR = 'server';
const SERVER_BUNDLE_FILE = 'draw-visit-page.js';

/**
 * Serves the built SPA beside the API, precompressed: hashed assets cached for a year, index.html never cached
 * (so a deploy reaches phones at once), and index.html for every client route (history fallback).
 * Unknown /api/ paths get a JSON 404 instead, and so do missing files with an extension.
 */
export const webAppPlugin = fp<{ distDir: string | null }>(
  async (app: FastifyInstance, { distDir }) => {
    const hasSpa = distDir !== null && existsSync(path.join(distDir, 'index.html'));
    const preloadLinks = hasSpa ? readRoutePreloads(distDir) : () => null;
    const loginPage = hasSpa ? readLoginPage(distDir) : null;
    const visitPage = hasSpa ? readVisitPage(distDir) : null;
    const shells = hasSpa ? readShells(distDir) : new Map<string, PreparedAnswer>();
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: ['index.html'],
        // The build writes .br and .gz beside each file (apps/web/build/precompress.ts): phones on
        // mobile data get the compressed bytes, and the server spends no CPU compressing them.
        preCompressed: true,
        // The pre-rendered login page is served at /login only, with its slots filled in (below).
        // The server's bundle that draws a visitor's invitation is for no browser.
        allowedPath: (pathName) => !PRERENDERED_FILES.has(pathName) && !pathName.startsWith(`/${SERVER_BUNDLE_DIR}/`),
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          // A file whose name changes with its content is never revalidated: its validators would
          // only add bytes to each of the ~40 files of a cold load (issue 21).
          if (immutable) reply.removeHeader('etag').removeHeader('last-modified');
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
      // Nothing under /assets/ is a page: a stale or mistyped file link gets a 404, not the app.
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url) && !url.startsWith('/assets/');
      if (hasSpa && isPageRequest) {
        const login = url === '/login' && loginPage ? await loginPage(app) : null;
        const visit = url === VISIT_ROUTE && visitPage ? await visitPage(app, request) : null;
        const shell = shells.get(url);
        // A pre-rendered page carries its stylesheets (announcing them again would fetch them twice)
        // and names the page's own scripts in its head; one drawn with its data asks for nothing early.
        const drawn = login !== null || visit !== null || shell !== undefined;
        const links = preloadLinks(url, { drawn, withData: visit !== null });
        if (links) reply.header('Link', links);
        if (login) return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(login);
        // It holds what the link shows, as GET /api/visit/ does: kept by no cache (ADR 68).
        if (visit) return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(visit);
        // Compressed once, and a 304 for a phone that already holds it (a member reopening the mini-app).
        if (shell) return sendPrepared(request, reply, shell, 200, SHELL_HEADERS);
        return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply.code(404).type('text/plain').send('Not Found');
    });
  },
  { name: 'web-app' },
);

interface RoutePreload {
  /** The early requests' file, for a screen whose data it asks for. */
  early?: string[];
  /** The entry chunk and its imports: every page's own scripts, in order. */
  page?: string[];
  scripts: string[];
  styles: string[];
}

/**
 * The `Link` header for an entry page, from the build's route-preloads.json
 * (apps/web/build/route-preloads.ts): the screen's chunks announced with the page, so the browser
 * fetches them alongside the entry chunk instead of after it has run. Ahead of them: the early
 * requests' file where it asks for the screen's data, then, for a page the script draws, the entry
 * chunk and its imports, which it needs first. A page drawn at build time names those in its head
 * and announces only the early requests ahead of the screen: with the entry in front, Lighthouse
 * counted the app's start on /login as blocking (ADR 67). A key ending in "/" covers every path
 * under it.
 */
function readRoutePreloads(
  distDir: string,
): (url: string, page: { drawn: boolean; withData?: boolean }) => string | null {
  const file = path.join(distDir, 'route-preloads.json');
  if (!existsSync(file)) return () => null;
  const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RoutePreload>;
  const join = (links: string[]) => (links.length > 0 ? links.join(', ') : null);
  // Both headers of each route made once: for a page the script draws, and for one drawn at build time.
  const headers = Object.entries(table).map(([route, preload]) => {
    const modulepreload = (script: string) => `<${script}>; rel=modulepreload`;
    const scripts = preload.scripts.map(modulepreload);
    const early = (preload.early ?? []).map(modulepreload);
    const page = (preload.page ?? []).map(modulepreload);
    // Vite loads these stylesheets with crossorigin (CORS, same-origin credentials); a preload
    // without it is fetched another way, so the browser ignores it, warns, and fetches again.
    const styles = preload.styles.map((style) => `<${style}>; rel=preload; as=style; crossorigin`);
    return {
      route,
      forScript: join([...early, ...page, ...scripts, ...styles]),
      forDrawn: join([...early, ...scripts]),
      forDrawnWithData: join(scripts),
    };
  });
  return (url, { drawn, withData = false }) => {
    const found = headers.find(({ route }) => (route.endsWith('/') ? url.startsWith(route) : url === route));
    if (!found) return null;
    if (withData) return found.forDrawnWithData;
    return drawn ? found.forDrawn : found.forScript;
  };
}

/**
 * Screens drawn at build time as they show before their data (apps/web/build/prerender-pages.ts,
 * ADR 37), by route. Nothing personal is in them, so they are served as built to whoever asks.
 */
const SHELLS = { '/liff-app/event': 'liff-app-event.html' };

/** The pre-rendered files, served only at their routes (and login.html with its slots filled). */
const PRERENDERED_FILES = new Set([
  '/login.html',
  `/${VISIT_PAGE_FILE}`,
  ...Object.values(SHELLS).map((file) => `/${file}`),
]);

function readShells(distDir: string): Map<string, PreparedAnswer> {
  const shells = new Map<string, PreparedAnswer>();
  for (const [route, file] of Object.entries(SHELLS)) {
    const filePath = path.join(distDir, file);
    if (!existsSync(filePath)) continue;
    const html = readFileSync(filePath, 'utf8');
    shells.set(route, new PreparedAnswer(() => html));
  }
  return shells;
}

/** A shell is the same for everyone until the next deploy, yet never shown without asking, so a deploy reaches phones at once. */
const SHELL_HEADERS = { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', vary: 'Accept-Encoding' };

/** The slots build/prerender-pages.ts leaves in login.html (apps/web, ADR 35). */
const LOGIN_SLOTS = { chapterName: '__CHAPTER_NAME__', config: '__CHAPTER_CONFIG__' };

/**
 * The login screen rendered at build time (dist/login.html), with the chapter's name and the
 * config the app would ask for filled in from GET /api/config/ as it answers now (settings can
 * change it at any time). Null, and so the plain SPA page, when there is no such file, or no name
 * to show: the app then draws the screen itself as before.
 */
function readLoginPage(distDir: string): ((app: FastifyInstance) => Promise<string | null>) | null {
  const file = path.join(distDir, 'login.html');
  if (!existsSync(file)) return null;
  const template = readFileSync(file, 'utf8');
  return async (app) => {
    const answer = await app.inject({ method: 'GET', url: '/api/config/' });
    if (answer.statusCode !== 200) return null;
    const config = answer.json() as { chapter_name?: unknown };
    if (typeof config.chapter_name !== 'string' || config.chapter_name === '') return null;
    const name = escapeHtml(config.chapter_name);
    // In a <script> element only "</script" could end it early: JSON's \u003c keeps every "<" inert.
    const json = JSON.stringify(config).replaceAll('<', '\\u003c');
    return template.replaceAll(LOGIN_SLOTS.chapterName, () => name).replace(LOGIN_SLOTS.config, () => json);
  };
}

/** The build's module that draws a visitor's invitation (apps/web/src/app/draw-visit-page.tsx). */
interface VisitPageDrawer {
  drawVisitPage(template: string, answers: { key: string; config: unknown; visit: TVisit }): string | null;
}

/**
 * A visitor's invitation drawn with its meeting and notice (ADR 68): the build's template filled by
 * the build's own module from GET /api/config/ and GET /api/visit/ as they answer now. The visit is
 * asked with the caller's address, so the link's limits count it as theirs, as when the app asks.
 * Null, and so the plain SPA page, whenever it cannot be drawn: no key, a link the API refuses (the
 * app then says why), a visitor already registered, no such build, or the module failing, which is
 * logged.
 */
function readVisitPage(
  distDir: string,
): ((app: FastifyInstance, request: FastifyRequest) => Promise<string | null>) | null {
  const file = path.join(distDir, VISIT_PAGE_FILE);
  const bundle = path.join(distDir, SERVER_BUNDLE_DIR, SERVER_BUNDLE_FILE);
  if (!existsSync(file) || !existsSync(bundle)) return null;
  const template = readFileSync(file, 'utf8');
  // Loaded with the first invitation opened: a server that serves none never holds it.
  let drawer: Promise<VisitPageDrawer> | undefined;
  return async (app, request) => {
    const key = new URLSearchParams(request.url.split('?')[1] ?? '').get('visit');
    if (!key) return null;
    const ask = (url: string) => app.inject({ method: 'GET', url, remoteAddress: request.ip });
    const [config, visit] = await Promise.all([
      ask('/api/config/'),
      ask(`/api/visit/?${new URLSearchParams({ visit: key })}`),
    ]);
    if (config.statusCode !== 200 || visit.statusCode !== 200) return null;
    try {
      drawer ??= import(pathToFileURL(bundle).href) as Promise<VisitPageDrawer>;
      return (await drawer).drawVisitPage(template, { key, config: config.json(), visit: visit.json() as TVisit });
    } catch (error) {
      request.log.error({ err: error }, "drawing a visitor's invitation failed: the app draws it instead");
      return null;
    }
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
