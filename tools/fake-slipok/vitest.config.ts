import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * For running fake-slipok's tests on their own (`npm test -w @chapter/fake-slipok`). The root
 * `npm test` runs the same files through the root config's `unit` project.
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'fake-slipok',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
