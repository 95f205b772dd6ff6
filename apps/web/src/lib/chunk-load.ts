/*
 * A part of the app's code (a screen, a tab, a dialog) is its own chunk, fetched when first shown
 * (issue 32). Fetching it can fail: no connection, or a deploy removed the old chunk. These helpers
 * let the part say so in place and try again, instead of the page's generic crash.
 */

/** A lazily loaded part's code (or its stylesheet) could not be fetched. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

/** What browsers and Vite's preload helper throw when an import() cannot be fetched. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/**
 * Stylesheets Vite's preload helper could not fetch. It never asks for one twice (its `seen` map
 * keeps the href), so a retried import would draw the part without its styles: the retry asks
 * for them again itself (retryFailedStyles).
 */
const failedStyles = new Set<string>();
const CSS_FAILURE = /^Unable to preload CSS for (.+)$/;

if (typeof window !== 'undefined') {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const href = payload instanceof Error ? CSS_FAILURE.exec(payload.message)?.[1] : undefined;
    if (href) failedStyles.add(href);
  });
}

/** Fetches again the stylesheets that failed; rejects if one still cannot be fetched. */
export async function retryFailedStyles(): Promise<void> {
  await Promise.all(
    [...failedStyles].map(async (href) => {
      for (const old of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
        if (old.href === href) old.remove();
      }
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = href;
      await new Promise<void>((resolve, reject) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => reject(new ChunkLoadError(`Unable to preload CSS for ${href}`)), {
          once: true,
        });
        document.head.appendChild(link);
      });
      failedStyles.delete(href);
    }),
  );
}
