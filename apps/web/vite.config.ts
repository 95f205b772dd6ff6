import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyRequests } from './build/early-requests.ts';
import { mantineCssPerComponent } from './build/mantine-css.ts';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender-pages.ts';
import { routePreloads } from './build/route-preloads.ts';
import { toastScrollClass } from './build/toast-scroll-class.ts';

export default defineConfig({
  plugins: [
    react(),
    earlyRequests(),
    mantineCssPerComponent(),
    toastScrollClass(),
    routePreloads(),
    prerenderPages(),
    precompress(),
  ],
  resolve: {
    alias: [
      // The LIFF SDK's polyfills, for browsers the build does not target (build/no-polyfill.ts).
      ...['whatwg-fetch', 'promise-polyfill/src/polyfill'].map((polyfill) => ({
        find: new RegExp(`^${polyfill}$`),
        replacement: fileURLToPath(new URL('./build/no-polyfill.ts', import.meta.url)),
      })),
      // The browser calls routes by method and path only: the zod schemas stay on the server (ADR 20).
      {
        find: /^@chapter\/contract\/routes$/,
        replacement: fileURLToPath(new URL('./src/lib/api-routes.browser.ts', import.meta.url)),
      },
    ],
  },
  server: {
    // In development the API runs as its own process (npm run dev -w @chapter/server).
    // The business card page is rendered by the server too (ADR 21).
    proxy: { '/api': 'http://localhost:3000', '/nc/': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Phones inside LINE are recent WebViews; no need to down-level further than this.
    target: 'es2022',
    rollupOptions: {
      // The Thai texts (src/i18n/) run no code when imported: a chunk then links each area it reads
      // straight from its file, past the th.ts barrel, and carries only those (issue 38, ADR 65).
      treeshake: { moduleSideEffects: (id) => !id.includes('/src/i18n/') },
      output: {
        // Name the LINE SDK's chunks, so tests and the page-weight benchmark can tell which pages
        // download them (only the mini-app landing may).
        chunkFileNames: (chunk) => {
          if (chunk.moduleIds.some((id) => id.includes('/@line/liff-mock/'))) return 'assets/line-liff-mock-[hash].js';
          if (chunk.moduleIds.some((id) => id.includes('/@line/liff/'))) return 'assets/line-liff-[hash].js';
          return 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
