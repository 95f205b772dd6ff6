import { apiMessages } from '@chapter/contract/messages';
import type { messagingApi, webhook } from '@line/bot-sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMeeting, createMember } from '../../../../test/factories.ts';
import { LIFF_ID, type LineTestApp, startLineTestApp } from '../../../../test/line-test-app.ts';
import { postWebhook } from '../../../../test/line-webhook.ts';
import { auditLog, events, registrations } from '../../../db/schema/index.ts';
import { bangkokTime } from '../../../lib/bangkok-time.ts';
import { CHAT_ADDRESS } from './meeting-answers.ts';

/** Wednesday 03/03/2027 at noon in Bangkok; the meeting is the next morning at 06:30. */
const NOW = bangkokTime(2027, 2, 3, 12);
const MEETING_AT = bangkokTime(2027, 2, 4, 6, 30);
const data = (meetingId: number, answer: string) => `a=meeting&m=${meetingId}&r=${answer}`;

type Message = messagingApi.TextMessage | messagingApi.FlexMessage;

/*
 * Issue 37: the weekly meeting's buttons tapped in the chat, as LINE delivers them (signed, to the
 * webhook, worked on the chat's queue), and every answer read as fake-line received it: a reply
 * with the tap's own reply token, which fake-line takes once.
 */
describe("a weekly meeting's answers tapped in the chat (issue 37)", () => {
  let t: LineTestApp;
  let clock: Date;
  let meetingId: number;

  beforeAll(async () => {
    clock = NOW;
    t = await startLineTestApp({
      now: () => clock,
      config: { liffIds: { profile: null, event: LIFF_ID, payment: null } },
    });
  });
  beforeEach(async () => {
    t.line.reset();
    clock = NOW;
    meetingId = (await createMeeting(t.db, { startsAt: MEETING_AT, priceSatang: 45_000 })).id;
  });
  afterAll(() => t.close());

  const bound = async () => {
    const { userId } = t.line.addUser({ displayName: 'สมาชิก' });
    return { ...(await createMember(t.db, { lineUserId: userId })), userId };
  };
  const seats = (memberId: number) =>
    t.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.memberId, memberId), eq(registrations.eventId, meetingId)));
  const deliver = async (event: webhook.Event) => {
    expect((await postWebhook(t, { events: [event] })).statusCode).toBe(200);
    await t.app.lineChat.idle();
  };
  /** A tap as LINE delivers it; the event is returned so its reply token can be matched. */
  const tap = async (lineUserId: string, postback: string) => {
    const event = t.line.events.postback(lineUserId, postback);
    await deliver(event);
    return event;
  };
  /** Every message fake-line accepted as a reply to this account, oldest first. */
  const repliedTo = (lineUserId: string) =>
    t.line.repliesTo(lineUserId).flatMap((reply) => reply.messages as Message[]);
  const repliedText = (lineUserId: string) =>
    repliedTo(lineUserId).map((message) => (message.type === 'text' ? message.text : message.altText));

  it('"coming" registers the member once, audited as theirs; a second tap and a redelivery change nothing', async () => {
    const member = await bound();
    const first = await tap(member.userId, data(meetingId, 'coming'));
    await deliver(t.line.events.redeliver(first));
    const second = await tap(member.userId, data(meetingId, 'coming'));
    const held = await seats(member.id);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ priceSatang: 45_000, cancelledAt: null, seatGuestId: null });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'event.register'), eq(auditLog.subjectId, String(held[0]?.id))));
    expect(audited).toEqual([expect.objectContaining({ actorId: member.id, ip: CHAT_ADDRESS })]);
    // One reply per tap, each with that tap's own token: the redelivery was not worked again.
    expect(t.line.repliesTo(member.userId).map((reply) => reply.replyToken)).toEqual([
      first.replyToken,
      second.replyToken,
    ]);
  });

  it('"coming" replies with what the member owes for it; tapped again it replies "already registered"', async () => {
    const member = await bound();
    await tap(member.userId, data(meetingId, 'coming'));
    await tap(member.userId, data(meetingId, 'coming'));
    expect(repliedText(member.userId)).toEqual([
      apiMessages.chatRegistered('ประชุมประจำสัปดาห์', '04/03/2027', '06:30', '450.00'),
      apiMessages.chatAlreadyRegistered('ประชุมประจำสัปดาห์', '04/03/2027'),
    ]);
    expect(await seats(member.id)).toHaveLength(1);
    // Replies are free: nothing was pushed, so no quota was spent.
    expect(t.line.messages).toHaveLength(0);
  });

  it('a tap from a LINE account bound to no active member changes nothing and is told to connect first', async () => {
    const { userId: stranger } = t.line.addUser({ displayName: 'คนนอก' });
    const inactive = await createMember(t.db, {
      lineUserId: t.line.addUser({ displayName: 'พ้นสภาพ' }).userId,
      active: false,
    });
    await tap(stranger, data(meetingId, 'coming'));
    await tap(inactive.lineUserId as string, data(meetingId, 'coming'));
    expect(await t.db.select().from(registrations).where(eq(registrations.eventId, meetingId))).toHaveLength(0);
    expect(repliedText(stranger)).toEqual([apiMessages.chatNotConnected]);
    expect(repliedText(inactive.lineUserId as string)).toEqual([apiMessages.chatNotConnected]);
  });

  it('"substitute" and "leave" reply with a button opening that meeting\'s form in the mini-app, and register nothing', async () => {
    const member = await bound();
    await tap(member.userId, data(meetingId, 'substitute'));
    await tap(member.userId, data(meetingId, 'leave'));
    const buttons = repliedTo(member.userId).map((message) => {
      if (message.type !== 'flex' || message.contents.type !== 'bubble') throw new Error('expected a bubble');
      const [button] = message.contents.footer?.contents ?? [];
      return button?.type === 'button' && button.action.type === 'uri'
        ? { label: button.action.label, uri: button.action.uri }
        : null;
    });
    expect(buttons).toEqual([
      {
        label: apiMessages.chatSubstituteButton,
        uri: `https://liff.line.me/${LIFF_ID}/meetings/${meetingId}/substitute`,
      },
      { label: apiMessages.chatLeaveButton, uri: `https://liff.line.me/${LIFF_ID}/meetings/${meetingId}/leave` },
    ]);
    expect(repliedText(member.userId)).toEqual([
      apiMessages.chatSubstitute('ประชุมประจำสัปดาห์', '04/03/2027'),
      apiMessages.chatLeave('ประชุมประจำสัปดาห์', '04/03/2027'),
    ]);
    expect(await seats(member.id)).toHaveLength(0);
  });

  it('a meeting cancelled, begun or unknown is said so, and nothing is recorded', async () => {
    const member = await bound();
    await t.db.update(events).set({ cancelledAt: NOW }).where(eq(events.id, meetingId));
    await tap(member.userId, data(meetingId, 'coming'));
    const begun = await createMeeting(t.db, { startsAt: bangkokTime(2027, 2, 3, 6, 30) });
    await tap(member.userId, data(begun.id, 'coming'));
    await tap(member.userId, data(999_999, 'coming'));
    await tap(member.userId, 'a=meeting&m=abc&r=maybe');
    expect(repliedText(member.userId)).toEqual([
      apiMessages.chatMeetingCancelled('ประชุมประจำสัปดาห์', '04/03/2027'),
      apiMessages.chatMeetingStarted('ประชุมประจำสัปดาห์', '03/03/2027'),
      apiMessages.chatMeetingUnknown,
      apiMessages.chatAnswerUnknown,
    ]);
    expect(await t.db.select().from(registrations).where(eq(registrations.memberId, member.id))).toHaveLength(0);
  });
});
