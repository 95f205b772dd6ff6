import path from 'node:path';
import type { Plugin } from 'vite';
import { clientBuildOnly } from './client-build-only.ts';

/** The module that starts a screen's first API requests (src/early-requests.ts). */
export const EARLY_REQUESTS_MODULE = 'src/early-requests.ts';

/**
 * Builds src/early-requests.ts as an entry of its own and puts it first in the page's head as an
 * async module. Vite would fold a second `<script type="module">` of index.html into the app's
 * entry chunk, which is exactly what it must not wait for: the point is to ask for the screen's
 * data while the app's chunks are still downloading.
 */
export function earlyRequests(): Plugin {
  let root = '';
  return {
    name: 'chapter:early-requests',
    apply: clientBuildOnly,
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: path.join(root, EARLY_REQUESTS_MODULE), name: 'early-requests' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const moduleId = path.join(root, EARLY_REQUESTS_MODULE);
        const chunk = Object.values(context.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.facadeModuleId === moduleId,
        );
        if (chunk?.type !== 'chunk') throw new Error(`early-requests: no chunk for ${EARLY_REQUESTS_MODULE}`);
        if (chunk.imports.length > 0) {
          // A shared chunk to wait for would put it back behind a round trip of its own.
          throw new Error(
            `early-requests: ${EARLY_REQUESTS_MODULE} must import nothing, but imports ${chunk.imports.join(', ')}`,
          );
        }
        // First thing after the charset, so the browser asks for it before the app's own files.
        const tag = earlyRequestsTag(chunk.fileName);
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
        if (!charset) throw new Error('early-requests: index.html has no <meta charset>');
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
      },
    },
  };
}

function earlyRequestsTag(fileName: string): string {
  return `<script type="module" async src="/${fileName}"></script>`;
}

/**
 * index.html without the early requests' file: for a page that arrives with its data (a visitor's
 * invitation drawn by the server), where asking again would only repeat the server's own calls.
 */
export function withoutEarlyRequests(html: string): string {
  return html.replace(
    /\n?\s*<script type="module" async src="\/([^"]*early-requests[^"]*)"><\/script>/,
    (tag, fileName) => (tag.trim() === earlyRequestsTag(fileName) ? '' : tag),
  );
}
