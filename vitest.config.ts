import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every workspace: unit tests, API tests (on PGlite, and again on a PostgreSQL
 * server when TEST_DATABASE_URL is set) and the web app's component tests.
 */
const apiTests = ['apps/server/**/*.api.test.ts'];
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
        },
      },
      {
        test: {
          name: 'api:pglite',
          environment: 'node',
          include: apiTests,
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['apps/server/test/pglite-template.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
