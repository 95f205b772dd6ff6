import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // In development the API runs as its own process (npm run dev -w @chapter/server).
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Phones inside LINE are recent WebViews; no need to down-level further than this.
    target: 'es2022',
  },
});
