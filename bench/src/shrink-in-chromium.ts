import path from 'node:path';
import { chromiumArgs } from '@chapter/fake-line/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
// The web app's own Vite, so the module is built as the app builds it.
import { build, type Rolldown } from 'vite';
import { chromiumPath } from './chromium.ts';
import { repoRoot } from './server-process.ts';

/** The web app's shrink settings (apps/web/src/lib/shrink-photo.ts), as its `ShrinkOptions`. */
export interface ShrinkOptions {
  passBytes: number;
  longSide: number;
  quality: number;
}

export interface Shrunk {
  bytes: Buffer;
  /** The file went as it was chosen. */
  asIs: boolean;
  width: number;
  height: number;
  /** Time in the page, from the chosen file to the file to send. */
  ms: number;
}

export interface ChromiumShrinker {
  /** The web app's `shrinkPhoto` on `image`; without options, the app's own settings. */
  shrink(image: Buffer, options?: ShrinkOptions): Promise<Shrunk>;
  /** The app's own settings, read from the built module. */
  readonly defaults: ShrinkOptions;
  close(): Promise<void>;
}

const ORIGIN = 'http://shrink.bench';

/** The upload's JSON body for an image of `bytes`: base64 in a data URL (4 bytes per 3), and the amount. */
export const uploadBodyBytes = (bytes: number) =>
  JSON.stringify({ image: 'data:image/jpeg;base64,', amount: 450 }).length + 4 * Math.ceil(bytes / 3);
/** The web app's module this builds; the phone-upload scenario is skipped without it. */
export const SHRINK_MODULE = path.join(repoRoot, 'apps/web/src/lib/shrink-photo.ts');

/** apps/web/src/lib/shrink-photo.ts built alone (it imports nothing) into one ES module. */
async function buildShrinkModule(): Promise<string> {
  const built = (await build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      target: 'es2022',
      minify: false,
      lib: { entry: SHRINK_MODULE, formats: ['es'], fileName: 'shrink-photo' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(built) ? built : [built])
    .flatMap((output) => output.output)
    .find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('shrink-photo.ts built to no chunk');
  return chunk.code;
}

/**
 * Runs the web app's photo shrinking in Debian's Chromium, in a page of a made-up origin whose
 * every request the bench answers itself (nothing loads from the network): the same canvas code,
 * JPEG encoder and EXIF handling a phone's Chromium-based browser uses.
 */
export async function startChromiumShrinker(browser?: Browser): Promise<ChromiumShrinker> {
  const code = await buildShrinkModule();
  const ownBrowser = browser ? null : await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const page: Page = await (browser ?? (ownBrowser as Browser)).newPage();
  let input: Buffer = Buffer.alloc(0);
  await page.route(`${ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/shrink-photo.js') {
      return route.fulfill({ body: code, contentType: 'text/javascript' });
    }
    if (pathname === '/input') return route.fulfill({ body: input, contentType: 'application/octet-stream' });
    return route.fulfill({ body: '<!doctype html><title>shrink</title>', contentType: 'text/html' });
  });
  await page.goto(`${ORIGIN}/`);
  const defaults = await page.evaluate(async () => {
    const module = await import('/shrink-photo.js' as string);
    (window as unknown as { shrinkModule: unknown }).shrinkModule = module;
    return module.SLIP_SHRINK as ShrinkOptions;
  });

  return {
    defaults,
    async shrink(image, options) {
      input = image;
      const result = await page.evaluate(async (given) => {
        const module = (window as unknown as { shrinkModule: { shrinkPhoto(file: Blob, o?: unknown): Promise<Blob> } })
          .shrinkModule;
        const blob = await (await fetch('/input')).blob();
        const file = new File([blob], 'photo.jpg', { type: 'image/jpeg' });
        const started = performance.now();
        const out = await module.shrinkPhoto(file, given ?? undefined);
        const ms = performance.now() - started;
        const bytes = new Uint8Array(await out.arrayBuffer());
        // Chunked: a spread of a megabyte into String.fromCharCode overflows the stack.
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return { base64: btoa(binary), asIs: out === file, ms };
      }, options ?? null);
      const bytes = Buffer.from(result.base64, 'base64');
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      return { bytes, asIs: result.asIs, width, height, ms: result.ms };
    },
    async close() {
      await page.close();
      await ownBrowser?.close();
    },
  };
}
