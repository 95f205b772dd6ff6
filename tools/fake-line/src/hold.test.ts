import { randomUUID } from 'node:crypto';
import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGING_ERRORS } from './line-errors.ts';
import { type FakeLine, startFakeLine } from './server.ts';

// A server that crashes after LINE accepted its message but before it heard the answer: the fake
// delivers, then keeps the answer back. Tests wait on `held`, never on time.
const CHANNEL_TOKEN = 'messaging-channel-token';
const ALICE = 'U0123456789abcdef0123456789abcdef';
const PUSH = '/v2/bot/message/push';
const request = { to: ALICE, messages: [{ type: 'text' as const, text: 'Your login code is 123456' }] };
const WAIT = { timeout: 30_000, interval: 10 };

let line: FakeLine;
let client: messagingApi.MessagingApiClient;

beforeAll(async () => {
  line = await startFakeLine({ loginChannels: ['1234567890'], messagingAccessToken: CHANNEL_TOKEN });
  client = new messagingApi.MessagingApiClient({ channelAccessToken: CHANNEL_TOKEN, baseURL: line.url });
});
afterAll(() => line.close());
beforeEach(() => line.reset());

/** A promise and whether it has settled yet, to show an answer is still being withheld. */
function track<T>(promise: Promise<T>): { promise: Promise<T>; settled: () => boolean } {
  let settled = false;
  const settle = () => {
    settled = true;
  };
  promise.then(settle, settle);
  return { promise, settled: () => settled };
}

describe('held answers', () => {
  it('delivers and records a held push while its answer waits, and answers it on release', async () => {
    const retryKey = randomUUID();
    line.holdNext({ path: PUSH });

    const push = track(client.pushMessageWithHttpInfo(request, retryKey));
    await vi.waitUntil(() => line.held === 1, WAIT);
    const delivered = [...line.messages];
    const usage = line.usage;
    const answeredWhileHeld = push.settled();
    const retried = await client.pushMessage(request, retryKey).catch((error: unknown) => error);
    const released = await line.releaseHeld();
    const { httpResponse, body } = await push.promise;

    expect(delivered).toEqual([expect.objectContaining({ kind: 'push', to: [ALICE], retryKey })]);
    expect(usage).toBe(1);
    expect(answeredWhileHeld).toBe(false);
    // The restarted server's retry finds the key used up, naming the request that was accepted.
    expect(retried).toBeInstanceOf(HTTPFetchError);
    expect(JSON.parse((retried as HTTPFetchError).body)).toEqual(MESSAGING_ERRORS.retryKeyAccepted);
    expect((retried as HTTPFetchError).headers.get('x-line-accepted-request-id')).toBe(delivered[0]?.requestId);
    expect(released).toBe(1);
    expect(httpResponse.status).toBe(200);
    expect(httpResponse.headers.get('x-line-request-id')).toBe(delivered[0]?.requestId);
    expect(body.sentMessages).toHaveLength(1);
    expect(line.held).toBe(0);
    expect(line.messages).toHaveLength(1);
  });

  it('holds only as many matching requests as asked, and only matching ones', async () => {
    line.holdNext({ path: PUSH, times: 2 });

    const first = track(client.pushMessage(request));
    const second = track(client.pushMessage(request));
    await vi.waitUntil(() => line.held === 2, WAIT);
    await client.multicast({ to: [ALICE], messages: request.messages });
    await client.pushMessage(request);
    await line.releaseHeld();

    await expect(first.promise).resolves.toMatchObject({ sentMessages: [expect.anything()] });
    await expect(second.promise).resolves.toMatchObject({ sentMessages: [expect.anything()] });
    expect(line.messages).toHaveLength(4);
  });

  it('holds only what goes to the named LINE user, so other tests sharing the fake are not held', async () => {
    const BOB = 'U0123456789abcdef0123456789abcde0';
    line.holdNext({ path: /^\/v2\/bot\/message\//, to: ALICE, times: 2 });

    await client.pushMessage({ ...request, to: BOB });
    await client.multicast({ to: [BOB], messages: request.messages });
    const toAlice = track(client.pushMessage(request));
    const withAlice = track(client.multicast({ to: [BOB, ALICE], messages: request.messages }));
    await vi.waitUntil(() => line.held === 2, WAIT);
    await line.releaseHeld();

    await expect(toAlice.promise).resolves.toMatchObject({ sentMessages: [expect.anything()] });
    await expect(withAlice.promise).resolves.toEqual({});
    expect(line.messages).toHaveLength(4);
  });

  it('sends a held answer on reset rather than leaving its caller hanging', async () => {
    line.holdNext({ path: PUSH });

    const push = track(client.pushMessage(request));
    await vi.waitUntil(() => line.held === 1, WAIT);
    line.reset();

    await expect(push.promise).resolves.toMatchObject({ sentMessages: [expect.anything()] });
    expect(line.held).toBe(0);
  });
});

describe('close() with held answers', () => {
  it('sends the held answer and closes instead of waiting for a release', async () => {
    const other = await startFakeLine({ loginChannels: [], messagingAccessToken: CHANNEL_TOKEN });
    const otherClient = new messagingApi.MessagingApiClient({ channelAccessToken: CHANNEL_TOKEN, baseURL: other.url });
    other.holdNext({ path: PUSH });

    const push = track(otherClient.pushMessage(request));
    await vi.waitUntil(() => other.held === 1, WAIT);
    await other.close();

    await expect(push.promise).resolves.toMatchObject({ sentMessages: [expect.anything()] });
  });

  it('stops counting an answer as held once its caller has gone away, and still closes', async () => {
    const other = await startFakeLine({ loginChannels: [], messagingAccessToken: CHANNEL_TOKEN });
    other.holdNext({ path: PUSH });
    const aborter = new AbortController();

    const push = fetch(`${other.url}${PUSH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${CHANNEL_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: aborter.signal,
    });
    await vi.waitUntil(() => other.held === 1, WAIT);
    aborter.abort();
    await expect(push).rejects.toThrow();
    await vi.waitUntil(() => other.held === 0, WAIT);
    await other.close();

    expect(other.messages).toHaveLength(1);
  });
});
