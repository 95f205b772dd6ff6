import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { CHANNEL_ID, startLineTestApp } from '../../../test/line-test-app.ts';
import { bearer, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, members } from '../../db/schema/index.ts';

type LineApp = Awaited<ReturnType<typeof startLineTestApp>>;

describe('logging in from the LINE mini-app', () => {
  let t: LineApp;
  beforeAll(async () => {
    t = await startLineTestApp();
    await createMember(t.db, { phone: '0822222222', firstName: 'สมชาย', lastName: 'รักงาน' });
    await createMember(t.db, { phone: '0833333333', firstName: 'สุดารัตน์', lastName: 'ทองมา' });
    await createMember(t.db, { phone: '0844444444' });
  });
  afterAll(() => t.close());

  const liffLogin = (payload: object) => t.app.inject({ method: 'POST', url: apiRoutes.liffLogin.path, payload });
  const lineUser = (displayName: string) => {
    const user = t.line.addUser({ displayName, pictureUrl: `https://profile.line-scdn.net/${displayName}` });
    return { user, token: t.line.issueAccessToken({ userId: user.userId, channelId: CHANNEL_ID }) };
  };

  it('binds a new LINE account to the member with the phone number, logs in, and tells them over LINE', async () => {
    const { user, token } = lineUser('Somchai');
    const response = await liffLogin({ username: '082-222-2222', liff_access_token: token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({ liff_display_name: 'Somchai' });
    expect(body.member.first_name).toBe('สมชาย');

    const [member] = await t.db.select().from(members).where(eq(members.phone, '0822222222'));
    expect(member).toMatchObject({
      lineUserId: user.userId,
      lineDisplayName: 'Somchai',
      pictureUrl: 'https://profile.line-scdn.net/Somchai',
    });
    expect(member?.lineBoundAt).toBeInstanceOf(Date);
    const binds = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.line_bind'));
    expect(binds).toHaveLength(1);
    const notice = t.line.messages.find((message) => message.to.includes(user.userId));
    expect(JSON.stringify(notice?.messages)).toContain('สมชาย รักงาน');

    const profile = await t.app.inject({ method: 'GET', url: apiRoutes.profile.path, headers: bearer(body.token) });
    expect(profile.json().liff_picture_url).toBe('https://profile.line-scdn.net/Somchai');
  });

  it('logs a bound account straight in next time, without the phone number', async () => {
    const { user, token } = lineUser('Sudarat');
    expect((await liffLogin({ username: '0833333333', liff_access_token: token })).statusCode).toBe(200);
    const again = await liffLogin({
      liff_access_token: t.line.issueAccessToken({ userId: user.userId, channelId: CHANNEL_ID }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().member.first_name).toBe('สุดารัตน์');
    expect(t.line.messages.filter((message) => message.to.includes(user.userId))).toHaveLength(1);
  });

  it('asks for the phone number the first time', async () => {
    const { token } = lineUser('Newcomer');
    const response = await liffLogin({ liff_access_token: token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: [apiMessages.phoneNeededToBind] });
  });

  it('refuses a LINE account already bound to another member, and a member bound to another account', async () => {
    const { token: somchaisToken } = lineUser('Someone else');
    const taken = await liffLogin({ username: '0822222222', liff_access_token: somchaisToken });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ non_field_errors: [apiMessages.memberBoundToOtherLine] });

    const [sudarat] = await t.db.select().from(members).where(eq(members.phone, '0833333333'));
    const sudaratsToken = t.line.issueAccessToken({ userId: sudarat?.lineUserId as string, channelId: CHANNEL_ID });
    const otherMember = await liffLogin({ username: '0844444444', liff_access_token: sudaratsToken });
    expect(otherMember.statusCode).toBe(400);
    expect(otherMember.json()).toEqual({ non_field_errors: [apiMessages.lineAccountBoundToOther] });
    const [untouched] = await t.db.select().from(members).where(eq(members.phone, '0844444444'));
    expect(untouched?.lineUserId).toBeNull();
  });

  it('refuses an expired token, a token of another channel and a made-up one, each with its message', async () => {
    const { user, token } = lineUser('Expired');
    t.line.expireAccessToken(token);
    expect((await liffLogin({ username: '0844444444', liff_access_token: token })).json()).toEqual({
      liff_access_token: [apiMessages.lineTokenInvalid],
    });
    const otherChannel = t.line.issueAccessToken({ userId: user.userId, channelId: '1999999999' });
    expect((await liffLogin({ username: '0844444444', liff_access_token: otherChannel })).json()).toEqual({
      liff_access_token: [apiMessages.lineTokenOtherChannel],
    });
    expect((await liffLogin({ username: '0844444444', liff_access_token: 'made-up' })).json()).toEqual({
      liff_access_token: [apiMessages.lineTokenInvalid],
    });
    expect((await liffLogin({ username: '0844444444' })).json()).toEqual({
      liff_access_token: [apiMessages.lineTokenRequired],
    });
  });

  it('says LINE cannot be reached when LINE answers 500, without a 5xx of its own', async () => {
    const { token } = lineUser('Unlucky');
    t.line.failNext({ path: '/oauth2/v2.1/verify', status: 500 });
    const response = await liffLogin({ username: '0844444444', liff_access_token: token });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: apiMessages.lineUnavailable });
  });
});

describe('the mini-app login in the offline demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { demoMode: true } });
    await createMember(t.db, { phone: '0822222222' });
  });
  afterAll(() => t.close());

  it('accepts the mocked SDK’s demo tokens and nothing else', async () => {
    const demoToken = `demo-liff:Udemo${'ab12'.repeat(7)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: apiRoutes.liffLogin.path,
      payload: { username: '0822222222', liff_access_token: demoToken },
    });
    expect(response.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: apiRoutes.liffLogin.path,
      payload: { username: '0822222222', liff_access_token: 'real-looking-token' },
    });
    expect(refused.json()).toEqual({ liff_access_token: [apiMessages.lineTokenInvalid] });
  });
});

describe('the mini-app login without LINE and outside the demo', () => {
  it('says LINE is not connected', async () => {
    const t = await startTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: apiRoutes.liffLogin.path,
      payload: { liff_access_token: 'anything' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: apiMessages.lineNotConfigured });
    await t.close();
  });
});
