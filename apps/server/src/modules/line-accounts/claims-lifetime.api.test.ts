import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createMember, createStaff } from '../../../test/factories.ts';
import { type LineTestApp, startLineTestApp } from '../../../test/line-test-app.ts';
import { lineClaims, members } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * Issue 31 (Low): a claim is a stranger's word that a phone is theirs. It expires after 7 days, and
 * it closes when the member it names is bound or unbound: a claim made while the member was bound
 * must not become approvable by an unbind.
 */
describe('LINE claims expire and close', () => {
  let t: LineTestApp;
  let now = new Date('2026-12-01T03:00:00Z');
  let staff: string;

  beforeAll(async () => {
    t = await startLineTestApp({ now: () => now });
    await createStaff(t.db, { phone: '0811111111' });
    staff = await t.login('0811111111');
  });
  afterAll(() => t.close());

  const liffLogin = (payload: object) => t.liffLogin(payload);
  const newLine = (displayName: string) => t.lineAccount(displayName);
  const claim = async (phone: string) => {
    const line = newLine(`Claims ${phone}`);
    await liffLogin({ username: phone, liff_access_token: line.token() });
    const [row] = await t.db.select().from(lineClaims).where(eq(lineClaims.lineUserId, line.userId));
    return { ...line, id: row?.id as number };
  };
  const listed = async () =>
    (await call(t, apiRoutes.lineClaims, { token: staff })).json() as {
      id: number;
      created: string;
      phone_claims: number;
    }[];
  const lineOf = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0]?.lineUserId;
  const later = (days: number) => {
    now = new Date(now.getTime() + days * DAY_MS);
  };

  it('lists each claim with when it was made and how many claims name that phone', async () => {
    const member = await createMember(t.db);
    const first = await claim(member.phone);
    later(1);
    const second = await claim(member.phone);
    const rows = await listed();
    expect(rows.find((row) => row.id === first.id)).toMatchObject({
      created: new Date(now.getTime() - DAY_MS).toISOString(),
      expires_at: new Date(now.getTime() + 6 * DAY_MS).toISOString(),
      phone_claims: 2,
    });
    expect(rows.find((row) => row.id === second.id)).toMatchObject({ created: now.toISOString(), phone_claims: 2 });
  });

  it('a claim older than 7 days is neither listed nor approvable, and its LINE account is asked to claim again', async () => {
    const member = await createMember(t.db);
    const old = await claim(member.phone);
    later(7.01);
    expect((await listed()).map((row) => row.id)).not.toContain(old.id);
    const approved = await call(t, apiRoutes.approveLineClaim, { params: { id: old.id }, token: staff });
    expect(approved.statusCode).toBe(400);
    expect(approved.json()).toEqual({ non_field_errors: [apiMessages.claimExpired] });
    expect(await lineOf(member.id)).toBeNull();
    expect((await liffLogin({ liff_access_token: old.token() })).json()).toEqual({
      phone_required: true,
      detail: apiMessages.claimExpiredBefore,
    });

    // Claiming again makes a new claim staff can approve.
    await liffLogin({ username: member.phone, liff_access_token: old.token() });
    const [fresh] = await t.db
      .select()
      .from(lineClaims)
      .where(eq(lineClaims.lineUserId, old.userId))
      .orderBy(lineClaims.id)
      .then((rows) => rows.slice(-1));
    expect(fresh?.id).not.toBe(old.id);
    expect(
      (await call(t, apiRoutes.approveLineClaim, { params: { id: fresh?.id as number }, token: staff })).statusCode,
    ).toBe(200);
    expect(await lineOf(member.id)).toBe(old.userId);
  });

  it('a claim made while the member was bound is closed by the unbind and cannot be approved after it', async () => {
    const own = newLine('Own phone');
    const member = await createMember(t.db, { lineUserId: own.userId });
    const intruder = await claim(member.phone);
    const removed = await call(t, apiRoutes.removeLineBinding, { params: { memberId: member.id }, token: staff });
    expect(removed.statusCode).toBe(200);

    expect((await listed()).map((row) => row.id)).not.toContain(intruder.id);
    const approved = await call(t, apiRoutes.approveLineClaim, { params: { id: intruder.id }, token: staff });
    expect(approved.statusCode).toBe(404);
    expect(approved.json()).toEqual({ detail: apiMessages.claimNotFound });
    expect(await lineOf(member.id)).toBeNull();
  });

  it('binding a member closes the other pending claims of their phone', async () => {
    const member = await createMember(t.db);
    const real = await claim(member.phone);
    const intruder = await claim(member.phone);
    expect((await call(t, apiRoutes.approveLineClaim, { params: { id: real.id }, token: staff })).statusCode).toBe(200);

    expect((await listed()).map((row) => row.id)).not.toContain(intruder.id);
    expect((await call(t, apiRoutes.approveLineClaim, { params: { id: intruder.id }, token: staff })).statusCode).toBe(
      404,
    );
    expect(await lineOf(member.id)).toBe(real.userId);
  });
});
