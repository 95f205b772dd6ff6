import { apiMessages } from '@chapter/contract/messages';
import { type FakeLine, type FakeUser, startFakeLine } from '@chapter/fake-line/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoLineLogin, LineLoginClient, noLineLogin } from './login-client.ts';

const CHANNEL_ID = '1656000001';
const SECOND_CHANNEL_ID = '1656000002';
const FOREIGN_CHANNEL_ID = '1999999999';

describe('deauthorizing the app for a member who erases their account (LINE Login "Deauthorize your app")', () => {
  let line: FakeLine;
  let client: LineLoginClient;
  let somchai: FakeUser;

  beforeAll(async () => {
    line = await startFakeLine({ loginChannels: [CHANNEL_ID, SECOND_CHANNEL_ID, FOREIGN_CHANNEL_ID] });
  });
  afterAll(() => line.close());
  beforeEach(() => {
    line.reset();
    // The secret is for the first channel, as LINE_LOGIN_CHANNEL_SECRET is.
    client = new LineLoginClient(line.url, [CHANNEL_ID, SECOND_CHANNEL_ID], line.loginChannelSecret(CHANNEL_ID));
    somchai = line.addUser({ displayName: 'สมชาย ใจดี' });
  });

  const tokenOf = (user: FakeUser, channelId = CHANNEL_ID) => line.issueAccessToken({ userId: user.userId, channelId });
  const calls = (path: string) => line.received.filter((request) => request.path === path).length;
  const invalidToken = { statusCode: 400, body: { liff_access_token: [apiMessages.lineTokenInvalid] } };
  const lineUnavailable = { statusCode: 503, body: { detail: apiMessages.lineUnavailable } };

  it('revokes the member’s authorization: their tokens no longer verify, and LINE recorded it', async () => {
    const token = tokenOf(somchai);
    const other = tokenOf(somchai);
    expect((await client.profileOf(token)).userId).toBe(somchai.userId);

    await expect(client.deauthorize(token)).resolves.toBe('revoked');

    await expect(client.profileOf(token)).rejects.toMatchObject(invalidToken);
    await expect(client.profileOf(other)).rejects.toMatchObject(invalidToken);
    const verify = await fetch(`${line.url}/oauth2/v2.1/verify?access_token=${encodeURIComponent(token)}`);
    expect(verify.status).toBe(400);
    expect(line.deauthorizations).toEqual([
      { channelId: CHANNEL_ID, userId: somchai.userId, revokedAccessTokens: 2, at: expect.any(String) },
    ]);
  });

  it('asks LINE for a channel token once and keeps it for the next erasures', async () => {
    const malee = line.addUser({ displayName: 'มาลี' });
    await expect(client.deauthorize(tokenOf(somchai))).resolves.toBe('revoked');
    await expect(client.deauthorize(tokenOf(malee))).resolves.toBe('revoked');
    expect(calls('/oauth2/v3/token')).toBe(1);
    expect(line.deauthorizations.map((entry) => entry.userId)).toEqual([somchai.userId, malee.userId]);
  });

  it('gets a new channel token when LINE no longer takes the kept one', async () => {
    await expect(client.deauthorize(tokenOf(somchai))).resolves.toBe('revoked');
    line.reset(); // fake-line forgets the channel token it issued
    const malee = line.addUser({ displayName: 'มาลี' });
    await expect(client.deauthorize(tokenOf(malee))).resolves.toBe('revoked');
    expect(calls('/oauth2/v3/token')).toBe(1);
    expect(line.deauthorizations).toHaveLength(1);
  });

  it('has nothing to revoke with a token LINE no longer takes or that is not our channel’s', async () => {
    const token = tokenOf(somchai);
    await client.deauthorize(token);
    await expect(client.deauthorize(token)).resolves.toBe('token_not_accepted');
    const expired = tokenOf(somchai);
    line.expireAccessToken(expired);
    await expect(client.deauthorize(expired)).resolves.toBe('token_not_accepted');
    await expect(client.deauthorize(tokenOf(somchai, FOREIGN_CHANNEL_ID))).resolves.toBe('token_not_accepted');
    await expect(client.deauthorize('not-a-token')).resolves.toBe('token_not_accepted');
    expect(line.deauthorizations).toHaveLength(1);
  });

  it('cannot deauthorize without a secret, or for a channel it holds no secret of', async () => {
    const token = tokenOf(somchai);
    const withoutSecret = new LineLoginClient(line.url, [CHANNEL_ID], null);
    await expect(withoutSecret.deauthorize(token)).resolves.toBe('not_configured');
    expect(line.received).toEqual([]);
    await expect(client.deauthorize(tokenOf(somchai, SECOND_CHANNEL_ID))).resolves.toBe('not_configured');
    expect(calls('/user/v1/deauthorize')).toBe(0);
    expect((await client.profileOf(token)).userId).toBe(somchai.userId);
  });

  it('says LINE is unavailable on a network failure or a LINE error, and revokes nothing', async () => {
    const token = tokenOf(somchai);
    line.failNext({ path: '/user/v1/deauthorize', status: 500 });
    await expect(client.deauthorize(token)).rejects.toMatchObject(lineUnavailable);
    line.failNext({ path: '/oauth2/v3/token', status: 500 });
    await expect(
      new LineLoginClient(line.url, [CHANNEL_ID], line.loginChannelSecret(CHANNEL_ID)).deauthorize(token),
    ).rejects.toMatchObject(lineUnavailable);
    line.failNext({ path: '/oauth2/v2.1/verify', status: 429 });
    await expect(client.deauthorize(token)).rejects.toMatchObject(lineUnavailable);
    const unreachable = new LineLoginClient('http://127.0.0.1:9', [CHANNEL_ID], 'secret');
    await expect(unreachable.deauthorize(token)).rejects.toMatchObject(lineUnavailable);
    expect(line.deauthorizations).toEqual([]);
    expect((await client.profileOf(token)).userId).toBe(somchai.userId);
  });

  it('fails loudly, naming the setting, when LINE refuses the channel secret', async () => {
    const wrongSecret = new LineLoginClient(line.url, [CHANNEL_ID], '0'.repeat(32));
    await expect(wrongSecret.deauthorize(tokenOf(somchai))).rejects.toThrow(/LINE refused LINE_LOGIN_CHANNEL_SECRET/);
    expect(line.deauthorizations).toEqual([]);
  });

  it('in the offline demo there is nothing to revoke; without LINE it is not configured', async () => {
    await expect(demoLineLogin.deauthorize(`demo-liff:Udemo${'0'.repeat(28)}`)).resolves.toBe('revoked');
    await expect(noLineLogin.deauthorize('anything')).resolves.toBe('not_configured');
  });
});
