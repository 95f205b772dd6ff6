import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildGraph, readRepoSources, readWorkspaces, type Workspace } from './boundaries.ts';
import { importCycles, serverEntries, webLayers } from './import-rules.ts';
import { folderCycles, serverFloors, serviceRepositories, sqlInRepositories } from './server-rules.ts';

/**
 * The house rules of issue 33 over the real tree (no list of allowed exceptions: each passes on the
 * whole tree), then each over made-up sources, to show it fails when it should.
 */
const root = path.resolve(import.meta.dirname, '..');
const workspaces = readWorkspaces(root);
const graph = buildGraph(readRepoSources(root), workspaces);

describe('the house rules hold on the real tree', () => {
  it('are read from every workspace and from scripts/', () => {
    const paths = graph.map((file) => file.path);
    expect(paths).toContain('scripts/server-rules.ts');
    expect(paths).toContain('apps/server/src/app.ts');
    expect(graph.filter((file) => file.queries > 0).length).toBeGreaterThan(10);
  });

  it('every server file stands on a floor and imports only its floor and the ones below', () => {
    expect(serverFloors(graph)).toEqual([]);
  });

  it('no module’s service uses another module’s repository', () => {
    expect(serviceRepositories(graph)).toEqual([]);
  });

  it('SQL is written only in repositories (and in db/, the backup and the demo)', () => {
    expect(sqlInRepositories(graph)).toEqual([]);
  });

  it('no files import each other, type-only imports included', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('no two server folders import each other, even through a third', () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  it('shared web code imports no feature nor the app, and no feature imports the app', () => {
    expect(webLayers(graph)).toEqual([]);
  });

  it('e2e and bench reach the server only through the entries its package.json names', () => {
    expect(serverEntries(graph, workspaces)).toEqual([]);
  });
});

describe('each house rule reports a made-up breach', () => {
  const madeUpWorkspaces: Workspace[] = [
    { name: '@chapter/contract', dir: 'packages/contract', exports: { './*': './src/*.ts' } },
    { name: '@chapter/server', dir: 'apps/server', exports: { './demo': './src/demo/index.ts' } },
  ];
  const graphOf = (sources: Record<string, string>) => buildGraph(new Map(Object.entries(sources)), madeUpWorkspaces);

  it('a file on a lower floor importing a higher one, and a server file on no floor', () => {
    const found = serverFloors(
      graphOf({
        'apps/server/src/lib/notices.ts': "import { plan } from '../modules/messaging/runs/plan.ts';",
        'apps/server/src/db/client.ts': "import type { AppConfig } from '../config.ts';",
        'apps/server/src/modules/auth/module.ts': "import type { AppParts } from '../../app-parts.ts';",
        'apps/server/src/app-parts.ts': 'export interface AppParts {}',
        'apps/server/src/config.ts': "import type { S3Storage } from './blobs/s3-blob-store.ts';",
        // A module may use lib/ and db/, and the top may use anything.
        'apps/server/src/modules/events/service.ts': "import { audit } from '../../lib/audit.ts';",
        'apps/server/src/app.ts': "import { x } from './modules/auth/module.ts';",
      }),
    );
    expect(found).toEqual([
      'apps/server/src/app-parts.ts stands on no floor (put it in a folder ARCHITECTURE.md names)',
      "apps/server/src/lib/notices.ts imports '../modules/messaging/runs/plan.ts' (lib is below modules: move the shared part down)",
      "apps/server/src/modules/auth/module.ts imports '../../app-parts.ts' (modules is below no floor: move the shared part down)",
      "apps/server/src/config.ts imports './blobs/s3-blob-store.ts' (ground is below outside services, plugins and backup: move the shared part down)",
    ]);
  });

  it('a service importing another module’s repository, but not its own nor a repository building on one', () => {
    const found = serviceRepositories(
      graphOf({
        'apps/server/src/modules/auth/service.ts': [
          "import { LineAccountsRepository } from '../line-accounts/repository.ts';",
          "import { AuthRepository } from './repository.ts';",
          "import type { LineAccountsService } from '../line-accounts/claims-service.ts';",
        ].join('\n'),
        'apps/server/src/modules/members/profile/service.ts':
          "import { owed } from '../../books/registration-repository.ts';",
        'apps/server/src/modules/payments/validation-repository.ts':
          "import { owed } from '../books/registration-repository.ts';",
      }),
    );
    expect(found).toEqual([
      "apps/server/src/modules/auth/service.ts imports '../line-accounts/repository.ts' (module auth asks module line-accounts’s service, not its repository)",
      "apps/server/src/modules/members/profile/service.ts imports '../../books/registration-repository.ts' (module members asks module books’s service, not its repository)",
    ]);
  });

  it('drizzle-orm, the schema or a query-builder call outside a repository, even in lib/', () => {
    const found = sqlInRepositories(
      graphOf({
        'apps/server/src/modules/privacy/erasure-service.ts': [
          "import { eq } from 'drizzle-orm';",
          "import { members } from '../../db/schema/index.ts';",
          'await tx.update(members).set({ erasedAt: now });',
        ].join('\n'),
        'apps/server/src/lib/audit.ts': 'export const audit = (tx) => tx.insert(table).values(row);',
        'apps/server/src/modules/settings/service.ts': "import type { SQL } from 'drizzle-orm/sql';",
        // A repository, the schema, a transaction and the whole-database tools may.
        'apps/server/src/modules/privacy/erasure-repository.ts':
          "import { eq } from 'drizzle-orm';\nawait tx.delete(x);",
        'apps/server/src/db/schema/members.ts': "import { pgTable } from 'drizzle-orm/pg-core';",
        'apps/server/src/modules/events/service.ts':
          'await this.db.transaction(async (tx) => this.repository.save(tx));',
        'apps/server/src/backup/create-backup.ts': "import { sql } from 'drizzle-orm';",
      }),
    );
    expect(found).toEqual([
      "apps/server/src/modules/privacy/erasure-service.ts imports 'drizzle-orm' (SQL is written in a repository)",
      "apps/server/src/modules/privacy/erasure-service.ts imports '../../db/schema/index.ts' (tables are queried in a repository)",
      "apps/server/src/modules/settings/service.ts imports 'drizzle-orm/sql' (SQL is written in a repository)",
      'apps/server/src/modules/privacy/erasure-service.ts makes 1 query-builder call(s) (SQL is written in a repository)',
      'apps/server/src/lib/audit.ts makes 1 query-builder call(s) (SQL is written in a repository)',
    ]);
  });

  it('files that import each other, through a third and for types only', () => {
    const found = importCycles(
      graphOf({
        'bench/src/aims.ts': "import type { Run } from './run.ts';",
        'bench/src/run.ts': "import { table } from './tables.ts';",
        'bench/src/tables.ts': "import type { Aim } from './aims.ts';",
        'apps/web/src/lib/a.ts': "import { b } from './b.ts';",
        'apps/web/src/lib/b.ts': 'export const b = 1;',
      }),
    );
    expect(found).toEqual([
      'bench/src/aims.ts, bench/src/run.ts, bench/src/tables.ts import each other (one of them should own the shared part)',
    ]);
  });

  it('server folders that import each other, through a third', () => {
    const found = folderCycles(
      graphOf({
        'apps/server/src/blobs/orphan-sweep.ts': "import { keys } from '../backup/slip-images.ts';",
        'apps/server/src/backup/create-backup.ts': "import { FsBlobStore } from '../blobs/fs-blob-store.ts';",
        'apps/server/src/modules/payments/service.ts': "import { owed } from '../books/money.ts';",
        'apps/server/src/modules/books/money.ts': "import { text } from '../messaging/texts.ts';",
        'apps/server/src/modules/messaging/texts.ts': "import { pay } from '../payments/service.ts';",
        // One way only, and inside one folder, is fine.
        'apps/server/src/modules/events/service.ts':
          "import { owed } from '../books/money.ts';\nimport './repository.ts';",
        'apps/server/src/modules/events/repository.ts': "import './service.ts';",
      }),
    );
    expect(found).toEqual([
      "the server's parts backup, blobs import each other (cut the tie so one is below the other)",
      "the server's parts modules/books, modules/messaging, modules/payments import each other (cut the tie so one is below the other)",
    ]);
  });

  it('shared web code importing a feature or the app, and a feature importing the app, but not a test', () => {
    const found = webLayers(
      graphOf({
        'apps/web/src/components/qr.tsx': "import { usePay } from '../features/payment/api/pay.ts';",
        'apps/web/src/i18n/th.ts': "import { routes } from '../app/router.tsx';",
        'apps/web/src/features/profile/components/card.tsx': "import { Layout } from '../../../app/layout.tsx';",
        'apps/web/src/features/profile/components/card.test.tsx': "import { router } from '../../../app/router.tsx';",
        'apps/web/src/app/router.tsx': "import { Card } from '../features/profile/components/card.tsx';",
      }),
    );
    expect(found).toEqual([
      "apps/web/src/components/qr.tsx imports '../features/payment/api/pay.ts' (shared code imports a feature: what is shared moves down)",
      "apps/web/src/i18n/th.ts imports '../app/router.tsx' (shared code imports the app: what is shared moves down)",
      "apps/web/src/features/profile/components/card.tsx imports '../../../app/layout.tsx' (a feature imports the app: what is shared moves down)",
    ]);
  });

  it('e2e or bench reaching into the server’s folders, or through an entry it does not name', () => {
    const found = serverEntries(
      graphOf({
        'e2e/tests/line-api.ts': "import { demoPeople } from '../../apps/server/src/demo/people.ts';",
        'bench/src/chapter.ts': "import { openDatabase } from '@chapter/server/src/db/client.ts';",
        'e2e/tests/slips.ts': "import { demoPeople } from '@chapter/server/demo';",
        'apps/server/src/demo/index.ts': "export { demoPeople } from './people.ts';",
        'apps/server/src/demo/people.ts': 'export const demoPeople = [];',
        'apps/server/src/db/client.ts': 'export const openDatabase = 1;',
      }),
      madeUpWorkspaces,
    );
    expect(found).toEqual([
      "e2e/tests/line-api.ts imports '../../apps/server/src/demo/people.ts' (the server is reached through an entry its package.json names)",
      "bench/src/chapter.ts imports '@chapter/server/src/db/client.ts' (the server is reached through an entry its package.json names)",
    ]);
  });
});
