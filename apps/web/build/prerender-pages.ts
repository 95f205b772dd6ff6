import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, createServer, type Plugin } from 'vite';
import { drawnMarkup, drawnRoot, VISIT_PAGE_SLOTS } from '../src/app/drawn-markup.ts';
import { clientBuildOnly } from './client-build-only.ts';
import { withoutEarlyRequests } from './early-requests.ts';
import { type ChunkInfo, preloadsFor } from './route-preloads.ts';

/** What the server replaces in login.html (web-app.ts): the chapter's name, and its config as JSON. */
export const LOGIN_PAGE_SLOTS = { chapterName: '__CHAPTER_NAME__', config: '__CHAPTER_CONFIG__' } as const;

/** The pages drawn at build time, by route, with the file each is written to (web-app.ts serves them). */
export const PRERENDERED_PAGES = { '/login': 'login.html', '/liff-app/event': 'liff-app-event.html' } as const;

/** The template of a visitor's invitation, which the server fills per request (ADR 68). */
export const VISIT_PAGE_FILE = 'visit.html';
/** Where the server's bundle goes in the build: it draws a visitor's invitation; no browser downloads it. */
export const SERVER_BUNDLE_DIR = 'server';
/** The server's bundle: src/app/draw-visit-page.tsx and everything it imports, React and Mantine included. */
export const SERVER_BUNDLE = { entry: 'src/app/draw-visit-page.tsx', file: 'draw-visit-page.js' } as const;

/** What a page drawn at build time carries besides index.html's head and its screen. */
interface PageHead {
  /** Its own <title>, in place of index.html's. */
  title?: string;
  /** Elements for the end of the head (the login page's config; the visit page's slot). */
  head?: string[];
}

/**
 * index.html with a screen's markup drawn in #root (ADR 35, ADR 37). The page's and the screen's
 * stylesheets are written into the head, so the first paint needs this one file: on slow 4G each
 * further stylesheet would cost round trips before anything shows. The markup is inert (not
 * focusable, not clickable) until the app has started and drawn the live screen over it, so nothing
 * typed into it can be lost. `css` gives each stylesheet's text by its path (/assets/...).
 */
export function prerenderedPage(
  indexHtml: string,
  markup: string,
  styles: string[],
  css: (href: string) => string,
  page: PageHead = {},
): string {
  const replaceOnce = (html: string, search: string, replacement: string) => {
    if (!html.includes(search)) throw new Error(`prerender-pages: index.html has no ${search}`);
    return html.replace(search, () => replacement);
  };
  // The page's own title takes the place of the screen's; Mantine's <style> elements go to the head.
  const drawn = drawnMarkup(markup);
  // Each inlined stylesheet is also named by a disabled link, which the browser does not fetch:
  // Vite's chunk loader looks for a stylesheet link before fetching a chunk's CSS, so the screen's
  // chunks do not download again what the page already carries (issue 38, ADR 65).
  const inline = (href: string) =>
    `<style data-href="${href}">${css(href).replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
  let html = indexHtml.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) =>
    inline(href),
  );
  // After the stylesheets, as they came after them in the markup.
  const head = [...styles.map(inline), ...drawn.styles, ...(page.head ?? [])];
  // Mantine's colour variables apply under this attribute, which the app sets only once it runs.
  html = replaceOnce(html, '<html lang="th">', '<html lang="th" data-mantine-color-scheme="light">');
  if (page.title !== undefined) html = html.replace(/<title>.*?<\/title>/, () => `<title>${page.title}</title>`);
  html = replaceOnce(html, '</head>', `  ${head.join('\n    ')}\n  </head>`);
  return replaceOnce(html, '<div id="root"></div>', drawnRoot(drawn.body));
}

/**
 * The template of a visitor's invitation, which the server draws per request with its meeting and
 * notice (ADR 68): the page's stylesheets and the screen's inlined as for the pages drawn here, and
 * slots for the title, the head (Mantine's styles, the answers) and the markup. The early requests'
 * file is left out: the page arrives with the answers it would ask for.
 */
export function visitPageTemplate(indexHtml: string, styles: string[], css: (href: string) => string): string {
  return prerenderedPage(withoutEarlyRequests(indexHtml), VISIT_PAGE_SLOTS.markup, styles, css, {
    title: VISIT_PAGE_SLOTS.title,
    head: [VISIT_PAGE_SLOTS.head],
  });
}

/**
 * Vite plugin: writes each page of PRERENDERED_PAGES, rendered with react-dom/server through a
 * Vite server in SSR mode (the same modules and aliases as the app). Runs before the later
 * plugins' writeBundle (sequential), so precompress sees finished files.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let configFile: string | undefined;
  return {
    name: 'chapter:prerender-pages',
    apply: clientBuildOnly,
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
    },
    writeBundle: {
      sequential: true,
      async handler(options, bundle) {
        if (!options.dir) return;
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('prerender-pages: the build wrote no index.html');
        const chunks: ChunkInfo[] = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk'
            ? [
                {
                  fileName: item.fileName,
                  isEntry: item.isEntry,
                  facadeModuleId: item.facadeModuleId,
                  imports: item.imports,
                  css: [...(item.viteMetadata?.importedCss ?? [])],
                },
              ]
            : [],
        );
        const preloads = preloadsFor(chunks, root);
        const css = (href: string) => {
          const asset = bundle[href.replace(/^\//, '')];
          if (asset?.type !== 'asset') throw new Error(`prerender-pages: no stylesheet ${href} in the build`);
          return String(asset.source);
        };
        const markup = await renderInSsr(root, configFile);
        const dir = options.dir;
        const page = (route: keyof typeof PRERENDERED_PAGES, html: string, head?: PageHead) =>
          writeFile(
            path.join(dir, PRERENDERED_PAGES[route]),
            prerenderedPage(String(index.source), html, preloads[route]?.styles ?? [], css, head),
          );
        await page('/login', markup.login, {
          title: `${LOGIN_PAGE_SLOTS.chapterName} Login`,
          head: [`<script type="application/json" id="chapter-config">${LOGIN_PAGE_SLOTS.config}</script>`],
        });
        await page('/liff-app/event', markup.eventMiniApp);
        await writeFile(
          path.join(dir, VISIT_PAGE_FILE),
          visitPageTemplate(String(index.source), preloads['/visit']?.styles ?? [], css),
        );
        await buildServerBundle(root, configFile, path.join(dir, SERVER_BUNDLE_DIR));
      },
    },
  };
}

async function renderInSsr(root: string, configFile: string | undefined) {
  const server = await createServer({
    root,
    configFile,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(
      '/src/app/prerender-pages.tsx',
    )) as typeof import('../src/app/prerender-pages.tsx');
    return {
      login: module.renderLoginMarkup(LOGIN_PAGE_SLOTS.chapterName),
      eventMiniApp: module.renderEventMiniAppMarkup(),
    };
  } finally {
    await server.close();
  }
}

/**
 * Builds the module the server draws a visitor's invitation with (ADR 68): the app's own screen,
 * rendered with react-dom/server, bundled whole (React, Mantine, the app's modules) into one file,
 * so the server needs none of the web app's packages and both draw the same markup. Same config as
 * the browser's build; the plugins that write the browser's files skip it (clientBuildOnly).
 */
async function buildServerBundle(root: string, configFile: string | undefined, outDir: string) {
  await build({
    root,
    configFile,
    logLevel: 'warn',
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: SERVER_BUNDLE.entry,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: SERVER_BUNDLE.file, inlineDynamicImports: true } },
    },
  });
}
