import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoutes } from '@chapter/contract/routes';
import { sql } from 'drizzle-orm';
import type { BlobStore } from '../src/blobs/blob-store.ts';
import { FsBlobStore } from '../src/blobs/fs-blob-store.ts';
import type { DatabaseTarget } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import {
  attendance,
  cashUpClosings,
  lineClaims,
  lineFollows,
  lineRichMenuLinks,
  lineRichMenus,
  lineWebhookEvents,
  loginCodes,
  meetingClosings,
} from '../src/db/schema/index.ts';
import { call } from './call.ts';
import {
  createAdmin,
  createEvent,
  createMember,
  createRegistration,
  createStaff,
  createVisitorHost,
} from './factories.ts';
import { distinctSlip } from './slip-images.ts';
import type { TestApp } from './test-app.ts';
import { createDurableTarget } from './test-database.ts';

/** Where a chapter lives for the command line: a database and DATA_DIR (its images under blobs/). */
export interface Place {
  target: DatabaseTarget;
  dataDir: string;
  blobDir: string;
  blobs: FsBlobStore;
  /** The environment the commands are run with to reach this place. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function newPlace(kind: DatabaseTarget['kind']): Promise<Place> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-backup-'));
  const blobDir = path.join(dataDir, 'blobs');
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  const place = { dataDir, blobDir, blobs: new FsBlobStore(blobDir) };
  if (kind === 'pglite') {
    return {
      ...place,
      target: { kind, dataDir: path.join(dataDir, 'pglite') },
      env: { DATA_DIR: dataDir },
      dispose: removeDir,
    };
  }
  const durable = await createDurableTarget('postgres');
  return {
    ...place,
    target: durable.target,
    env: { DATA_DIR: dataDir, DATABASE_URL: (durable.target as { url: string }).url },
    dispose: async () => {
      await durable.dispose();
      await removeDir();
    },
  };
}

/** Every blob of a store, as `filesIn` gives a folder's files. */
export async function blobsIn(store: BlobStore): Promise<Record<string, string>> {
  const keys = (await store.list()).map((blob) => blob.key).sort();
  return Object.fromEntries(
    await Promise.all(keys.map(async (key) => [key, (await store.get(key))?.toString('base64') ?? ''])),
  );
}

/** Every file under a folder, by its path relative to it, as base64: equal only if every byte is. */
export function filesIn(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return Object.fromEntries(files.map((file) => [path.relative(dir, file), readFileSync(file).toString('base64')]));
}

/**
 * Every row of every table of the public schema, as PostgreSQL's JSON text with timestamps in UTC,
 * sorted, and each sequence's last value. Listed from the catalog on its own, not with the backup's
 * code, so a table the backup missed shows up here. UNLOGGED tables hold no chapter data (the
 * shared rate limits' windows, ADR 38) and are left out, as the backup leaves them.
 */
export async function contents(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const rowsOf = async <T>(statement: ReturnType<typeof sql>) =>
      ((await tx.execute(statement)) as unknown as { rows: T[] }).rows;
    const tables = await rowsOf<{ name: string }>(
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relpersistence = 'p' ORDER BY 1`,
    );
    const result: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = await rowsOf<{ row: string }>(
        sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(name)} t ORDER BY 1`,
      );
      result[name] = rows.map((r) => r.row);
    }
    const sequences = await rowsOf<{ name: string; last: string | null }>(
      sql`SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
    );
    for (const { name, last } of sequences) result[`sequence ${name}`] = [String(last)];
    return result;
  });
}

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const dataUrl = (name: string, type: string) => `data:${type};base64,${fixture(name).toString('base64')}`;

/**
 * A small chapter with something in every table, made mostly through the API: an admin, staff, a
 * member bound to LINE, an inactive one; an event with an early bird and a cancelled one; paid,
 * unpaid and cancelled registrations; slip images (one validated, one deleted, so ids have a gap);
 * settings, a message, a reminder rule, a login code, a revoked token, and an audit entry whose JSON numbers
 * JavaScript could not hold exactly. Its images are then put in `blobDir`.
 */
export async function buildChapter(t: TestApp, blobDir: string) {
  const expectStatus = async (response: Promise<{ statusCode: number; body: string }>, status: number) => {
    const { statusCode, body } = await response;
    if (statusCode !== status) throw new Error(`expected ${status}, got ${statusCode}: ${body}`);
  };
  const admin = await createAdmin(t.db);
  const staff = await createStaff(t.db);
  const bound = await createMember(t.db, {
    lineUserId: `U${'0123456789abcdef'.repeat(2)}`,
    lineDisplayName: 'สมชาย 🌸',
    lineBoundAt: new Date(),
    company: 'บริษัท "คำพูด" \\ จำกัด\nบรรทัดที่สอง',
    website: 'https://example.co.th',
  });
  const unpaid = await createMember(t.db);
  await createMember(t.db, { active: false });
  const start = new Date(Date.now() + 14 * 24 * 3600_000);
  const meeting = await createEvent(t.db, {
    startsAt: start,
    endsAt: new Date(start.getTime() + 3 * 3600_000),
    earlyBirdPriceSatang: 40_000,
    earlyBirdEndsAt: new Date(start.getTime() - 24 * 3600_000),
  });
  const cancelled = await createEvent(t.db, { cancelledAt: new Date() });
  const now = new Date();
  await createRegistration(t.db, {
    memberId: bound.id,
    eventId: meeting.id,
    paidAt: now,
    confirmedBy: staff.id,
    bniVerifiedAt: now,
    bniVerifiedBy: staff.id,
  });
  await createRegistration(t.db, { memberId: unpaid.id, eventId: meeting.id });
  await createRegistration(t.db, { memberId: unpaid.id, eventId: cancelled.id, cancelledAt: now });

  const member = await t.login(bound.phone);
  // Pictures of their own where the fixture would repeat: the server refuses a picture it holds (ADR 28).
  const upload = (image: string) => call(t, apiRoutes.createSlip, { token: member, body: { image, amount: 450 } });
  const first = (await upload(await distinctSlip('png'))).json<{ id: number }>();
  await expectStatus(upload(dataUrl('phone-photo-gps.jpg', 'image/jpeg')), 201);
  const deleted = (await upload(await distinctSlip('webp'))).json<{ id: number }>();
  await expectStatus(call(t, apiRoutes.deleteSlip, { params: { id: deleted.id }, token: member }), 200);
  const staffToken = await t.login(staff.phone);
  // Staff take the first slip as credit: a confirmation in the books, the slip accepted into it.
  await expectStatus(
    call(t, apiRoutes.acceptSlipsAsCredit, { token: staffToken, body: { payments: [first.id] } }),
    200,
  );

  const adminToken = await t.login(admin.phone);
  await expectStatus(
    call(t, apiRoutes.adminUpdateSettings, {
      token: adminToken,
      body: {
        chapter_name: 'ชาปเตอร์สำรอง',
        bank_name: 'ธนาคารทดสอบ',
        bank_account_holder: null,
        bank_account_number: '123-4-56789-0',
      },
    }),
    200,
  );
  await expectStatus(
    call(t, apiRoutes.sendPushMessage, {
      token: staffToken,
      body: { members: [bound.id, unpaid.id], message: 'เตือนค่าประชุม 450 บาท' },
    }),
    200,
  );
  // LINE accounts: an invitation made by staff (the API; only its hash is stored) and a claim.
  await expectStatus(
    call(t, apiRoutes.createLineInvitations, { token: staffToken, body: { members: [unpaid.id] } }),
    201,
  );
  await expectStatus(
    call(t, apiRoutes.createReminderRule, {
      token: staffToken,
      body: { kind: 'weekly', weekday: 1, time: '09:00', message: 'คุณ{ชื่อ} ค้าง {ยอดค้าง} บาท' },
    }),
    201,
  );
  await t.db
    .insert(lineClaims)
    .values({ lineUserId: `U${'fedcba9876543210'.repeat(2)}`, lineDisplayName: 'ผู้ขอ 🌼', phone: unpaid.phone });
  await expectStatus(call(t, apiRoutes.signOut, { token: staffToken }), 200);
  await t.db
    .insert(loginCodes)
    .values({ memberId: bound.id, codeHash: 'f'.repeat(64), expiresAt: new Date(Date.now() + 300_000) });
  await t.db.execute(
    sql`INSERT INTO audit_log (action, details) VALUES ('test.precision', '{"baht": 1.50, "big": 12345678901234567890}'::jsonb)`,
  );
  // Meeting day (issue 34): the weekly series and its meetings, a substitute, the visitors' notice.
  await expectStatus(
    call(t, apiRoutes.adminSaveMeetingSeries, {
      token: adminToken,
      body: {
        name: 'ประชุม "เช้า" ประจำสัปดาห์',
        weekday: 4,
        start_time: '06:30',
        end_time: '08:30',
        location_name: 'โรงแรม',
        price: 450,
        visitor_fee: 650.5,
        substitute_fee: 600,
        weeks_ahead: 2,
      },
    }),
    200,
  );
  const [nextMeeting] = (await call(t, apiRoutes.adminMeetingSeries, { token: adminToken })).json().meetings;
  await expectStatus(
    call(t, apiRoutes.sendSubstitute, {
      token: member,
      params: { id: nextMeeting.id },
      body: { first_name: 'สมปอง', last_name: 'แทน\nกัน', phone: '0812345678', company: 'บริษัท' },
    }),
    201,
  );
  await expectStatus(
    call(t, apiRoutes.adminPublishGuestNotice, {
      token: adminToken,
      body: { body: 'ประกาศสำหรับผู้เยี่ยมชม: ชาปเตอร์เก็บชื่อ บริษัท และหมายเลขโทรศัพท์ เพื่อการลงทะเบียนเข้าประชุม' },
    }),
    201,
  );
  // A visitor invited through a link (only its hash is stored), registered, paying by slip, confirmed.
  const invited = await call(t, apiRoutes.createVisitInvitation, { token: member, params: { id: nextMeeting.id } });
  const visit = new URL(invited.json().url, 'http://localhost').searchParams.get('visit') as string;
  await expectStatus(
    call(t, apiRoutes.visitRegister, {
      query: { visit },
      body: {
        notice_version: 1,
        first_name: 'วิภา',
        last_name: 'มา"เยือน"',
        company: 'บริษัท',
        business_category: 'ประกันภัย',
        phone: '0865551234',
      },
    }),
    201,
  );
  await expectStatus(
    call(t, apiRoutes.visitSlip, { query: { visit }, body: { image: await distinctSlip('png'), amount: 650.5 } }),
    201,
  );
  const [guest] = (await call(t, apiRoutes.unvalidatedGuests, { token: await t.login(staff.phone) })).json();
  const confirmer = await t.login(staff.phone);
  const guestSlips = (
    await call(t, apiRoutes.guestPaymentDetailList, { token: confirmer, params: { guestId: guest.id } })
  ).json();
  await expectStatus(
    call(t, apiRoutes.submitPayment, {
      token: confirmer,
      body: { registrations: [guest.unpaid_registrations[0].id], payments: [guestSlips[0].id] },
    }),
    200,
  );
  // The door (issue 35): the member's check-in code, shown and used by a host, and a walk-in paying cash.
  await createVisitorHost(t.db, { phone: '0811119999' });
  const host = await t.login('0811119999');
  const code = (await call(t, apiRoutes.memberCheckInCode, { token: member, params: { id: nextMeeting.id } })).json();
  await expectStatus(
    call(t, apiRoutes.doorCheckIn, { token: host, params: { id: nextMeeting.id }, body: { code: code.code } }),
    201,
  );
  await call(t, apiRoutes.memberCheckInCode, { token: await t.login(unpaid.phone), params: { id: nextMeeting.id } });
  const walkIn = await call(t, apiRoutes.doorWalkIn, {
    token: host,
    params: { id: nextMeeting.id },
    body: {
      first_name: 'มานะ',
      last_name: 'เดินเข้า',
      company: 'บริษัท',
      business_category: 'ก่อสร้าง',
      phone: '0865554321',
      invited_by: bound.id,
      agreed: true,
    },
  });
  await expectStatus(
    call(t, apiRoutes.doorTakeCash, {
      token: host,
      params: { id: nextMeeting.id },
      body: { registration: walkIn.json().registration, received: 700 },
    }),
    201,
  );
  // Attendance (issue 35): will-miss and leave through the API; a closed sheet and cash-up as rows.
  const unpaidToken = await t.login(unpaid.phone);
  await expectStatus(call(t, apiRoutes.saySkipMeeting, { token: unpaidToken, params: { id: nextMeeting.id } }), 200);
  const leaveStart = new Date(Date.now() + 60 * 24 * 3600_000).toISOString().slice(0, 10);
  await expectStatus(
    call(t, apiRoutes.requestLeave, {
      token: unpaidToken,
      body: { starts_on: leaveStart, ends_on: leaveStart, reason: 'ผ่าตัด "เล็ก"\nพักฟื้น' },
    }),
    201,
  );
  await t.db.insert(meetingClosings).values({ eventId: meeting.id, closedAt: now, closedBy: admin.id });
  await t.db.insert(attendance).values([
    {
      eventId: meeting.id,
      memberId: bound.id,
      status: 'L',
      closedStatus: 'A',
      visitors: 2,
      correctedAt: now,
      correctedBy: admin.id,
    },
    { eventId: meeting.id, memberId: unpaid.id, status: 'A', closedStatus: 'A' },
  ]);
  await t.db.insert(cashUpClosings).values({
    eventId: meeting.id,
    closedAt: now,
    closedBy: staff.id,
    figures: {
      expected: { members: 900, visitors: 0, substitutes: 0, total: 900 },
      received: { transfers: 450, cash: 0, credit: 0, waived: 0, total: 450 },
      difference: -450,
    },
  });
  // Privacy (issue 19): a notice the member agreed to, a retention setting, and a day's retention run.
  await expectStatus(
    call(t, apiRoutes.adminPublishNotice, {
      token: adminToken,
      body: { body: 'ประกาศความเป็นส่วนตัว: ชาปเตอร์เก็บชื่อ หมายเลขโทรศัพท์ และสลิป เพื่อทำบัญชีของชาปเตอร์\nบรรทัดที่สอง' },
    }),
    201,
  );
  await expectStatus(call(t, apiRoutes.agreeToPrivacyNotice, { token: member, body: { version: 1 } }), 200);
  await t.db.execute(
    sql`INSERT INTO retention_runs (day, finished_at, removed) VALUES ('2026-11-20', now(), '{"audit_ips": 3}'::jsonb)`,
  );
  // The chat with the Official Account (issue 37): an event as LINE sent it, the follow, the menus.
  const boundLine = bound.lineUserId as string;
  const postback = {
    type: 'postback',
    webhookEventId: '01HZXKQ5T4ZP3V2Q9W8M6N7B0C',
    timestamp: 1_790_000_000_123,
    source: { type: 'user', userId: boundLine },
    postback: { data: 'a=meeting&meeting=1&answer=coming', params: { note: 'มา "แน่นอน" \\ 🌸' } },
  };
  await t.db.insert(lineWebhookEvents).values({
    webhookEventId: postback.webhookEventId,
    type: 'postback',
    lineUserId: boundLine,
    event: postback,
    occurredAt: new Date(postback.timestamp),
    status: 'failed',
    attempts: 5,
    doneAt: now,
    error: 'handler broke',
  });
  await t.db.insert(lineFollows).values({ lineUserId: boundLine, following: false, changedAt: now });
  await t.db
    .insert(lineRichMenus)
    .values({ audience: 'member', richMenuId: 'richmenu-0123456789abcdef', digest: 'a'.repeat(64) });
  await t.db.insert(lineRichMenuLinks).values({ lineUserId: boundLine, audience: 'member', linkedAt: now });
  cpSync(t.blobDir, blobDir, { recursive: true });
}
