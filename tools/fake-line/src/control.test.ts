import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeLine, startFakeLine } from './server.ts';

// The same control as the programmatic API, over HTTP, for Playwright specs in another process.
const CHANNEL = '1234567890';
const TOKEN = 'messaging-channel-token';

let line: FakeLine;

beforeAll(async () => {
  line = await startFakeLine({
    loginChannels: [CHANNEL],
    liffApps: [{ liffId: `${CHANNEL}-AbCdEfGh`, endpointUrl: 'http://127.0.0.1:9/liff/profile' }],
    messagingAccessToken: TOKEN,
  });
});
afterAll(() => line.close());
beforeEach(() => line.reset());

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${line.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

function push(text: string): Promise<Response> {
  return post(
    '/v2/bot/message/push',
    { to: 'U0123456789abcdef0123456789abcdef', messages: [{ type: 'text', text }] },
    { Authorization: `Bearer ${TOKEN}` },
  );
}

describe('the control API under /__fake', () => {
  it('adds a user and issues a token for it that LINE Login then verifies', async () => {
    const created = await post('/__fake/users', { displayName: 'Somchai', pictureUrl: 'https://pic.example/s' });
    const user = (await created.json()) as { userId: string };
    const issued = await post('/__fake/tokens', { userId: user.userId, channelId: CHANNEL, expiresIn: 600 });
    const { access_token: token } = (await issued.json()) as { access_token: string };

    const profile = await fetch(`${line.url}/v2/profile`, { headers: { Authorization: `Bearer ${token}` } });

    expect(created.status).toBe(201);
    expect(user.userId).toMatch(/^U[0-9a-f]{32}$/);
    expect(issued.status).toBe(201);
    expect(await profile.json()).toEqual({
      userId: user.userId,
      displayName: 'Somchai',
      pictureUrl: 'https://pic.example/s',
    });
  });

  it('expires a token on request', async () => {
    const user = line.addUser({ displayName: 'Somchai' });
    const token = line.issueAccessToken({ userId: user.userId, channelId: CHANNEL });

    await post('/__fake/tokens/expire', { token });
    const verified = await fetch(`${line.url}/oauth2/v2.1/verify?access_token=${token}`);

    expect(await verified.json()).toEqual({ error: 'invalid_request', error_description: 'access token expired' });
  });

  it('injects failures by exact path or pattern, for the given number of requests', async () => {
    await post('/__fake/fail-next', { pathPattern: '^/v2/bot/message/', status: 500, times: 2 });

    const statuses = [(await push('1')).status, (await push('2')).status, (await push('3')).status];

    expect(statuses).toEqual([500, 500, 200]);
  });

  it('lists what it received and delivered, and forgets it on reset', async () => {
    await push('hello');

    const received = (await (await fetch(`${line.url}/__fake/received?path=/v2/bot/message/push`)).json()) as Array<{
      body: unknown;
    }>;
    const messages = (await (await fetch(`${line.url}/__fake/messages`)).json()) as unknown[];
    await post('/__fake/reset', {});

    expect(received).toHaveLength(1);
    expect(received[0]?.body).toMatchObject({ messages: [{ type: 'text', text: 'hello' }] });
    expect(messages).toMatchObject([{ kind: 'push', messages: [{ text: 'hello' }] }]);
    expect(line.received).toEqual([]);
    expect(line.messages).toEqual([]);
  });

  it('logs in as the chosen user at authorize, without the login page', async () => {
    const user = line.addUser({ displayName: 'Somchai' });
    await post('/__fake/authorize-as', { userId: user.userId });

    const response = await fetch(
      `${line.url}/liff/v1/authorize?app_id=${CHANNEL}-AbCdEfGh&state=s&response_type=code&code_challenge_method=S256&code_challenge=${'a'.repeat(43)}`,
      { redirect: 'manual' },
    );

    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '').searchParams.has('code')).toBe(true);
  });

  it('refuses bad control input with a 400 that says what is wrong', async () => {
    const badUser = await post('/__fake/users', { userId: 'somchai', displayName: 'Somchai' });
    const badRule = await post('/__fake/fail-next', { path: '/v2/profile' });
    const badHold = await post('/__fake/hold', { path: '/v2/profile', pathPattern: '^/v2/' });

    expect(badUser.status).toBe(400);
    expect(await badUser.json()).toEqual({ error: expect.stringContaining("'U' and 32 hex digits") });
    expect(badRule.status).toBe(400);
    expect(await badHold.json()).toEqual({ error: 'give exactly one of path and pathPattern' });
  });

  it('sets the monthly quota that LINE then answers and enforces, and reads the usage back', async () => {
    const set = await post('/__fake/quota', { limit: 1, used: 0 });
    const quota = await fetch(`${line.url}/v2/bot/message/quota`, { headers: { Authorization: `Bearer ${TOKEN}` } });

    const statuses = [(await push('1')).status, (await push('2')).status];
    const read = await fetch(`${line.url}/__fake/quota`);

    expect(set.status).toBe(204);
    expect(await quota.json()).toEqual({ type: 'limited', value: 1 });
    expect(statuses).toEqual([200, 429]);
    expect(await read.json()).toEqual({ limit: 1, used: 1 });
  });

  it('refuses a quota that is not a whole number or null', async () => {
    const statuses = await Promise.all(
      [{}, { limit: 'many' }, { limit: -1 }, { limit: 5, used: 'some' }, { limit: null, used: 0.5 }].map(
        async (body) => (await post('/__fake/quota', body)).status,
      ),
    );

    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect(line.usage).toBe(0);
  });

  it('holds the next answer after delivering it, reports it held, and sends it on release', async () => {
    const held = async () => ((await (await fetch(`${line.url}/__fake/held`)).json()) as { held: number }).held;
    const elsewhere = await post('/__fake/hold', { path: '/v2/bot/message/push', to: `U${'e'.repeat(32)}` });
    expect((await push('not held: to someone else')).status).toBe(200);
    await post('/__fake/reset', {});
    const hold = await post('/__fake/hold', { path: '/v2/bot/message/push' });

    const pending = push('held');
    await vi.waitUntil(async () => (await held()) === 1, { timeout: 30_000, interval: 10 });
    const messages = (await (await fetch(`${line.url}/__fake/messages`)).json()) as unknown[];
    const release = await post('/__fake/release', {});

    expect(elsewhere.status).toBe(204);
    expect(hold.status).toBe(204);
    expect(messages).toMatchObject([{ kind: 'push', messages: [{ text: 'held' }] }]);
    expect(await release.json()).toEqual({ released: 1 });
    expect((await pending).status).toBe(200);
    expect(await held()).toBe(0);
  });

  it('never answers the control API for a request addressed to a LINE host', async () => {
    const response = await post('/__fake/reset', {}, { 'x-fake-line-host': 'api.line.me' });

    expect(response.status).toBe(404);
  });
});
