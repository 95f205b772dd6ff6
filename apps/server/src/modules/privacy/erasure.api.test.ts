import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { CHANNEL_ID, startLineTestApp } from '../../../test/line-test-app.ts';
import { agreeToLatestNotice, type Footprint, leaveFootprint } from '../../../test/member-footprint.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { listTables, query } from '../../backup/catalog.ts';
import { auditLog, leaveRequests, members } from '../../db/schema/index.ts';
import { bahtText } from '../books/money.ts';

type LineApp = Awaited<ReturnType<typeof startLineTestApp>>;

/** The chapter's accounts as numbers: erasure must leave every one of them as it was. */
async function books(t: TestApp) {
  return query(
    t.db,
    sql`SELECT
      (SELECT json_build_array(count(*), sum(price_satang), count(paid_at), count(cancelled_at)) FROM registrations) AS registrations,
      (SELECT json_build_array(count(*), sum(received_satang), sum(applied_satang), sum(waived_satang)) FROM payment_confirmations) AS confirmations,
      (SELECT json_build_array(count(*), sum(amount_satang), count(validated_at), count(trans_ref)) FROM payment_slips) AS slips`,
  );
}

/** Where a value is still written: every row of every table as text, and every stored file's bytes. */
async function traces(t: TestApp, value: string): Promise<string[]> {
  const found: string[] = [];
  for (const { name } of await listTables(t.db)) {
    const [row] = await query<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)} x WHERE strpos(x::text, ${value}) > 0`,
    );
    if (row?.n) found.push(`${name} (${row.n})`);
  }
  for (const file of readdirSync(t.blobDir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const full = path.join(file.parentPath, file.name);
    if (readFileSync(full).includes(value) || full.includes(value)) found.push(full);
  }
  return found;
}

describe('erase me: every personal value goes, the accounts stay', () => {
  let t: LineApp;
  let admin: { id: number; token: string };
  let someone: Footprint;

  beforeAll(async () => {
    t = await startLineTestApp();
    const row = await createAdmin(t.db);
    admin = { id: row.id, token: await t.login(row.phone) };
    someone = await leaveFootprint(t, { line: t.line });
    await leaveFootprint(t, { line: t.line, about: someone });
    await agreeToLatestNotice(t, admin.id);
  });
  afterAll(() => t.close());

  it('tells a member who owes first, and erases nothing until they acknowledge it', async () => {
    const check = await call(t, apiRoutes.erasureCheck, { token: someone.token });
    expect(check.json()).toEqual({ owed: someone.owedSatang / 100, credit: 0, line_bound: true });
    const before = await books(t);
    const refused = await call(t, apiRoutes.eraseMe, { token: someone.token, body: { confirm: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: apiMessages.erasureMoneyUnacknowledged(bahtText(someone.owedSatang), bahtText(0)),
    });
    expect(await books(t)).toEqual(before);
    expect(await traces(t, someone.personal.phone)).not.toEqual([]);
  });

  it('refuses a LINE token that is not their own account, and changes nothing', async () => {
    const stranger = t.line.addUser({ displayName: 'คนอื่น' });
    const token = t.line.issueAccessToken({ userId: stranger.userId, channelId: CHANNEL_ID });
    const refused = await call(t, apiRoutes.eraseMe, {
      token: someone.token,
      body: { confirm: true, money_acknowledged: true, line_access_token: token },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ line_access_token: [apiMessages.lineTokenNotYours] });
    expect(await traces(t, someone.personal.email)).not.toEqual([]);
  });

  it('refuses without the confirmation, in Thai', async () => {
    const refused = await call(t, apiRoutes.eraseMe, { token: someone.token, rawBody: { money_acknowledged: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ confirm: [apiMessages.erasureConfirmRequired] });
  });

  it('erases: no trace of their phone, name, email or LINE anywhere, the same totals, LINE told', async () => {
    const before = await books(t);
    const erased = await call(t, apiRoutes.eraseMe, {
      token: someone.token,
      body: {
        confirm: true,
        money_acknowledged: true,
        line_access_token: someone.lineToken as string,
      },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ detail: apiMessages.erasedSelf, line_authorization: 'revoked' });

    for (const value of [...Object.values(someone.personal), someone.publicCardId]) {
      expect(await traces(t, value), value).toEqual([]);
    }
    for (const key of someone.slipKeys) expect(await t.blobs.get(key), key).toBeNull();
    expect(await books(t)).toEqual(before);
    expect(t.line.deauthorizations).toEqual([
      expect.objectContaining({ channelId: CHANNEL_ID, userId: someone.personal.lineUserId }),
    ]);
    const verify = await fetch(`${t.line.url}/oauth2/v2.1/verify?access_token=${someone.lineToken}`);
    expect(verify.status).toBe(400);
  });

  it('signed them out everywhere, and their phone logs in no one', async () => {
    const profile = await call(t, apiRoutes.profile, { token: someone.token });
    expect(profile.statusCode).toBe(401);
    const login = await call(t, apiRoutes.login, { body: { username: someone.personal.phone } });
    expect(login.statusCode).toBe(400);
  });

  it('keeps the member row as a pseudonym, and records the erasure without their values', async () => {
    const [row] = await t.db.select().from(members).where(eq(members.id, someone.id));
    expect(row).toMatchObject({ firstName: 'สมาชิกที่ลบข้อมูลแล้ว', lastName: `#${someone.id}`, active: false });
    expect(row?.erasedAt).not.toBeNull();
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.erase'));
    expect(entry).toMatchObject({ actorId: someone.id, subjectId: String(someone.id), ip: null });
    expect(entry?.details).toEqual({ by: 'self', owed: someone.owedSatang / 100, credit: 0, slip_images: 2 });
  });

  it('lets the same phone join again as a new member', async () => {
    const created = await call(t, apiRoutes.adminCreateMember, {
      token: admin.token,
      body: { first_name: 'กลับมา', last_name: 'ใหม่', phone: someone.personal.phone, roles: [], active: true },
    });
    expect(created.statusCode).toBe(201);
    const token = await t.login(someone.personal.phone);
    // A new member: nothing carried over, not even their agreement to the notice.
    const notice = await call(t, apiRoutes.privacyNotice, { token });
    expect(notice.json()).toMatchObject({ consent_required: true, agreed_version: null });
    await agreeToLatestNotice(t, created.json().id);
    const profile = await call(t, apiRoutes.profile, { token });
    expect(profile.json()).toMatchObject({ first_name: 'กลับมา', sum_amount: 0, credit: 0, registrations: [] });
  });
});

describe('an Admin erases a member on request', () => {
  let t: LineApp;
  let admin: { id: number; token: string };

  beforeAll(async () => {
    t = await startLineTestApp();
    const row = await createAdmin(t.db);
    admin = { id: row.id, token: await t.login(row.phone) };
    await agreeToLatestNotice(t, admin.id);
  });
  afterAll(() => t.close());

  it('erases them as the member would, ends their sessions, and records the Admin as the actor', async () => {
    const someone = await leaveFootprint(t, { line: t.line });
    const erased = await call(t, apiRoutes.adminEraseMember, {
      params: { id: someone.id },
      token: admin.token,
      body: { confirm: true, money_acknowledged: true },
    });
    expect(erased.json()).toEqual({ detail: apiMessages.erasedMember, line_authorization: 'not_revoked' });
    for (const value of Object.values(someone.personal)) expect(await traces(t, value), value).toEqual([]);
    const profile = await call(t, apiRoutes.profile, { token: someone.token });
    expect(profile.statusCode).toBe(401);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.erase'));
    expect(entry).toMatchObject({ actorId: admin.id, subjectId: String(someone.id) });
    expect(entry?.ip).not.toBeNull();

    const again = await call(t, apiRoutes.adminEraseMember, {
      params: { id: someone.id },
      token: admin.token,
      body: { confirm: true, money_acknowledged: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: apiMessages.memberAlreadyErased });
    // Nor can the back office give the pseudonym a name and a phone again.
    const renamed = await call(t, apiRoutes.adminUpdateMember, {
      params: { id: someone.id },
      token: admin.token,
      body: { first_name: 'ชื่อ', last_name: 'ใหม่', phone: '0899999999', roles: [], active: true },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toEqual({ detail: apiMessages.memberAlreadyErased });
  });

  it('scrubs every LINE account the member was ever bound to from the audit log, not only the current one', async () => {
    const member = await createMember(t.db);
    const bindNewAccount = async (displayName: string) => {
      const account = t.line.addUser({ displayName });
      const invited = await call(t, apiRoutes.createLineInvitations, {
        token: admin.token,
        body: { members: [member.id] },
      });
      const link = new URL(invited.json().invitations[0].link, 'http://localhost');
      const login = await call(t, apiRoutes.liffLogin, {
        body: {
          invitation: link.searchParams.get('invite') as string,
          liff_access_token: t.line.issueAccessToken({ userId: account.userId, channelId: CHANNEL_ID }),
        },
      });
      expect(login.json().member.id).toBe(member.id);
      return account;
    };
    const first = await bindNewAccount('โทรศัพท์เครื่องเก่าของสมชาย');
    expect(
      (await call(t, apiRoutes.removeLineBinding, { params: { memberId: member.id }, token: admin.token })).statusCode,
    ).toBe(200);
    const second = await bindNewAccount('มือถือสำรองของสมชาย');
    expect(
      (await call(t, apiRoutes.removeLineBinding, { params: { memberId: member.id }, token: admin.token })).statusCode,
    ).toBe(200);
    await bindNewAccount('ไลน์ปัจจุบัน');
    const earlier = [first.userId, first.displayName, second.userId, second.displayName];
    for (const value of earlier) expect(await traces(t, value), value).not.toEqual([]);

    expect(
      (
        await call(t, apiRoutes.adminEraseMember, {
          params: { id: member.id },
          token: admin.token,
          body: { confirm: true, money_acknowledged: true },
        })
      ).statusCode,
    ).toBe(200);
    for (const value of earlier) expect(await traces(t, value), value).toEqual([]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(member.id)));
    expect(entries.filter((entry) => entry.action === 'member.line_unbind')).toHaveLength(2);
  });

  it('a member without LINE is erased with nothing to revoke', async () => {
    const plain = await createMember(t.db);
    expect(
      (
        await call(t, apiRoutes.adminEraseMember, {
          params: { id: plain.id },
          token: admin.token,
          body: { confirm: true, money_acknowledged: true },
        })
      ).json(),
    ).toMatchObject({ line_authorization: 'not_bound' });
  });

  it('withdraws a pending leave request, so the Vice President has none to decide for an erased member', async () => {
    const leaving = await createMember(t.db);
    const [pending, approved] = await t.db
      .insert(leaveRequests)
      .values([
        { memberId: leaving.id, startsOn: '2099-02-02', endsOn: '2099-02-03', reason: 'ลา', requestedAt: new Date() },
        {
          memberId: leaving.id,
          startsOn: '2099-03-02',
          endsOn: '2099-03-03',
          reason: 'ลา',
          requestedAt: new Date(),
          status: 'approved',
          decidedAt: new Date(),
          decidedBy: admin.id,
        },
      ])
      .returning();
    const erased = await call(t, apiRoutes.adminEraseMember, {
      params: { id: leaving.id },
      token: admin.token,
      body: { confirm: true, money_acknowledged: true },
    });
    expect(erased.statusCode).toBe(200);
    const statuses = await t.db.select().from(leaveRequests).where(eq(leaveRequests.memberId, leaving.id));
    expect(statuses.find((row) => row.id === pending?.id)?.status).toBe('withdrawn');
    expect(statuses.find((row) => row.id === approved?.id)?.status).toBe('approved');
  });

  it('does not erase the Admin themselves from the back office, nor the last Admin at all', async () => {
    const self = await call(t, apiRoutes.adminEraseMember, {
      params: { id: admin.id },
      token: admin.token,
      body: { confirm: true, money_acknowledged: true },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ non_field_errors: [apiMessages.eraseSelfInBackOffice] });
    const last = await call(t, apiRoutes.eraseMe, { token: admin.token, body: { confirm: true } });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ detail: apiMessages.eraseLastAdmin });
  });

  it('answers 404 in Thai for a member who does not exist', async () => {
    const missing = await call(t, apiRoutes.adminEraseMember, {
      params: { id: 999_999 },
      token: admin.token,
      body: { confirm: true, money_acknowledged: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: apiMessages.memberNotFound });
  });
});
