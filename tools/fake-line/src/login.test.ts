import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_ERRORS, PROFILE_ERRORS } from './line-errors.ts';
import { type FakeLine, type FakeUser, startFakeLine } from './server.ts';

const CHANNEL = '1234567890';
const OTHER_CHANNEL = '9876543210';
const LIFF_ID = `${CHANNEL}-AbCdEfGh`;
const ENDPOINT = 'https://chapter.example/liff/event';

let line: FakeLine;
let somchai: FakeUser;

beforeAll(async () => {
  line = await startFakeLine({
    loginChannels: [CHANNEL, OTHER_CHANNEL],
    liffApps: [{ liffId: LIFF_ID, endpointUrl: ENDPOINT }],
  });
});
afterAll(() => line.close());
beforeEach(() => {
  line.reset();
  somchai = line.addUser({
    displayName: 'สมชาย ใจดี',
    pictureUrl: 'https://profile.line-scdn.net/somchai',
    statusMessage: 'BNI',
  });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A PKCE pair made the way @liff/login makes it: 43 random characters, S256 challenge. */
function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url').slice(0, 43);
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(challenge: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    app_id: LIFF_ID,
    state: 'AbCdEfGhIjKl',
    response_type: 'code',
    code_challenge_method: 'S256',
    code_challenge: challenge,
    liff_sdk_version: '2.21.0',
    ...extra,
  });
  return `${line.url}/liff/v1/authorize?${query}`;
}

/** Where the authorize step sends the browser back to, as a URL. */
async function authorizeAs(user: FakeUser, challenge: string, extra?: Record<string, string>): Promise<URL> {
  line.authorizeAs(user.userId);
  const response = await fetch(authorizeUrl(challenge, extra), { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

/** The token call exactly as @liff/init makes it after the redirect. */
function exchange(back: URL, verifier: string, overrides: Record<string, string> = {}): Promise<Response> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: back.searchParams.get('liffClientId') ?? '',
    appId: LIFF_ID,
    code: back.searchParams.get('code') ?? '',
    code_verifier: verifier,
    redirect_uri: back.searchParams.get('liffRedirectUri') ?? '',
    id_token_key_type: 'JWK',
    ...overrides,
  });
  return fetch(`${line.url}/oauth2/v2.1/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: form.toString(),
  });
}

function decodePart(part: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Verifies a JWT the way @liff/init does: the JWKS key with the header's kid, ECDSA P-256 SHA-256. */
async function verifyWithJwks(jwt: string): Promise<boolean> {
  const [header, payload, signature] = jwt.split('.');
  const { keys } = (await (await fetch(`${line.url}/oauth2/v2.1/certs`)).json()) as { keys: JsonWebKey[] };
  const jwk = keys.find((key) => (key as { kid?: string }).kid === decodePart(header).kid);
  if (!jwk) return false;
  const { alg: _alg, ...withoutAlg } = jwk;
  const key = await crypto.subtle.importKey('jwk', withoutAlg, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'verify',
  ]);
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    Buffer.from(signature ?? '', 'base64url'),
    Buffer.from(`${header}.${payload}`),
  );
}

describe('the LIFF login round trip (authorize, token, certs, verify, profile)', () => {
  it('sends the browser back to the endpoint with what liff.init reads, and exchanges the code', async () => {
    const { verifier, challenge } = pkcePair();

    const back = await authorizeAs(somchai, challenge);
    const response = await exchange(back, verifier);
    const tokens = (await response.json()) as Record<string, unknown>;

    expect(`${back.origin}${back.pathname}`).toBe(ENDPOINT);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      code: expect.any(String),
      state: 'AbCdEfGhIjKl',
      liffClientId: CHANNEL,
      liffRedirectUri: ENDPOINT,
    });
    expect(response.status).toBe(200);
    expect(tokens).toEqual({
      access_token: expect.any(String),
      id_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 2592000,
      scope: 'openid profile chat_message.write',
      token_type: 'Bearer',
    });
  });

  it('signs an ES256 ID token that verifies against the JWKS and carries the user and channel', async () => {
    const { verifier, challenge } = pkcePair();
    const back = await authorizeAs(somchai, challenge);
    const { id_token: idToken } = (await (await exchange(back, verifier)).json()) as { id_token: string };
    const [header, payload] = idToken.split('.');
    const now = Math.floor(Date.now() / 1000);

    expect(await verifyWithJwks(idToken)).toBe(true);
    expect(decodePart(header)).toEqual({ kid: line.publicJwk.kid, typ: 'JWT', alg: 'ES256' });
    expect(decodePart(payload)).toEqual({
      iss: 'https://access.line.me',
      sub: somchai.userId,
      aud: CHANNEL,
      iat: expect.closeTo(now, -1),
      exp: expect.closeTo(now + 3600, -1),
      amr: ['linesso'],
      name: 'สมชาย ใจดี',
      picture: 'https://profile.line-scdn.net/somchai',
    });
  });

  it('issues an access token that verify and profile accept, for the LIFF app channel', async () => {
    const { verifier, challenge } = pkcePair();
    const back = await authorizeAs(somchai, challenge);
    const { access_token: token } = (await (await exchange(back, verifier)).json()) as { access_token: string };

    const verified = await fetch(`${line.url}/oauth2/v2.1/verify?access_token=${encodeURIComponent(token)}`);
    const profile = await fetch(`${line.url}/v2/profile`, { headers: { Authorization: `Bearer ${token}` } });

    expect(await verified.json()).toEqual({
      scope: 'openid profile chat_message.write',
      client_id: CHANNEL,
      expires_in: expect.closeTo(2592000, -1),
    });
    expect(await profile.json()).toEqual({
      userId: somchai.userId,
      displayName: 'สมชาย ใจดี',
      pictureUrl: 'https://profile.line-scdn.net/somchai',
      statusMessage: 'BNI',
    });
  });

  it('logs in from the login page when no user was chosen beforehand', async () => {
    const { verifier, challenge } = pkcePair();

    const page = await fetch(authorizeUrl(challenge));
    const body = await page.text();
    const pending = /name="pending" value="([^"]+)"/.exec(body)?.[1] ?? '';
    const chosen = await fetch(`${line.url}/liff/v1/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pending, userId: somchai.userId }).toString(),
      redirect: 'manual',
    });
    const back = new URL(chosen.headers.get('location') ?? '');

    expect(body).toContain('<h1>LINE Login (fake)</h1>');
    expect(body).toContain('Log in as สมชาย ใจดี');
    expect(chosen.status).toBe(302);
    expect((await exchange(back, verifier)).status).toBe(200);
  });

  it('keeps a redirect_uri under the endpoint URL and refuses one outside it', async () => {
    const { verifier, challenge } = pkcePair();
    const inside = `${ENDPOINT}/registration?tab=2`;

    const back = await authorizeAs(somchai, challenge, { redirect_uri: inside });
    const outside = await fetch(authorizeUrl(challenge, { redirect_uri: 'https://evil.example/' }));

    expect(`${back.origin}${back.pathname}`).toBe(`${ENDPOINT}/registration`);
    expect(back.searchParams.get('tab')).toBe('2');
    expect(back.searchParams.get('liffRedirectUri')).toBe(inside);
    expect((await exchange(back, verifier)).status).toBe(200);
    expect(outside.status).toBe(400);
  });
});

describe('what LINE Login refuses', () => {
  async function refusal(response: Promise<Response>): Promise<{ status: number; body: unknown }> {
    const answer = await response;
    return { status: answer.status, body: await answer.json() };
  }

  it('refuses a code_verifier that does not hash to the code_challenge (PKCE S256)', async () => {
    const { challenge } = pkcePair();
    const back = await authorizeAs(somchai, challenge);

    expect(await refusal(exchange(back, pkcePair().verifier))).toEqual({
      status: 400,
      body: LOGIN_ERRORS.invalidCodeVerifier,
    });
  });

  it('accepts a code once only', async () => {
    const { verifier, challenge } = pkcePair();
    const back = await authorizeAs(somchai, challenge);
    await exchange(back, verifier);

    expect(await refusal(exchange(back, verifier))).toEqual({ status: 400, body: LOGIN_ERRORS.invalidCode });
  });

  it('refuses a code after its 10 minutes', async () => {
    const { verifier, challenge } = pkcePair();
    vi.useFakeTimers({ toFake: ['Date'] });
    const back = await authorizeAs(somchai, challenge);

    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1);

    expect(await refusal(exchange(back, verifier))).toEqual({ status: 400, body: LOGIN_ERRORS.codeExpired });
  });

  it('refuses a code presented for another channel or another redirect_uri', async () => {
    const first = pkcePair();
    const second = pkcePair();
    const back = await authorizeAs(somchai, first.challenge);
    const again = await authorizeAs(somchai, second.challenge);

    const otherChannel = await refusal(exchange(back, first.verifier, { client_id: OTHER_CHANNEL }));
    const otherUri = await refusal(exchange(again, second.verifier, { redirect_uri: 'https://chapter.example/' }));

    expect(otherChannel).toEqual({ status: 400, body: LOGIN_ERRORS.invalidCode });
    expect(otherUri).toEqual({ status: 400, body: LOGIN_ERRORS.redirectUriMismatch });
  });

  it('refuses an expired or unknown access token at verify and at profile', async () => {
    const token = line.issueAccessToken({ userId: somchai.userId, channelId: CHANNEL });
    line.expireAccessToken(token);

    const expired = await refusal(fetch(`${line.url}/oauth2/v2.1/verify?access_token=${token}`));
    const unknown = await refusal(fetch(`${line.url}/oauth2/v2.1/verify?access_token=made-up`));
    const profile = await refusal(fetch(`${line.url}/v2/profile`, { headers: { Authorization: `Bearer ${token}` } }));

    expect(expired).toEqual({
      status: 400,
      body: { error: 'invalid_request', error_description: 'access token expired' },
    });
    expect(unknown).toEqual({
      status: 400,
      body: { error: 'invalid_request', error_description: 'invalid access token' },
    });
    expect(profile).toEqual({ status: 401, body: PROFILE_ERRORS.authenticationFailed });
  });

  it("reports another channel's token with that channel's client_id, for the app to refuse", async () => {
    const token = line.issueAccessToken({ userId: somchai.userId, channelId: '5555555555', expiresIn: 60 });

    const verified = await fetch(`${line.url}/oauth2/v2.1/verify?access_token=${token}`);

    expect(await verified.json()).toEqual({
      scope: 'profile openid',
      client_id: '5555555555',
      expires_in: expect.closeTo(60, -1),
    });
  });

  it('sends a cancelled login back as an OAuth error that liff.init turns into INIT_FAILED', async () => {
    const page = await (await fetch(authorizeUrl(pkcePair().challenge))).text();
    const pending = /name="pending" value="([^"]+)"/.exec(page)?.[1] ?? '';

    const cancelled = await fetch(`${line.url}/liff/v1/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pending, action: 'cancel' }).toString(),
      redirect: 'manual',
    });
    const back = new URL(cancelled.headers.get('location') ?? '');

    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_description')).toBe('The resource owner denied the request.');
    expect(back.searchParams.get('liffOAuth2Error')).toBe('true');
    // LINE encodes spaces as '+': the SDK replaces them before showing the description.
    expect(back.search).toContain('error_description=The+resource+owner+denied+the+request.');
  });

  it('turns an injected failure on authorize into the error redirect, with the given error', async () => {
    line.failNext({
      path: '/liff/v1/authorize',
      status: 400,
      body: { error: 'server_error', error_description: 'down' },
    });

    const back = await authorizeAs(somchai, pkcePair().challenge);

    expect(back.searchParams.get('error')).toBe('server_error');
    expect(back.searchParams.get('error_description')).toBe('down');
    expect(back.searchParams.get('liffOAuth2Error')).toBe('true');
    expect(back.searchParams.has('code')).toBe(false);
  });
});
