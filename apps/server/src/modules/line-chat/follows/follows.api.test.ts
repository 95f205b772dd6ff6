import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { webhook } from '@line/bot-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import {
  createEvent,
  createMember,
  createRegistration,
  createReminderRule,
  createStaff,
} from '../../../../test/factories.ts';
import { startLineTestApp } from '../../../../test/line-test-app.ts';
import { postWebhook } from '../../../../test/line-webhook.ts';
import { sendAndSettle } from '../../../../test/staff-sends.ts';
import { lineFollows, messageOutbox, messageRuns } from '../../../db/schema/index.ts';
import { bangkokTime } from '../../../lib/bangkok-time.ts';
import { followTexts } from './follow-texts.ts';

type LineApp = Awaited<ReturnType<typeof startLineTestApp>>;
type Pushed = { to: string[] };

const PROFILE_LIFF_ID = '1656000001-profile';
// Monday 30/11/2026 in Bangkok.
const monday = (hour: number, minute = 0) => bangkokTime(2026, 10, 30, hour, minute);

describe('follow and unfollow: who the chapter can push to', () => {
  let t: LineApp;
  let clock: Date;
  let token: string;
  let staffId: number;
  let chat: FollowChat;
  let somchai: { id: number; lineUserId: string };
  let sudarat: { id: number; lineUserId: string };

  beforeAll(async () => {
    clock = monday(7);
    t = await startLineTestApp({
      now: () => clock,
      config: { liffIds: { profile: PROFILE_LIFF_ID, event: null, payment: null } },
    });
    staffId = (await createStaff(t.db, { phone: '0811111111' })).id;
    const bind = async (firstName: string) => {
      const user = t.line.addUser({ displayName: firstName });
      const member = await createMember(t.db, { firstName, lineUserId: user.userId });
      return { id: member.id, lineUserId: user.userId };
    };
    somchai = await bind('สมชาย');
    sudarat = await bind('สุดารัตน์');
    const meeting = await createEvent(t.db, { name: 'ประชุมประจำสัปดาห์', startsAt: bangkokTime(2026, 11, 3, 6, 30) });
    for (const member of [somchai, sudarat]) {
      await createRegistration(t.db, { memberId: member.id, eventId: meeting.id, priceSatang: 45_000 });
    }
    chat = followDriver(t);
    token = await t.login('0811111111');
  });
  beforeEach(async () => {
    t.line.reset();
    clock = monday(7);
    // Every account starts unheard of, which is taken as following.
    await t.db.delete(lineFollows);
  });
  afterAll(() => t.close());

  const pushedTo = (lineUserId: string) =>
    (t.line.messages as unknown as Pushed[]).filter((message) => message.to.includes(lineUserId));
  const quotaUsed = async () => (await call(t, apiRoutes.channelQuota, { token })).json().used as number;

  it('a member who blocked the chapter is not sent a staff message, spends no quota, and staff read why', async () => {
    await chat.unfollow(somchai.lineUserId, monday(6));
    const before = await quotaUsed();
    const { run } = await sendAndSettle(t, token, { members: [somchai.id, sudarat.id], message: 'ประชุมพรุ่งนี้ 06:30' });
    expect(run?.results.map((result) => [result.member, result.status])).toEqual([
      [somchai.id, 'blocked'],
      [sudarat.id, 'sent'],
    ]);
    expect(run?.results[0]?.detail).toBe(apiMessages.lineBlocked);
    expect(run?.counts).toMatchObject({ blocked: 1, sent: 1 });
    expect(pushedTo(somchai.lineUserId)).toHaveLength(0);
    expect(pushedTo(sudarat.lineUserId)).toHaveLength(1);
    expect(await quotaUsed()).toBe(before + 1);
  });

  it('a reminder rule firing records the blocked member as blocked and pushes only the others', async () => {
    await chat.unfollow(somchai.lineUserId, monday(6));
    const rule = await createReminderRule(t.db, { createdBy: staffId, weekday: 1, minuteOfDay: 9 * 60 });
    clock = monday(9);
    await t.app.messageJobs.tick();
    const [run] = await t.db.select().from(messageRuns).where(eq(messageRuns.ruleId, rule.id));
    const rows = await t.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.runId, run?.id ?? 0));
    expect(rows.map((row) => [row.memberId, row.status, row.lineUserId]).sort()).toEqual(
      [
        [somchai.id, 'blocked', null],
        [sudarat.id, 'sent', sudarat.lineUserId],
      ].sort(),
    );
    expect(pushedTo(somchai.lineUserId)).toHaveLength(0);
    expect(pushedTo(sudarat.lineUserId)).toHaveLength(1);
  });

  it('the preview counts a blocked member apart and marks them by name', async () => {
    await chat.unfollow(somchai.lineUserId, monday(6));
    const response = await call(t, apiRoutes.previewMessage, {
      token,
      body: { members: [somchai.id, sudarat.id], member: somchai.id, message: 'สวัสดี' },
    });
    expect(response.json()).toMatchObject({
      recipients: 1,
      skipped: { no_line_account: 0, blocked: 1, opted_out: 0, nothing_owed: 0 },
      not_receiving: [{ member: somchai.id, status: 'blocked' }],
      status: 'blocked',
    });
  });

  it('following again restores the member: they are pushed to again and welcomed back', async () => {
    await chat.unfollow(somchai.lineUserId, monday(6));
    await chat.follow(somchai.lineUserId, monday(6, 30));
    expect(chat.replies()).toEqual([{ to: somchai.lineUserId, text: followTexts.welcomeBack('ชาปเตอร์ทดสอบ') }]);
    const { run } = await sendAndSettle(t, token, { members: [somchai.id], message: 'กลับมาแล้ว' });
    expect(run?.results.map((result) => result.status)).toEqual(['sent']);
    expect(pushedTo(somchai.lineUserId)).toHaveLength(1);
  });

  it('an older unfollow arriving after a newer follow changes nothing', async () => {
    await chat.follow(somchai.lineUserId, monday(6, 30));
    await chat.unfollow(somchai.lineUserId, monday(6));
    const { run } = await sendAndSettle(t, token, { members: [somchai.id], message: 'ยังได้รับอยู่' });
    expect(run?.results.map((result) => result.status)).toEqual(['sent']);
    // Nor does an older follow after a newer unfollow: it stays blocked, and no one is answered.
    await chat.unfollow(somchai.lineUserId, monday(6, 45));
    t.line.reset();
    await chat.follow(somchai.lineUserId, monday(6, 40));
    expect(t.line.replies).toEqual([]);
    const again = await sendAndSettle(t, token, { members: [somchai.id], message: 'ไม่ได้รับ' });
    expect(again.run?.results.map((result) => result.status)).toEqual(['blocked']);
  });

  it('a follower bound to no member gets one reply telling how to connect, the same for anyone, and no push', async () => {
    const stranger = t.line.addUser({ displayName: 'คนแปลกหน้า' });
    const another = t.line.addUser({ displayName: 'อีกคน' });
    await chat.follow(stranger.userId, monday(6));
    await chat.follow(another.userId, monday(6));
    const text = followTexts.howToConnect({
      chapter: 'ชาปเตอร์ทดสอบ',
      miniAppUrl: `https://liff.line.me/${PROFILE_LIFF_ID}`,
    });
    expect(chat.replies()).toEqual([
      { to: stranger.userId, text },
      { to: another.userId, text },
    ]);
    expect(text).toContain('คำเชิญส่วนตัว');
    expect(text).toContain('หมายเลขโทรศัพท์');
    expect(text).not.toContain('สมชาย');
    expect(t.line.messages).toHaveLength(0);
  });

  it('the LINE accounts tab shows the blocked member as blocked, and the others not', async () => {
    await chat.unfollow(somchai.lineUserId, monday(6));
    const listed = await call(t, apiRoutes.lineAccountMembers, { token });
    const blocked = Object.fromEntries(listed.data().map((row) => [row.id, row.line_blocked]));
    expect(blocked[somchai.id]).toBe(true);
    expect(blocked[sudarat.id]).toBe(false);
  });
});

interface FollowChat {
  follow(lineUserId: string, at: Date): Promise<void>;
  unfollow(lineUserId: string, at: Date): Promise<void>;
  /** The text replies LINE accepted, to whom, oldest first. */
  replies(): Array<{ to: string; text: string }>;
}

/** Follows and unfollows as LINE delivers them: signed, to the webhook, worked on the chat's queue. */
function followDriver(t: LineApp): FollowChat {
  const deliver = async (event: webhook.Event) => {
    expect((await postWebhook(t, { events: [event] })).statusCode).toBe(200);
    await t.app.lineChat.idle();
  };
  return {
    follow: (lineUserId, at) => deliver(t.line.events.follow(lineUserId, { at })),
    unfollow: (lineUserId, at) => deliver(t.line.events.unfollow(lineUserId, { at })),
    replies: () =>
      t.line.replies.flatMap((reply) =>
        (reply.messages as Array<{ type: string; text?: string }>).map((message) => ({
          to: reply.to,
          text: message.text ?? message.type,
        })),
      ),
  };
}
