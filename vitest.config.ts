import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every workspace: unit tests, API tests (on PGlite, and again on a PostgreSQL
 * server when TEST_DATABASE_URL is set) and the web app's component tests.
 */
const apiTests = ['apps/server/**/*.api.test.ts'];
/**
 * How long a test may run before it is called hung. A safety net, not a measure: every test waits
 * on conditions, and a loaded two-core machine once took 30 s over what an idle one does in 10
 * (issue 22), so the net is far beyond any test's real need.
 */
const SAFETY_NET_MS = 300_000;
/** Tests of what only a PostgreSQL server can do (several server processes on one database). */
const postgresTests = ['apps/server/**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'tools/*/src/**/*.test.ts',
            // The repository's folder rules (scripts/boundaries.ts).
            'scripts/**/*.test.ts',
          ],
          exclude: [...apiTests, ...postgresTests, '**/node_modules/**'],
          testTimeout: SAFETY_NET_MS,
        },
      },
      {
        test: {
          name: 'api:pglite',
          environment: 'node',
          include: apiTests,
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['apps/server/test/pglite-template.setup.ts'],
          testTimeout: SAFETY_NET_MS,
          hookTimeout: SAFETY_NET_MS,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api:postgres',
                environment: 'node' as const,
                include: [...apiTests, ...postgresTests],
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: SAFETY_NET_MS,
                hookTimeout: SAFETY_NET_MS,
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
