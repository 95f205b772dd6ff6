import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE_SECRETARY_TREASURER } from '@chapter/contract/roles';
import { events, memberRoles, members, registrations, roles } from '@chapter/server/tables';
import { type Database, openDatabase } from '@chapter/server/testing';
import { eq } from 'drizzle-orm';
import pg from 'pg';

/** The generated chapter of the issue: 300 members, 30 events of 40 attendees each. */
export const CHAPTER = { members: 300, events: 30, attendeesPerEvent: 40 } as const;

export interface BenchChapter {
  /** Phone numbers of the members, the first one Secretary/Treasurer. */
  phones: string[];
  eventIds: number[];
  /** Members' database ids by index of `phones`. */
  memberIds: number[];
  /** Existing (unpaid, future) registrations: pairs the rush can cancel. */
  registered: Array<{ member: number; event: number }>;
  /** Pairs not registered: the rush registers these. */
  unregistered: Array<{ member: number; event: number }>;
}

export type DatabaseEnv = { DATA_DIR: string; DATABASE_URL?: string };

/**
 * A new, empty database for one run: a temporary PGlite folder, or a new database on the
 * PostgreSQL server of `serverUrl`. `dispose` removes it.
 */
export async function createBenchDatabase(serverUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-bench-'));
  if (!serverUrl) {
    return {
      env: { DATA_DIR: dataDir } as DatabaseEnv,
      // Where the server keeps its PGlite database inside DATA_DIR (config.ts).
      target: { kind: 'pglite' as const, dataDir: path.join(dataDir, 'pglite') },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `chapter_bench_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() } as DatabaseEnv,
    target: { kind: 'postgres' as const, url: url.toString() },
    dispose: async () => {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Migrates and fills the database with the generated chapter; events start from next week on. */
export async function generateChapter(target: Parameters<typeof openDatabase>[0]): Promise<BenchChapter> {
  const database: Database = await openDatabase(target);
  try {
    await database.migrate();
    const { db } = database;
    const phones = Array.from({ length: CHAPTER.members }, (_, i) => `0870${String(i).padStart(6, '0')}`);
    const memberRows = await db
      .insert(members)
      .values(
        phones.map((phone, i) => ({
          firstName: `สมาชิก${i + 1}`,
          lastName: `ทดสอบ${i + 1}`,
          phone,
          company: `บริษัท ${i + 1} จำกัด`,
          position: 'กรรมการผ्ูจัดการ',
        })),
      )
      .returning({ id: members.id });
    const memberIds = memberRows.map((row) => row.id);

    const [staffRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_SECRETARY_TREASURER));
    if (staffRole && memberIds[0])
      await db.insert(memberRoles).values({ memberId: memberIds[0], roleId: staffRole.id });

    const week = 7 * 24 * 60 * 60 * 1000;
    const firstStart = Date.now() + week;
    const eventRows = await db
      .insert(events)
      .values(
        Array.from({ length: CHAPTER.events }, (_, i) => ({
          name: `กิจกรรมที่ ${i + 1}`,
          locationName: 'โรงแรมในกรุงเทพฯ',
          startsAt: new Date(firstStart + i * week),
          endsAt: new Date(firstStart + i * week + 3 * 60 * 60 * 1000),
          priceSatang: 45_000,
        })),
      )
      .returning({ id: events.id });
    const eventIds = eventRows.map((row) => row.id);

    // Event i has the 40 members starting at i*10 (wrapping): every member attends 4 events.
    const registered: BenchChapter['registered'] = [];
    const attending = new Set<string>();
    eventIds.forEach((eventId, i) => {
      for (let k = 0; k < CHAPTER.attendeesPerEvent; k++) {
        const member = memberIds[(i * 10 + k) % memberIds.length] ?? 0;
        registered.push({ member, event: eventId });
        attending.add(`${member}:${eventId}`);
      }
    });
    for (let i = 0; i < registered.length; i += 500) {
      await db
        .insert(registrations)
        .values(
          registered
            .slice(i, i + 500)
            .map((pair) => ({ memberId: pair.member, eventId: pair.event, priceSatang: 45_000 })),
        );
    }
    const unregistered: BenchChapter['unregistered'] = [];
    for (const member of memberIds) {
      for (const event of eventIds) if (!attending.has(`${member}:${event}`)) unregistered.push({ member, event });
    }
    return { phones, eventIds, memberIds, registered, unregistered };
  } finally {
    await database.close();
  }
}
