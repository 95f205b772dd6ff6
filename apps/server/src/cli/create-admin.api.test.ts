import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createDurableTarget } from '../../test/test-database.ts';
import type { DatabaseTarget } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { auditLog, members } from '../db/schema/index.ts';

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * `npm run admin -- create-admin` as an operator runs it, on an empty database: a new PGlite folder,
 * or a new database on the PostgreSQL server under test.
 */
describe('the create-admin command', () => {
  let target: DatabaseTarget;
  let env: NodeJS.ProcessEnv;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const base = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'silent',
      LIFF_ID_PROFILE: '1656000001-Profile',
    };
    if (process.env.TEST_DB_KIND === 'postgres') {
      const durable = await createDurableTarget();
      target = durable.target;
      dispose = durable.dispose;
      env = { ...base, DATABASE_URL: (target as { url: string }).url, DEMO_MODE: 'false' };
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-cli-'));
      target = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
      dispose = async () => rmSync(dataDir, { recursive: true, force: true });
      env = { ...base, DATA_DIR: dataDir, DEMO_MODE: 'false' };
    }
  });
  afterAll(() => dispose());

  const admin = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], { cwd: repositoryRoot, env });

  it('creates the first admin on an empty database, who can then log in to the back office', async () => {
    const { stdout } = await admin(
      'create-admin',
      '--phone',
      '081-234-5678',
      '--first-name',
      'สมศักดิ์',
      '--last-name',
      'ใจดี',
    );
    expect(stdout).toContain('Created สมศักดิ์ ใจดี (0812345678) with the Admin role');
    const link = /https:\/\/liff\.line\.me\/1656000001-Profile\?invite=([\w-]+)/.exec(stdout);
    expect(link, stdout).not.toBeNull();

    const database = await openDatabase(target);
    const t = await startTestApp({ database });
    try {
      const token = await t.login('0812345678');
      const settings = await call(t, apiRoutes.adminSettings, { headers: { authorization: `Bearer ${token}` } });
      expect(settings.statusCode).toBe(200);
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.create_admin'));
      expect(entry).toMatchObject({ actorId: null, details: { via: 'command line', created: true } });
    } finally {
      await t.close();
    }
    // The printed link binds the LINE account that opens it (the demo's LINE stands in here).
    const again = await openDatabase(target);
    const demo = await startTestApp({ database: again, config: { demoMode: true } });
    try {
      const response = await call(demo, apiRoutes.liffLogin, {
        body: { invitation: link?.[1], liff_access_token: `demo-liff:Udemo${'ad'.repeat(14)}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().member.first_name).toBe('สมศักดิ์');
      const [admin] = await demo.db.select().from(members).where(eq(members.phone, '0812345678'));
      expect(admin?.lineUserId).toBe(`Udemo${'ad'.repeat(14)}`);
    } finally {
      await demo.close();
    }
  });

  it('run again for the same phone, keeps one member and leaves them an active admin', async () => {
    const database = await openDatabase(target);
    await database.db.update(members).set({ active: false });
    await database.close();
    const { stdout } = await admin('create-admin', '--phone', '+66812345678', '--first-name', 'ส', '--last-name', 'จ');
    expect(stdout).toContain('already belonged to member');
    const again = await openDatabase(target);
    try {
      const rows = await again.db.select().from(members);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ active: true, firstName: 'สมศักดิ์' });
    } finally {
      await again.close();
    }
  });

  it('refuses a bad phone or a missing name with the usage, and exits non-zero', async () => {
    await expect(
      admin('create-admin', '--phone', '12345', '--first-name', 'ก', '--last-name', 'ข'),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not a Thai phone number'),
    });
    await expect(admin('create-admin', '--phone', '0812345678')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--first-name and --last-name are required'),
    });
    await expect(admin('make-coffee')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Usage') });
  });
});
