import { apiMessages } from '@chapter/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LineTestApp, MESSAGING_CHANNEL_SECRET, startLineTestApp } from '../../../../test/line-test-app.ts';
import { chatEvents, lineSignature, postWebhook } from '../../../../test/line-webhook.ts';
import { startTestApp } from '../../../../test/test-app.ts';
import { lineWebhookEvents } from '../../../db/schema/index.ts';

const ALICE = `U${'a1'.repeat(16)}`;
const BOB = `U${'b2'.repeat(16)}`;

describe('the LINE webhook', () => {
  let t: LineTestApp;

  beforeAll(async () => {
    t = await startLineTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.app.lineChat.idle();
    await t.db.delete(lineWebhookEvents);
  });

  const stored = () => t.db.select().from(lineWebhookEvents).orderBy(lineWebhookEvents.occurredAt);

  it('answers LINE’s Verify button (no events) with 200', async () => {
    const response = await postWebhook(t, { events: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('stores a signed event of a person’s chat and works it once', async () => {
    const follow = chatEvents.follow(ALICE);
    const response = await postWebhook(t, { events: [follow] });
    expect(response.statusCode).toBe(200);
    await t.app.lineChat.idle();
    const [row, ...others] = await stored();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      webhookEventId: follow.webhookEventId,
      type: 'follow',
      lineUserId: ALICE,
      occurredAt: new Date(follow.timestamp),
      status: 'done',
      attempts: 1,
      redelivery: false,
      lockedBy: null,
    });
    expect(row?.event).toEqual(follow);
  });

  it.each([
    ['without a signature', { signature: null }],
    ['with an empty signature', { signature: '' }],
    ['with a forged signature', { signature: `${'A'.repeat(43)}=` }],
    ['with a signature that is not base64 of a digest', { signature: 'not a signature' }],
    ['signed with another channel’s secret', { signature: lineSignature('{}', 'f'.repeat(32)) }],
  ])('refuses a call %s and stores nothing', async (_, post) => {
    const response = await postWebhook(t, { events: [chatEvents.follow(ALICE)], ...post });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: apiMessages.lineSignatureInvalid });
    expect(await stored()).toEqual([]);
  });

  it('refuses a body changed after it was signed', async () => {
    const signed = JSON.stringify({ destination: 'x', events: [chatEvents.follow(ALICE)] });
    const response = await postWebhook(t, {
      raw: signed.replace(ALICE, BOB),
      signature: lineSignature(signed),
    });
    expect(response.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('takes a replayed call (same signature, same events) once', async () => {
    const raw = JSON.stringify({
      destination: 'U0000000000000000000000000000b0t1',
      events: [chatEvents.follow(ALICE)],
    });
    for (let i = 0; i < 3; i++) expect((await postWebhook(t, { raw })).statusCode).toBe(200);
    await t.app.lineChat.idle();
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('takes an event LINE redelivers once, as first delivered', async () => {
    const postback = chatEvents.postback(ALICE, 'a=meeting&meeting=1&answer=coming');
    await postWebhook(t, { events: [postback] });
    await t.app.lineChat.idle();
    const again = await postWebhook(t, { events: [chatEvents.redelivered(postback)] });
    expect(again.statusCode).toBe(200);
    await t.app.lineChat.idle();
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ redelivery: false, status: 'done', attempts: 1 });
  });

  it('ignores a call for another bot (destination), storing nothing', async () => {
    const response = await postWebhook(t, { destination: `U${'9'.repeat(32)}`, events: [chatEvents.follow(ALICE)] });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it('asks LINE for the bot’s user id once, not on every call', async () => {
    const asked = () => t.line.received.filter((r) => r.method === 'GET' && r.path === '/v2/bot/info').length;
    await postWebhook(t, { events: [chatEvents.unfollow(ALICE)] });
    await postWebhook(t, { events: [chatEvents.unfollow(BOB)] });
    expect(asked()).toBe(1);
  });

  it('takes and ignores events of kinds no one handles, and keeps out group chats', async () => {
    const text = chatEvents.text(ALICE, 'สวัสดีครับ');
    const beacon = { ...chatEvents.unfollow(BOB), type: 'beacon', beacon: { hwid: 'd41d8cd98f', type: 'enter' } };
    const inGroup = chatEvents.inGroup(chatEvents.follow(BOB));
    const noSource = { ...chatEvents.unfollow(ALICE), source: undefined };
    const response = await postWebhook(t, { events: [text, beacon, inGroup, noSource] as never });
    expect(response.statusCode).toBe(200);
    await t.app.lineChat.idle();
    const rows = await stored();
    expect(rows.map((row) => [row.type, row.status]).sort()).toEqual([
      ['beacon', 'done'],
      ['message', 'done'],
    ]);
  });

  it('refuses a body over 1 MB with 413, storing nothing', async () => {
    const text = chatEvents.text(ALICE, 'ก'.repeat(400_000));
    const response = await postWebhook(t, { events: [text] });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: apiMessages.bodyTooLarge('1 MB') });
    expect(await stored()).toEqual([]);
  });

  it('refuses a signed body that is not JSON with 400', async () => {
    const response = await postWebhook(t, { raw: '{"destination": "U1", "events": [' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: apiMessages.malformedJson });
  });

  it('refuses a signed body that is not LINE’s shape with 400, storing nothing', async () => {
    const response = await postWebhook(t, { raw: JSON.stringify({ destination: 'U1', events: [{ type: 'follow' }] }) });
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses the events sent as another content type, storing nothing', async () => {
    const response = await postWebhook(t, { events: [chatEvents.follow(ALICE)], contentType: 'text/plain' });
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses a signed event nested thousands of levels deep with 400, storing nothing', async () => {
    const event = chatEvents.unfollow(ALICE);
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const raw = JSON.stringify({
      destination: 'U0000000000000000000000000000b0t1',
      events: [{ ...event, extra: 0 }],
    }).replace('"extra":0', `"extra":${deep}`);
    const response = await postWebhook(t, { raw });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: apiMessages.badRequest });
    expect(await stored()).toEqual([]);
  });

  it('keeps a person’s two events in the order they happened, whatever order they came in', async () => {
    const first = chatEvents.unfollow(ALICE, new Date(Date.now() - 60_000));
    const second = chatEvents.follow(ALICE);
    await postWebhook(t, { events: [second, first] });
    await t.app.lineChat.idle();
    const rows = await stored();
    expect(rows.map((row) => row.type)).toEqual(['unfollow', 'follow']);
    expect(rows.every((row) => row.status === 'done')).toBe(true);
  });

  it('leaves a done event in place while the beat runs, so a redelivery is still recognised', async () => {
    const follow = chatEvents.follow(ALICE);
    await postWebhook(t, { events: [follow] });
    await t.app.messageJobs.tick();
    const [row] = await t.db
      .select()
      .from(lineWebhookEvents)
      .where(eq(lineWebhookEvents.webhookEventId, follow.webhookEventId));
    expect(row?.status).toBe('done');
  });
});

describe('the LINE webhook without a channel secret', () => {
  it('refuses every call and stores nothing', async () => {
    const t = await startTestApp();
    try {
      const raw = JSON.stringify({ destination: 'U1', events: [chatEvents.follow(ALICE)] });
      const response = await postWebhook(t, { raw, signature: lineSignature(raw, MESSAGING_CHANNEL_SECRET) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: apiMessages.lineWebhookNotConfigured });
      expect(await t.db.select().from(lineWebhookEvents)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
