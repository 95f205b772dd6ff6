import { randomUUID } from 'node:crypto';
import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGING_ERRORS } from './line-errors.ts';
import { type FakeLine, startFakeLine } from './server.ts';

// Every test goes through the real @line/bot-sdk 10.8.0 client, as the server does.
const CHANNEL_TOKEN = 'messaging-channel-token';
const ALICE = 'U0123456789abcdef0123456789abcdef';
const BOB = 'Ufedcba9876543210fedcba9876543210';

let line: FakeLine;
let client: messagingApi.MessagingApiClient;

beforeAll(async () => {
  line = await startFakeLine({ loginChannels: ['1234567890'], messagingAccessToken: CHANNEL_TOKEN });
  client = new messagingApi.MessagingApiClient({ channelAccessToken: CHANNEL_TOKEN, baseURL: line.url });
});
afterAll(() => line.close());
beforeEach(() => line.reset());

/** The SDK's error for a non-2xx answer, with its status and LINE's body parsed. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; body: unknown; headers: Headers }> {
  const error = await promise.then(
    () => {
      throw new Error('expected LINE to refuse the request');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HTTPFetchError);
  const fetchError = error as HTTPFetchError;
  return { status: fetchError.status, body: JSON.parse(fetchError.body), headers: fetchError.headers };
}

const flexMessage: messagingApi.FlexMessage = {
  type: 'flex',
  altText: 'Chapter meeting on Thursday',
  contents: { type: 'bubble', body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'Hi' }] } },
};

describe('push and multicast through @line/bot-sdk', () => {
  it('accepts a push, answers sentMessages with a request id, and records the delivery', async () => {
    const { httpResponse, body } = await client.pushMessageWithHttpInfo({
      to: ALICE,
      messages: [{ type: 'text', text: 'Your login code is 123456' }],
    });

    expect(httpResponse.status).toBe(200);
    expect(body.sentMessages).toEqual([{ id: expect.stringMatching(/^\d+$/), quoteToken: expect.any(String) }]);
    const requestId = httpResponse.headers.get('x-line-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(line.messages).toEqual([
      {
        kind: 'push',
        to: [ALICE],
        messages: [{ type: 'text', text: 'Your login code is 123456' }],
        requestId,
        at: expect.any(String),
      },
    ]);
  });

  it('accepts a multicast of a flex message to several users and answers an empty object', async () => {
    const retryKey = randomUUID();

    const body = await client.multicast({ to: [ALICE, BOB], messages: [flexMessage] }, retryKey);

    expect(body).toEqual({});
    expect(line.messages).toHaveLength(1);
    expect(line.messages[0]).toMatchObject({ kind: 'multicast', to: [ALICE, BOB], messages: [flexMessage], retryKey });
  });

  it('accepts a retried request once: the same retry key answers 409 and delivers nothing more', async () => {
    const retryKey = randomUUID();
    const request = { to: [ALICE], messages: [{ type: 'text' as const, text: 'Once only' }] };
    const first = await client.multicastWithHttpInfo(request, retryKey);

    const second = await refusal(client.multicast(request, retryKey));

    expect(second.status).toBe(409);
    expect(second.body).toEqual(MESSAGING_ERRORS.retryKeyAccepted);
    expect(second.headers.get('x-line-accepted-request-id')).toBe(first.httpResponse.headers.get('x-line-request-id'));
    expect(line.messages).toHaveLength(1);
    expect(line.received.filter((entry) => entry.path === '/v2/bot/message/multicast')).toHaveLength(2);
  });

  it('lets a request that failed with a 500 be retried with the same key and delivers it once', async () => {
    const retryKey = randomUUID();
    line.failNext({ path: '/v2/bot/message/multicast', status: 500 });
    const request = { to: [ALICE], messages: [{ type: 'text' as const, text: 'After a 500' }] };

    const failed = await refusal(client.multicast(request, retryKey));
    await client.multicast(request, retryKey);

    expect(failed.status).toBe(500);
    expect(failed.body).toEqual(MESSAGING_ERRORS.internal);
    expect(line.messages.map((delivery) => delivery.retryKey)).toEqual([retryKey]);
  });

  it("surfaces injected 429s as the SDK's error with LINE's rate and monthly limit bodies", async () => {
    line.failNext({ path: '/v2/bot/message/push', status: 429 });
    line.failNext({ path: '/v2/bot/message/multicast', status: 429, body: MESSAGING_ERRORS.monthlyLimit });

    const rate = await refusal(client.pushMessage({ to: ALICE, messages: [{ type: 'text', text: 'x' }] }));
    const monthly = await refusal(client.multicast({ to: [ALICE], messages: [{ type: 'text', text: 'x' }] }));

    expect(rate).toMatchObject({
      status: 429,
      body: { message: 'The API rate limit has been exceeded. Try again later.' },
    });
    expect(monthly).toMatchObject({ status: 429, body: { message: 'You have reached your monthly limit.' } });
    expect(line.messages).toEqual([]);
  });

  it('refuses a wrong channel access token with 401 and a missing one with its own message', async () => {
    const stranger = new messagingApi.MessagingApiClient({ channelAccessToken: 'not-the-token', baseURL: line.url });

    const wrong = await refusal(stranger.pushMessage({ to: ALICE, messages: [{ type: 'text', text: 'x' }] }));
    const missing = await fetch(`${line.url}/v2/bot/message/push`, { method: 'POST', body: '{}' });

    expect(wrong).toMatchObject({ status: 401, body: MESSAGING_ERRORS.authenticationFailed });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual(MESSAGING_ERRORS.missingAuthorization);
    expect(line.messages).toEqual([]);
  });
});

describe("LINE's validation", () => {
  it('lists every invalid message in one 400 with LINE wording and property paths', async () => {
    const messages = [
      { type: 'text', text: '' },
      { type: 'text', text: 'x'.repeat(5001) },
      { type: 'flex', altText: 'a'.repeat(1501), contents: { type: 'box' } },
      { type: 'poll' },
    ] as unknown as messagingApi.Message[];

    const refused = await refusal(client.multicast({ to: [ALICE], messages }));

    expect(refused).toEqual({
      status: 400,
      headers: expect.any(Headers),
      body: {
        message: 'The request body has 5 error(s)',
        details: [
          { message: 'May not be empty', property: 'messages[0].text' },
          { message: 'Length must be between 0 and 5000', property: 'messages[1].text' },
          { message: 'Length must be between 0 and 1500', property: 'messages[2].altText' },
          { message: 'Must be one of the following values: [bubble, carousel]', property: 'messages[2].contents.type' },
          {
            message:
              'Must be one of the following values: [text, image, video, audio, location, sticker, template, imagemap, flex]',
            property: 'messages[3].type',
          },
        ],
      },
    });
  });

  it('refuses no messages, more than 5 messages, no recipients and more than 500 recipients', async () => {
    const text = { type: 'text' as const, text: 'x' };
    const many = Array.from({ length: 501 }, (_, index) => `U${index.toString(16).padStart(32, '0')}`);

    const none = await refusal(client.multicast({ to: [ALICE], messages: [] }));
    const six = await refusal(client.pushMessage({ to: ALICE, messages: Array(6).fill(text) }));
    const nobody = await refusal(client.multicast({ to: [], messages: [text] }));
    const crowd = await refusal(client.multicast({ to: many, messages: [text] }));

    expect(none.body).toEqual({
      message: 'The request body has 1 error(s)',
      details: [{ message: 'May not be empty', property: 'messages' }],
    });
    expect(six.body).toMatchObject({ details: [{ message: 'Size must be between 1 and 5', property: 'messages' }] });
    expect(nobody.body).toMatchObject({ details: [{ message: 'May not be empty', property: 'to' }] });
    expect(crowd.body).toMatchObject({ details: [{ message: 'Size must be between 1 and 500', property: 'to' }] });
    expect(line.messages).toEqual([]);
  });

  it("refuses a malformed user id and a retry key that is not a UUID with LINE's one-line messages", async () => {
    const text = { type: 'text' as const, text: 'x' };

    const badPush = await refusal(client.pushMessage({ to: 'somchai', messages: [text] }));
    const badMulticast = await refusal(client.multicast({ to: [ALICE, 'U123'], messages: [text] }));
    const badKey = await refusal(client.pushMessage({ to: ALICE, messages: [text] }, 'retry-1'));

    expect(badPush.body).toEqual({
      message: "The property, 'to', in the request body is invalid (line: -, column: -)",
    });
    expect(badMulticast.body).toEqual({
      message: "The property, 'to[1]', in the request body is invalid (line: -, column: -)",
    });
    expect(badKey).toMatchObject({ status: 400, body: MESSAGING_ERRORS.invalidRetryKey });
  });

  it('accepts a carousel of bubbles and checks the other types for their required fields', async () => {
    const carousel = { ...flexMessage, contents: { type: 'carousel' as const, contents: [flexMessage.contents] } };
    await client.pushMessage({ to: ALICE, messages: [carousel as messagingApi.FlexMessage] });

    const sticker = await refusal(
      client.pushMessage({ to: ALICE, messages: [{ type: 'sticker' } as messagingApi.StickerMessage] }),
    );

    expect(line.messages).toHaveLength(1);
    expect(sticker.body).toMatchObject({
      details: [
        { message: 'May not be empty', property: 'messages[0].packageId' },
        { message: 'May not be empty', property: 'messages[0].stickerId' },
      ],
    });
  });
});
