import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createAdmin, createMember, createStaff } from '../../../../test/factories.ts';
import { type LineTestApp, startLineTestApp } from '../../../../test/line-test-app.ts';
import { lineClaims, lineInvitations, members } from '../../../db/schema/index.ts';

/*
 * Issue 31: a Secretary/Treasurer holding a second LINE account of their own must not become
 * another member — another Secretary/Treasurer above all, who could then confirm their money — by
 * inviting, unbinding, approving a claim or replacing a binding. Only an Admin does those.
 */
describe('LINE accounts: no staff member becomes another member', () => {
  let t: LineTestApp;
  let s1: string;
  let adminToken: string;
  let s2: { id: number; lineUserId: string };

  beforeAll(async () => {
    t = await startLineTestApp();
    await createStaff(t.db, { phone: '0811111111', firstName: 'เลขา', lastName: 'หนึ่ง' });
    const s2Line = t.line.addUser({ displayName: 'S2 phone' }).userId;
    const second = await createStaff(t.db, {
      phone: '0811111112',
      firstName: 'เลขา',
      lastName: 'สอง',
      lineUserId: s2Line,
    });
    s2 = { id: second.id, lineUserId: s2Line };
    await createAdmin(t.db, { phone: '0800000001' });
    s1 = await t.login('0811111111');
    adminToken = await t.login('0800000001');
  });
  afterAll(() => t.close());

  const liffLogin = (payload: object) => t.liffLogin(payload);
  const newLine = (displayName: string) => t.lineAccount(displayName);
  const lineOf = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0]?.lineUserId;
  const invitationsOf = (id: number) => t.db.select().from(lineInvitations).where(eq(lineInvitations.memberId, id));
  const claimOf = async (lineUserId: string) =>
    (await t.db.select().from(lineClaims).where(eq(lineClaims.lineUserId, lineUserId))).at(-1)?.id as number;
  const inviteCode = (response: { json: () => { invitations: { link: string }[] } }) =>
    new URL(response.json().invitations[0]?.link ?? '', 'http://localhost').searchParams.get('invite') ?? '';
  const claimsSeenBy = async (token: string) =>
    (await call(t, apiRoutes.lineClaims, { token })).json() as { id: number; problem: string | null }[];

  it('a Secretary cannot invite, unbind or approve a claim of another Secretary; an Admin can, replacing their LINE account', async () => {
    const invited = await call(t, apiRoutes.createLineInvitations, { token: s1, body: { members: [s2.id] } });
    expect(invited.statusCode).toBe(403);
    expect(invited.json()).toEqual({ detail: apiMessages.invitationAdminNeedsAdmin('เลขา สอง') });
    expect(await invitationsOf(s2.id)).toEqual([]);

    const unbound = await call(t, apiRoutes.removeLineBinding, { params: { memberId: s2.id }, token: s1 });
    expect(unbound.statusCode).toBe(403);
    expect(unbound.json()).toEqual({ detail: apiMessages.unbindAdminNeedsAdmin });
    expect(await lineOf(s2.id)).toBe(s2.lineUserId);

    // S1's second LINE account claims S2's phone.
    const second = newLine('S1 second phone');
    await liffLogin({ username: '0811111112', liff_access_token: second.token() });
    const claim = await claimOf(second.userId);
    expect((await claimsSeenBy(s1)).find((row) => row.id === claim)?.problem).toBe(apiMessages.claimAdminNeedsAdmin);
    const approved = await call(t, apiRoutes.approveLineClaim, { params: { id: claim }, token: s1 });
    expect(approved.statusCode).toBe(403);
    expect(approved.json()).toEqual({ detail: apiMessages.claimAdminNeedsAdmin });
    expect(await lineOf(s2.id)).toBe(s2.lineUserId);
    expect((await liffLogin({ liff_access_token: second.token() })).json().token).toBeUndefined();

    // An Admin may: the claim replaces S2's LINE account, which is told.
    expect((await claimsSeenBy(adminToken)).find((row) => row.id === claim)?.problem).toBeNull();
    expect((await call(t, apiRoutes.approveLineClaim, { params: { id: claim }, token: adminToken })).statusCode).toBe(
      200,
    );
    expect(await lineOf(s2.id)).toBe(second.userId);
    expect(t.line.messages.some((message) => message.to.includes(s2.lineUserId))).toBe(true);
    expect(
      (await call(t, apiRoutes.createLineInvitations, { token: adminToken, body: { members: [s2.id] } })).statusCode,
    ).toBe(201);
    const removed = await call(t, apiRoutes.removeLineBinding, { params: { memberId: s2.id }, token: adminToken });
    expect(removed.statusCode).toBe(200);
  });

  it('a Secretary cannot replace an ordinary member’s LINE account by invitation or approval; an Admin can', async () => {
    const ownLine = newLine('Member phone');
    const member = await createMember(t.db, { firstName: 'มานี', lastName: 'มีนา', lineUserId: ownLine.userId });

    const invited = await call(t, apiRoutes.createLineInvitations, { token: s1, body: { members: [member.id] } });
    expect(invited.statusCode).toBe(403);
    expect(invited.json()).toEqual({ detail: apiMessages.invitationReplaceNeedsAdmin('มานี มีนา') });
    expect(await invitationsOf(member.id)).toEqual([]);

    const intruder = newLine('Intruder');
    await liffLogin({ username: member.phone, liff_access_token: intruder.token() });
    const claim = await claimOf(intruder.userId);
    const approved = await call(t, apiRoutes.approveLineClaim, { params: { id: claim }, token: s1 });
    expect(approved.statusCode).toBe(403);
    expect(approved.json()).toEqual({ detail: apiMessages.claimMemberBound });
    expect(await lineOf(member.id)).toBe(ownLine.userId);

    // The member's new phone, by an Admin's invitation: it replaces the old account.
    const newPhone = newLine('Member new phone');
    const adminInvitation = await call(t, apiRoutes.createLineInvitations, {
      token: adminToken,
      body: {
        members: [member.id],
      },
    });
    expect(adminInvitation.statusCode).toBe(201);
    expect(
      (await liffLogin({ invitation: inviteCode(adminInvitation), liff_access_token: newPhone.token() })).statusCode,
    ).toBe(200);
    expect(await lineOf(member.id)).toBe(newPhone.userId);
  });

  it('a Secretary’s invitation made while the member was unbound stops working once they are bound', async () => {
    const member = await createMember(t.db);
    const link = inviteCode(
      await call(t, apiRoutes.createLineInvitations, { token: s1, body: { members: [member.id] } }),
    );
    const first = newLine('First phone');
    await liffLogin({ username: member.phone, liff_access_token: first.token() });
    expect(
      (await call(t, apiRoutes.approveLineClaim, { params: { id: await claimOf(first.userId) }, token: adminToken }))
        .statusCode,
    ).toBe(200);

    const other = newLine('Other phone');
    const used = await liffLogin({ invitation: link, liff_access_token: other.token() });
    expect(used.json()).toEqual({ invitation: [apiMessages.invitationInvalid] });
    expect(await lineOf(member.id)).toBe(first.userId);
  });

  it('a Secretary’s invitation stops working once its member is made a Secretary', async () => {
    const member = await createMember(t.db);
    const link = inviteCode(
      await call(t, apiRoutes.createLineInvitations, { token: s1, body: { members: [member.id] } }),
    );
    const promoted = await call(t, apiRoutes.adminUpdateMember, {
      params: { id: member.id },
      token: adminToken,
      body: {
        first_name: member.firstName,
        last_name: member.lastName,
        phone: member.phone,
        roles: ['Secretary/Treasurer'],
        active: true,
      },
    });
    expect(promoted.statusCode).toBe(200);
    const used = await liffLogin({ invitation: link, liff_access_token: newLine('Promoted').token() });
    expect(used.json()).toEqual({ invitation: [apiMessages.invitationInvalid] });
    expect(await lineOf(member.id)).toBeNull();
  });
});
