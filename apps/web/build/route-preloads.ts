import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { EARLY_REQUESTS, PUBLIC_EARLY_REQUESTS } from '../src/early-requests.ts';
import { clientBuildOnly } from './client-build-only.ts';
import { EARLY_REQUESTS_MODULE } from './early-requests.ts';

/** The files a route's screen needs beyond what index.html already loads, and the page's own scripts. */
export interface RoutePreload {
  /** The early requests' file, where it asks for the screen's data (src/early-requests.ts). */
  early: string[];
  /** The entry chunk and its imports: every page runs them, in this order. */
  page: string[];
  scripts: string[];
  styles: string[];
}

/**
 * The entry pages a member opens cold (a shared link, LINE's menu), with the modules of what each
 * shows: its layout, if any, then its screen. Keep in step with router.tsx; route-preloads.test.ts
 * checks that it is.
 */
export const ENTRY_SCREENS: Record<string, string[]> = {
  '/login': ['src/features/login/components/login-screen.tsx'],
  '/liff/': ['src/features/liff-landing/components/liff-landing.tsx'],
  // The mini-apps LINE's menu opens once signed in: their layout and screen would otherwise be
  // asked for only once the entry chunk has run, a second round trip before anything shows.
  '/liff-app/profile': ['src/app/layouts/mini-app-layout.tsx', 'src/app/routes/liff-app-profile.tsx'],
  '/liff-app/event': ['src/app/layouts/mini-app-layout.tsx', 'src/features/events/components/events-screen.tsx'],
  '/liff-app/payment': ['src/app/layouts/mini-app-layout.tsx', 'src/features/payment/components/payment-screen.tsx'],
  // A visitor opens their invitation cold, from a chat: their page is the first thing they load.
  '/visit': ['src/features/visit/components/visit-page.tsx'],
};

export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  css: string[];
}

/**
 * For each entry screen, its chunk with everything it imports statically, less what the entry
 * chunk already pulls in. Without this a phone learns of the screen's chunks only once the entry
 * chunk has downloaded and run: a second round trip before the first paint. `early` and `page`
 * name what a page runs first (the early requests where they ask for something, then the entry
 * chunk and its imports): the server announces them ahead of the screen's, where on HTTP/1.1 (six
 * files at a time, in the order the browser learns of them) they waited behind its ~25 chunks
 * (issue 38, ADR 67).
 */
export function preloadsFor(chunks: ChunkInfo[], root: string): Record<string, RoutePreload> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    for (const file of start) visit(file);
    return seen;
  };
  const early = chunks.find((chunk) => chunk.facadeModuleId === path.join(root, EARLY_REQUESTS_MODULE));
  const entries = chunks.filter((chunk) => chunk.isEntry && chunk !== early).map((chunk) => chunk.fileName);
  const loadedByEntry = closure(entries);
  const pageScripts = [...loadedByEntry];
  const asksEarly = (route: string) => route in EARLY_REQUESTS || route in PUBLIC_EARLY_REQUESTS;
  const result: Record<string, RoutePreload> = {};
  for (const [route, modules] of Object.entries(ENTRY_SCREENS)) {
    const screens = modules.map((module) => {
      const screen = chunks.find((chunk) => chunk.facadeModuleId === path.join(root, module));
      if (!screen) throw new Error(`route-preloads: no chunk for ${module} (${route}); is it still imported lazily?`);
      return screen.fileName;
    });
    const files = [...closure(screens)].filter((file) => !loadedByEntry.has(file));
    result[route] = {
      early: early && asksEarly(route) ? [`/${early.fileName}`] : [],
      page: pageScripts.map((file) => `/${file}`),
      scripts: files.map((file) => `/${file}`),
      styles: [...new Set(files.flatMap((file) => byFile.get(file)?.css ?? []))].map((file) => `/${file}`),
    };
  }
  return result;
}

/** Vite plugin: writes dist/route-preloads.json, which the server turns into Link headers (web-app.ts). */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'chapter:route-preloads',
    apply: clientBuildOnly,
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          isEntry: item.isEntry,
          facadeModuleId: item.facadeModuleId,
          imports: item.imports,
          css: [...(item.viteMetadata?.importedCss ?? [])],
        });
      }
      if (!options.dir) return;
      await writeFile(
        path.join(options.dir, 'route-preloads.json'),
        `${JSON.stringify(preloadsFor(chunks, root), null, 2)}\n`,
      );
    },
  };
}
