import type { webhook } from '@line/bot-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, createStaff } from '../../../../test/factories.ts';
import { CHANNEL_ACCESS_TOKEN, type LineTestApp, startLineTestApp } from '../../../../test/line-test-app.ts';
import { chatEvents } from '../../../../test/line-webhook.ts';
import { lineWebhookEvents } from '../../../db/schema/index.ts';
import { LineChatClient } from '../../../line/chat-client.ts';
import type { ChatEvent, ChatHandlers } from '../chat-event.ts';
import { ChatMemberRepository } from '../chat-member-repository.ts';
import { chatTools } from '../chat-tools.ts';
import { ChatQueue, KEEP_FINISHED_MS, MAX_ATTEMPTS } from './queue.ts';
import { WebhookEventsRepository } from './repository.ts';

const ALICE = `U${'a3'.repeat(16)}`;
const BOB = `U${'b4'.repeat(16)}`;

describe('the LINE chat queue', () => {
  let t: LineTestApp;
  let repository: WebhookEventsRepository;
  let clock: Date;
  let seen: string[];
  let failing: Set<string>;

  /** A queue of this test's own, whose handlers record what reached them (and fail when told to). */
  const queueWith = (handlers: Partial<ChatHandlers> = {}, leaseMs = 60_000) => {
    const record = (label: string) => async (chat: ChatEvent) => {
      seen.push(`${label} ${chat.lineUserId}`);
      if (failing.has(chat.event.webhookEventId)) throw new Error('handler broke');
    };
    return new ChatQueue({
      repository,
      handlers: {
        follow: record('follow'),
        unfollow: record('unfollow'),
        image: record('image'),
        postbacks: { meeting: async (chat, data) => record(`meeting ${data.get('answer')}`)(chat) },
        ...handlers,
      },
      now: () => clock,
      log: t.app.log,
      leaseMs,
    });
  };
  const enqueue = (...events: webhook.Event[]) =>
    repository.enqueue(
      events.map((event) => ({
        webhookEventId: event.webhookEventId,
        type: event.type,
        lineUserId: event.source?.userId ?? null,
        event,
        occurredAt: new Date(event.timestamp),
        redelivery: false,
      })),
    );
  const rowOf = async (event: webhook.Event) =>
    (await t.db.select().from(lineWebhookEvents).where(eq(lineWebhookEvents.webhookEventId, event.webhookEventId)))[0];

  beforeAll(async () => {
    t = await startLineTestApp();
    repository = new WebhookEventsRepository(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.delete(lineWebhookEvents);
    clock = new Date();
    seen = [];
    failing = new Set();
  });

  it('hands each kind of event to its handler, postbacks by the `a` in their data', async () => {
    await enqueue(
      chatEvents.follow(ALICE, new Date(clock.getTime() - 5000)),
      chatEvents.image(ALICE, '100001', new Date(clock.getTime() - 4000)),
      chatEvents.postback(ALICE, 'a=meeting&meeting=7&answer=coming', new Date(clock.getTime() - 3000)),
      chatEvents.unfollow(ALICE, new Date(clock.getTime() - 2000)),
    );
    await queueWith().drain();
    expect(seen).toEqual([`follow ${ALICE}`, `image ${ALICE}`, `meeting coming ${ALICE}`, `unfollow ${ALICE}`]);
  });

  it('takes and does nothing with a text message, a postback of no known `a`, or one naming Object’s own keys', async () => {
    const events = [
      chatEvents.text(ALICE, 'สวัสดี'),
      chatEvents.postback(ALICE, 'a=nothing-here'),
      chatEvents.postback(ALICE, 'a=constructor'),
      chatEvents.postback(ALICE, 'a=__proto__'),
      chatEvents.postback(ALICE, 'no query string at all'),
    ];
    await enqueue(...events);
    await queueWith().drain();
    expect(seen).toEqual([]);
    for (const event of events) expect((await rowOf(event))?.status).toBe('done');
  });

  it('retries an event whose handler fails on later beats, then gives it up after five attempts', async () => {
    const follow = chatEvents.follow(ALICE);
    failing.add(follow.webhookEventId);
    await enqueue(follow);
    const queue = queueWith();
    await queue.drain();
    expect(await rowOf(follow)).toMatchObject({ status: 'pending', attempts: 1, error: 'handler broke' });
    // Not again at once: the next attempt waits.
    await queue.drain();
    expect(seen).toHaveLength(1);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      clock = new Date(clock.getTime() + 60_000);
      await queue.drain();
      expect(seen, `attempt ${attempt}`).toHaveLength(attempt);
    }
    expect(await rowOf(follow)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lockedBy: null });
    clock = new Date(clock.getTime() + 3600_000);
    await queue.drain();
    expect(seen).toHaveLength(MAX_ATTEMPTS);
  });

  it('works an event once its retry succeeds', async () => {
    const follow = chatEvents.follow(ALICE);
    failing.add(follow.webhookEventId);
    await enqueue(follow);
    const queue = queueWith();
    await queue.drain();
    failing.clear();
    clock = new Date(clock.getTime() + 60_000);
    await queue.drain();
    expect(await rowOf(follow)).toMatchObject({ status: 'done', attempts: 2, error: null });
  });

  it('holds a person’s later events while an earlier one of theirs waits for its retry, not other people’s', async () => {
    const first = chatEvents.follow(ALICE, new Date(clock.getTime() - 2000));
    const later = chatEvents.unfollow(ALICE, new Date(clock.getTime() - 1000));
    const other = chatEvents.follow(BOB);
    failing.add(first.webhookEventId);
    await enqueue(first, later, other);
    const queue = queueWith();
    await queue.drain();
    expect(seen).toEqual([`follow ${ALICE}`, `follow ${BOB}`]);
    failing.clear();
    clock = new Date(clock.getTime() + 60_000);
    await queue.drain();
    expect(seen).toEqual([`follow ${ALICE}`, `follow ${BOB}`, `follow ${ALICE}`, `unfollow ${ALICE}`]);
  });

  it('takes over an event whose process stopped mid-way once its lease has run out, and never before', async () => {
    const follow = chatEvents.follow(ALICE);
    await enqueue(follow);
    // A process that claimed it and died.
    const dead = await repository.claim(clock, 'dead-process', 30_000);
    expect(dead?.webhookEventId).toBe(follow.webhookEventId);
    const queue = queueWith();
    await queue.drain();
    expect(seen).toEqual([]);
    clock = new Date(clock.getTime() + 30_001);
    await queue.drain();
    expect(seen).toEqual([`follow ${ALICE}`]);
    expect(await rowOf(follow)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives two processes draining at once each event once', async () => {
    const events = Array.from({ length: 12 }, (_, i) =>
      chatEvents.follow(`U${String(i).padStart(32, '0')}`, new Date(clock.getTime() - i)),
    );
    await enqueue(...events);
    await Promise.all([queueWith().drain(), queueWith().drain()]);
    expect(seen.sort()).toEqual(events.map((event) => `follow ${event.source?.userId}`).sort());
  });

  it('removes events finished over a week ago on the beat, and keeps newer and pending ones', async () => {
    const old = chatEvents.follow(ALICE);
    const recent = chatEvents.follow(BOB);
    const pending = chatEvents.unfollow(BOB, new Date(clock.getTime() + 1000));
    await enqueue(old, recent);
    await queueWith().drain();
    await t.db
      .update(lineWebhookEvents)
      .set({ doneAt: new Date(clock.getTime() - KEEP_FINISHED_MS - 1) })
      .where(eq(lineWebhookEvents.webhookEventId, old.webhookEventId));
    failing.add(pending.webhookEventId);
    await enqueue(pending);
    await queueWith().tick(clock);
    expect(await rowOf(old)).toBeUndefined();
    expect((await rowOf(recent))?.status).toBe('done');
    expect((await rowOf(pending))?.status).toBe('pending');
  });
});

describe('what every chat handler is given', () => {
  let t: LineTestApp;
  beforeAll(async () => {
    t = await startLineTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const tools = () =>
    chatTools({
      client: new LineChatClient(CHANNEL_ACCESS_TOKEN, t.line.url, t.line.url),
      members: new ChatMemberRepository(t.db),
      log: t.app.log,
    });

  it('knows the active member bound to a LINE account, with their roles, and no one else', async () => {
    const staff = await createStaff(t.db, { lineUserId: `U${'c5'.repeat(16)}` });
    await createMember(t.db, { lineUserId: `U${'d6'.repeat(16)}`, active: false });
    const { whoIs } = tools();
    expect(await whoIs(`U${'c5'.repeat(16)}`)).toEqual({ id: staff.id, roles: ['Secretary/Treasurer'] });
    expect(await whoIs(`U${'d6'.repeat(16)}`)).toBeNull();
    expect(await whoIs(`U${'e7'.repeat(16)}`)).toBeNull();
  });

  it('replies with the event’s reply token, and a reply LINE refuses does not fail the event', async () => {
    const follow = chatEvents.follow(ALICE);
    const chat = { event: follow, lineUserId: ALICE, replyToken: follow.replyToken, occurredAt: new Date() };
    t.line.failNext({ path: '/v2/bot/message/reply', status: 400, body: { message: 'Invalid reply token' } });
    await expect(tools().reply(chat, [{ type: 'text', text: 'ยินดีต้อนรับ' }])).resolves.toBeUndefined();
    const sent = t.line.received.filter((r) => r.method === 'POST' && r.path === '/v2/bot/message/reply');
    expect(sent.map((r) => r.body)).toEqual([
      { replyToken: follow.replyToken, messages: [{ type: 'text', text: 'ยินดีต้อนรับ' }] },
    ]);
  });

  it('sends no reply for an event without a reply token, or without a channel token', async () => {
    const unfollow = chatEvents.unfollow(ALICE);
    const before = t.line.received.length;
    await tools().reply({ event: unfollow, lineUserId: ALICE, replyToken: null, occurredAt: new Date() }, [
      { type: 'text', text: 'ลาก่อน' },
    ]);
    const noClient = chatTools({ client: null, members: new ChatMemberRepository(t.db), log: t.app.log });
    await noClient.reply({ event: unfollow, lineUserId: ALICE, replyToken: 'x', occurredAt: new Date() }, [
      { type: 'text', text: 'ลาก่อน' },
    ]);
    expect(t.line.received.length).toBe(before);
  });
});
