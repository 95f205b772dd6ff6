import type { Readable } from 'node:stream';
import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeLine, startFakeLine } from './server.ts';

// Replies and users' contents through the real @line/bot-sdk 10.8.0 clients, as the server calls
// them. Reply tokens come from events built by fake-line, as they come from LINE's webhook.
const CHANNEL_TOKEN = 'messaging-channel-token';
const ALICE = 'U0123456789abcdef0123456789abcdef';
const BOB = 'Ufedcba9876543210fedcba9876543210';
const REPLY = '/v2/bot/message/reply';
const WAIT = { timeout: 30_000, interval: 10 };
const thanks: messagingApi.TextMessage = { type: 'text', text: 'ได้รับสลิปแล้ว ขอบคุณครับ' };

let line: FakeLine;
let client: messagingApi.MessagingApiClient;
let blobs: messagingApi.MessagingApiBlobClient;

beforeAll(async () => {
  line = await startFakeLine({ loginChannels: ['1234567890'], messagingAccessToken: CHANNEL_TOKEN });
  client = new messagingApi.MessagingApiClient({ channelAccessToken: CHANNEL_TOKEN, baseURL: line.url });
  blobs = new messagingApi.MessagingApiBlobClient({ channelAccessToken: CHANNEL_TOKEN, baseURL: line.url });
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

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('replying with a reply token', () => {
  it('accepts a reply to the user whose event carried the token, recorded apart from pushes', async () => {
    const { replyToken } = line.events.follow(ALICE);

    const answer = await client.replyMessage({ replyToken, messages: [thanks] });

    expect(answer.sentMessages).toEqual([{ id: expect.stringMatching(/^\d+$/), quoteToken: expect.any(String) }]);
    expect(line.replies).toEqual([
      { to: ALICE, replyToken, messages: [thanks], requestId: expect.any(String), at: expect.any(String) },
    ]);
    expect(line.repliesTo(ALICE)).toHaveLength(1);
    expect(line.repliesTo(BOB)).toEqual([]);
    expect(line.messages).toEqual([]);
  });

  it('counts no quota: a reply goes through even when the monthly limit is reached', async () => {
    line.setQuota({ limit: 1, used: 1 });
    const { replyToken } = line.events.textMessage(ALICE, 'สลิปค่ะ');

    await client.replyMessage({ replyToken, messages: [thanks, thanks], notificationDisabled: true });

    expect(line.usage).toBe(1);
    expect(line.replies[0]).toMatchObject({ to: ALICE, notificationDisabled: true });
  });

  it('refuses a reply token used twice with 400 Invalid reply token', async () => {
    const { replyToken } = line.events.postback(ALICE, 'action=attend');
    await client.replyMessage({ replyToken, messages: [thanks] });

    const second = await refusal(client.replyMessage({ replyToken, messages: [thanks] }));

    expect(second).toEqual({ status: 400, body: { message: 'Invalid reply token' } });
    expect(line.replies).toHaveLength(1);
  });

  it('refuses a token fake-line never issued, and one past its minute', async () => {
    const { replyToken } = line.events.follow(ALICE);
    line.expireReplyToken(replyToken);

    const unknown = await refusal(client.replyMessage({ replyToken: 'f'.repeat(32), messages: [thanks] }));
    const expired = await refusal(client.replyMessage({ replyToken, messages: [thanks] }));

    expect(unknown).toEqual({ status: 400, body: { message: 'Invalid reply token' } });
    expect(expired).toEqual({ status: 400, body: { message: 'Invalid reply token' } });
    expect(line.replies).toEqual([]);
  });

  it('refuses a reply whose messages LINE would refuse, and leaves the token usable', async () => {
    const { replyToken } = line.events.textMessage(ALICE, 'hi');
    const six = Array.from({ length: 6 }, () => thanks);

    const tooMany = await refusal(client.replyMessage({ replyToken, messages: six }));
    const empty = await refusal(client.replyMessage({ replyToken, messages: [{ type: 'text', text: '' }] }));
    await client.replyMessage({ replyToken, messages: [thanks] });

    expect(tooMany).toEqual({
      status: 400,
      body: {
        message: 'The request body has 1 error(s)',
        details: [{ message: 'Size must be between 1 and 5', property: 'messages' }],
      },
    });
    expect(empty.status).toBe(400);
    expect(line.replies).toHaveLength(1);
  });

  it('refuses a reply without the channel access token', async () => {
    const { replyToken } = line.events.follow(ALICE);
    const stranger = new messagingApi.MessagingApiClient({ channelAccessToken: 'wrong', baseURL: line.url });

    const refused = await refusal(stranger.replyMessage({ replyToken, messages: [thanks] }));

    expect(refused.status).toBe(401);
    expect(line.replies).toEqual([]);
  });

  it('fails an injected reply without using its token up, so the retry is accepted', async () => {
    const { replyToken } = line.events.follow(ALICE);
    line.failNext({ path: REPLY, status: 500 });

    const failed = await refusal(client.replyMessage({ replyToken, messages: [thanks] }));
    await client.replyMessage({ replyToken, messages: [thanks] });

    expect(failed.status).toBe(500);
    expect(line.replies).toHaveLength(1);
  });

  it('holds the answer to a reply to the user a hold rule names, after recording it', async () => {
    const { replyToken } = line.events.follow(ALICE);
    line.holdNext({ path: REPLY, to: ALICE });

    const answer = client.replyMessage({ replyToken, messages: [thanks] });
    await vi.waitUntil(() => line.held === 1, WAIT);
    const recorded = line.replies.length;
    await line.releaseHeld();

    expect(recorded).toBe(1);
    expect((await answer).sentMessages).toHaveLength(1);
  });
});

describe("a user's message content", () => {
  it('serves the bytes of an image sent in the chat, with its content type', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x80, 0xfe]);
    const event = line.events.imageMessage(ALICE, { content: jpeg, contentType: 'image/jpeg' });
    const messageId = event.message.id;

    const { httpResponse, body } = await blobs.getMessageContentWithHttpInfo(messageId);

    expect(httpResponse.status).toBe(200);
    expect(httpResponse.headers.get('content-type')).toBe('image/jpeg');
    expect(await bytesOf(body)).toEqual(jpeg);
  });

  it('answers 404 Not found for a message id it does not know', async () => {
    const missing = await refusal(blobs.getMessageContent('123456789012345'));

    expect(missing).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('refuses the content without the channel access token', async () => {
    const event = line.events.imageMessage(ALICE, { content: Buffer.from('x'), contentType: 'image/png' });
    const stranger = new messagingApi.MessagingApiBlobClient({ channelAccessToken: 'wrong', baseURL: line.url });

    const refused = await refusal(stranger.getMessageContent(event.message.id));

    expect(refused.status).toBe(401);
  });
});
