import { ROLE_ADMIN } from '@chapter/contract/roles';
import { apiRoutes } from '@chapter/contract/routes';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createAdmin } from '../../../test/factories.ts';
import { agreeToLatestNotice, type Footprint, leaveFootprint } from '../../../test/member-footprint.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { listTables, query } from '../../backup/catalog.ts';
import { MEMBER_DATA } from './member-data-repository.ts';

interface Exported {
  slip_images: string[];
  tables: Record<string, Array<Record<string, unknown>>>;
}

/** Every column that points at members.id, as the database's catalog has it. */
async function memberReferences(t: TestApp): Promise<Array<{ table: string; column: string }>> {
  return query(
    t.db,
    sql`SELECT c.relname AS "table", a.attname AS "column"
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class r ON r.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        CROSS JOIN LATERAL unnest(k.conkey) AS u(attnum)
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = u.attnum
        WHERE k.contype = 'f' AND n.nspname = 'public' AND r.relname = 'members'
        ORDER BY 1, 2`,
  );
}

describe('where member data lives: one map for "my data" and erasure', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('describes every table of the database: a new table must say whether it holds member data', async () => {
    const tables = (await listTables(t.db)).map((table) => table.name).sort();
    expect(tables).toEqual(Object.keys(MEMBER_DATA).sort());
  });

  it('says of every column pointing at a member whether the row is about them or names who acted', async () => {
    const unexplained = (await memberReferences(t)).filter(({ table, column }) => {
      const rule = MEMBER_DATA[table];
      return !rule || ![...rule.memberColumns, ...rule.actorColumns].includes(column);
    });
    expect(unexplained).toEqual([]);
  });
});

describe('my data: a ZIP of everything held about the member', () => {
  let t: TestApp;
  let someone: Footprint;
  let other: Footprint;
  let exported: Exported;
  let zip: JSZip;
  let disposition: string;

  beforeAll(async () => {
    t = await startTestApp();
    other = await leaveFootprint(t);
    someone = await leaveFootprint(t, { about: other });
    const response = await call(t, apiRoutes.myData, { token: someone.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    disposition = String(response.headers['content-disposition']);
    zip = await JSZip.loadAsync(response.rawPayload);
    exported = JSON.parse(await (zip.file('data.json')?.async('string') ?? 'null'));
  });
  afterAll(() => t.close());

  it('is a download named for the day', () => {
    expect(disposition).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
  });

  it('holds a part for every table with member data, none of them empty for a member who used everything', () => {
    const withData = Object.entries(MEMBER_DATA)
      .filter(([, rule]) => rule.about !== null)
      .map(([name]) => name);
    expect(Object.keys(exported.tables).sort()).toEqual([...withData, 'events'].sort());
    const empty = withData.filter((name) => (exported.tables[name] ?? []).length === 0);
    expect(empty).toEqual([]);
  });

  it('holds every row of theirs, counted independently in each table', async () => {
    for (const [name, rule] of Object.entries(MEMBER_DATA)) {
      if (rule.memberColumns.length === 0) continue;
      const where = sql.join(
        rule.memberColumns.map((column) => sql`${sql.identifier(column)} = ${someone.id}`),
        sql` OR `,
      );
      const subjectRows =
        name === 'audit_log' ? sql` OR (subject_type = 'member' AND subject_id = ${String(someone.id)})` : sql``;
      const [row] = await query<{ n: number }>(
        t.db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)} WHERE ${where}${subjectRows}`,
      );
      // The export itself writes an audit entry after it has read the log.
      expect(exported.tables[name]?.length, name).toBe((row?.n ?? 0) - (name === 'audit_log' ? 1 : 0));
    }
    expect(exported.tables.members).toEqual([
      expect.objectContaining({ id: someone.id, phone: someone.personal.phone }),
    ]);
  });

  it('holds their slip images, byte for byte', async () => {
    const slips = exported.tables.payment_slips ?? [];
    expect(exported.slip_images).toHaveLength(slips.length);
    for (const slip of slips) {
      const name = `slips/slip-${slip.id}.jpg`;
      const inZip = await zip.file(name)?.async('nodebuffer');
      expect(inZip, name).toEqual(await t.blobs.get(String(slip.image_key)));
    }
  });

  it('holds nothing about anyone else, and no secret hashes', () => {
    const text = JSON.stringify(exported);
    for (const value of Object.values(other.personal)) expect(text, value).not.toContain(value);
    expect(text).not.toMatch(/token_hash|code_hash/);
    const acting = (exported.tables.audit_log ?? []).find(
      (entry) => entry.action === 'member.line_unbind' && entry.actor_id === someone.id,
    );
    expect(acting).toBeDefined();
    expect(acting).not.toHaveProperty('details');
    expect(acting).not.toHaveProperty('subject_id');
  });

  it('is written to the audit log as the member', async () => {
    const [entry] = await query<{ actor_id: number; details: unknown }>(
      t.db,
      sql`SELECT actor_id, details FROM audit_log WHERE action = 'privacy.export' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({ actor_id: someone.id, details: { images: 2 } });
  });
});

describe('my data: what staff did to the member, never from where', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("shows staff's action on the member with when and the staff role, without the staff member's address", async () => {
    const someone = await leaveFootprint(t);
    const staff = await createAdmin(t.db);
    await agreeToLatestNotice(t, staff.id);
    const staffAddress = '198.51.100.23';
    const unbound = await call(t, apiRoutes.removeLineBinding, {
      params: { memberId: someone.id },
      token: await t.login(staff.phone),
      remoteAddress: staffAddress,
    });
    expect(unbound.statusCode).toBe(200);
    // Unbinding ended their sessions: they sign in again to download.
    const response = await call(t, apiRoutes.myData, { token: await t.login(someone.personal.phone) });
    const zip = await JSZip.loadAsync(response.rawPayload);
    const text = (await zip.file('data.json')?.async('string')) ?? '';
    const exported: Exported = JSON.parse(text);
    expect(text).not.toContain(staffAddress);
    const entry = (exported.tables.audit_log ?? []).find((row) => row.action === 'member.line_unbind');
    expect(entry).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      action: 'member.line_unbind',
      subject_type: 'member',
      subject_id: String(someone.id),
      details: { lineUserId: someone.personal.lineUserId },
      actor_roles: [ROLE_ADMIN],
    });
  });
});
