import { apiMessages } from '@chapter/contract/messages';
import { ROLE_ADMIN } from '@chapter/contract/roles';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createAdmin, createMember, createStaff } from '../../../test/factories.ts';
import { CHANNEL_ID, engineConfig, startLineTestApp } from '../../../test/line-test-app.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, lineClaims, members } from '../../db/schema/index.ts';

type LineApp = Awaited<ReturnType<typeof startLineTestApp>>;

const pending = { claim_pending: true, detail: apiMessages.claimPending };

describe('logging in from the LINE mini-app: a phone number alone binds nothing', () => {
  let t: LineApp;
  let staffToken: string;
  let staffLine: string;
  beforeAll(async () => {
    t = await startLineTestApp();
    staffLine = t.line.addUser({ displayName: 'เหรัญญิก' }).userId;
    await createStaff(t.db, { phone: '0811111111', lineUserId: staffLine });
    await createMember(t.db, { phone: '0822222222', firstName: 'สมชาย', lastName: 'รักงาน' });
    await createMember(t.db, { phone: '0833333333', firstName: 'สุดารัตน์', lastName: 'ทองมา' });
    await createAdmin(t.db, { phone: '0844444444', firstName: 'ผู้ดูแล', lastName: 'ระบบ' });
    staffToken = await t.login('0811111111');
  });
  afterAll(() => t.close());

  const lineUser = (displayName: string) => {
    const user = t.line.addUser({ displayName, pictureUrl: `https://profile.line-scdn.net/${displayName}` });
    return { user, token: () => t.line.issueAccessToken({ userId: user.userId, channelId: CHANNEL_ID }) };
  };
  const memberByPhone = async (phone: string) => (await t.db.select().from(members).where(eq(members.phone, phone)))[0];
  const invite = async (memberId: number, token = staffToken) => {
    const response = await call(t, apiRoutes.createLineInvitations, { token, body: { members: [memberId] } });
    expect(response.statusCode, response.body).toBe(201);
    const link: string = response.json().invitations[0].link;
    return new URL(link, 'http://localhost').searchParams.get('invite') as string;
  };

  it('case 1: a stranger typing an Admin’s phone gets no token, only a pending claim, and the Admin stays unbound', async () => {
    const attacker = lineUser('Attacker');
    const response = await call(t, apiRoutes.liffLogin, {
      body: { username: '084-444-4444', liff_access_token: attacker.token() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(pending);
    expect(response.json().token).toBeUndefined();
    expect((await memberByPhone('0844444444'))?.lineUserId).toBeNull();
    // Asking again without the phone: still waiting, still no token.
    expect((await call(t, apiRoutes.liffLogin, { body: { liff_access_token: attacker.token() } })).json()).toEqual(
      pending,
    );
    // Nothing went to the attacker's LINE in the Admin's name.
    expect(t.line.messages.filter((message) => message.to.includes(attacker.user.userId))).toEqual([]);
  });

  it('case 6: the claim answers the same for a member, a bound member and a number nobody has', async () => {
    const answers = [];
    for (const phone of ['0833333333', '0811111111', '0899999999']) {
      const response = await call(t, apiRoutes.liffLogin, {
        body: { username: phone, liff_access_token: lineUser(`Prober ${phone}`).token() },
      });
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers).toEqual([0, 1, 2].map(() => ({ status: 200, body: pending })));
  });

  it('case 6: a bound LINE account ignores any phone sent with it and logs in as its own member', async () => {
    const staffAccess = t.line.issueAccessToken({ userId: staffLine, channelId: CHANNEL_ID });
    for (const phone of ['0833333333', '0899999999']) {
      const response = await call(t, apiRoutes.liffLogin, {
        body: { username: phone, liff_access_token: staffAccess },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().member.first_name).not.toBe('สุดารัตน์');
      expect(response.json().token).toEqual(expect.any(String));
    }
  });

  it('an invitation binds the LINE account that opens it, logs it in, audits who invited, and tells LINE', async () => {
    const sudarat = await memberByPhone('0833333333');
    const code = await invite(sudarat?.id as number);
    const phone = lineUser('Sudarat');
    const response = await call(t, apiRoutes.liffLogin, {
      body: { invitation: code, liff_access_token: phone.token() },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ member: { first_name: 'สุดารัตน์' }, user: { liff_display_name: 'Sudarat' } });
    expect(await memberByPhone('0833333333')).toMatchObject({
      lineUserId: phone.user.userId,
      pictureUrl: 'https://profile.line-scdn.net/Sudarat',
    });
    const binds = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.line_bind'));
    const staff = await memberByPhone('0811111111');
    expect(binds.at(-1)).toMatchObject({
      actorId: staff?.id,
      subjectId: String(sudarat?.id),
      details: expect.objectContaining({ via: 'invitation', lineUserId: phone.user.userId }),
    });
    const told = t.line.messages.filter((message) => message.to.includes(phone.user.userId));
    expect(JSON.stringify(told)).toContain('สุดารัตน์ ทองมา');

    // The next visit goes straight in without anything but LINE.
    const again = await call(t, apiRoutes.liffLogin, { body: { liff_access_token: phone.token() } });
    expect(again.json().member.first_name).toBe('สุดารัตน์');
    // The link is spent: nobody else can use it.
    const reused = await call(t, apiRoutes.liffLogin, {
      body: { invitation: code, liff_access_token: lineUser('Late').token() },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ invitation: [apiMessages.invitationInvalid] });
  });

  it('refuses a made-up, expired or revoked invitation with one message, and binds nothing', async () => {
    const member = await createMember(t.db);
    const revoked = await invite(member.id);
    const replacing = await invite(member.id); // a new invitation replaces the unused one
    const stranger = lineUser('Stranger');
    for (const code of ['made-up-invitation', revoked]) {
      const response = await call(t, apiRoutes.liffLogin, {
        body: { invitation: code, liff_access_token: stranger.token() },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ invitation: [apiMessages.invitationInvalid] });
    }
    expect((await memberByPhone(member.phone))?.lineUserId).toBeNull();
    expect(replacing).not.toBe(revoked);
  });

  it('refuses an invitation opened by a LINE account that belongs to another member', async () => {
    const member = await createMember(t.db);
    const code = await invite(member.id);
    const staffAccess = t.line.issueAccessToken({ userId: staffLine, channelId: CHANNEL_ID });
    const response = await call(t, apiRoutes.liffLogin, { body: { invitation: code, liff_access_token: staffAccess } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [apiMessages.invitationOtherMember] });
    expect((await memberByPhone(member.phone))?.lineUserId).toBeNull();
  });

  it('an Admin’s invitation for a bound member replaces their LINE account, ends its sessions and tells it', async () => {
    const oldPhone = lineUser('Old phone');
    const member = await createMember(t.db, { lineUserId: oldPhone.user.userId, firstName: 'มานี', lastName: 'มีนา' });
    const oldSession = (await call(t, apiRoutes.liffLogin, { body: { liff_access_token: oldPhone.token() } })).json()
      .token as string;
    const newPhone = lineUser('New phone');
    // Replacing a binding needs an Admin (ADR 45).
    const adminInvitation = await invite(member.id, await t.login('0844444444'));
    const response = await call(t, apiRoutes.liffLogin, {
      body: { invitation: adminInvitation, liff_access_token: newPhone.token() },
    });
    expect(response.statusCode).toBe(200);
    expect((await memberByPhone(member.phone))?.lineUserId).toBe(newPhone.user.userId);
    const profile = await call(t, apiRoutes.profile, { token: oldSession });
    expect(profile.statusCode).toBe(401);
    const toldOld = t.line.messages.filter((message) => message.to.includes(oldPhone.user.userId));
    expect(JSON.stringify(toldOld.at(-1)?.messages)).toContain('มานี มีนา');
    // The old phone is nobody's now: it gets the phone step, not the member.
    const oldAgain = await call(t, apiRoutes.liffLogin, { body: { liff_access_token: oldPhone.token() } });
    expect(oldAgain.statusCode).toBe(200);
    expect(oldAgain.json()).toEqual({ phone_required: true, detail: apiMessages.phoneNeededToBind });
  });

  it('asks for the phone number the first time, and again after staff refused the claim, as answers not refusals', async () => {
    const newcomer = lineUser('Refused');
    const first = await call(t, apiRoutes.liffLogin, { body: { liff_access_token: newcomer.token() } });
    // Every new member's first visit: a 200 the app expects, not a 400 logged in their browser.
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ phone_required: true, detail: apiMessages.phoneNeededToBind });
    await call(t, apiRoutes.liffLogin, { body: { username: '0822222222', liff_access_token: newcomer.token() } });
    const [claim] = await t.db.select().from(lineClaims).where(eq(lineClaims.lineUserId, newcomer.user.userId));
    const refused = await call(t, apiRoutes.refuseLineClaim, {
      params: { id: claim?.id as number },
      token: staffToken,
    });
    expect(refused.statusCode).toBe(200);
    expect((await call(t, apiRoutes.liffLogin, { body: { liff_access_token: newcomer.token() } })).json()).toEqual({
      phone_required: true,
      detail: apiMessages.claimRefusedBefore,
    });
  });

  it('refuses an expired token, a token of another channel and a made-up one, each with its message', async () => {
    const { user, token } = lineUser('Expired');
    const expired = token();
    t.line.expireAccessToken(expired);
    expect(
      (await call(t, apiRoutes.liffLogin, { body: { username: '0822222222', liff_access_token: expired } })).json(),
    ).toEqual({
      liff_access_token: [apiMessages.lineTokenInvalid],
    });
    const otherChannel = t.line.issueAccessToken({ userId: user.userId, channelId: '1999999999' });
    expect(
      (
        await call(t, apiRoutes.liffLogin, { body: { username: '0822222222', liff_access_token: otherChannel } })
      ).json(),
    ).toEqual({
      liff_access_token: [apiMessages.lineTokenOtherChannel],
    });
    expect(
      (await call(t, apiRoutes.liffLogin, { body: { username: '0822222222', liff_access_token: 'made-up' } })).json(),
    ).toEqual({
      liff_access_token: [apiMessages.lineTokenInvalid],
    });
    expect((await call(t, apiRoutes.liffLogin, { rawBody: { username: '0822222222' } })).json()).toEqual({
      liff_access_token: [apiMessages.lineTokenRequired],
    });
  });

  it('says LINE cannot be reached when LINE answers 500, without a 5xx of its own', async () => {
    const { token } = lineUser('Unlucky');
    t.line.failNext({ path: '/oauth2/v2.1/verify', status: 500 });
    const response = await call(t, apiRoutes.liffLogin, {
      body: { username: '0822222222', liff_access_token: token() },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: apiMessages.lineUnavailable });
  });

  it('keeps the Admin role out of reach: the Admin’s phone was never bound by any of the above', async () => {
    const admin = await memberByPhone('0844444444');
    expect(admin?.lineUserId).toBeNull();
    const roles = await call(t, apiRoutes.lineClaims, { token: staffToken });
    const adminClaim = roles.json().find((claim: { phone: string }) => claim.phone === '0844444444');
    expect(adminClaim).toMatchObject({ member: { roles: [ROLE_ADMIN] }, problem: apiMessages.claimAdminNeedsAdmin });
  });
});

describe('the mini-app login in the offline demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { demoMode: true } });
    await createMember(t.db, { phone: '0822222222' });
  });
  afterAll(() => t.close());

  it('approves a demo LINE account’s claim of a demo member at once, audited as the demo', async () => {
    const demoToken = `demo-liff:Udemo${'ab12'.repeat(7)}`;
    const response = await call(t, apiRoutes.liffLogin, {
      body: { username: '0822222222', liff_access_token: demoToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
    const [bind] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.line_bind'));
    expect(bind).toMatchObject({ actorId: null, details: expect.objectContaining({ via: 'demo' }) });
  });

  it('still leaves a number nobody has as a pending claim, and accepts no token but the mock’s', async () => {
    const other = `demo-liff:Udemo${'cd34'.repeat(7)}`;
    expect(
      (await call(t, apiRoutes.liffLogin, { body: { username: '0899999999', liff_access_token: other } })).json(),
    ).toEqual(pending);
    const refused = await call(t, apiRoutes.liffLogin, {
      body: { username: '0822222222', liff_access_token: 'real-looking-token' },
    });
    expect(refused.json()).toEqual({ liff_access_token: [apiMessages.lineTokenInvalid] });
  });
});

describe('the mini-app login without LINE and outside the demo', () => {
  it('says LINE is not connected', async () => {
    const t = await startTestApp();
    const response = await call(t, apiRoutes.liffLogin, { body: { liff_access_token: 'anything' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: apiMessages.lineNotConfigured });
    await t.close();
  });
});

describe('a stranger without a LINE account cannot lock a member out of desktop login (issue 31)', () => {
  let t: LineApp;
  let lineUserId: string;
  beforeAll(async () => {
    t = await startLineTestApp({ loginConfirmation: 'line', config: engineConfig() });
    lineUserId = t.line.addUser({ displayName: 'Treasurer' }).userId;
    await createStaff(t.db, { phone: '0811111111', lineUserId });
  });
  afterAll(() => t.close());

  it('mini-app logins with a made-up LINE token for the treasurer’s phone meet the address’s limit, and the treasurer still logs in with a code', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) {
      answers.push(
        await call(t, apiRoutes.liffLogin, {
          body: { username: '0811111111', liff_access_token: `garbage-${i}` },
          remoteAddress: '198.51.100.9',
        }),
      );
    }
    expect(answers.slice(0, 20).map((answer) => answer.json())).toEqual(
      Array(20).fill({ liff_access_token: [apiMessages.lineTokenInvalid] }),
    );
    expect(answers[20]?.statusCode).toBe(429);
    expect(answers[20]?.json()).toEqual({ detail: apiMessages.tooManyLoginAttempts(15) });

    expect(
      (await call(t, apiRoutes.login, { body: { username: '0811111111' }, remoteAddress: '192.0.2.10' })).statusCode,
    ).toBe(200);
    const text = JSON.stringify(t.line.messages.filter((message) => message.to.includes(lineUserId)).at(-1)?.messages);
    const code = /: (\d{6})/.exec(text)?.[1];
    const login = await call(t, apiRoutes.login, {
      body: { username: '0811111111', code },
      remoteAddress: '192.0.2.10',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().token).toEqual(expect.any(String));
  });

  it('a LINE token LINE accepts gives the address its place back: logging in never counts as a failure', async () => {
    const member = t.line.addUser({ displayName: 'Bound' });
    await createMember(t.db, { lineUserId: member.userId });
    for (let i = 0; i < 25; i++) {
      const token = t.line.issueAccessToken({ userId: member.userId, channelId: CHANNEL_ID });
      expect(
        (await call(t, apiRoutes.liffLogin, { body: { liff_access_token: token }, remoteAddress: '198.51.100.10' }))
          .statusCode,
      ).toBe(200);
    }
  });
});
