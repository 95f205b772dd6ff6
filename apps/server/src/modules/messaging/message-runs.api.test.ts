import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FakeLine, startFakeLine } from '@chapter/fake-line/server';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openForSeeding } from '../../../test/crash-support.ts';
import { createEvent, createMember, createRegistration, createStaff } from '../../../test/factories.ts';
import {
  CHANNEL_ACCESS_TOKEN,
  CHANNEL_ID,
  MESSAGING_CHANNEL_SECRET,
  startLineTestApp,
} from '../../../test/line-test-app.ts';
import { type ServerProcess, startServerProcess } from '../../../test/server-process.ts';
import { createDurableTarget } from '../../../test/test-database.ts';
import type { DatabaseTarget } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { openDatabase } from '../../db/client.ts';
import { messageOutbox, messageRuns, reminderRules } from '../../db/schema/index.ts';
import { bangkokTime } from '../../lib/bangkok-time.ts';
import type { RunPlan } from './runs/plan.ts';

const MEMBERS = 6;

/** Members who owe and have LINE, each a LINE user of the fake. */
async function seedOwingMembers(db: Db, line: FakeLine) {
  const staff = await createStaff(db);
  const event = await createEvent(db, { startsAt: bangkokTime(2027, 5, 1, 9) });
  const users: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const user = line.addUser({ displayName: `สมาชิก ${i}` });
    const member = await createMember(db, { lineUserId: user.userId });
    await createRegistration(db, { memberId: member.id, eventId: event.id });
    users.push(user.userId);
  }
  return { staff, users };
}

/** Each LINE user got exactly one message, each under its own retry key. */
function expectOncePerUser(line: FakeLine, users: string[]) {
  const delivered = line.messages.flatMap((message) => message.to);
  expect(delivered.sort()).toEqual([...users].sort());
  const keys = line.messages.map((message) => message.retryKey);
  expect(new Set(keys).size).toBe(keys.length);
}

describe('message runs across processes and crashes (ADR 29)', () => {
  const disposers: Array<() => Promise<unknown> | unknown> = [];
  afterAll(async () => {
    for (const dispose of disposers.reverse()) await dispose();
  });

  it('a process killed after LINE took a message, before it heard so, is finished by the next one with no member messaged twice', async () => {
    const line = await startFakeLine({
      loginChannels: [CHANNEL_ID],
      liffApps: [],
      messagingAccessToken: CHANNEL_ACCESS_TOKEN,
    });
    disposers.push(() => line.close());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-runs-'));
    disposers.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const durable = await createDurableTarget();
    disposers.push(durable.dispose);
    const target: DatabaseTarget =
      durable.target.kind === 'pglite' ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') } : durable.target;
    const seeded = await openForSeeding(target);
    const { users } = await seedOwingMembers(seeded.db, line);
    // Staff's reminder to every member who owes, queued for a worker to take up.
    const plan: RunPlan = { audience: { type: 'owing' }, content: { type: 'reminder' }, reminder: true };
    await seeded.db
      .insert(messageRuns)
      .values({ key: 'manual:crash', kind: 'manual', plan: { ...plan }, dueAt: new Date() });
    await seeded.close();

    const env = {
      DATA_DIR: dataDir,
      ...(target.kind === 'postgres' && { DATABASE_URL: target.url }),
      LINE_CHANNEL_ACCESS_TOKEN: CHANNEL_ACCESS_TOKEN,
      LINE_CHANNEL_SECRET: MESSAGING_CHANNEL_SECRET,
      LINE_API_BASE_URL: line.url,
      MESSAGE_BEAT_SECONDS: '1',
      MESSAGE_LEASE_SECONDS: '2',
    };
    // LINE takes the first message but its answer never reaches the process, which then dies.
    line.holdNext({ path: '/v2/bot/message/push', times: 1 });
    let server = await startServerProcess(env);
    disposers.push(() => server.kill());
    await vi.waitUntil(() => line.held === 1, { timeout: 120_000, interval: 20 });
    await server.kill();
    expect(line.messages).toHaveLength(1);

    server = await startServerProcess(env);
    await vi.waitUntil(() => line.messages.length >= MEMBERS, { timeout: 120_000, interval: 50 });
    const database: Database = await waitForRunDone(server, target);
    await server.stop();
    try {
      expectOncePerUser(line, users);
      // The message whose answer was lost was sent again under its key, and LINE said it had it.
      const heldKey = line.messages[0]?.retryKey;
      const attempts = line.received.filter((request) => request.headers['x-line-retry-key'] === heldKey);
      expect(attempts.length).toBeGreaterThanOrEqual(2);
      const rows = await database.db.select().from(messageOutbox);
      expect(rows.map((row) => row.status)).toEqual(Array(MEMBERS).fill('sent'));
      const [run] = await database.db.select().from(messageRuns);
      expect(run?.status).toBe('done');
    } finally {
      await database.close();
    }
  }, 120_000);

  async function waitForRunDone(server: ServerProcess, target: DatabaseTarget): Promise<Database> {
    // PGlite is one process's: stop the server before the test opens the folder.
    if (target.kind === 'pglite') {
      await vi.waitUntil(async () => (await fetch(`${server.url}/api/health/`)).ok, { timeout: 60_000 });
      await server.stop();
      return openDatabase(target);
    }
    const database = await openDatabase(target);
    await vi.waitUntil(async () => (await database.db.select().from(messageRuns))[0]?.status === 'done', {
      timeout: 120_000,
      interval: 50,
    });
    return database;
  }
});

// Several processes share a database only on PostgreSQL (PGlite belongs to one process), so this
// part is the PostgreSQL project's alone; the crash above runs on both engines.
if (process.env.TEST_DB_KIND === 'postgres')
  describe('two server processes on one PostgreSQL', () => {
    it('each scheduled reminder goes to each member once, however both processes tick', async () => {
      const durable = await createDurableTarget('postgres');
      const line = await startFakeLine({
        loginChannels: [CHANNEL_ID],
        liffApps: [],
        messagingAccessToken: CHANNEL_ACCESS_TOKEN,
      });
      const seeded = await openForSeeding(durable.target);
      const { staff, users } = await seedOwingMembers(seeded.db, line);
      let clock = bangkokTime(2026, 10, 30, 8);
      await seeded.db
        .insert(reminderRules)
        .values({ kind: 'weekly', weekday: 1, minuteOfDay: 9 * 60, createdBy: staff.id, createdAt: clock });
      await seeded.close();
      const a = await startLineTestApp({ now: () => clock, line, database: await openDatabase(durable.target) });
      const b = await startLineTestApp({ now: () => clock, line, database: await openDatabase(durable.target) });
      try {
        clock = bangkokTime(2026, 10, 30, 9);
        await Promise.all([a.app.messageJobs.tick(), b.app.messageJobs.tick(), a.app.messageJobs.tick()]);
        await Promise.all([a.app.messageJobs.tick(), b.app.messageJobs.tick()]);
        expectOncePerUser(line, users);
        const runs = await a.db.select().from(messageRuns).where(eq(messageRuns.kind, 'rule'));
        expect(runs).toHaveLength(1);
        expect(runs[0]?.status).toBe('done');
      } finally {
        await a.close();
        await b.close();
        await line.close();
        await durable.dispose();
      }
    }, 60_000);
  });
