import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultLoginChannelSecret } from './context.ts';
import { DEAUTHORIZE_ERRORS, LOGIN_ERRORS, PROFILE_ERRORS } from './line-errors.ts';
import { type FakeLine, type FakeUser, startFakeLine } from './server.ts';

const CHANNEL = '1234567890';
const OTHER_CHANNEL = '9876543210';
const OTHER_SECRET = 'abcdefabcdefabcdefabcdefabcdef01';

let line: FakeLine;
let somchai: FakeUser;

beforeAll(async () => {
  line = await startFakeLine({
    loginChannels: [CHANNEL, OTHER_CHANNEL],
    loginChannelSecrets: { [OTHER_CHANNEL]: OTHER_SECRET },
  });
});
afterAll(() => line.close());
beforeEach(() => {
  line.reset();
  somchai = line.addUser({ displayName: 'สมชาย ใจดี' });
});

/** POST /oauth2/v3/token as LINE documents it: a form, client_credentials, id and secret. */
function issueChannelToken(fields: Record<string, string>): Promise<Response> {
  return fetch(`${line.url}/oauth2/v3/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...fields }).toString(),
  });
}

async function channelToken(channelId = CHANNEL): Promise<string> {
  const response = await issueChannelToken({ client_id: channelId, client_secret: line.loginChannelSecret(channelId) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

function deauthorize(bearer: string | undefined, body: unknown): Promise<Response> {
  return fetch(`${line.url}/user/v1/deauthorize`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(bearer === undefined ? {} : { Authorization: `Bearer ${bearer}` }),
    },
    body: JSON.stringify(body),
  });
}

const verify = (token: string) => fetch(`${line.url}/oauth2/v2.1/verify?access_token=${encodeURIComponent(token)}`);

describe('stateless channel access tokens (POST /oauth2/v3/token)', () => {
  it('issues a 15-minute Bearer token for a channel id and its secret', async () => {
    const response = await issueChannelToken({ client_id: CHANNEL, client_secret: defaultLoginChannelSecret(CHANNEL) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ token_type: 'Bearer', access_token: expect.any(String), expires_in: 900 });
    expect(line.loginChannelSecret(CHANNEL)).toMatch(/^[0-9a-f]{32}$/);
    expect(line.loginChannelSecret(OTHER_CHANNEL)).toBe(OTHER_SECRET);
  });

  it("refuses a wrong secret, another channel's secret, an unknown channel and another grant type", async () => {
    for (const secret of ['0'.repeat(32), OTHER_SECRET, '']) {
      const response = await issueChannelToken({ client_id: CHANNEL, client_secret: secret });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(LOGIN_ERRORS.invalidClientSecret);
    }
    const unknown = await issueChannelToken({ client_id: '1111111111', client_secret: OTHER_SECRET });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(LOGIN_ERRORS.invalidClient);
    const grant = await issueChannelToken({
      grant_type: 'authorization_code',
      client_id: CHANNEL,
      client_secret: line.loginChannelSecret(CHANNEL),
    });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toEqual(LOGIN_ERRORS.unsupportedGrantType);
  });

  it('knows only the secrets of channels it accepts', async () => {
    expect(() => line.loginChannelSecret('1111111111')).toThrow(/not a LINE Login channel/);
    await expect(
      startFakeLine({ loginChannels: [CHANNEL], loginChannelSecrets: { '1111111111': 'x' } }),
    ).rejects.toThrow(/a secret for channel 1111111111/);
  });
});

describe('deauthorize (POST /user/v1/deauthorize)', () => {
  it('revokes every token the user holds for the channel, and only those, and records it', async () => {
    const token = line.issueAccessToken({ userId: somchai.userId, channelId: CHANNEL });
    const sameChannel = line.issueAccessToken({ userId: somchai.userId, channelId: CHANNEL });
    const otherChannel = line.issueAccessToken({ userId: somchai.userId, channelId: OTHER_CHANNEL });
    const malee = line.addUser({ displayName: 'มาลี' });
    const someoneElse = line.issueAccessToken({ userId: malee.userId, channelId: CHANNEL });

    const response = await deauthorize(await channelToken(), { userAccessToken: token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    for (const revoked of [token, sameChannel]) {
      const verified = await verify(revoked);
      expect(verified.status).toBe(400);
      expect(await verified.json()).toEqual(LOGIN_ERRORS.invalidAccessToken);
      const profile = await fetch(`${line.url}/v2/profile`, { headers: { Authorization: `Bearer ${revoked}` } });
      expect(profile.status).toBe(401);
      expect(await profile.json()).toEqual(PROFILE_ERRORS.authenticationFailed);
    }
    expect((await verify(otherChannel)).status).toBe(200);
    expect((await verify(someoneElse)).status).toBe(200);
    expect(line.deauthorizations).toEqual([
      { channelId: CHANNEL, userId: somchai.userId, revokedAccessTokens: 2, at: expect.any(String) },
    ]);
    const control = await fetch(`${line.url}/__fake/deauthorizations`);
    expect(await control.json()).toEqual(line.deauthorizations);
  });

  it('refuses a user token of another channel, and one already revoked, without recording anything', async () => {
    const token = line.issueAccessToken({ userId: somchai.userId, channelId: CHANNEL });
    const other = await deauthorize(await channelToken(OTHER_CHANNEL), { userAccessToken: token });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual(DEAUTHORIZE_ERRORS.otherChannel);
    expect((await verify(token)).status).toBe(200);

    const bearer = await channelToken();
    expect((await deauthorize(bearer, { userAccessToken: token })).status).toBe(204);
    const again = await deauthorize(bearer, { userAccessToken: token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(DEAUTHORIZE_ERRORS.invalidUserAccessToken);

    const expired = line.issueAccessToken({ userId: somchai.userId, channelId: CHANNEL });
    line.expireAccessToken(expired);
    expect((await deauthorize(bearer, { userAccessToken: expired })).status).toBe(400);
    const missing = await deauthorize(bearer, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual(DEAUTHORIZE_ERRORS.userAccessTokenRequired);
    expect(line.deauthorizations).toHaveLength(1);
  });

  it('answers 401 without a valid channel access token, a user access token included', async () => {
    const token = line.issueAccessToken({ userId: somchai.userId, channelId: CHANNEL });
    const none = await deauthorize(undefined, { userAccessToken: token });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual(DEAUTHORIZE_ERRORS.missingAuthorization);
    for (const bearer of ['not-a-channel-token', token]) {
      const refused = await deauthorize(bearer, { userAccessToken: token });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual(DEAUTHORIZE_ERRORS.authenticationFailed);
    }
    expect((await verify(token)).status).toBe(200);
    expect(line.deauthorizations).toEqual([]);
  });

  it('forgets channel tokens and deauthorizations on reset', async () => {
    const bearer = await channelToken();
    const token = line.issueAccessToken({ userId: somchai.userId, channelId: CHANNEL });
    expect((await deauthorize(bearer, { userAccessToken: token })).status).toBe(204);
    line.reset();
    expect(line.deauthorizations).toEqual([]);
    const user = line.addUser({ displayName: 'สมชาย' });
    const next = line.issueAccessToken({ userId: user.userId, channelId: CHANNEL });
    expect((await deauthorize(bearer, { userAccessToken: next })).status).toBe(401);
  });

  it('tells other processes the channels and their secrets', async () => {
    const response = await fetch(`${line.url}/__fake/login-channels`);
    expect(await response.json()).toEqual([
      { channelId: CHANNEL, channelSecret: defaultLoginChannelSecret(CHANNEL) },
      { channelId: OTHER_CHANNEL, channelSecret: OTHER_SECRET },
    ]);
  });
});
