import { createServer, type Server } from 'node:http';
import { validateSignature, type webhook } from '@line/bot-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeServer, listen } from './fake-service.ts';
import { type FakeLine, startFakeLine } from './server.ts';

// The app's side is a small receiver that checks each call as the app must: with bot-sdk's own
// validateSignature and the Messaging channel's secret.
const SECRET = '0123456789abcdef0123456789abcdef';
const BOT = 'U0000000000000000000000000000b0t1';
const ALICE = 'U0123456789abcdef0123456789abcdef';

interface Received {
  signatureValid: boolean;
  headers: Record<string, string | string[] | undefined>;
  body: webhook.CallbackRequest;
}

let line: FakeLine;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
/** What the receiver answers next: a test can make the app fail a delivery. */
let answer = { status: 200, body: '{}' };

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const signature = String(request.headers['x-line-signature'] ?? '');
      received.push({
        signatureValid: validateSignature(raw, SECRET, signature),
        headers: request.headers,
        body: JSON.parse(raw) as webhook.CallbackRequest,
      });
      const valid = received.at(-1)?.signatureValid;
      response.writeHead(valid ? answer.status : 401, { 'content-type': 'application/json' });
      response.end(valid ? answer.body : '{"message":"bad signature"}');
    });
  });
  receiverUrl = `${await listen(receiver, '127.0.0.1')}/api/line/webhook/`;
  line = await startFakeLine({
    loginChannels: ['1234567890'],
    messagingAccessToken: 'token',
    botUserId: BOT,
    webhookUrl: receiverUrl,
    messagingChannelSecret: SECRET,
  });
});
afterAll(async () => {
  await line.close();
  await closeServer(receiver);
});
beforeEach(() => {
  line.reset();
  line.setWebhook({ url: receiverUrl });
  received.length = 0;
  answer = { status: 200, body: '{}' };
});

describe('signed webhook calls', () => {
  it('posts the events to the app with a signature bot-sdk validates, and records the answer', async () => {
    const follow = line.events.follow(ALICE);

    const result = await line.sendWebhook([follow]);

    expect(result).toEqual({ status: 200, body: {} });
    expect(received).toHaveLength(1);
    expect(received[0]?.signatureValid).toBe(true);
    expect(received[0]?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(received[0]?.body).toEqual({ destination: BOT, events: [follow] });
    expect(line.webhookDeliveries).toEqual([
      {
        url: receiverUrl,
        payload: { destination: BOT, events: [follow] },
        signature: received[0]?.headers['x-line-signature'],
        status: 200,
        body: {},
        at: expect.any(String),
      },
    ]);
  });

  it('fills each event as LINE does: ULID-like id, delivery context, time, user source, active mode', async () => {
    const at = new Date('2026-03-05T09:30:00+07:00');
    const image = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    const events = [
      line.events.follow(ALICE, { isUnblocked: true, at }),
      line.events.unfollow(ALICE, { at }),
      line.events.postback(ALICE, 'action=attend&event=7', { datetime: '2026-03-05T19:00' }, { at }),
      line.events.imageMessage(ALICE, { content: image, contentType: 'image/jpeg' }, { at }),
      line.events.textMessage(ALICE, 'สวัสดีครับ', { at }),
    ];

    await line.sendWebhook(events);

    const sent = received[0]?.body.events ?? [];
    for (const event of sent) {
      expect(event).toMatchObject({
        mode: 'active',
        timestamp: at.getTime(),
        source: { type: 'user', userId: ALICE },
        deliveryContext: { isRedelivery: false },
      });
      expect(event.webhookEventId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    }
    expect(new Set(sent.map((event) => event.webhookEventId)).size).toBe(5);
    expect(sent.map((event) => 'replyToken' in event)).toEqual([true, false, true, true, true]);
    expect(sent[0]).toMatchObject({ type: 'follow', follow: { isUnblocked: true } });
    expect(sent[1]).toMatchObject({ type: 'unfollow' });
    expect(sent[2]).toMatchObject({
      type: 'postback',
      postback: { data: 'action=attend&event=7', params: { datetime: '2026-03-05T19:00' } },
    });
    expect(sent[3]).toMatchObject({
      type: 'message',
      message: { type: 'image', id: expect.stringMatching(/^\d+$/), contentProvider: { type: 'line' } },
    });
    expect(sent[4]).toMatchObject({ type: 'message', message: { type: 'text', text: 'สวัสดีครับ' } });
  });

  it('redelivers an event with the same id, marked as a redelivery', async () => {
    const postback = line.events.postback(ALICE, 'action=leave');
    answer = { status: 500, body: '{"message":"busy"}' };
    const first = await line.sendWebhook([postback]);
    answer = { status: 200, body: '{}' };

    const again = await line.sendWebhook([line.events.redeliver(postback)]);

    expect(first.status).toBe(500);
    expect(again.status).toBe(200);
    const [original, redelivered] = received.map((call) => call.body.events[0]);
    expect(redelivered?.webhookEventId).toBe(original?.webhookEventId);
    expect(original?.deliveryContext).toEqual({ isRedelivery: false });
    expect(redelivered?.deliveryContext).toEqual({ isRedelivery: true });
    expect(line.webhookDeliveries.map((delivery) => delivery.status)).toEqual([500, 200]);
  });

  it('sends a forged signature or one made with another secret when asked, which the app refuses', async () => {
    const event = line.events.textMessage(ALICE, 'hello');

    const forged = await line.sendWebhook([event], { signature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' });
    const otherSecret = await line.sendWebhook([event], { secret: 'fedcba9876543210fedcba9876543210' });
    const genuine = await line.sendWebhook([event]);

    expect([forged.status, otherSecret.status, genuine.status]).toEqual([401, 401, 200]);
    expect(received.map((call) => call.signatureValid)).toEqual([false, false, true]);
    const signatures = line.webhookDeliveries.map((delivery) => delivery.signature);
    expect(new Set(signatures).size).toBe(3);
  });

  it('uses another destination when asked, and the configured webhook after setWebhook', async () => {
    line.setWebhook({ url: `${receiverUrl}?second` });

    await line.sendWebhook([], { destination: 'U1111111111111111111111111111111f' });

    expect(received[0]?.body).toEqual({ destination: 'U1111111111111111111111111111111f', events: [] });
    expect(line.webhookDeliveries[0]?.url).toBe(`${receiverUrl}?second`);
  });

  it('refuses to build an event for a malformed user id', () => {
    expect(() => line.events.follow('alice')).toThrow(/'U' and 32 hex digits/);
  });
});

describe('the webhook over the control API', () => {
  async function control(path: string, body?: unknown): Promise<Response> {
    return fetch(`${line.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  it('builds and sends events, answering with the app’s answer and the events sent', async () => {
    const sent = await control('/__fake/webhook/send', {
      events: [
        { kind: 'follow', userId: ALICE },
        {
          kind: 'image',
          userId: ALICE,
          contentBase64: Buffer.from('png').toString('base64'),
          contentType: 'image/png',
        },
      ],
    });
    const result = (await sent.json()) as { status: number; body: unknown; events: webhook.Event[] };

    expect(sent.status).toBe(200);
    expect(result.status).toBe(200);
    expect(result.events.map((event) => event.type)).toEqual(['follow', 'message']);
    expect(received[0]?.signatureValid).toBe(true);
    const redelivered = await control('/__fake/webhook/send', {
      events: [{ kind: 'redeliver', event: result.events[0] }],
    });
    expect(redelivered.status).toBe(200);
    expect(received[1]?.body.events[0]).toEqual({ ...result.events[0], deliveryContext: { isRedelivery: true } });
    const deliveries = (await (await control('/__fake/webhook/deliveries')).json()) as unknown[];
    expect(deliveries).toHaveLength(2);
    const messageId = (result.events[1] as webhook.MessageEvent).message.id;
    expect(await (await control('/__fake/contents')).json()).toEqual({
      [messageId]: { contentType: 'image/png', size: 3 },
    });
  });

  it('reports the configured webhook, and refuses an unknown event kind with 400', async () => {
    const target = await (await control('/__fake/webhook')).json();
    const refused = await control('/__fake/webhook/send', { events: [{ kind: 'join', userId: ALICE }] });

    expect(target).toEqual({ url: receiverUrl, channelSecret: SECRET, destination: BOT });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'unknown event kind join' });
    expect(received).toHaveLength(0);
  });
});
