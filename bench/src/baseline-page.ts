import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// The web app's own Vite (resolved from the repo's node_modules), so the baseline is built as the app is.
import { build } from 'vite';
import { type BytesServer, startBytesServer, type Variant } from './bytes-server.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Below this the app's build writes no compressed copy (apps/web/build/precompress.ts). */
const MIN_BYTES = 1024;

/**
 * Builds baseline-page/ (the app's framework and a login-like form, nothing else) with Vite into a
 * temporary folder and serves it from bytes-server.mjs in its own process, compressed as the app's
 * files are: brotli quality 11 and gzip level 9, done once before serving (the app's build writes
 * the same .br and .gz copies and the server sends them as they are), index.html for every path.
 */
export async function startBaselinePage(): Promise<
  BytesServer & { scriptAndStyleBrotli: number; dispose(): Promise<void> }
> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'chapter-bench-baseline-'));
  try {
    await build({
      root: path.join(import.meta.dirname, 'baseline-page'),
      configFile: false,
      // Errors only: React Query's "use client" directives draw a warning each, meaningless here.
      logLevel: 'error',
      // The app's target (apps/web/vite.config.ts).
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    });
    const routes: Record<string, Variant[]> = {};
    for (const name of readdirSync(outDir, { recursive: true }) as string[]) {
      const file = path.join(outDir, name);
      const type = TYPES[path.extname(name)];
      if (!type) continue;
      const immutable = name.startsWith(`assets${path.sep}`);
      routes[`/${name.split(path.sep).join('/')}`] = variants(readFileSync(file), {
        'content-type': type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    const server = await startBytesServer(routes, '/index.html');
    // What a browser downloads of script and style, for comparing with the page-weight table.
    const scriptAndStyleBrotli = Object.entries(routes)
      .filter(([route]) => /\.(js|css)$/.test(route))
      .reduce((sum, [, [first]]) => sum + (first?.body.byteLength ?? 0), 0);
    return {
      ...server,
      scriptAndStyleBrotli,
      dispose: async () => {
        await server.stop();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

/** Brotli, then gzip, then the file as it is; a compressed copy only where the app's build writes one. */
function variants(bytes: Buffer, headers: Record<string, string>): Variant[] {
  const plain: Variant = { encoding: null, headers, body: bytes };
  if (bytes.length < MIN_BYTES) return [plain];
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gz = gzipSync(bytes, { level: 9 });
  const vary = { ...headers, vary: 'accept-encoding' };
  return [
    ...(br.length < bytes.length
      ? [{ encoding: 'br' as const, headers: { ...vary, 'content-encoding': 'br' }, body: br }]
      : []),
    ...(gz.length < bytes.length
      ? [{ encoding: 'gzip' as const, headers: { ...vary, 'content-encoding': 'gzip' }, body: gz }]
      : []),
    plain,
  ];
}
