import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createEvent, createMeeting, createMember } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { absenceNotices, auditLog } from '../../db/schema/index.ts';

const HOUR = 3600_000;

describe('a member says ahead they will miss a weekly meeting (issue 35)', () => {
  let t: TestApp;
  const clock = { now: new Date('2027-03-03T05:00:00Z') };
  const later = (hours: number) => new Date(clock.now.getTime() + hours * HOUR);

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock.now });
  });
  afterAll(() => t.close());

  async function member() {
    const row = await createMember(t.db);
    return { id: row.id, token: await t.login(row.phone) };
  }
  const say = (token: string, id: number) => call(t, apiRoutes.saySkipMeeting, { token, params: { id } });
  const takeBack = (token: string, id: number) => call(t, apiRoutes.withdrawSkipMeeting, { token, params: { id } });
  const answerOf = async (token: string, id: number) =>
    (await call(t, apiRoutes.myAttendance, { token })).data().upcoming.find((meeting) => meeting.id === id)?.answer;
  const notices = (memberId: number) => t.db.select().from(absenceNotices).where(eq(absenceNotices.memberId, memberId));

  it('records that the member will miss it, once, as their own record in the audit log', async () => {
    const m = await member();
    const meeting = await createMeeting(t.db, { startsAt: later(20) });
    expect(await answerOf(m.token, meeting.id)).toBe('coming');
    const said = await say(m.token, meeting.id);
    expect(said.statusCode).toBe(200);
    expect(said.json()).toEqual({ detail: apiMessages.skipSaid });
    expect(await answerOf(m.token, meeting.id)).toBe('will_miss');
    const again = await say(m.token, meeting.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: apiMessages.skipAlreadySaid });
    expect(await notices(m.id)).toEqual([
      expect.objectContaining({ eventId: meeting.id, saidAt: clock.now, withdrawnAt: null }),
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'attendance.skip'), eq(auditLog.actorId, m.id)));
    expect(entry).toMatchObject({ subjectType: 'event', subjectId: String(meeting.id) });
  });

  it('takes it back when the member will come after all, and they may say it again', async () => {
    const m = await member();
    const meeting = await createMeeting(t.db, { startsAt: later(30) });
    await say(m.token, meeting.id);
    const back = await takeBack(m.token, meeting.id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ detail: apiMessages.skipWithdrawn });
    expect(await answerOf(m.token, meeting.id)).toBe('coming');
    const none = await takeBack(m.token, meeting.id);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ detail: apiMessages.skipNotSaid });
    expect((await say(m.token, meeting.id)).statusCode).toBe(200);
    expect(await notices(m.id)).toHaveLength(2);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'attendance.skip_withdraw'), eq(auditLog.actorId, m.id))),
    ).toHaveLength(1);
  });

  it('answers only about weekly meetings that are still to start and not cancelled', async () => {
    const m = await member();
    const unknown = await say(m.token, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: apiMessages.eventNotFound });

    const party = await createEvent(t.db, { startsAt: later(40) });
    expect((await say(m.token, party.id)).json()).toEqual({ non_field_errors: [apiMessages.meetingNotWeekly] });

    const started = await createMeeting(t.db, { startsAt: later(-1) });
    const late = await say(m.token, started.id);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ non_field_errors: [apiMessages.meetingAlreadyStarted] });

    const cancelled = await createMeeting(t.db, { startsAt: later(50), cancelledAt: clock.now });
    expect((await say(m.token, cancelled.id)).json()).toEqual({ non_field_errors: [apiMessages.eventCancelled] });
    expect(await notices(m.id)).toEqual([]);

    // Nor taken back once the meeting has started: the headcount was for before it.
    const coming = await createMeeting(t.db, { startsAt: later(2) });
    await say(m.token, coming.id);
    clock.now = later(3);
    expect((await takeBack(m.token, coming.id)).json()).toEqual({
      non_field_errors: [apiMessages.meetingAlreadyStarted],
    });
  });
});
