import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromiumArgs } from '@chapter/fake-line/chromium';
import { chromium } from 'playwright-core';
import { chromiumPath, signedInContext } from './chromium.ts';
import { startDemoServer } from './demo-server.ts';
import { entryPages } from './entry-pages.ts';
import { repoRoot } from './server-process.ts';

export interface PageWeight {
  route: string;
  files: number;
  jsGzip: number;
  cssGzip: number;
  totalGzip: number;
  totalBrotli: number;
  raw: number;
  /** The page's HTML document, gzip: the card page carries its CSS inline. */
  htmlGzip: number;
}

// The build the server serves: WEB_DIST_DIR (the server's own variable) measures another build.
const dist = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist');

/**
 * The JS and CSS each entry route downloads until the network is idle (its screen is then drawn
 * and usable), measured on the built files: gzip level 9 and brotli quality 11, as a server or CDN
 * that pre-compresses would send them.
 */
export async function pageWeights(log: (line: string) => void): Promise<PageWeight[]> {
  const server = await startDemoServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const results: PageWeight[] = [];
    for (const { route, path: address, login } of await entryPages(server.url)) {
      log(`page weight: ${route}`);
      const context = await signedInContext(browser, login ?? null);
      const page = await context.newPage();
      const assets = new Set<string>();
      let htmlGzip = 0;
      page.on('response', async (response) => {
        if (response.request().isNavigationRequest() && response.url().startsWith(server.url)) {
          htmlGzip = gzipSync(await response.body(), { level: 9 }).length;
        }
        const { pathname } = new URL(response.url());
        if (/\.(js|css)$/.test(pathname) && response.url().startsWith(server.url)) assets.add(pathname);
      });
      await page.goto(`${server.url}${address}`, { waitUntil: 'networkidle' });
      results.push({ ...measure(route, [...assets]), htmlGzip });
      if (process.env.BENCH_VERBOSE) console.error(route, [...assets].join(' '));
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.dispose();
  }
}

function measure(route: string, assets: string[]): Omit<PageWeight, 'htmlGzip'> {
  let jsGzip = 0;
  let cssGzip = 0;
  let totalBrotli = 0;
  let raw = 0;
  for (const asset of assets) {
    const bytes = readFileSync(path.join(dist, asset));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    if (asset.endsWith('.css')) cssGzip += gzip;
    else jsGzip += gzip;
    totalBrotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    raw += bytes.length;
  }
  return { route, files: assets.length, jsGzip, cssGzip, totalGzip: jsGzip + cssGzip, totalBrotli, raw };
}
