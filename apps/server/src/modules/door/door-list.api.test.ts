import type { TDoorPerson } from '@chapter/contract/door';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import {
  createEvent,
  createMeeting,
  createMember,
  createRegistration,
  createSlip,
  createStaff,
  createVisitorHost,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { absenceNotices, guestNotices, guests, leaveRequests, registrations } from '../../db/schema/index.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The door list (issue 35): every active member and the meeting's visitors and substitutes, each
 * with their seat (paid or to pay, and by whom) and check-in; and the meetings the door may open.
 */
describe('the door list', () => {
  let t: TestApp;
  const clock = { now: new Date('2027-08-05T00:00:00Z') };
  const later = (minutes: number) => new Date(clock.now.getTime() + minutes * MINUTE);
  let host: { id: number; token: string };

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock.now });
    const row = await createVisitorHost(t.db, { firstName: 'ต้อนรับ', lastName: 'หน้างาน' });
    host = { id: row.id, token: await t.login(row.phone) };
  });
  afterAll(() => t.close());

  const meetingNow = (overrides: Parameters<typeof createMeeting>[1] = {}) =>
    createMeeting(t.db, { startsAt: later(-5), endsAt: later(115), ...overrides });
  const list = (meetingId: number) => call(t, apiRoutes.doorList, { token: host.token, params: { id: meetingId } });

  /** A guest of the meeting sent or invited by `hostMemberId`, with the seat `payer` pays (unpaid). */
  async function guestWithSeat(
    meetingId: number,
    values: { kind: 'visitor' | 'substitute'; hostMemberId: number; firstName: string } & Partial<
      typeof guests.$inferInsert
    >,
    payer: 'guest' | 'host',
  ) {
    const [guest] = await t.db
      .insert(guests)
      .values({ eventId: meetingId, lastName: 'แขก', phone: '0865550000', ...values })
      .returning();
    const id = (guest as typeof guests.$inferSelect).id;
    const [seat] = await t.db
      .insert(registrations)
      .values({
        eventId: meetingId,
        seatGuestId: id,
        priceSatang: values.kind === 'visitor' ? 65_000 : 60_000,
        ...(payer === 'guest' ? { guestId: id } : { memberId: values.hostMemberId }),
      })
      .returning();
    return { guest: id, seat: (seat as typeof registrations.$inferSelect).id };
  }

  /** A meeting with one of each: paid, owing with a slip waiting, sending a substitute, a visitor to pay at the door. */
  async function meetingWithPeople() {
    const meeting = await meetingNow();
    const paid = await createMember(t.db, { firstName: 'กมล', lastName: 'จ่ายแล้ว', company: 'กมลค้าไม้' });
    const owing = await createMember(t.db, { firstName: 'ขจร', lastName: 'ยังไม่จ่าย' });
    const sender = await createMember(t.db, { firstName: 'คมสัน', lastName: 'ส่งตัวแทน' });
    const inactive = await createMember(t.db, { firstName: 'งามตา', lastName: 'พักสมาชิก', active: false });
    await createRegistration(t.db, { memberId: paid.id, eventId: meeting.id, paidAt: later(-60) });
    await createRegistration(t.db, { memberId: owing.id, eventId: meeting.id });
    await createSlip(t.db, { memberId: owing.id });
    const substitute = await guestWithSeat(
      meeting.id,
      { kind: 'substitute', hostMemberId: sender.id, firstName: 'สมใจ' },
      'host',
    );
    const visitor = await guestWithSeat(
      meeting.id,
      { kind: 'visitor', hostMemberId: paid.id, firstName: 'วิภา', company: 'เยือนจำกัด', payAtDoorAt: later(-90) },
      'guest',
    );
    await guestWithSeat(
      meeting.id,
      { kind: 'visitor', hostMemberId: paid.id, firstName: 'ยกเลิก', cancelledAt: later(-90) },
      'guest',
    );
    return { meeting, paid, owing, sender, inactive, substitute, visitor };
  }

  it('lists active members by name, then the visitors and substitutes who come, with seats, hosts and check-ins', async () => {
    const { meeting, paid, owing, sender, inactive, substitute, visitor } = await meetingWithPeople();
    await call(t, apiRoutes.doorCheckIn, { token: host.token, params: { id: meeting.id }, body: { member: paid.id } });
    const response = await list(meeting.id);
    expect(response.statusCode).toBe(200);
    const { people, meeting: shown } = response.data();
    expect(shown).toMatchObject({ id: meeting.id, cancelled: false, on_time_until: later(5).toISOString() });
    const members = people.filter((person) => person.kind === 'member');
    expect(people.slice(0, members.length)).toEqual(members);
    expect(members.map((person) => person.name)).toEqual(
      members.map((person) => person.name).sort((a, b) => a.localeCompare(b, 'th')),
    );
    expect(people.map((person) => person.member)).not.toContain(inactive.id);
    expect(people.map((person) => person.name)).not.toContain('ยกเลิก แขก');
    const who = (find: (person: TDoorPerson) => boolean) => people.find(find);

    expect(who((person) => person.member === paid.id)).toMatchObject({
      company: 'กมลค้าไม้',
      seat: { fee: 450, paid: true, payer_name: 'กมล จ่ายแล้ว', slip_waiting: false, pay_at_door: false },
      check_in: { how: 'tap', late: false, by_name: 'ต้อนรับ หน้างาน' },
    });
    expect(who((person) => person.member === owing.id)).toMatchObject({
      seat: { paid: false, slip_waiting: true },
      check_in: null,
    });
    expect(who((person) => person.member === sender.id)).toMatchObject({ seat: null, substitute_name: 'สมใจ แขก' });
    expect(who((person) => person.guest === substitute.guest)).toMatchObject({
      kind: 'substitute',
      host_name: 'คมสัน ส่งตัวแทน',
      seat: { registration: substitute.seat, fee: 600, paid: false, payer_name: 'คมสัน ส่งตัวแทน' },
    });
    expect(who((person) => person.guest === visitor.guest)).toMatchObject({
      kind: 'visitor',
      company: 'เยือนจำกัด',
      host_name: 'กมล จ่ายแล้ว',
      seat: { fee: 650, paid: false, payer_name: 'วิภา แขก', pay_at_door: true },
    });
  });

  it('shows a visitor’s seat paid once a host took their cash at the door', async () => {
    const { meeting, visitor } = await meetingWithPeople();
    const taken = await call(t, apiRoutes.doorTakeCash, {
      token: host.token,
      params: { id: meeting.id },
      body: { registration: visitor.seat, received: 650 },
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.data()).toMatchObject({ detail: apiMessages.doorCashTaken, credit: 0 });
    const person = (await list(meeting.id)).data().people.find((p) => p.guest === visitor.guest);
    expect(person?.seat).toMatchObject({ paid: true });

    const cancelled = await meetingNow({ cancelledAt: later(-60) });
    const refused = await call(t, apiRoutes.doorTakeCash, {
      token: host.token,
      params: { id: cancelled.id },
      body: { registration: visitor.seat, received: 650 },
    });
    expect(refused.json()).toEqual({ detail: apiMessages.doorMeetingCancelled });
  });

  it('marks the members who will not come: on approved leave, or saying they will miss it', async () => {
    const meeting = await meetingNow();
    const [onLeave, missing, pending] = await Promise.all([createMember(t.db), createMember(t.db), createMember(t.db)]);
    const leave = { startsOn: '2027-08-01', endsOn: '2027-08-10', reason: 'ลา', requestedAt: clock.now };
    await t.db.insert(leaveRequests).values([
      { ...leave, memberId: onLeave.id, status: 'approved', decidedAt: clock.now, decidedBy: host.id },
      { ...leave, memberId: pending.id },
    ]);
    await t.db.insert(absenceNotices).values({ eventId: meeting.id, memberId: missing.id, saidAt: clock.now });
    const people: TDoorPerson[] = (await list(meeting.id)).data().people;
    const awayOf = (id: number) => people.find((person) => person.member === id)?.away;
    expect([awayOf(onLeave.id), awayOf(missing.id), awayOf(pending.id)]).toEqual(['on_leave', 'will_miss', null]);
  });

  it('shows the visitors’ notice in force, and refuses an event that is not a weekly meeting', async () => {
    const meeting = await meetingNow();
    expect((await list(meeting.id)).data().visitor_notice).toBeNull();
    await t.db.insert(guestNotices).values({ version: 1, body: 'ประกาศสำหรับผู้เยี่ยมชม' });
    expect((await list(meeting.id)).data().visitor_notice).toEqual({ version: 1, text: 'ประกาศสำหรับผู้เยี่ยมชม' });
    const event = await createEvent(t.db, { startsAt: later(0), endsAt: later(60) });
    expect((await list(event.id)).json()).toEqual({ non_field_errors: [apiMessages.doorOnlyForMeetings] });
    expect((await list(999_999)).statusCode).toBe(404);
  });

  it('runs the same number of SQL statements for a meeting of a few people as for one of many', async () => {
    const statementsOf = async (meetingId: number) => {
      expect((await list(meetingId)).statusCode).toBe(200);
      const statements: string[] = [];
      const stop = t.database.onQuery((sql) => statements.push(sql));
      try {
        const response = await list(meetingId);
        return { statements, people: response.data().people.length };
      } finally {
        stop();
      }
    };
    const small = await meetingWithPeople();
    const smallCount = await statementsOf(small.meeting.id);
    const large = await meetingWithPeople();
    for (let i = 0; i < 8; i++) {
      const member = await createMember(t.db);
      await createRegistration(t.db, { memberId: member.id, eventId: large.meeting.id });
      const guest = await guestWithSeat(
        large.meeting.id,
        { kind: 'visitor', hostMemberId: member.id, firstName: `แขก${i}` },
        'guest',
      );
      await call(t, apiRoutes.doorCheckIn, {
        token: host.token,
        params: { id: large.meeting.id },
        body: i % 2 ? { member: member.id } : { guest: guest.guest },
      });
    }
    const largeCount = await statementsOf(large.meeting.id);
    expect(largeCount.people).toBeGreaterThan(smallCount.people + 15);
    expect(largeCount.statements).toHaveLength(smallCount.statements.length);
  });

  it('offers the weekly meetings from yesterday to a week ahead, and opens the first not over nor cancelled', async () => {
    clock.now = new Date('2031-03-06T00:00:00Z');
    const at = (days: number, overrides: Parameters<typeof createMeeting>[1] = {}) =>
      createMeeting(t.db, {
        startsAt: later((days * DAY) / MINUTE),
        endsAt: later((days * DAY) / MINUTE + 120),
        ...overrides,
      });
    await at(-2);
    const yesterday = await at(-0.9);
    const cancelled = await at(-0.01, { cancelledAt: later(-600) });
    const today = await at(0.05);
    const nextWeek = await at(6.9);
    await at(7.5);
    const staff = await t.login((await createStaff(t.db)).phone);
    const answer = (await call(t, apiRoutes.doorMeetings, { token: staff })).data();
    expect(answer.meetings.map((meeting) => meeting.id)).toEqual([yesterday.id, cancelled.id, today.id, nextWeek.id]);
    expect(answer.current).toBe(today.id);
    expect(answer.meetings[1]).toMatchObject({ cancelled: true });

    clock.now = later((8 * DAY) / MINUTE);
    expect((await call(t, apiRoutes.doorMeetings, { token: staff })).data()).toMatchObject({ current: null });
  });
});
