import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { clientBuildOnly } from './client-build-only.ts';
import { SERVER_BUNDLE_DIR } from './prerender-pages.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside every compressible file of the
 * build, keeping only copies that are smaller. The server sends them to browsers that accept the
 * encoding (@fastify/static's preCompressed), so the bytes a phone downloads are the compressed
 * ones without the server spending CPU on every request. Returns the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const compressed: string[] = [];
  for (const name of (await readdir(dir, { recursive: true })) as string[]) {
    const file = path.join(dir, name);
    // The server's own bundle of a visitor's invitation is for no browser.
    if (!COMPRESSIBLE.test(name) || name.startsWith(`${SERVER_BUNDLE_DIR}${path.sep}`) || !(await stat(file)).isFile())
      continue;
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    compressed.push(name);
  }
  return compressed;
}

/** Vite plugin: precompresses the build once it is written. */
export function precompress(): Plugin {
  return {
    name: 'chapter:precompress',
    apply: clientBuildOnly,
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
