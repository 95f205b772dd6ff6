import type { TPalms } from '@chapter/contract/attendance';
import { apiMessages } from '@chapter/contract/messages';
import { ROLE_VICE_PRESIDENT } from '@chapter/contract/roles';
import { apiRoutes } from '@chapter/contract/routes';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createEvent, createMeeting, createMember, createStaff } from '../../../test/factories.ts';
import { bearer, startTestApp } from '../../../test/test-app.ts';
import {
  absenceNotices,
  attendance,
  auditLog,
  guests,
  leaveRequests,
  meetingClosings,
  messageRuns,
} from '../../db/schema/index.ts';

const DAY_MS = 24 * 3600_000;
/** Wednesday 3 March 2027, noon in Bangkok. */
const NOW = new Date('2027-03-03T05:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const bangkokDay = (instant: Date) => new Date(instant.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

/** A chapter of its own for each part: who is at risk depends on every member's absences. */
async function chapter() {
  const t = await startTestApp({ now: () => NOW });
  const vp = await createMember(t.db, { roles: [ROLE_VICE_PRESIDENT] });
  /** A weekly meeting `days` ago, closed with these members' PALMS (and visitors). */
  const closed = async (days: number, rows: Array<{ memberId: number; status: TPalms; visitors?: number }>) => {
    const meeting = await createMeeting(t.db, { startsAt: daysAgo(days) });
    await t.db.insert(meetingClosings).values({ eventId: meeting.id, closedAt: NOW, closedBy: vp.id });
    if (rows.length > 0) {
      await t.db
        .insert(attendance)
        .values(rows.map((row) => ({ eventId: meeting.id, ...row, closedStatus: row.status })));
    }
    return meeting;
  };
  return { t, vp, closed };
}

describe('my attendance: absences in six months, coming meetings with my answer, history and leave', () => {
  let c: Awaited<ReturnType<typeof chapter>>;
  let me: { id: number; token: string };

  beforeAll(async () => {
    c = await chapter();
    const row = await createMember(c.t.db);
    me = { id: row.id, token: await c.t.login(row.phone) };
  });
  afterAll(() => c.t.close());

  const mine = async () => (await call(c.t, apiRoutes.myAttendance, { token: me.token })).data();

  it('counts absences of the last six months from the closed sheets, and lists them newest first with visitors', async () => {
    const other = await createMember(c.t.db);
    const recent = await c.closed(10, [
      { memberId: me.id, status: 'A' },
      { memberId: other.id, status: 'P' },
    ]);
    const present = await c.closed(20, [{ memberId: me.id, status: 'P', visitors: 2 }]);
    const older = await c.closed(150, [{ memberId: me.id, status: 'A' }]);
    await c.closed(190, [{ memberId: me.id, status: 'A' }]);
    await c.closed(30, [{ memberId: other.id, status: 'A' }]);

    const answer = await mine();
    expect(answer).toMatchObject({ absences: 2, warning: 2, limit: 3 });
    expect(answer.history).toEqual([
      { id: recent.id, name: recent.name, starts: recent.startsAt.toISOString(), status: 'A', visitors: 0 },
      { id: present.id, name: present.name, starts: present.startsAt.toISOString(), status: 'P', visitors: 2 },
      { id: older.id, name: older.name, starts: older.startsAt.toISOString(), status: 'A', visitors: 0 },
    ]);
  });

  it('answers each coming weekly meeting with leave, then a substitute, then "will miss", else coming', async () => {
    const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
    const [onLeave, substitute, willMiss, coming] = [
      await createMeeting(c.t.db, { startsAt: at(1) }),
      await createMeeting(c.t.db, { startsAt: at(8) }),
      await createMeeting(c.t.db, { startsAt: at(15) }),
      await createMeeting(c.t.db, { startsAt: at(22) }),
    ];
    await createMeeting(c.t.db, { startsAt: at(3), cancelledAt: NOW });
    await createEvent(c.t.db, { startsAt: at(4) });
    await c.t.db.insert(leaveRequests).values([
      {
        memberId: me.id,
        startsOn: bangkokDay(at(1)),
        endsOn: bangkokDay(at(1)),
        reason: 'ธุระ',
        requestedAt: NOW,
        status: 'approved',
        decidedAt: NOW,
        decidedBy: c.vp.id,
      },
      // Pending leave excuses nothing yet.
      { memberId: me.id, startsOn: bangkokDay(at(22)), endsOn: bangkokDay(at(22)), reason: 'รอ', requestedAt: NOW },
    ]);
    // Said they would miss the leave's meeting too: the leave is what counts.
    for (const meeting of [onLeave, willMiss, substitute]) {
      await c.t.db.insert(absenceNotices).values({ eventId: meeting.id, memberId: me.id, saidAt: NOW });
    }
    await c.t.db.insert(guests).values([
      {
        eventId: substitute.id,
        kind: 'substitute',
        hostMemberId: me.id,
        firstName: 'สมปอง',
        lastName: 'แทน',
        phone: '0812345678',
      },
      // A substitute cancelled is no substitute.
      {
        eventId: willMiss.id,
        kind: 'substitute',
        hostMemberId: me.id,
        firstName: 'สมศรี',
        lastName: 'แทน',
        phone: '0812345679',
        cancelledAt: NOW,
      },
    ]);

    const answer = await mine();
    expect(answer.upcoming).toEqual([
      { id: onLeave.id, name: onLeave.name, starts: onLeave.startsAt.toISOString(), answer: 'on_leave' },
      { id: substitute.id, name: substitute.name, starts: substitute.startsAt.toISOString(), answer: 'substitute' },
      { id: willMiss.id, name: willMiss.name, starts: willMiss.startsAt.toISOString(), answer: 'will_miss' },
      { id: coming.id, name: coming.name, starts: coming.startsAt.toISOString(), answer: 'coming' },
    ]);
    expect(answer.leave.map((leave) => leave.status).sort()).toEqual(['approved', 'pending']);
    expect(answer.leave.find((leave) => leave.status === 'pending')?.unpaid_meetings).toEqual([
      { id: coming.id, name: coming.name, starts: coming.startsAt.toISOString() },
    ]);
  });

  it('reads in the same number of statements however much the member has', async () => {
    const count = async () => {
      const statements: string[] = [];
      const stop = c.t.database.onQuery((statement) => statements.push(statement));
      const response = await c.t.app.inject({
        method: 'GET',
        url: apiRoutes.myAttendance.path,
        headers: bearer(me.token),
      });
      stop();
      expect(response.statusCode).toBe(200);
      return statements.length;
    };
    const before = await count();
    for (const days of [40, 50, 60]) await c.closed(days, [{ memberId: me.id, status: 'L' }]);
    for (const offset of [30, 40]) {
      const day = bangkokDay(new Date(NOW.getTime() + offset * DAY_MS));
      await c.t.db
        .insert(leaveRequests)
        .values({ memberId: me.id, startsOn: day, endsOn: day, reason: 'ธุระ', requestedAt: NOW });
    }
    expect((await mine()).history.length).toBeGreaterThan(4);
    expect(await count()).toBe(before);
  });
});

describe('members at risk for their absences, and reminding them', () => {
  let c: Awaited<ReturnType<typeof chapter>>;
  const people: Record<'limit' | 'warning' | 'once' | 'gone' | 'old', { id: number; name: string }> = {} as never;

  beforeAll(async () => {
    c = await chapter();
    for (const key of ['limit', 'warning', 'once', 'gone', 'old'] as const) {
      const row = await createMember(c.t.db, { active: key !== 'gone' });
      people[key] = { id: row.id, name: `${row.firstName} ${row.lastName}` };
    }
    const { limit, warning, once, gone, old } = people;
    await c.closed(5, [
      { memberId: limit.id, status: 'A' },
      { memberId: warning.id, status: 'P' },
    ]);
    await c.closed(12, [
      { memberId: limit.id, status: 'A' },
      { memberId: warning.id, status: 'A' },
      { memberId: gone.id, status: 'A' },
    ]);
    await c.closed(19, [
      { memberId: limit.id, status: 'A' },
      { memberId: once.id, status: 'A' },
      { memberId: gone.id, status: 'A' },
    ]);
    await c.closed(40, [
      { memberId: warning.id, status: 'A' },
      { memberId: gone.id, status: 'A' },
      { memberId: old.id, status: 'A' },
    ]);
    // Absences over six months ago count no more.
    await c.closed(185, [
      { memberId: old.id, status: 'A' },
      { memberId: once.id, status: 'A' },
    ]);
  });
  afterAll(() => c.t.close());

  it('lists active members at or over the warning, most absences first, at the limit marked, with their last absence', async () => {
    const officer = await createStaff(c.t.db);
    const answer = await call(c.t, apiRoutes.attendanceAtRisk, { token: await c.t.login(officer.phone) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      warning: 2,
      limit: 3,
      members: [
        {
          member: people.limit.id,
          name: people.limit.name,
          absences: 3,
          level: 'limit',
          last_absent: daysAgo(5).toISOString(),
        },
        {
          member: people.warning.id,
          name: people.warning.name,
          absences: 2,
          level: 'warning',
          last_absent: daysAgo(12).toISOString(),
        },
      ],
    });
  });

  it('refuses plain members the list and the reminders', async () => {
    const member = await createMember(c.t.db);
    const token = await c.t.login(member.phone);
    expect((await call(c.t, apiRoutes.attendanceAtRisk, { token })).statusCode).toBe(403);
    const remind = await call(c.t, apiRoutes.remindAbsent, { token, body: { members: [people.limit.id] } });
    expect(remind.statusCode).toBe(403);
  });

  it('queues one LINE reminder per member at risk and day, skipping those who are not, and records it', async () => {
    const vpToken = await c.t.login(c.vp.phone);
    const reminders = () => c.t.db.select().from(messageRuns).where(like(messageRuns.key, 'notice:absence-reminder:%'));
    const { limit, warning, once, gone } = people;
    const body = { members: [limit.id, warning.id, once.id, gone.id] };
    const first = await call(c.t, apiRoutes.remindAbsent, { token: vpToken, body });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: apiMessages.remindQueued(2), queued: 2 });
    const queued = await reminders();
    expect(queued.map((run) => run.key).sort()).toEqual(
      [`notice:absence-reminder:${limit.id}:2027-03-03`, `notice:absence-reminder:${warning.id}:2027-03-03`].sort(),
    );
    const textOf = (memberId: number) => {
      const run = queued.find((row) => row.key.includes(`:${memberId}:`));
      const plan = run?.plan as { audience: { memberId: number }; content: { message: string } };
      expect(plan.audience).toEqual({ type: 'member', memberId });
      return plan.content.message;
    };
    expect(textOf(limit.id)).toContain('ขาดประชุม 3 ครั้งในช่วง 6 เดือน');
    expect(textOf(limit.id)).toContain('ครบเกณฑ์ 3 ครั้งแล้ว');
    expect(textOf(warning.id)).toContain('ขาดประชุม 2 ครั้งในช่วง 6 เดือน');
    expect(textOf(warning.id)).toContain('หากขาดครบ 3 ครั้ง');

    const again = await call(c.t, apiRoutes.remindAbsent, { token: vpToken, body });
    expect(again.json()).toEqual({ detail: apiMessages.remindQueued(0), queued: 0 });
    expect(await reminders()).toHaveLength(2);
    const entries = await c.t.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.remind'));
    expect(entries.map((entry) => entry.details)).toEqual([
      { members: [limit.id, warning.id], queued: 2 },
      { members: [limit.id, warning.id], queued: 0 },
    ]);
    expect(entries[0]?.actorId).toBe(c.vp.id);
  });
});
