import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appSeparation,
  buildGraph,
  featureImports,
  fileLength,
  MAX_LINES,
  readRepoSources,
  readWorkspaces,
  routeLayering,
  type Workspace,
} from './boundaries.ts';

/**
 * Files allowed past the line limit, each to be split and then removed from here (the test fails
 * once one is under the limit, so the list only shrinks). Empty: keep it so.
 */
const ALLOWED_LONG_FILES: string[] = [];

const root = path.resolve(import.meta.dirname, '..');
const graph = buildGraph(readRepoSources(root), readWorkspaces(root));

describe('the repository’s boundaries', () => {
  it('are checked on the real sources, imports resolved through the workspaces', () => {
    // A graph read from nothing would pass every rule below.
    const routes = graph.find((file) => file.path === 'apps/server/src/modules/payments/routes.ts');
    expect(routes?.imports.map((imported) => imported.target)).toContain('packages/contract/src/routes.ts');
    expect(graph.some((file) => file.path.startsWith('apps/web/src/features/'))).toBe(true);
  });

  it('no web feature imports another feature', () => {
    expect(featureImports(graph)).toEqual([]);
  });

  it('no server route file imports a repository, the database or drizzle-orm', () => {
    expect(routeLayering(graph)).toEqual([]);
  });

  it('the web app and the server import each other only through packages/contract, which imports neither', () => {
    expect(appSeparation(graph)).toEqual([]);
  });

  it(`no source file is longer than ${MAX_LINES} lines, and the allowed list holds only files still over`, () => {
    expect(fileLength(graph, ALLOWED_LONG_FILES)).toEqual([]);
  });
});

/** The same rules over made-up sources, to show that each of them fails when it should. */
describe('each boundary rule reports a made-up violation', () => {
  const workspaces: Workspace[] = [
    { name: '@chapter/contract', dir: 'packages/contract', exports: { './*': './src/*.ts' } },
  ];
  const graphOf = (sources: Record<string, string>) => buildGraph(new Map(Object.entries(sources)), workspaces);

  it('a web feature importing another feature, found through a relative path', () => {
    const found = featureImports(
      graphOf({
        'apps/web/src/features/payment/components/pay.tsx': [
          "import { format } from '../../../lib/format.ts';",
          "import { SlipList } from '../../payment-validation/components/slip-list.tsx';",
        ].join('\n'),
        'apps/web/src/features/payment/api/pay.ts': "import { pay } from './pay-helpers';",
        'apps/web/src/features/payment-validation/components/slip-list.tsx': 'export const SlipList = 1;',
      }),
    );
    expect(found).toEqual([
      "apps/web/src/features/payment/components/pay.tsx imports '../../payment-validation/components/slip-list.tsx' (feature payment reaches into feature payment-validation)",
    ]);
  });

  it('a route file importing a repository, the database client or drizzle-orm, even for types or lazily', () => {
    const found = routeLayering(
      graphOf({
        'apps/server/src/modules/events/admin-routes.ts': [
          "import type { AdminEventsService } from './admin-service.ts';",
          "import { AdminEventsRepository } from './admin-repository.ts';",
        ].join('\n'),
        'apps/server/src/modules/system/routes.ts': [
          "import { sql } from 'drizzle-orm';",
          "import type { Db } from '../../db/client.ts';",
          "const schema = await import('../../db/schema/index.ts');",
        ].join('\n'),
        // A service may use both: the rule is about route files only.
        'apps/server/src/modules/events/admin-service.ts': "import { eq } from 'drizzle-orm';",
      }),
    );
    expect(found).toEqual([
      "apps/server/src/modules/events/admin-routes.ts imports './admin-repository.ts' (a route reaches a repository through a service)",
      "apps/server/src/modules/system/routes.ts imports 'drizzle-orm' (a route queries through a service)",
      "apps/server/src/modules/system/routes.ts imports '../../db/client.ts' (a route reaches the database through a service)",
      "apps/server/src/modules/system/routes.ts imports '../../db/schema/index.ts' (a route reaches the database through a service)",
    ]);
  });

  it('the web app importing the server, the server the web app, or the contract an app', () => {
    const found = appSeparation(
      graphOf({
        'apps/web/src/lib/session.ts': "import type { AuthMember } from '../../../server/src/plugins/auth.ts';",
        'apps/server/src/plugins/web-app.ts': "import { th } from '../../../web/src/i18n/th.ts';",
        'packages/contract/src/routes.ts': "export { x } from '../../../apps/server/src/lib/x.ts';",
        // Both sides may import the contract, by its package name.
        'apps/web/src/lib/api-client.ts': "import { pathOf } from '@chapter/contract/route';",
      }),
    );
    expect(found).toEqual([
      "apps/web/src/lib/session.ts imports '../../../server/src/plugins/auth.ts' (the web app talks to the server only through packages/contract)",
      "apps/server/src/plugins/web-app.ts imports '../../../web/src/i18n/th.ts' (the server knows the web app only through packages/contract)",
      "packages/contract/src/routes.ts imports '../../../apps/server/src/lib/x.ts' (the contract is shared by the apps, so it imports neither)",
    ]);
  });

  it('a source file over the limit, but not a test; and an allowed file that is no longer over it', () => {
    const long = 'const line = 1;\n'.repeat(MAX_LINES + 1);
    const found = fileLength(
      graphOf({
        'apps/server/src/modules/payments/service.ts': long,
        'apps/server/src/modules/payments/payments.api.test.ts': long,
        'apps/server/src/app.ts': 'const line = 1;\n'.repeat(MAX_LINES),
      }),
      ['apps/server/src/app.ts'],
    );
    expect(found).toEqual([
      `apps/server/src/modules/payments/service.ts has ${MAX_LINES + 1} lines (more than ${MAX_LINES}: split it by what each part does)`,
      `apps/server/src/app.ts is no longer over ${MAX_LINES} lines: remove it from the allowed list`,
    ]);
  });
});
