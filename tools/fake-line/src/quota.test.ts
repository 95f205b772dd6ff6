import { randomUUID } from 'node:crypto';
import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGING_ERRORS } from './line-errors.ts';
import { type FakeLine, startFakeLine } from './server.ts';

// The quota as the server reads it: through the real @line/bot-sdk 10.8.0 client.
const CHANNEL_TOKEN = 'messaging-channel-token';
const ALICE = 'U0123456789abcdef0123456789abcdef';
const BOB = 'Ufedcba9876543210fedcba9876543210';
const text = (value: string): messagingApi.TextMessage => ({ type: 'text', text: value });

let line: FakeLine;
let client: messagingApi.MessagingApiClient;

beforeAll(async () => {
  line = await startFakeLine({ loginChannels: ['1234567890'], messagingAccessToken: CHANNEL_TOKEN });
  client = new messagingApi.MessagingApiClient({ channelAccessToken: CHANNEL_TOKEN, baseURL: line.url });
});
afterAll(() => line.close());
beforeEach(() => line.reset());

async function refusal(promise: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const error = await promise.then(
    () => {
      throw new Error('expected LINE to refuse the request');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HTTPFetchError);
  const fetchError = error as HTTPFetchError;
  return { status: fetchError.status, body: JSON.parse(fetchError.body) };
}

describe('the monthly message quota', () => {
  it('answers no limit and no usage by default, and the limit and usage once set', async () => {
    const unset = [await client.getMessageQuota(), await client.getMessageQuotaConsumption()];
    line.setQuota({ limit: 1000, used: 10 });
    const set = [await client.getMessageQuota(), await client.getMessageQuotaConsumption()];

    expect(unset).toEqual([{ type: 'none' }, { totalUsage: 0 }]);
    expect(set).toEqual([{ type: 'limited', value: 1000 }, { totalUsage: 10 }]);
  });

  it('counts a push as one and a multicast per recipient, but not a 409 repeat or a refused send', async () => {
    const retryKey = randomUUID();
    await client.pushMessage({ to: ALICE, messages: [text('one'), text('two')] });
    await client.multicast({ to: [ALICE, BOB], messages: [text('hello')] }, retryKey);

    const repeat = await refusal(client.multicast({ to: [ALICE, BOB], messages: [text('hello')] }, retryKey));
    const invalid = await refusal(client.multicast({ to: [ALICE, BOB], messages: [text('')] }));

    expect(repeat.status).toBe(409);
    expect(invalid.status).toBe(400);
    expect(await client.getMessageQuotaConsumption()).toEqual({ totalUsage: 3 });
    expect(line.usage).toBe(3);
  });

  it('refuses a send that would go past the limit with 429, delivering nothing and keeping its retry key', async () => {
    const retryKey = randomUUID();
    line.setQuota({ limit: 2, used: 1 });

    const tooMany = await refusal(client.multicast({ to: [ALICE, BOB], messages: [text('x')] }, retryKey));
    const deliveredBefore = line.messages.length;
    await client.pushMessage({ to: ALICE, messages: [text('the last one')] });
    const overLimit = await refusal(client.pushMessage({ to: BOB, messages: [text('one too many')] }));
    line.setQuota({ limit: 10 });
    await client.multicast({ to: [ALICE, BOB], messages: [text('x')] }, retryKey);

    expect(tooMany).toEqual({ status: 429, body: MESSAGING_ERRORS.monthlyLimit });
    expect(overLimit).toEqual({ status: 429, body: MESSAGING_ERRORS.monthlyLimit });
    expect(deliveredBefore).toBe(0);
    expect(line.messages.map((delivery) => delivery.to)).toEqual([[ALICE], [ALICE, BOB]]);
    expect(line.usage).toBe(4);
  });

  it('returns to no limit and no usage on reset', async () => {
    line.setQuota({ limit: 5, used: 4 });
    await client.pushMessage({ to: ALICE, messages: [text('x')] });

    line.reset();

    expect(await client.getMessageQuota()).toEqual({ type: 'none' });
    expect(await client.getMessageQuotaConsumption()).toEqual({ totalUsage: 0 });
  });

  it('keeps the usage when only the limit changes, and refuses limits that are not whole numbers', () => {
    line.setQuota({ limit: 10, used: 7 });
    line.setQuota({ limit: null });

    expect(line.usage).toBe(7);
    expect(() => line.setQuota({ limit: -1 })).toThrow(/quota limit/);
    expect(() => line.setQuota({ limit: 10, used: 1.5 })).toThrow(/quota usage/);
  });

  it('requires the channel access token, like sending does', async () => {
    const stranger = new messagingApi.MessagingApiClient({ channelAccessToken: 'not-the-token', baseURL: line.url });

    const quota = await refusal(stranger.getMessageQuota());
    const consumption = await refusal(stranger.getMessageQuotaConsumption());

    expect(quota).toEqual({ status: 401, body: MESSAGING_ERRORS.authenticationFailed });
    expect(consumption).toEqual({ status: 401, body: MESSAGING_ERRORS.authenticationFailed });
  });
});
