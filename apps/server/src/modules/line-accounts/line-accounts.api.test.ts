import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createAdmin, createMember, createStaff } from '../../../test/factories.ts';
import { CHANNEL_ID, startLineTestApp } from '../../../test/line-test-app.ts';
import { auditLog, lineClaims, lineInvitations, members } from '../../db/schema/index.ts';

type LineApp = Awaited<ReturnType<typeof startLineTestApp>>;

/*
 * The staff's side of LINE accounts, across routes as an attacker would walk them: a
 * Secretary/Treasurer who knows every phone number and holds a second LINE account of their own.
 */
describe('LINE accounts: who may bind, approve and unbind whom', () => {
  let t: LineApp;
  let secretary: { id: number; token: string };
  let admin: { id: number; token: string; lineUserId: string };

  beforeAll(async () => {
    t = await startLineTestApp();
    const staff = await createStaff(t.db, { phone: '0811111111', firstName: 'เลขา', lastName: 'หนึ่ง' });
    const adminLine = t.line.addUser({ displayName: 'Admin phone' }).userId;
    const boss = await createAdmin(t.db, {
      phone: '0800000001',
      firstName: 'ผู้ดูแล',
      lastName: 'ระบบ',
      lineUserId: adminLine,
      lineDisplayName: 'Admin',
    });
    secretary = { id: staff.id, token: await t.login(staff.phone) };
    admin = { id: boss.id, token: await t.login(boss.phone), lineUserId: adminLine };
  });
  afterAll(() => t.close());

  const newLine = (displayName: string) => {
    const user = t.line.addUser({ displayName, pictureUrl: `https://profile.line-scdn.net/${displayName}` });
    return {
      userId: user.userId,
      token: () => t.line.issueAccessToken({ userId: user.userId, channelId: CHANNEL_ID }),
    };
  };
  const memberRow = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0];
  const claimOf = async (lineUserId: string) =>
    (await t.db.select().from(lineClaims).where(eq(lineClaims.lineUserId, lineUserId))).at(-1);
  const inviteCode = (response: { json: () => { invitations: { link: string }[] } }) =>
    new URL(response.json().invitations[0]?.link ?? '', 'http://localhost').searchParams.get('invite') ?? '';

  it('case 2: a Secretary/Treasurer cannot unbind an Admin, invite an Admin or approve a claim of an Admin’s phone', async () => {
    const unbind = await call(t, apiRoutes.removeLineBinding, {
      params: { memberId: admin.id },
      token: secretary.token,
    });
    expect(unbind.statusCode).toBe(403);
    expect(unbind.json()).toEqual({ detail: apiMessages.unbindAdminNeedsAdmin });
    expect((await memberRow(admin.id))?.lineUserId).toBe(admin.lineUserId);

    const invitation = await call(t, apiRoutes.createLineInvitations, {
      token: secretary.token,
      body: {
        members: [admin.id],
      },
    });
    expect(invitation.statusCode).toBe(403);
    expect(invitation.json()).toEqual({ detail: apiMessages.invitationAdminNeedsAdmin('ผู้ดูแล ระบบ') });
    expect(await t.db.select().from(lineInvitations).where(eq(lineInvitations.memberId, admin.id))).toEqual([]);

    // The Secretary's second LINE account claims the Admin's phone (a second Admin, unbound).
    const other = await createAdmin(t.db, { phone: '0800000002' });
    const secondAccount = newLine('Secretary second phone');
    expect(
      (
        await call(t, apiRoutes.liffLogin, {
          body: { username: '0800000002', liff_access_token: secondAccount.token() },
        })
      ).json(),
    ).toEqual({
      claim_pending: true,
      detail: apiMessages.claimPending,
    });
    const claim = await claimOf(secondAccount.userId);
    const refused = await call(t, apiRoutes.approveLineClaim, {
      params: { id: claim?.id as number },
      token: secretary.token,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: apiMessages.claimAdminNeedsAdmin });
    expect((await memberRow(other.id))?.lineUserId).toBeNull();
    expect(
      (await call(t, apiRoutes.liffLogin, { body: { liff_access_token: secondAccount.token() } })).json().token,
    ).toBeUndefined();

    // The list tells the Secretary why, before they try.
    const overview = await call(t, apiRoutes.lineAccountMembers, { token: secretary.token });
    expect(overview.json().find((row: { id: number }) => row.id === other.id)?.restriction).toBe(
      apiMessages.restrictionAdminNeedsAdmin,
    );
  });

  it('an Admin may do all three for an Admin', async () => {
    const other = await createAdmin(t.db, { phone: '0800000003' });
    const created = await call(t, apiRoutes.createLineInvitations, {
      token: admin.token,
      body: { members: [other.id] },
    });
    expect(created.statusCode).toBe(201);
    const phone = newLine('Second admin');
    expect(
      (
        await call(t, apiRoutes.liffLogin, {
          body: { invitation: inviteCode(created), liff_access_token: phone.token() },
        })
      ).statusCode,
    ).toBe(200);
    const unbound = await call(t, apiRoutes.removeLineBinding, { params: { memberId: other.id }, token: admin.token });
    expect(unbound.statusCode).toBe(200);
  });

  it('case 2: removing a binding never reopens "first come binds": the next binding needs a person again', async () => {
    const member = await createMember(t.db, { phone: '0822222222' });
    const first = newLine('Member phone');
    expect(
      (
        await call(t, apiRoutes.liffLogin, {
          body: {
            invitation: inviteCode(
              await call(t, apiRoutes.createLineInvitations, {
                token: secretary.token,
                body: { members: [member.id] },
              }),
            ),
            liff_access_token: first.token(),
          },
        })
      ).statusCode,
    ).toBe(200);
    const removed = await call(t, apiRoutes.removeLineBinding, {
      params: { memberId: member.id },
      token: secretary.token,
    });
    expect(removed.statusCode).toBe(200);
    const intruder = newLine('Intruder');
    const attempt = await call(t, apiRoutes.liffLogin, {
      body: { username: '0822222222', liff_access_token: intruder.token() },
    });
    expect(attempt.json()).toEqual({ claim_pending: true, detail: apiMessages.claimPending });
    expect((await memberRow(member.id))?.lineUserId).toBeNull();
  });

  it('case 8: unbinding takes the LINE picture and name off the public card, and tells that LINE account', async () => {
    const member = await createMember(t.db, { firstName: 'ปิติ', lastName: 'ยินดี' });
    const phone = newLine('Piti');
    await call(t, apiRoutes.liffLogin, {
      body: {
        invitation: inviteCode(
          await call(t, apiRoutes.createLineInvitations, { token: secretary.token, body: { members: [member.id] } }),
        ),
        liff_access_token: phone.token(),
      },
    });
    expect(
      (await call(t, apiRoutes.publicProfile, { params: { id: member.publicCardId } })).json().liff_picture_url,
    ).toBe('https://profile.line-scdn.net/Piti');

    await call(t, apiRoutes.removeLineBinding, { params: { memberId: member.id }, token: secretary.token });
    expect(
      (await call(t, apiRoutes.publicProfile, { params: { id: member.publicCardId } })).json().liff_picture_url,
    ).toBeNull();
    expect(await memberRow(member.id)).toMatchObject({ lineUserId: null, lineDisplayName: null, pictureUrl: null });
    const told = t.line.messages.filter((message) => message.to.includes(phone.userId)).at(-1);
    expect(JSON.stringify(told?.messages)).toContain('ปิติ ยินดี');
  });

  it('nobody approves a claim of their own phone; an Admin can (the phone is staff’s), and the audit names the approver', async () => {
    const unboundStaff = await createStaff(t.db, { phone: '0811111113' });
    const ownToken = await t.login(unboundStaff.phone);
    const phone = newLine('Own phone');
    await call(t, apiRoutes.liffLogin, { body: { username: '0811111113', liff_access_token: phone.token() } });
    const claim = await claimOf(phone.userId);
    const own = await call(t, apiRoutes.approveLineClaim, { params: { id: claim?.id as number }, token: ownToken });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: apiMessages.claimOwnPhone });

    const approved = await call(t, apiRoutes.approveLineClaim, {
      params: { id: claim?.id as number },
      token: admin.token,
    });
    expect(approved.statusCode).toBe(200);
    expect((await memberRow(unboundStaff.id))?.lineUserId).toBe(phone.userId);
    const [bind] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(unboundStaff.id)));
    const binds = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.line_bind'))).filter(
      (entry) => entry.subjectId === String(unboundStaff.id),
    );
    expect(bind).toBeDefined();
    expect(binds).toEqual([
      expect.objectContaining({ actorId: admin.id, details: expect.objectContaining({ via: 'claim' }) }),
    ]);
    // The member goes straight in now, with LINE alone.
    const login = await call(t, apiRoutes.liffLogin, { body: { liff_access_token: phone.token() } });
    expect(login.json().member.id).toBe(unboundStaff.id);
  });

  it('refuses to approve a claim of a bound member or of a number nobody has; refusing is audited with its actor', async () => {
    const bound = await createMember(t.db, { lineUserId: newLine('Bound').userId });
    const phone = newLine('Wants bound');
    await call(t, apiRoutes.liffLogin, { body: { username: bound.phone, liff_access_token: phone.token() } });
    const boundClaim = await claimOf(phone.userId);
    const refusedBound = await call(t, apiRoutes.approveLineClaim, {
      params: { id: boundClaim?.id as number },
      token: secretary.token,
    });
    expect(refusedBound.statusCode).toBe(403);
    expect(refusedBound.json()).toEqual({ detail: apiMessages.claimMemberBound });

    const nobody = newLine('Nobody');
    await call(t, apiRoutes.liffLogin, { body: { username: '0899999998', liff_access_token: nobody.token() } });
    const nobodyClaim = await claimOf(nobody.userId);
    expect(
      (
        await call(t, apiRoutes.approveLineClaim, { params: { id: nobodyClaim?.id as number }, token: secretary.token })
      ).json(),
    ).toEqual({
      non_field_errors: [apiMessages.claimUnknownMember],
    });
    const refused = await call(t, apiRoutes.refuseLineClaim, {
      params: { id: nobodyClaim?.id as number },
      token: secretary.token,
    });
    expect(refused.json()).toEqual({ detail: apiMessages.claimRefused });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.line_claim_refuse'));
    expect(entry).toMatchObject({ actorId: secretary.id, details: expect.objectContaining({ phone: '0899999998' }) });
    expect(
      (await call(t, apiRoutes.approveLineClaim, { params: { id: nobodyClaim?.id as number }, token: secretary.token }))
        .statusCode,
    ).toBe(404);
  });

  it('two staff approving one claim at once bind it once', async () => {
    const member = await createMember(t.db);
    const phone = newLine('Race');
    await call(t, apiRoutes.liffLogin, { body: { username: member.phone, liff_access_token: phone.token() } });
    const claim = await claimOf(phone.userId);
    const answers = await Promise.all([
      call(t, apiRoutes.approveLineClaim, { params: { id: claim?.id as number }, token: secretary.token }),
      call(t, apiRoutes.approveLineClaim, { params: { id: claim?.id as number }, token: admin.token }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const binds = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.line_bind'))).filter(
      (entry) => entry.subjectId === String(member.id),
    );
    expect(binds).toHaveLength(1);
  });

  it('two LINE accounts opening one invitation at once: one binds, the other is refused', async () => {
    const member = await createMember(t.db);
    const code = inviteCode(
      await call(t, apiRoutes.createLineInvitations, { token: secretary.token, body: { members: [member.id] } }),
    );
    const [a, b] = [newLine('First'), newLine('Second')];
    const answers = await Promise.all(
      [a, b].map((line) =>
        call(t, apiRoutes.liffLogin, { body: { invitation: code, liff_access_token: line.token() } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? a : b;
    expect((await memberRow(member.id))?.lineUserId).toBe(winner.userId);
  });

  it('a revoked invitation stops working; a Secretary cannot revoke an Admin’s', async () => {
    const member = await createMember(t.db);
    const created = await call(t, apiRoutes.createLineInvitations, {
      token: secretary.token,
      body: { members: [member.id] },
    });
    const id = created.json().invitations[0].id as number;
    const revoked = await call(t, apiRoutes.revokeLineInvitation, { params: { id }, token: secretary.token });
    expect(revoked.json()).toEqual({ detail: apiMessages.invitationRevoked });
    const used = await call(t, apiRoutes.liffLogin, {
      body: { invitation: inviteCode(created), liff_access_token: newLine('Too late').token() },
    });
    expect(used.json()).toEqual({ invitation: [apiMessages.invitationInvalid] });
    expect((await call(t, apiRoutes.revokeLineInvitation, { params: { id }, token: secretary.token })).statusCode).toBe(
      404,
    );

    const other = await createAdmin(t.db);
    const adminsInvitation = (
      await call(t, apiRoutes.createLineInvitations, { token: admin.token, body: { members: [other.id] } })
    ).json().invitations[0].id as number;
    const notYours = await call(t, apiRoutes.revokeLineInvitation, {
      params: { id: adminsInvitation },
      token: secretary.token,
    });
    expect(notYours.statusCode).toBe(403);
    const [row] = await t.db.select().from(lineInvitations).where(eq(lineInvitations.id, adminsInvitation));
    expect(row?.revokedAt).toBeNull();
  });

  it('a Secretary’s invitation stops working once its member is made an Admin', async () => {
    const member = await createMember(t.db);
    const created = await call(t, apiRoutes.createLineInvitations, {
      token: secretary.token,
      body: { members: [member.id] },
    });
    await call(t, apiRoutes.adminUpdateMember, {
      params: { id: member.id },
      token: admin.token,
      body: {
        first_name: member.firstName,
        last_name: member.lastName,
        phone: member.phone,
        roles: ['Admin'],
        active: true,
      },
    });
    const used = await call(t, apiRoutes.liffLogin, {
      body: { invitation: inviteCode(created), liff_access_token: newLine('Promoted').token() },
    });
    expect(used.json()).toEqual({ invitation: [apiMessages.invitationInvalid] });
    expect((await memberRow(member.id))?.lineUserId).toBeNull();
  });

  it('refuses invitations for unknown or inactive members with nothing created', async () => {
    const inactive = await createMember(t.db, { active: false });
    const before = (await t.db.select().from(lineInvitations)).length;
    const response = await call(t, apiRoutes.createLineInvitations, {
      token: secretary.token,
      body: {
        members: [inactive.id, 2_000_000_000],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      members: [apiMessages.invitationMemberNotFound(inactive.id), apiMessages.invitationMemberNotFound(2_000_000_000)],
    });
    expect(await t.db.select().from(lineInvitations)).toHaveLength(before);
  });
});
