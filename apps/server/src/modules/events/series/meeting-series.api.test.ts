import type { TMeetingSeriesRequest } from '@chapter/contract/meetings';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createAdmin, createMember } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog, events, meetingSeries } from '../../../db/schema/index.ts';
import { bangkokDateTimeText, bangkokTime } from '../../../lib/bangkok-time.ts';

const DAY = 24 * 60 * 60 * 1000;
type Meeting = typeof events.$inferSelect;
/** Wednesday 03/03/2027 at noon in Bangkok: the week's Thursday meeting is tomorrow. */
const WEDNESDAY_NOON = bangkokTime(2027, 2, 3, 12);

const thursdays: TMeetingSeriesRequest = {
  name: 'ประชุมประจำสัปดาห์',
  weekday: 4,
  start_time: '06:30',
  end_time: '08:30',
  location_name: 'โรงแรมริเวอร์ไซด์',
  price: 450,
  visitor_fee: 650,
  substitute_fee: 600,
  weeks_ahead: 4,
};

const opened: TestApp[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

/** A chapter on a clock the test moves, with an admin and a member signed in. */
async function chapter() {
  const clock = { now: WEDNESDAY_NOON };
  const t = await startTestApp({ now: () => clock.now });
  opened.push(t);
  const adminId = (await createAdmin(t.db, { phone: '0811111111' })).id;
  await createMember(t.db, { phone: '0822222222' });
  const admin = await t.login('0811111111');
  const member = await t.login('0822222222');
  const meetings = () => t.db.select().from(events).where(isNotNull(events.seriesId)).orderBy(asc(events.startsAt));
  /** Meetings as members read them: DD/MM/YYYY HH:mm in Bangkok. */
  const starts = async () => (await meetings()).map((meeting) => bangkokDateTimeText(meeting.startsAt));
  const save = (body: TMeetingSeriesRequest) => call(t, apiRoutes.adminSaveMeetingSeries, { token: admin, body });
  const advance = (days: number) => {
    clock.now = new Date(clock.now.getTime() + days * DAY);
  };
  return { t, clock, adminId, admin, member, meetings, starts, save, advance };
}

describe('the weekly meeting series (ADR 53)', () => {
  it('saving the series makes the coming weeks at once, each an event members can register for at the member price', async () => {
    const c = await chapter();
    const saved = await c.save(thursdays);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      created: 4,
      updated: 0,
      removed: 0,
      detail: apiMessages.meetingSeriesSaved(4, 0, 0),
    });
    expect(saved.json().series).toMatchObject({ weekday: 4, start_time: '06:30', end_time: '08:30', visitor_fee: 650 });
    expect(await c.starts()).toEqual(['04/03/2027 06:30', '11/03/2027 06:30', '18/03/2027 06:30', '25/03/2027 06:30']);
    const [first] = await c.meetings();
    expect(first).toMatchObject({ priceSatang: 45_000, visitorFeeSatang: 65_000, substituteFeeSatang: 60_000 });
    expect(bangkokDateTimeText(first?.endsAt as Date)).toBe('04/03/2027 08:30');

    const listed = (await call(c.t, apiRoutes.availableEvents, { token: c.member })).json();
    expect(listed.filter((event: { name: string }) => event.name === 'ประชุมประจำสัปดาห์')).toHaveLength(4);
    const registered = await call(c.t, apiRoutes.registerEvent, {
      token: c.member,
      body: { event: first?.id as number },
    });
    expect(registered.statusCode).toBe(201);
    expect((await call(c.t, apiRoutes.profile, { token: c.member })).json().sum_amount).toBe(450);

    const [entry] = await c.t.db.select().from(auditLog).where(eq(auditLog.action, 'meeting_series.create'));
    expect(entry).toMatchObject({ actorId: c.adminId, subjectType: 'meeting_series' });
    expect(entry?.details.meetingsCreated).toHaveLength(4);
  });

  it('the beat makes the next week as each meeting passes, by nobody, and nothing when no week is missing', async () => {
    const c = await chapter();
    await c.save(thursdays);
    await c.t.app.messageJobs.tick();
    expect(await c.meetings()).toHaveLength(4);

    c.advance(1); // Thursday noon: this week's meeting has started.
    await c.t.app.messageJobs.tick();
    expect((await c.starts()).slice(-2)).toEqual(['25/03/2027 06:30', '01/04/2027 06:30']);
    await c.t.app.messageJobs.tick();
    expect(await c.meetings()).toHaveLength(5);

    const made = await c.t.db.select().from(auditLog).where(eq(auditLog.action, 'meeting_series.meetings_made'));
    expect(made).toHaveLength(1);
    expect(made[0]?.actorId).toBeNull();
    const listed = (await call(c.t, apiRoutes.availableEvents, { token: c.member })).json();
    expect(
      listed.some((event: { event_start_date_time: string }) =>
        event.event_start_date_time.startsWith('2027-03-31T23:30'),
      ),
    ).toBe(true);
  });

  it('two processes beating at the same moment make each missing week exactly once', async () => {
    const c = await chapter();
    await c.save(thursdays);
    // Another server process on the same database, at the same time.
    const other = await startTestApp({ now: () => c.clock.now, database: c.t.database });
    c.advance(21);
    await Promise.all([c.t.app.messageJobs.tick(), other.app.messageJobs.tick(), c.t.app.messageJobs.tick()]);
    await other.app.close();
    const weeks = (await c.meetings()).map((meeting) => meeting.seriesWeek);
    expect(new Set(weeks).size).toBe(weeks.length);
    expect(await c.starts()).toEqual([
      '04/03/2027 06:30',
      '11/03/2027 06:30',
      '18/03/2027 06:30',
      '25/03/2027 06:30',
      '01/04/2027 06:30',
      '08/04/2027 06:30',
      '15/04/2027 06:30',
    ]);
  });

  it('a beat cut off before it commits leaves no meeting half-made, and the next beat makes them all', async () => {
    const c = await chapter();
    await c.save(thursdays);
    c.advance(14);
    // The process dies as it records what it made: the transaction never commits.
    const cut = c.t.database.onQuery((statement) => {
      if (statement.startsWith('insert into "audit_log"')) throw new Error('process killed');
    });
    await c.t.app.messageJobs.tick();
    cut();
    expect(await c.meetings()).toHaveLength(4);
    await c.t.app.messageJobs.tick();
    expect((await c.starts()).slice(-2)).toEqual(['01/04/2027 06:30', '08/04/2027 06:30']);
  });

  it('a change reaches only coming meetings nobody has touched: past, registered, cancelled and hand-edited ones stay', async () => {
    const c = await chapter();
    await c.save({ ...thursdays, weeks_ahead: 5 });
    const [past, registered, cancelled, edited, untouched] = (await c.meetings()) as [
      Meeting,
      Meeting,
      Meeting,
      Meeting,
      Meeting,
    ];
    await call(c.t, apiRoutes.registerEvent, { token: c.member, body: { event: registered?.id as number } });
    await call(c.t, apiRoutes.adminCancelEvent, { token: c.admin, params: { id: cancelled?.id as number } });
    const editedBody = {
      name: 'ประชุมพิเศษ',
      location_name: 'ห้องจัดเลี้ยง',
      event_start_date_time: edited.startsAt.toISOString(),
      event_end_date_time: edited.endsAt.toISOString(),
      price: 500,
      early_bird_price: null,
      early_bird_end_date_time: null,
    };
    expect(
      (
        await call(c.t, apiRoutes.adminUpdateEvent, {
          token: c.admin,
          params: { id: edited?.id as number },
          body: editedBody,
        })
      ).statusCode,
    ).toBe(200);
    c.advance(1); // this week's meeting is now past

    const saved = await c.save({
      ...thursdays,
      weeks_ahead: 5,
      start_time: '07:00',
      location_name: 'ห้องใหม่',
      price: 500,
    });
    expect(saved.json()).toMatchObject({ created: 1, updated: 1, removed: 0 });
    const after = new Map((await c.meetings()).map((meeting) => [meeting.id, meeting]));
    for (const kept of [past, registered, cancelled]) {
      expect(after.get(kept?.id as number)).toMatchObject({ locationName: 'โรงแรมริเวอร์ไซด์', priceSatang: 45_000 });
      expect(after.get(kept?.id as number)?.startsAt).toEqual(kept?.startsAt);
    }
    expect(after.get(edited?.id as number)).toMatchObject({ name: 'ประชุมพิเศษ', priceSatang: 50_000 });
    // The untouched meeting keeps its id (links to it still work) and takes the new values.
    expect(after.get(untouched?.id as number)).toMatchObject({ locationName: 'ห้องใหม่', priceSatang: 50_000 });
    expect(bangkokDateTimeText(after.get(untouched?.id as number)?.startsAt as Date)).toBe('01/04/2027 07:00');
    expect((await c.starts()).at(-1)).toBe('08/04/2027 07:00');
  });

  it('a new weekday moves untouched meetings within their week, and a shorter horizon removes the untouched ones beyond it', async () => {
    const c = await chapter();
    await c.save(thursdays);
    const [first, second] = await c.meetings();
    await call(c.t, apiRoutes.registerEvent, { token: c.member, body: { event: second?.id as number } });

    // Tuesdays from now: this week's Tuesday has passed, so tomorrow's untouched Thursday goes.
    const saved = await c.save({ ...thursdays, weekday: 2, weeks_ahead: 2 });
    expect(saved.json()).toMatchObject({ created: 0, updated: 1, removed: 2 });
    expect(await c.starts()).toEqual(['11/03/2027 06:30', '16/03/2027 06:30']);
    expect((await c.meetings()).some((meeting) => meeting.id === first?.id)).toBe(false);
    // The week with a registration keeps its Thursday meeting and gets no second one.
    await c.t.app.messageJobs.tick();
    expect(await c.meetings()).toHaveLength(2);
  });

  it('a weekly meeting cannot be deleted but can be cancelled for a holiday, and the beat does not make its week again', async () => {
    const c = await chapter();
    await c.save(thursdays);
    const [, holiday] = await c.meetings();
    const deleted = await call(c.t, apiRoutes.adminDeleteEvent, {
      token: c.admin,
      params: { id: holiday?.id as number },
    });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().non_field_errors).toEqual([apiMessages.meetingCannotDelete]);
    const cancelled = await call(c.t, apiRoutes.adminCancelEvent, {
      token: c.admin,
      params: { id: holiday?.id as number },
    });
    expect(cancelled.statusCode).toBe(200);
    await c.t.app.messageJobs.tick();
    const meetings = await c.meetings();
    expect(meetings).toHaveLength(4);
    expect(meetings.find((meeting) => meeting.id === holiday?.id)?.cancelledAt).not.toBeNull();
    const view = (await call(c.t, apiRoutes.adminMeetingSeries, { token: c.admin })).json();
    expect(view.meetings.map((meeting: { series_id: number }) => meeting.series_id)).toEqual(
      Array(4).fill(view.series.id),
    );
  });

  it('refuses a series that cannot be, in Thai under its field, and saves nothing', async () => {
    const c = await chapter();
    const cases: Array<[Partial<TMeetingSeriesRequest>, string, string]> = [
      [{ end_time: '06:00' }, 'end_time', apiMessages.endTimeBeforeStart],
      [{ start_time: '6.30' }, 'start_time', apiMessages.timeInvalid],
      [{ weekday: 7 }, 'weekday', ''],
      [{ weeks_ahead: 0 }, 'weeks_ahead', apiMessages.weeksAheadInvalid(26)],
      [{ weeks_ahead: 27 }, 'weeks_ahead', apiMessages.weeksAheadInvalid(26)],
      [{ visitor_fee: -1 }, 'visitor_fee', apiMessages.priceInvalid],
      [{ name: '  ' }, 'name', apiMessages.nameRequired],
    ];
    for (const [change, field, message] of cases) {
      const response = await c.save({ ...thursdays, ...change });
      expect(response.statusCode, field).toBe(400);
      const errors = response.json()[field] as string[];
      expect(errors, field).toHaveLength(1);
      if (message) expect(errors[0]).toBe(message);
    }
    expect(await c.t.db.select().from(meetingSeries)).toEqual([]);
    expect(await c.meetings()).toEqual([]);
    const view = (await call(c.t, apiRoutes.adminMeetingSeries, { token: c.admin })).json();
    expect(view).toEqual({ series: null, meetings: [] });
  });
});
