import { MAX_LEAVE_DAYS } from '@chapter/contract/attendance';
import { apiMessages } from '@chapter/contract/messages';
import { ROLE_VICE_PRESIDENT } from '@chapter/contract/roles';
import { apiRoutes } from '@chapter/contract/routes';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createAdmin, createMeeting, createMember, createRegistration, createStaff } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, guests, leaveRequests, meetingSeries, messageRuns } from '../../db/schema/index.ts';
import { bangkokTime } from '../../lib/bangkok-time.ts';

const DAY_MS = 24 * 3600_000;
/** Wednesday 3 March 2027, noon in Bangkok. */
const TODAY = '2027-03-03';
const clock = { now: new Date('2027-03-03T05:00:00Z') };

/** The Bangkok day `n` days from today, YYYY-MM-DD. */
const day = (n: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** An instant of a Bangkok day by its wall clock. */
function at(dayText: string, hour: number, minute = 0): Date {
  const [year, month, date] = dayText.split('-').map(Number) as [number, number, number];
  return bangkokTime(year, month - 1, date, hour, minute);
}
const thai = (dayText: string) => `${dayText.slice(8, 10)}/${dayText.slice(5, 7)}/${dayText.slice(0, 4)}`;

/** Each test asks for days of its own, a fortnight from every other test's: no request or meeting meets another's. */
let stretch = 0;
const nextStretch = () => 7 + 14 * ++stretch;

describe('leave: a member asks, the Vice President decides (issue 35)', () => {
  let t: TestApp;
  let vp: { id: number; token: string; name: string };

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock.now });
    vp = await signedIn([ROLE_VICE_PRESIDENT]);
  });
  afterAll(() => t.close());

  async function signedIn(roles: string[] = []) {
    const row = await createMember(t.db, { roles });
    return { id: row.id, token: await t.login(row.phone), name: `${row.firstName} ${row.lastName}` };
  }
  const ask = (token: string, starts_on: string, ends_on: string, reason = 'ไปต่างประเทศ') =>
    call(t, apiRoutes.requestLeave, { token, body: { starts_on, ends_on, reason } });
  const approve = (token: string, id: number) => call(t, apiRoutes.approveLeave, { token, params: { id } });
  const refuse = (token: string, id: number, reason: string) =>
    call(t, apiRoutes.refuseLeave, { token, params: { id }, body: { reason } });
  const withdraw = (token: string, id: number) => call(t, apiRoutes.withdrawLeave, { token, params: { id } });
  const decidedNotices = (id: number) =>
    t.db
      .select()
      .from(messageRuns)
      .where(eq(messageRuns.key, `notice:leave-decided:${id}`));
  const statusOf = async (id: number) =>
    (await t.db.select({ status: leaveRequests.status }).from(leaveRequests).where(eq(leaveRequests.id, id)))[0]
      ?.status;

  it('takes a request from today on, pending, with the meetings of the period still unpaid, and records it', async () => {
    const m = await signedIn();
    const base = nextStretch();
    const [first, last] = [day(base), day(base + 2)];
    // A meeting at midnight is on its day; one a minute before is on the day before, outside the period.
    const midnight = await createMeeting(t.db, { startsAt: at(first, 0), endsAt: at(first, 2) });
    await createMeeting(t.db, { startsAt: new Date(midnight.startsAt.getTime() - 60_000), endsAt: midnight.startsAt });
    const lastMeeting = await createMeeting(t.db, { startsAt: at(last, 6, 30) });
    await createMeeting(t.db, { startsAt: at(last, 6, 30), cancelledAt: clock.now });

    const asked = await ask(m.token, first, last, '  ไปงานแต่งที่เชียงใหม่ ');
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({
      id: expect.any(Number),
      member: m.id,
      member_name: m.name,
      starts_on: first,
      ends_on: last,
      reason: 'ไปงานแต่งที่เชียงใหม่',
      requested_at: clock.now.toISOString(),
      status: 'pending',
      decided_at: null,
      decided_by_name: null,
      refusal_reason: null,
      unpaid_meetings: [
        { id: midnight.id, name: midnight.name, starts: midnight.startsAt.toISOString() },
        { id: lastMeeting.id, name: lastMeeting.name, starts: lastMeeting.startsAt.toISOString() },
      ],
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'leave.request'), eq(auditLog.actorId, m.id)));
    expect(entry).toMatchObject({
      subjectType: 'member',
      subjectId: String(m.id),
      details: { startsOn: first, endsOn: last },
    });
    // Leave may start today itself.
    expect((await ask((await signedIn()).token, TODAY, TODAY)).statusCode).toBe(201);
  });

  it('refuses leave that starts before today, under the first day', async () => {
    const m = await signedIn();
    const refused = await ask(m.token, day(-1), day(2));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ starts_on: [apiMessages.leaveStartsInPast] });
  });

  it(`refuses more than ${MAX_LEAVE_DAYS} days at once, under the last day, and takes exactly ${MAX_LEAVE_DAYS}`, async () => {
    const m = await signedIn();
    const first = day(500);
    const tooLong = await ask(m.token, first, day(500 + MAX_LEAVE_DAYS));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ ends_on: [apiMessages.leaveTooLong(MAX_LEAVE_DAYS)] });
    expect((await ask(m.token, first, day(500 + MAX_LEAVE_DAYS - 1))).statusCode).toBe(201);
  });

  it('refuses a period that overlaps the member’s pending or approved leave, naming it; withdrawn or refused leave is no obstacle', async () => {
    const m = await signedIn();
    const base = nextStretch();
    const held = (await ask(m.token, day(base), day(base + 3))).json();
    const overlapping = await ask(m.token, day(base + 3), day(base + 5));
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json()).toEqual({
      starts_on: [apiMessages.leaveOverlaps(thai(day(base)), thai(day(base + 3)))],
    });
    // Someone else's leave on the same days is theirs.
    expect((await ask((await signedIn()).token, day(base), day(base + 3))).statusCode).toBe(201);
    expect((await refuse(vp.token, held.id, 'ช่วงนี้มีงานของชาปเตอร์')).statusCode).toBe(200);
    expect((await ask(m.token, day(base + 3), day(base + 5))).statusCode).toBe(201);
  });

  it('keeps one of two overlapping requests sent at the same moment', async () => {
    const m = await signedIn();
    const base = nextStretch();
    const answers = await Promise.all([
      ask(m.token, day(base), day(base + 4)),
      ask(m.token, day(base + 2), day(base + 6)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await t.db.select().from(leaveRequests).where(eq(leaveRequests.memberId, m.id))).toHaveLength(1);
  });

  it('will not approve while a meeting of the period is unpaid, changing nothing, and approves once it is paid', async () => {
    const m = await signedIn();
    const base = nextStretch();
    const meeting = await createMeeting(t.db, { startsAt: at(day(base + 1), 6, 30) });
    const asked = (await ask(m.token, day(base), day(base + 2))).json();
    // A substitute's seat the member paid for is not their own seat.
    const [guest] = await t.db
      .insert(guests)
      .values({
        eventId: meeting.id,
        kind: 'substitute',
        hostMemberId: m.id,
        firstName: 'สมปอง',
        lastName: 'แทน',
        phone: '0812345678',
      })
      .returning();
    const treasurer = await createStaff(t.db);
    await createRegistration(t.db, {
      memberId: m.id,
      eventId: meeting.id,
      seatGuestId: guest?.id,
      paidAt: clock.now,
      confirmedBy: treasurer.id,
    });

    const refused = await approve(vp.token, asked.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: apiMessages.leaveFeesUnpaid(`${meeting.name} ${thai(day(base + 1))}`),
    });
    expect(await statusOf(asked.id)).toBe('pending');
    expect(await decidedNotices(asked.id)).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'leave.approve'))).toEqual([]);

    await createRegistration(t.db, {
      memberId: m.id,
      eventId: meeting.id,
      paidAt: clock.now,
      confirmedBy: treasurer.id,
    });
    const approved = await approve(vp.token, asked.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decided_at: clock.now.toISOString(),
      decided_by_name: vp.name,
      refusal_reason: null,
      unpaid_meetings: [],
    });
    const [notice] = await decidedNotices(asked.id);
    const plan = notice?.plan as { audience: unknown; content: { message: string } };
    expect(plan.audience).toEqual({ type: 'member', memberId: m.id });
    expect(plan.content.message).toContain(`${thai(day(base))}–${thai(day(base + 2))} ได้รับการอนุมัติแล้ว`);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'leave.approve'));
    expect(entry).toMatchObject({ actorId: vp.id, subjectType: 'member', subjectId: String(m.id) });
    // Decided once: a second decision finds it decided.
    expect((await approve(vp.token, asked.id)).json()).toEqual({ detail: apiMessages.leaveNotPending });
    expect((await refuse(vp.token, asked.id, 'ไม่ได้')).statusCode).toBe(409);
  });

  it('approves with meetings unpaid when the chapter does not ask for the fees first', async () => {
    const m = await signedIn();
    const base = nextStretch();
    await createMeeting(t.db, { startsAt: at(day(base), 6, 30) });
    const asked = (await ask(m.token, day(base), day(base))).json();
    expect(asked.unpaid_meetings).toHaveLength(1);
    await t.db.update(meetingSeries).set({ leaveNeedsFeesPaid: false });
    try {
      const approved = await approve(vp.token, asked.id);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'approved', unpaid_meetings: [expect.any(Object)] });
    } finally {
      await t.db.update(meetingSeries).set({ leaveNeedsFeesPaid: true });
    }
  });

  it('lets nobody decide their own leave, not even an Admin', async () => {
    const token = await t.login((await createAdmin(t.db)).phone);
    const base = nextStretch();
    const own = (await ask(token, day(base), day(base + 1))).json();
    expect((await approve(token, own.id)).json()).toEqual({ detail: apiMessages.leaveOwnNeedsOther });
    const refused = await refuse(token, own.id, 'ไม่อนุมัติตัวเอง');
    expect(refused.statusCode).toBe(403);
    expect(await statusOf(own.id)).toBe('pending');
    // Another who may decide can.
    expect((await approve(vp.token, own.id)).statusCode).toBe(200);
  });

  it('refuses with the reason the member reads over LINE, which is required', async () => {
    const m = await signedIn();
    const base = nextStretch();
    const asked = (await ask(m.token, day(base), day(base + 1))).json();
    const blank = await refuse(vp.token, asked.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ reason: [apiMessages.leaveRefusalReasonRequired] });
    const refused = await refuse(vp.token, asked.id, 'สัปดาห์นั้นมีงานประจำปี');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'refused', refusal_reason: 'สัปดาห์นั้นมีงานประจำปี' });
    const [notice] = await decidedNotices(asked.id);
    expect((notice?.plan as { content: { message: string } } | undefined)?.content.message).toContain(
      'เหตุผล: สัปดาห์นั้นมีงานประจำปี',
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'leave.refuse'), eq(auditLog.subjectId, String(m.id))));
    expect(entry?.details).toMatchObject({ leaveRequest: asked.id, reason: 'สัปดาห์นั้นมีงานประจำปี' });
    expect((await approve(vp.token, 999_999)).json()).toEqual({ detail: apiMessages.leaveNotFound });
  });

  it('refuses plain members and the treasurer the Vice President’s routes', async () => {
    const m = await signedIn();
    const treasurer = await createStaff(t.db);
    const base = nextStretch();
    const asked = (await ask(m.token, day(base), day(base))).json();
    for (const token of [m.token, await t.login(treasurer.phone)]) {
      expect((await call(t, apiRoutes.leaveRequests, { token })).statusCode).toBe(403);
      expect((await approve(token, asked.id)).statusCode).toBe(403);
      expect((await refuse(token, asked.id, 'ไม่')).statusCode).toBe(403);
    }
    expect(await statusOf(asked.id)).toBe('pending');
  });

  it('lets the member withdraw their own pending or approved leave before it starts, and nobody else’s', async () => {
    const m = await signedIn();
    const other = await signedIn();
    const base = nextStretch();
    const pending = (await ask(m.token, day(base), day(base))).json();
    expect((await withdraw(other.token, pending.id)).json()).toEqual({ detail: apiMessages.leaveNotFound });
    expect((await withdraw(m.token, pending.id)).json()).toEqual({ detail: apiMessages.leaveWithdrawn });
    expect(await statusOf(pending.id)).toBe('withdrawn');
    expect((await withdraw(m.token, pending.id)).json()).toEqual({ detail: apiMessages.leaveCannotWithdraw });

    const approved = (await ask(m.token, day(base + 2), day(base + 3))).json();
    await approve(vp.token, approved.id);
    expect((await withdraw(m.token, approved.id)).statusCode).toBe(200);
    expect(await statusOf(approved.id)).toBe('withdrawn');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'leave.withdraw'), eq(auditLog.actorId, m.id)));
    expect(entry?.details).toMatchObject({ leaveRequest: pending.id });

    const startsToday = (await ask(m.token, TODAY, day(1))).json();
    const started = await withdraw(m.token, startsToday.id);
    expect(started.statusCode).toBe(409);
    expect(started.json()).toEqual({ detail: apiMessages.leaveCannotWithdraw });
  });

  it('lists pending requests oldest first, then those decided in 90 days newest first, in two statements', async () => {
    const list = async () => {
      const statements: string[] = [];
      const off = t.database.onQuery((statement) => statements.push(statement));
      const answer = await call(t, apiRoutes.leaveRequests, { token: vp.token });
      off();
      expect(answer.statusCode).toBe(200);
      // The message worker may send the decisions' notices meanwhile: only the list's own statements count.
      const own = statements.filter((statement) => statement.includes('"leave_requests"'));
      return { ids: answer.json<Array<{ id: number }>>().map((row) => row.id), statements: own.length };
    };
    const base = nextStretch();
    const ids: number[] = [];
    for (const offset of [0, 2, 4, 6]) {
      const m = await signedIn();
      clock.now = new Date(clock.now.getTime() + 60_000);
      ids.push((await ask(m.token, day(base + offset), day(base + offset))).json().id);
    }
    const [first, second, third, fourth] = ids as [number, number, number, number];
    const small = await list();
    await approve(vp.token, third);
    clock.now = new Date(clock.now.getTime() + 60_000);
    await refuse(vp.token, fourth, 'ไม่ได้');
    await t.db.insert(leaveRequests).values({
      memberId: vp.id,
      startsOn: day(base + 8),
      endsOn: day(base + 8),
      reason: 'เก่า',
      requestedAt: new Date(clock.now.getTime() - 100 * DAY_MS),
      status: 'approved',
      decidedAt: new Date(clock.now.getTime() - 91 * DAY_MS),
      decidedBy: vp.id,
    });
    const listed = await list();
    const ours = listed.ids.filter((id) => ids.includes(id));
    expect(ours).toEqual([first, second, fourth, third]);
    const old = await t.db.select().from(leaveRequests).where(like(leaveRequests.reason, 'เก่า'));
    expect(listed.ids).not.toContain(old[0]?.id);
    expect([small.statements, listed.statements]).toEqual([2, 2]);
  });
});
