import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { type ChunkInfo, preloadsFor } from './route-preloads.ts';

/** What the server replaces in login.html (web-app.ts): the chapter's name, and its config as JSON. */
export const LOGIN_PAGE_SLOTS = { chapterName: '__CHAPTER_NAME__', config: '__CHAPTER_CONFIG__' } as const;

/**
 * index.html with the login screen's markup drawn in #root (ADR 35). The page's and the screen's
 * stylesheets are written into the head, so the first paint needs this one file: on slow 4G each
 * further stylesheet would cost round trips before anything shows. The markup is inert (not
 * focusable, not clickable) until the app has started and drawn the live screen over it, so nothing
 * typed into it can be lost. The config slot becomes the JSON the app seeds its query cache with.
 * `css` gives each stylesheet's text by its path (/assets/...).
 */
export function loginPage(indexHtml: string, markup: string, styles: string[], css: (href: string) => string): string {
  const replaceOnce = (html: string, search: string, replacement: string) => {
    if (!html.includes(search)) throw new Error(`prerender-login: index.html has no ${search}`);
    return html.replace(search, () => replacement);
  };
  // React renders the screen's <title> first; the page's own title takes its place.
  const body = markup.replace(/^<title>.*?<\/title>/, '');
  const inline = (href: string) => `<style data-href="${href}">${css(href).replaceAll('</style', '<\\/style')}</style>`;
  let html = indexHtml.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) =>
    inline(href),
  );
  const screenStyles = styles.map(inline).join('\n    ');
  // Mantine's colour variables apply under this attribute, which the app sets only once it runs.
  html = replaceOnce(html, '<html lang="th">', '<html lang="th" data-mantine-color-scheme="light">');
  html = html.replace(/<title>.*?<\/title>/, `<title>${LOGIN_PAGE_SLOTS.chapterName} Login</title>`);
  html = replaceOnce(
    html,
    '</head>',
    `  ${screenStyles}\n    <script type="application/json" id="chapter-config">${LOGIN_PAGE_SLOTS.config}</script>\n  </head>`,
  );
  return replaceOnce(html, '<div id="root"></div>', `<div id="root" data-prerendered><div inert>${body}</div></div>`);
}

/**
 * Vite plugin: writes dist/login.html, the login screen rendered with react-dom/server through a
 * Vite server in SSR mode (the same modules and aliases as the app). Runs before the later
 * plugins' writeBundle (sequential), so precompress sees a finished file.
 */
export function prerenderLogin(): Plugin {
  let root = '';
  let configFile: string | undefined;
  return {
    name: 'chapter:prerender-login',
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
        if (index?.type !== 'asset') throw new Error('prerender-login: the build wrote no index.html');
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
        const styles = preloadsFor(chunks, root)['/login']?.styles ?? [];
        const markup = await renderInSsr(root, configFile);
        const css = (href: string) => {
          const asset = bundle[href.replace(/^\//, '')];
          if (asset?.type !== 'asset') throw new Error(`prerender-login: no stylesheet ${href} in the build`);
          return String(asset.source);
        };
        await writeFile(path.join(options.dir, 'login.html'), loginPage(String(index.source), markup, styles, css));
      },
    },
  };
}

async function renderInSsr(root: string, configFile: string | undefined): Promise<string> {
  const server = await createServer({
    root,
    configFile,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = await server.ssrLoadModule('/src/app/prerender-login.tsx');
    return (module as typeof import('../src/app/prerender-login.tsx')).renderLoginMarkup(LOGIN_PAGE_SLOTS.chapterName);
  } finally {
    await server.close();
  }
}
