import { apiMessages } from '@chapter/contract/messages';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createMember, createRegistration } from '../../../test/factories.ts';
import { LIFF_ID, type LineTestApp, startLineTestApp } from '../../../test/line-test-app.ts';
import {
  absenceNotices,
  events,
  leaveRequests,
  meetingSeries,
  messageOutbox,
  messageRuns,
} from '../../db/schema/index.ts';
import { bangkokTime } from '../../lib/bangkok-time.ts';
import { meetingAskKey } from './meeting-ask-repository.ts';

/** What the test reads of the pushed bubble. */
type FlexBubble = { footer: { contents: Array<{ action: object }> } };

/** Wednesday 03/03/2027 in Bangkok; the series' Thursday meeting is 04/03/2027 at 06:30. */
const WEDNESDAY_MORNING = bangkokTime(2027, 2, 3, 11, 59);
const WEDNESDAY_NOON = bangkokTime(2027, 2, 3, 12);

const opened: LineTestApp[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

/** A chapter with its Thursday series and LINE connected, on a clock the test moves. */
async function chapter() {
  const clock = { now: WEDNESDAY_MORNING };
  const t = await startLineTestApp({
    now: () => clock.now,
    config: { liffIds: { profile: null, event: LIFF_ID, payment: null } },
  });
  opened.push(t);
  await t.db.insert(meetingSeries).values({
    name: 'ประชุมประจำสัปดาห์',
    weekday: 4,
    startMinute: 390,
    endMinute: 510,
    locationName: 'โรงแรมริเวอร์ไซด์',
    priceSatang: 45_000,
    visitorFeeSatang: 65_000,
    substituteFeeSatang: 60_000,
    weeksAhead: 2,
  });
  // The beat makes the coming meetings (ADR 53); nobody is asked before noon the day before.
  await t.app.messageJobs.tick();
  const meetings = await t.db.select().from(events).where(isNotNull(events.seriesId)).orderBy(asc(events.startsAt));
  const [thursday, nextThursday] = meetings;
  if (!thursday || !nextThursday) throw new Error('the series made no meetings');
  const bound = async (firstName: string, extra: Parameters<typeof createMember>[1] = {}) => {
    const { userId } = t.line.addUser({ displayName: firstName });
    return { ...(await createMember(t.db, { firstName, lineUserId: userId, ...extra })), userId };
  };
  const runs = () =>
    t.db
      .select()
      .from(messageRuns)
      .where(eq(messageRuns.key, meetingAskKey(thursday.id)));
  return { t, clock, thursday, nextThursday, bound, runs };
}

describe("the weekly meeting's reminder with postback buttons (issue 37)", () => {
  it('asks at noon the day before, once, only the active members who have not answered, with มา / ส่งตัวแทน / ลา', async () => {
    const c = await chapter();
    expect(await c.runs()).toHaveLength(0);
    const asked = await c.bound('ถาม');
    const registered = await c.bound('ลงแล้ว');
    await createRegistration(c.t.db, { memberId: registered.id, eventId: c.thursday.id });
    const willMiss = await c.bound('ไม่มา');
    await c.t.db.insert(absenceNotices).values({ eventId: c.thursday.id, memberId: willMiss.id, saidAt: c.clock.now });
    const onLeave = await c.bound('ลา');
    await c.t.db.insert(leaveRequests).values({
      memberId: onLeave.id,
      startsOn: '2027-03-01',
      endsOn: '2027-03-05',
      reason: 'ไปต่างประเทศ',
      requestedAt: c.clock.now,
    });
    const quiet = await c.bound('ปิดแจ้งเตือน', { remindersOff: true });
    const inactive = await c.bound('พ้นสภาพ', { active: false });
    const unbound = await createMember(c.t.db, { firstName: 'ไม่มีไลน์' });

    c.clock.now = WEDNESDAY_NOON;
    await c.t.app.messageJobs.tick();
    // Another process's beat at the same moment, and this one again: still one run. The other
    // process is configured as this one is (with LINE), as every process of a deployment is.
    const other = await startLineTestApp({
      now: () => c.clock.now,
      database: c.t.database,
      line: c.t.line,
      config: { liffIds: { profile: null, event: LIFF_ID, payment: null } },
    });
    await Promise.all([c.t.app.messageJobs.tick(), other.app.messageJobs.tick()]);
    await other.app.close();
    await c.t.app.messageJobs.settled();

    const runs = await c.runs();
    expect(runs).toHaveLength(1);
    const outbox = await c.t.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.runId, runs[0]?.id as number));
    const statusOf = new Map(outbox.map((row) => [row.memberId, row.status]));
    expect(statusOf.get(asked.id)).toBe('sent');
    expect(statusOf.get(quiet.id)).toBe('opted_out');
    expect(statusOf.get(unbound.id)).toBe('no_line_account');
    for (const answered of [registered, willMiss, onLeave, inactive]) expect(statusOf.has(answered.id)).toBe(false);

    const pushes = c.t.line.messages.filter((message) => message.to.includes(asked.userId));
    expect(pushes).toHaveLength(1);
    const flex = pushes[0]?.messages[0] as { type: string; altText: string; contents: FlexBubble };
    expect(flex.type).toBe('flex');
    expect(flex.altText).toContain('04/03/2027');
    const shown = JSON.stringify(flex.contents);
    expect(shown).toContain('04/03/2027');
    expect(shown).toContain('06:30');
    expect(shown).toContain('โรงแรมริเวอร์ไซด์');
    const actions = flex.contents.footer.contents.map((button) => button.action);
    expect(actions).toEqual([
      {
        type: 'postback',
        label: 'มา',
        data: `a=meeting&m=${c.thursday.id}&r=coming`,
        displayText: apiMessages.meetingSaidComing,
      },
      {
        type: 'postback',
        label: 'ส่งตัวแทน',
        data: `a=meeting&m=${c.thursday.id}&r=substitute`,
        displayText: apiMessages.meetingSaidSubstitute,
      },
      {
        type: 'postback',
        label: 'ลา',
        data: `a=meeting&m=${c.thursday.id}&r=leave`,
        displayText: apiMessages.meetingSaidLeave,
      },
    ]);
    // Next week's meeting is not asked yet.
    const nextRuns = await c.t.db
      .select()
      .from(messageRuns)
      .where(eq(messageRuns.key, meetingAskKey(c.nextThursday.id)));
    expect(nextRuns).toHaveLength(0);
  });

  it('a cancelled meeting asks nobody, whether cancelled before its time or after its run was made', async () => {
    const c = await chapter();
    const member = await c.bound('สมาชิก');
    await c.t.db.update(events).set({ cancelledAt: c.clock.now }).where(eq(events.id, c.thursday.id));
    c.clock.now = WEDNESDAY_NOON;
    await c.t.app.messageJobs.tick();
    expect(await c.runs()).toHaveLength(0);

    // Next week's: its run is made, then the meeting is cancelled before the run goes out.
    c.clock.now = bangkokTime(2027, 2, 10, 12);
    await c.t.app.messageJobs.tick();
    await c.t.db.update(events).set({ cancelledAt: c.clock.now }).where(eq(events.id, c.nextThursday.id));
    await c.t.app.messageJobs.tick();
    await c.t.app.messageJobs.settled();
    expect(c.t.line.messages.filter((message) => message.to.includes(member.userId))).toHaveLength(0);
  });
});
