import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { type ChunkInfo, preloadsFor } from './route-preloads.ts';

/** What the server replaces in login.html (web-app.ts): the chapter's name, and its config as JSON. */
export const LOGIN_PAGE_SLOTS = { chapterName: '__CHAPTER_NAME__', config: '__CHAPTER_CONFIG__' } as const;

/** The pages drawn at build time, by route, with the file each is written to (web-app.ts serves them). */
export const PRERENDERED_PAGES = { '/login': 'login.html', '/liff-app/event': 'liff-app-event.html' } as const;

/** The login page's own title and config, which the server fills in; other pages keep index.html's. */
interface LoginSlots {
  title: string;
  config: string;
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
  login?: LoginSlots,
): string {
  const replaceOnce = (html: string, search: string, replacement: string) => {
    if (!html.includes(search)) throw new Error(`prerender-pages: index.html has no ${search}`);
    return html.replace(search, () => replacement);
  };
  // React renders the screen's <title> first; the page's own title takes its place.
  let body = markup.replace(/^<title>.*?<\/title>/, '');
  // Mantine's theme variables and responsive rules come as <style> elements inside the markup, which
  // HTML allows only in the head: they move there, after the stylesheets, as they came after them.
  // They stay there once the app has drawn over #root: the theme's rules are the app's own, the rest
  // name classes only the drawn markup used.
  const bodyStyles: string[] = [];
  body = body.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, (style) => {
    bodyStyles.push(style);
    return '';
  });
  // Each inlined stylesheet is also named by a disabled link, which the browser does not fetch:
  // Vite's chunk loader looks for a stylesheet link before fetching a chunk's CSS, so the screen's
  // chunks do not download again what the page already carries (issue 38, ADR 65).
  const inline = (href: string) =>
    `<style data-href="${href}">${css(href).replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
  let html = indexHtml.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) =>
    inline(href),
  );
  const head = [...styles.map(inline), ...bodyStyles];
  // Mantine's colour variables apply under this attribute, which the app sets only once it runs.
  html = replaceOnce(html, '<html lang="th">', '<html lang="th" data-mantine-color-scheme="light">');
  if (login) {
    html = html.replace(/<title>.*?<\/title>/, `<title>${login.title}</title>`);
    head.push(`<script type="application/json" id="chapter-config">${login.config}</script>`);
  }
  html = replaceOnce(html, '</head>', `  ${head.join('\n    ')}\n  </head>`);
  return replaceOnce(html, '<div id="root"></div>', `<div id="root" data-prerendered><div inert>${body}</div></div>`);
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
    apply: 'build',
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
        const page = (route: keyof typeof PRERENDERED_PAGES, html: string, login?: LoginSlots) =>
          writeFile(
            path.join(options.dir as string, PRERENDERED_PAGES[route]),
            prerenderedPage(String(index.source), html, preloads[route]?.styles ?? [], css, login),
          );
        await page('/login', markup.login, {
          title: `${LOGIN_PAGE_SLOTS.chapterName} Login`,
          config: LOGIN_PAGE_SLOTS.config,
        });
        await page('/liff-app/event', markup.eventMiniApp);
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
