import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/call.ts';
import { createAdmin, createEvent, createMember, createRegistration, createStaff } from '../../../test/factories.ts';
import { startLineTestApp } from '../../../test/line-test-app.ts';
import { sendAndSettle } from '../../../test/staff-sends.ts';
import { members, messageOutbox, messageRuns, reminderRules } from '../../db/schema/index.ts';
import { bangkokTime } from '../../lib/bangkok-time.ts';

type LineApp = Awaited<ReturnType<typeof startLineTestApp>>;
type Pushed = { kind: string; to: string[]; messages: Array<Record<string, unknown>> };

const PAYMENT_LIFF_ID = '1656000001-payment';
// Monday 30/11/2026 in Bangkok.
const monday = (hour: number, minute = 0) => bangkokTime(2026, 10, 30, hour, minute);

describe('personal reminders, rules and notices over LINE', () => {
  let t: LineApp;
  let clock: Date;
  let token: string;
  let somchai: { id: number; lineUserId: string };
  let sudarat: { id: number; lineUserId: string };
  let unbound: number;
  let meeting: { id: number };

  beforeAll(async () => {
    clock = monday(7);
    t = await startLineTestApp({
      now: () => clock,
      config: { liffIds: { profile: null, event: null, payment: PAYMENT_LIFF_ID } },
    });
    await createStaff(t.db, { phone: '0811111111' });
    const bind = async (firstName: string, lastName: string) => {
      const user = t.line.addUser({ displayName: firstName });
      const member = await createMember(t.db, { firstName, lastName, lineUserId: user.userId });
      return { id: member.id, lineUserId: user.userId };
    };
    somchai = await bind('สมชาย', 'รักงาน');
    sudarat = await bind('สุดารัตน์', 'ทองมา');
    unbound = (await createMember(t.db, { firstName: 'ก้อง', lastName: 'ไม่มีไลน์' })).id;
    meeting = await createEvent(t.db, { name: 'ประชุมประจำสัปดาห์', startsAt: bangkokTime(2026, 11, 3, 6, 30) });
    const dinner = await createEvent(t.db, { name: 'งานเลี้ยงปีใหม่', startsAt: bangkokTime(2026, 11, 20, 18) });
    await createRegistration(t.db, { memberId: somchai.id, eventId: meeting.id, priceSatang: 45_000 });
    await createRegistration(t.db, { memberId: somchai.id, eventId: dinner.id, priceSatang: 120_000 });
    await createRegistration(t.db, { memberId: unbound, eventId: meeting.id, priceSatang: 45_000 });
    token = await t.login('0811111111');
  });
  beforeEach(async () => {
    t.line.reset();
    clock = monday(7);
    for (const rule of await t.db.select().from(reminderRules)) {
      await call(t, apiRoutes.deleteReminderRule, { params: { id: rule.id }, token });
    }
    await t.db.update(members).set({ remindersOff: false });
  });
  afterAll(() => t.close());

  const pushed = () => t.line.messages as unknown as Pushed[];
  const pushedTo = (lineUserId: string) => pushed().filter((message) => message.to.includes(lineUserId));

  it('composes each member their own reminder: items, dates, credit, total and a pay button to the payment mini-app', async () => {
    const { run } = await sendAndSettle(t, token, { members: [somchai.id, sudarat.id, unbound], template: 'reminder' });
    expect(run?.results.map((result) => result.status)).toEqual(['sent', 'nothing_owed', 'no_line_account']);
    expect(pushed()).toHaveLength(1);
    const [message] = pushedTo(somchai.lineUserId)[0]?.messages ?? [];
    expect(message).toMatchObject({ type: 'flex' });
    expect(message?.altText).toBe(
      [
        'แจ้งยอดค้างชำระ ชาปเตอร์ทดสอบ',
        'เรียน คุณสมชาย รักงาน',
        '- ประชุมประจำสัปดาห์ (03/12/2026) 450.00 บาท',
        '- งานเลี้ยงปีใหม่ (20/12/2026) 1,200.00 บาท',
        'ยอดที่ต้องชำระ 1,650.00 บาท',
      ].join('\n'),
    );
    const bubble = JSON.stringify(message?.contents);
    for (const part of ['เรียน คุณสมชาย รักงาน', 'ประชุมประจำสัปดาห์\\n03/12/2026', '450.00 บาท', '1,650.00 บาท']) {
      expect(bubble).toContain(part);
    }
    expect(message?.contents).toMatchObject({
      footer: { contents: [{ action: { type: 'uri', uri: `https://liff.line.me/${PAYMENT_LIFF_ID}` } }] },
    });
  });

  it('fills the placeholders of a hand-written text for each member', async () => {
    const { run } = await sendAndSettle(t, token, {
      members: [somchai.id, sudarat.id],
      message: 'สวัสดีคุณ{ชื่อ} ยอดค้าง {ยอดค้าง} บาท\n{รายการ}',
    });
    expect(run?.kind).toBe('text');
    expect(pushedTo(somchai.lineUserId)[0]?.messages).toEqual([
      {
        type: 'text',
        text: 'สวัสดีคุณสมชาย รักงาน ยอดค้าง 1,650.00 บาท\n- ประชุมประจำสัปดาห์ (03/12/2026) 450.00 บาท\n- งานเลี้ยงปีใหม่ (20/12/2026) 1,200.00 บาท',
      },
    ]);
    expect(pushedTo(sudarat.lineUserId)[0]?.messages).toEqual([
      { type: 'text', text: 'สวัสดีคุณสุดารัตน์ ทองมา ยอดค้าง 0.00 บาท\n-' },
    ]);
  });

  it('refuses placeholders in a Flex message, a Flex message for a rule, and a preview of nothing, naming each', async () => {
    const flex = JSON.stringify({
      type: 'bubble',
      body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'คุณ{ชื่อ}' }] },
    });
    const sent = await call(t, apiRoutes.sendPushMessage, {
      token,
      body: { members: [somchai.id], message: flex, altText: 'แจ้ง' },
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toEqual({ message: [apiMessages.placeholderInFlex] });
    const rule = await call(t, apiRoutes.createReminderRule, {
      token,
      body: { kind: 'event_published', message: flex },
    });
    expect(rule.json()).toEqual({ message: [apiMessages.ruleMessageNotFlex] });
    const nothing = await call(t, apiRoutes.previewMessage, {
      token,
      body: { members: [somchai.id], member: somchai.id },
    });
    expect(nothing.json()).toEqual({ message: [apiMessages.messageRequired] });
    expect(pushed()).toHaveLength(0);
    expect(await t.db.select().from(reminderRules)).toHaveLength(0);
  });

  it('previews the exact message of one selected member and counts who will get it', async () => {
    const response = await call(t, apiRoutes.previewMessage, {
      token,
      body: {
        members: [somchai.id, sudarat.id, unbound],
        member: somchai.id,
        template: 'reminder',
      },
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({
      recipients: 1,
      skipped: { no_line_account: 1, opted_out: 0, nothing_owed: 1 },
      // Each one left out, by id, so the preview can mark them by name.
      not_receiving: expect.arrayContaining([
        { member: unbound, status: 'no_line_account' },
        { member: sudarat.id, status: 'nothing_owed' },
      ]),
      status: 'will_send',
      quota: { connected: true, limit: null, used: 0 },
    });
    expect(preview.preview.alt_text).toContain('ยอดที่ต้องชำระ 1,650.00 บาท');
    // What the preview shows is what LINE then receives.
    await sendAndSettle(t, token, { members: [somchai.id], template: 'reminder' });
    expect(pushed()[0]?.messages[0]?.contents).toEqual(JSON.parse(preview.preview.message));

    const notSelected = await call(t, apiRoutes.previewMessage, {
      token,
      body: {
        members: [sudarat.id],
        member: somchai.id,
        template: 'reminder',
      },
    });
    expect(notSelected.statusCode).toBe(400);
    expect(notSelected.json()).toEqual({ member: [apiMessages.previewMemberNotSelected] });
  });

  it('refuses, before sending to anyone, a send the month’s quota cannot take whole', async () => {
    t.line.setQuota({ limit: 500, used: 499 });
    const outboxBefore = (await t.db.select().from(messageOutbox)).length;
    const response = await call(t, apiRoutes.sendPushMessage, {
      token,
      body: {
        members: [somchai.id, sudarat.id],
        message: 'ประชุมพรุ่งนี้ 06:30',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [apiMessages.quotaExceeded(2, 1)] });
    expect(pushed()).toHaveLength(0);
    expect((await t.db.select().from(messageOutbox)).length).toBe(outboxBefore);
    const quota = await call(t, apiRoutes.channelQuota, { token });
    expect(quota.json()).toEqual({ connected: true, limit: 500, used: 499 });
  });

  it('sends a weekly rule at its Bangkok time, once, to every member who owes', async () => {
    const rule = await createRule({ kind: 'weekly', weekday: 1, time: '09:00', message: null });
    clock = monday(8, 59);
    await t.app.messageJobs.tick();
    expect(pushed()).toHaveLength(0);
    clock = monday(9);
    await t.app.messageJobs.tick();
    expect(pushed().map((message) => message.to)).toEqual([[somchai.lineUserId]]);
    clock = monday(9, 5);
    await t.app.messageJobs.tick();
    expect(pushed()).toHaveLength(1);
    const [run] = await t.db.select().from(messageRuns).where(eq(messageRuns.ruleId, rule.id));
    expect(run).toMatchObject({ status: 'done', dueAt: monday(9) });
    const rows = await t.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.runId, run?.id ?? 0));
    expect(rows.map((row) => [row.memberId, row.status]).sort()).toEqual(
      [
        [somchai.id, 'sent'],
        [unbound, 'no_line_account'],
      ].sort(),
    );
    const listed = await call(t, apiRoutes.reminderRules, { token });
    expect(listed.json()[0]).toMatchObject({
      time: '09:00',
      weekday: 1,
      next_run: bangkokTime(2026, 11, 7, 9).toISOString(),
      last_run: { status: 'done', sent: 1 },
    });
  });

  it('holds a rule timed in quiet hours until 08:00 the next morning', async () => {
    await createRule({ kind: 'weekly', weekday: 1, time: '22:00', message: 'คุณ{ชื่อ} ยอดค้าง {ยอดค้าง} บาท' });
    clock = monday(22);
    await t.app.messageJobs.tick();
    clock = bangkokTime(2026, 11, 1, 7, 59);
    await t.app.messageJobs.tick();
    expect(pushed()).toHaveLength(0);
    clock = bangkokTime(2026, 11, 1, 8);
    await t.app.messageJobs.tick();
    expect(pushed().map((message) => message.messages)).toEqual([
      [{ type: 'text', text: 'คุณสมชาย รักงาน ยอดค้าง 1,650.00 บาท' }],
    ]);
  });

  it('does not catch up on times before a rule was made', async () => {
    clock = monday(10);
    await createRule({ kind: 'weekly', weekday: 1, time: '09:00', message: null });
    await t.app.messageJobs.tick();
    expect(pushed()).toHaveLength(0);
  });

  it("reminds an event's unpaid registrations N days before it, at the rule's time", async () => {
    await createRule({ kind: 'before_event', days_before: 2, time: '10:00', message: null });
    clock = bangkokTime(2026, 11, 1, 9, 59);
    await t.app.messageJobs.tick();
    expect(pushed()).toHaveLength(0);
    clock = bangkokTime(2026, 11, 1, 10);
    await t.app.messageJobs.tick();
    expect(pushed().map((message) => message.to)).toEqual([[somchai.lineUserId]]);
  });

  it('announces a new event to every active member with LINE', async () => {
    await createRule({ kind: 'event_published', message: null });
    await createEvent(t.db, {
      name: 'สัมมนาการตลาด',
      startsAt: bangkokTime(2027, 0, 15, 9),
      createdAt: monday(7, 30),
    });
    clock = monday(7, 31);
    await t.app.messageJobs.tick();
    // Announced at 07:30, in quiet hours: it waits for 08:00.
    expect(pushed()).toHaveLength(0);
    clock = monday(8);
    await t.app.messageJobs.tick();
    const sent = pushed();
    expect(sent.map((message) => message.to.sort())).toEqual([[somchai.lineUserId, sudarat.lineUserId].sort()]);
    expect(sent[0]?.kind).toBe('multicast');
    expect(sent[0]?.messages[0]?.altText).toBe(
      'กิจกรรมใหม่ของ ชาปเตอร์ทดสอบ: สัมมนาการตลาด 15/01/2027 09:00 ราคา 450.00 บาท',
    );
  });

  it('gives a member who switched reminders off no reminder, but the payment notice still', async () => {
    const memberToken = await t.login((await memberPhone(somchai.id)) ?? '');
    const off = await call(t, apiRoutes.setRemindersOff, { token: memberToken, body: { reminders_off: true } });
    expect(off.json()).toEqual({ reminders_off: true, detail: apiMessages.remindersOffSaved });
    await createRule({ kind: 'weekly', weekday: 1, time: '09:00', message: null });
    clock = monday(9);
    await t.app.messageJobs.tick();
    expect(pushed()).toHaveLength(0);
    const [row] = await t.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.memberId, somchai.id))
      .orderBy(messageOutbox.id)
      .then((rows) => rows.slice(-1));
    expect(row).toMatchObject({ status: 'opted_out', note: apiMessages.optedOut });

    const registration = await createRegistration(t.db, {
      memberId: somchai.id,
      eventId: (await createEvent(t.db, { name: 'เยี่ยมชมโรงงาน', startsAt: bangkokTime(2027, 0, 8, 9) })).id,
      priceSatang: 30_000,
    });
    const confirmed = await call(t, apiRoutes.submitPayment, {
      token,
      body: {
        registrations: [registration.id],
        payments: [],
        received: 500,
        received_reason: 'ชำระเป็นเงินสดที่งานประชุม',
      },
    });
    expect(confirmed.json()).toMatchObject({ registrations: [registration.id] });
    await waitFor(() => pushedTo(somchai.lineUserId).length === 1);
    expect(pushedTo(somchai.lineUserId)[0]?.messages).toEqual([
      {
        type: 'text',
        text: [
          'ชาปเตอร์ทดสอบ: ยืนยันการชำระเงินของคุณแล้ว',
          'ยอดที่ได้รับ 500.00 บาท',
          'รายการที่ชำระแล้ว:',
          '- เยี่ยมชมโรงงาน (08/01/2027) 300.00 บาท',
          'เครดิตคงเหลือ 200.00 บาท ใช้ชำระรายการถัดไปได้',
          'ขอบคุณค่ะ',
        ].join('\n'),
      },
    ]);
  });

  it('records a notice to a member without LINE as such and pushes nothing', async () => {
    const registration = await createRegistration(t.db, {
      memberId: unbound,
      eventId: (await createEvent(t.db, { startsAt: bangkokTime(2027, 0, 9, 9) })).id,
    });
    await call(t, apiRoutes.submitPayment, {
      token,
      body: {
        registrations: [registration.id],
        payments: [],
        received: 450,
        received_reason: 'ชำระเป็นเงินสดที่งานประชุม',
      },
    });
    await t.app.messageJobs.tick();
    const rows = await t.db.select().from(messageOutbox).where(eq(messageOutbox.memberId, unbound));
    expect(rows.at(-1)).toMatchObject({ status: 'no_line_account', note: apiMessages.noLineAccount });
    expect(pushed()).toHaveLength(0);
    const outbox = await call(t, apiRoutes.outbox, { token });
    expect(outbox.json()[0]).toMatchObject({ source: 'notice', sent_by: null, status: 'no_line_account' });
  });

  it('tells members their registration was cancelled with the event', async () => {
    const event = await createEvent(t.db, { name: 'ทัศนศึกษา', startsAt: bangkokTime(2027, 1, 1, 9) });
    await createRegistration(t.db, { memberId: sudarat.id, eventId: event.id });
    await createAdmin(t.db, { phone: '0833333333' });
    const adminToken = await t.login('0833333333');
    const cancelled = await call(t, apiRoutes.adminCancelEvent, { params: { id: event.id }, token: adminToken });
    expect(cancelled.statusCode).toBe(200);
    await waitFor(() => pushedTo(sudarat.lineUserId).length === 1);
    expect(pushedTo(sudarat.lineUserId)[0]?.messages).toEqual([
      {
        type: 'text',
        text: 'ชาปเตอร์ทดสอบ: กิจกรรม ทัศนศึกษา (01/02/2027 09:00) ถูกยกเลิก\nการลงทะเบียนของคุณถูกยกเลิก และไม่มียอดค้างชำระสำหรับกิจกรรมนี้แล้ว',
      },
    ]);
  });

  it('refuses a scheduled run the quota cannot take whole, and says so in the outbox', async () => {
    t.line.setQuota({ limit: 10, used: 10 });
    const rule = await createRule({ kind: 'weekly', weekday: 1, time: '09:00', message: null });
    clock = monday(9);
    await t.app.messageJobs.tick();
    expect(pushed()).toHaveLength(0);
    const [run] = await t.db.select().from(messageRuns).where(eq(messageRuns.ruleId, rule.id));
    expect(run).toMatchObject({ status: 'refused', detail: apiMessages.quotaExceeded(1, 0) });
    const rows = await t.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.runId, run?.id ?? 0));
    expect(rows.find((row) => row.memberId === somchai.id)).toMatchObject({ status: 'refused' });
  });

  it('names what is wrong with a rule in Thai and saves nothing', async () => {
    const before = (await t.db.select().from(reminderRules)).length;
    const bad = await call(t, apiRoutes.createReminderRule, {
      token,
      rawBody: { kind: 'weekly', weekday: 9, time: '25:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['message', 'time', 'weekday']);
    expect(bad.json().time).toEqual([apiMessages.ruleTimeRequired]);
    expect((await t.db.select().from(reminderRules)).length).toBe(before);
    const paused = await createRule({ kind: 'weekly', weekday: 1, time: '09:00', message: null });
    const toggled = await call(t, apiRoutes.setReminderRuleActive, {
      params: { id: paused.id },
      token,
      body: {
        active: false,
      },
    });
    expect(toggled.json()).toMatchObject({ active: false, next_run: null });
    clock = monday(9);
    await t.app.messageJobs.tick();
    expect(pushed()).toHaveLength(0);
    const gone = await call(t, apiRoutes.deleteReminderRule, { params: { id: paused.id }, token });
    expect(gone.json()).toEqual({ detail: apiMessages.ruleDeleted });
    const again = await call(t, apiRoutes.deleteReminderRule, { params: { id: paused.id }, token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: apiMessages.ruleNotFound });
  });

  async function createRule(body: object) {
    const response = await call(t, apiRoutes.createReminderRule, { token, rawBody: body });
    if (response.statusCode !== 201) throw new Error(`rule not made: ${response.body}`);
    return response.json() as { id: number };
  }

  async function memberPhone(id: number) {
    const [row] = await t.db.select({ phone: members.phone }).from(members).where(eq(members.id, id));
    return row?.phone;
  }
});

/** Notices are sent after their transaction commits, by the worker the commit wakes. */
async function waitFor(condition: () => boolean): Promise<void> {
  await vi.waitUntil(condition, { timeout: 60_000, interval: 10 });
}
