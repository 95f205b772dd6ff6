import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createEvent, createMeeting, createMember, createStaff } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog, guests, registrations } from '../../../db/schema/index.ts';

const HOUR = 3600_000;
const substitute = { first_name: 'สมปอง', last_name: 'แทนกัน', phone: '081-234-5678', company: 'บริษัท ตัวแทน จำกัด' };

describe('a member sends a substitute to a weekly meeting (ADR 54)', () => {
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
  const send = (token: string, eventId: number, body: object = substitute) =>
    call(t, apiRoutes.sendSubstitute, { token, params: { id: eventId }, rawBody: body });
  const profile = async (token: string) => (await call(t, apiRoutes.profile, { token })).json();

  it('adds the meal fee to what the member owes, named for the substitute, and lists them as the member sent them', async () => {
    const m = await member();
    const meeting = await createMeeting(t.db, { startsAt: later(24) });
    const sent = await send(m.token, meeting.id);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      event_id: meeting.id,
      first_name: 'สมปอง',
      phone: '0812345678',
      fee: 600,
      is_paid: false,
      can_cancel: true,
    });
    const owed = await profile(m.token);
    expect(owed.sum_amount).toBe(600);
    expect(owed.registrations).toEqual([
      expect.objectContaining({ price: 600, substitute_name: 'สมปอง แทนกัน', payment_datetime: null }),
    ]);
    expect((await call(t, apiRoutes.mySubstitutes, { token: m.token })).json()).toHaveLength(1);
    // The treasurer's lists of what is owed name the substitute too.
    const staff = await createStaff(t.db);
    const staffToken = await t.login(staff.phone);
    const unvalidated = (await call(t, apiRoutes.memberList, { token: staffToken })).json();
    const row = unvalidated.find((entry: { id: number }) => entry.id === m.id);
    expect(row?.unpaid_registrations).toEqual([expect.objectContaining({ substitute_name: 'สมปอง แทนกัน' })]);
    // The participant list shows the substitute, with who sent them, and not the member as coming.
    const month = (
      await call(t, apiRoutes.eventsOfMonth, { token: staffToken, params: { month: 3, year: 2027 } })
    ).json();
    const listed = month.find((event: { id: number }) => event.id === meeting.id);
    expect(listed.attendees).toEqual([]);
    expect(listed.guests).toEqual([
      {
        id: expect.any(Number),
        kind: 'substitute',
        full_name: 'สมปอง แทนกัน',
        company: 'บริษัท ตัวแทน จำกัด',
        host_name: expect.any(String),
        price: 600,
        is_paid: false,
      },
    ]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'meeting.substitute_send'));
    expect(entry).toMatchObject({ actorId: m.id, subjectId: String(meeting.id) });
  });

  it('does not count the member as coming because they pay for a substitute, and lets them register themselves', async () => {
    const m = await member();
    const meeting = await createMeeting(t.db, { startsAt: later(30) });
    await send(m.token, meeting.id);
    const listed = (await call(t, apiRoutes.availableEvents, { token: m.token })).json();
    const seen = listed.find((event: { id: number }) => event.id === meeting.id);
    expect(seen).toMatchObject({ register: null, substitute_fee: 600, attendees: [] });
    const registered = await call(t, apiRoutes.registerEvent, { token: m.token, body: { event: meeting.id } });
    expect(registered.statusCode).toBe(201);
    expect((await profile(m.token)).sum_amount).toBe(1050);
  });

  it('refuses a second substitute for the same meeting, even two sent at once, and stores one', async () => {
    const m = await member();
    const meeting = await createMeeting(t.db, { startsAt: later(40) });
    const answers = await Promise.all([
      send(m.token, meeting.id),
      send(m.token, meeting.id, { ...substitute, first_name: 'สมศรี' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      detail: apiMessages.substituteAlreadySent,
    });
    const rows = await t.db.select().from(guests).where(eq(guests.eventId, meeting.id));
    expect(rows).toHaveLength(1);
    expect((await profile(m.token)).sum_amount).toBe(600);
  });

  it('refuses what cannot be, in Thai, and stores nothing', async () => {
    const m = await member();
    const meeting = await createMeeting(t.db, { startsAt: later(50) });
    const started = await createMeeting(t.db, { startsAt: later(-1) });
    const cancelled = await createMeeting(t.db, { startsAt: later(60), cancelledAt: clock.now });
    const party = await createEvent(t.db, { startsAt: later(70) });
    const cases: Array<[number, object, number, unknown]> = [
      [party.id, substitute, 400, { non_field_errors: [apiMessages.substituteOnlyForMeetings] }],
      [started.id, substitute, 400, { non_field_errors: [apiMessages.substituteAfterStart] }],
      [cancelled.id, substitute, 400, { non_field_errors: [apiMessages.eventCancelled] }],
      [999_999, substitute, 404, { detail: apiMessages.eventNotFound }],
      [meeting.id, { ...substitute, phone: '12345' }, 400, { phone: [apiMessages.phoneInvalid] }],
      [meeting.id, { ...substitute, first_name: ' ' }, 400, { first_name: [apiMessages.firstNameRequired] }],
      [meeting.id, { ...substitute, last_name: undefined }, 400, { last_name: [expect.any(String)] }],
    ];
    for (const [eventId, body, status, answer] of cases) {
      const response = await send(m.token, eventId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toEqual(answer);
    }
    expect(await t.db.select().from(guests).where(eq(guests.hostMemberId, m.id))).toEqual([]);
    expect(await t.db.select().from(registrations).where(eq(registrations.memberId, m.id))).toEqual([]);
  });

  it('cancels until the meeting starts: the fee is no longer owed and another substitute may be named', async () => {
    const m = await member();
    const meeting = await createMeeting(t.db, { startsAt: later(80) });
    await send(m.token, meeting.id);
    const cancelled = await call(t, apiRoutes.cancelSubstitute, { token: m.token, params: { id: meeting.id } });
    expect(cancelled.json()).toEqual({ detail: apiMessages.substituteCancelled });
    expect((await profile(m.token)).sum_amount).toBe(0);
    expect((await call(t, apiRoutes.mySubstitutes, { token: m.token })).json()).toEqual([]);
    expect((await send(m.token, meeting.id, { ...substitute, first_name: 'สมศรี' })).statusCode).toBe(201);

    const again = await call(t, apiRoutes.cancelSubstitute, { token: m.token, params: { id: 999_999 } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: apiMessages.substituteNotFound });
  });

  it('refuses to cancel once the meeting has started, or once the fee is paid, and changes nothing', async () => {
    const m = await member();
    const soon = await createMeeting(t.db, { startsAt: later(2) });
    const paid = await createMeeting(t.db, { startsAt: later(90) });
    await send(m.token, soon.id);
    await send(m.token, paid.id);
    await t.db.update(registrations).set({ paidAt: clock.now }).where(eq(registrations.eventId, paid.id));
    const paidRefusal = await call(t, apiRoutes.cancelSubstitute, { token: m.token, params: { id: paid.id } });
    expect(paidRefusal.json()).toEqual({ non_field_errors: [apiMessages.substitutePaidCannotCancel] });

    clock.now = later(3);
    try {
      const late = await call(t, apiRoutes.cancelSubstitute, { token: m.token, params: { id: soon.id } });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ non_field_errors: [apiMessages.substituteCancelAfterStart] });
      const live = await t.db.select().from(guests).where(eq(guests.hostMemberId, m.id));
      expect(live.every((guest) => guest.cancelledAt === null)).toBe(true);
    } finally {
      clock.now = new Date('2027-03-03T05:00:00Z');
    }
  });
});
