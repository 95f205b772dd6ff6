import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createAdmin, createEvent, createMember, createRegistration, createStaff } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog, events, registrations } from '../../../db/schema/index.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('events in the back office', () => {
  let t: TestApp;
  const clock = new Date('2026-11-22T03:00:00Z');
  const later = (ms: number) => new Date(clock.getTime() + ms).toISOString();
  let admin: string;
  let adminId: number;
  let member: string;
  let memberId: number;

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    adminId = (await createAdmin(t.db, { phone: '0811111111' })).id;
    memberId = (await createMember(t.db, { phone: '0822222222' })).id;
    admin = await t.login('0811111111');
    member = await t.login('0822222222');
  });
  afterAll(() => t.close());

  const party = () => ({
    name: 'งานเลี้ยงปีใหม่',
    location_name: 'โรงแรมริเวอร์ไซด์',
    event_start_date_time: later(20 * DAY),
    event_end_date_time: later(20 * DAY + 4 * HOUR),
    price: 1500,
    early_bird_price: 1200,
    early_bird_end_date_time: later(5 * DAY),
  });
  const available = async (as = member) => (await call(t, apiRoutes.availableEvents, { token: as })).json();
  const owed = async (as = member) => (await call(t, apiRoutes.profile, { token: as })).json().sum_amount;

  it('creates an event with an early-bird window that members then see at the early-bird price', async () => {
    const response = await call(t, apiRoutes.adminCreateEvent, { token: admin, body: party() });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'งานเลี้ยงปีใหม่',
      price: 1500,
      early_bird_price: 1200,
      early_bird_end_date_time: later(5 * DAY),
      cancelled_at: null,
      registration_count: 0,
      has_registrations: false,
    });
    const seen = (await available()).find((event: { id: number }) => event.id === created.id);
    expect(seen).toMatchObject({ is_early_bird: true, early_bird_price: 1200, price: 1500, is_cancelled: false });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'event.create'));
    expect(entry).toMatchObject({ actorId: adminId, subjectId: String(created.id) });
  });

  it('lists the events of a month in Bangkok time, with their registration counts', async () => {
    const event = await createEvent(t.db, { name: 'ประชุมต้นเดือน', startsAt: new Date('2026-11-30T23:30:00Z') });
    await createRegistration(t.db, { memberId, eventId: event.id, paidAt: clock });
    await createRegistration(t.db, { memberId: adminId, eventId: event.id });
    const december = (
      await call(t, apiRoutes.adminEvents, { token: admin, query: { month: '12', year: '2026' } })
    ).json();
    const listed = december.find((item: { id: number }) => item.id === event.id);
    expect(listed).toMatchObject({ registration_count: 2, paid_count: 1, has_registrations: true });
    const november = (
      await call(t, apiRoutes.adminEvents, { token: admin, query: { month: '11', year: '2026' } })
    ).json();
    expect(november.some((item: { id: number }) => item.id === event.id)).toBe(false);
  });

  it.each([
    [
      'the end is not after the start',
      { event_end_date_time: later(20 * DAY) },
      'event_end_date_time',
      apiMessages.endBeforeStart,
    ],
    [
      'the early-bird window ends after the start',
      { early_bird_end_date_time: later(21 * DAY) },
      'early_bird_end_date_time',
      apiMessages.earlyBirdEndAfterStart,
    ],
    [
      'the early-bird price is not below the price',
      { early_bird_price: 1500 },
      'early_bird_price',
      apiMessages.earlyBirdPriceNotLower,
    ],
    ['the price is negative', { price: -1 }, 'price', apiMessages.priceInvalid],
    ['the early-bird price is negative', { early_bird_price: -5 }, 'early_bird_price', apiMessages.priceInvalid],
    ['the price has fractions of a satang', { price: 10.005 }, 'price', apiMessages.priceInvalid],
    [
      'an early-bird price has no end',
      { early_bird_end_date_time: null },
      'early_bird_end_date_time',
      apiMessages.earlyBirdEndMissing,
    ],
    [
      'an early-bird end has no price',
      { early_bird_price: null },
      'early_bird_price',
      apiMessages.earlyBirdPriceMissing,
    ],
    ['the name is blank', { name: '   ' }, 'name', apiMessages.nameRequired],
    [
      'the start is not a date',
      { event_start_date_time: 'tomorrow' },
      'event_start_date_time',
      apiMessages.dateTimeInvalid,
    ],
  ])('refuses an event when %s, naming the field', async (_rule, change, field, message) => {
    const before = (await t.db.select().from(events)).length;
    const response = await call(t, apiRoutes.adminCreateEvent, { token: admin, body: { ...party(), ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
    expect(await t.db.select().from(events)).toHaveLength(before);
  });

  it('edits an event; registrations already made keep their price; the audit log says what changed', async () => {
    const event = (
      await call(t, apiRoutes.adminCreateEvent, { token: admin, body: { ...party(), name: 'สัมมนา' } })
    ).json();
    await createRegistration(t.db, { memberId, eventId: event.id, priceSatang: 120_000 });
    const response = await call(t, apiRoutes.adminUpdateEvent, {
      params: { id: event.id },
      token: admin,
      body: { ...party(), name: 'สัมมนาการตลาด', price: 1800 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'สัมมนาการตลาด', price: 1800, registration_count: 1 });
    const [registration] = await t.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(registration?.priceSatang).toBe(120_000);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'event.update'));
    expect(entry?.details).toMatchObject({
      changes: { name: { from: 'สัมมนา', to: 'สัมมนาการตลาด' }, priceSatang: { from: 150_000, to: 180_000 } },
    });
    expect(Object.keys((entry?.details as { changes: object } | undefined)?.changes ?? {})).toEqual([
      'name',
      'priceSatang',
    ]);
  });

  it('refuses an edit that breaks a rule, and answers 404 for an unknown event', async () => {
    const event = (await call(t, apiRoutes.adminCreateEvent, { token: admin, body: party() })).json();
    const response = await call(t, apiRoutes.adminUpdateEvent, {
      params: { id: event.id },
      token: admin,
      body: { ...party(), early_bird_price: 2000 },
    });
    expect(response.json()).toEqual({ early_bird_price: [apiMessages.earlyBirdPriceNotLower] });
    expect(
      (await call(t, apiRoutes.adminUpdateEvent, { params: { id: 999_999 }, token: admin, body: party() })).statusCode,
    ).toBe(404);
  });

  it('cancels an event: members see it cancelled, unpaid amounts drop, paid registrations stay', async () => {
    const event = (
      await call(t, apiRoutes.adminCreateEvent, {
        token: admin,
        body: { ...party(), early_bird_price: null, early_bird_end_date_time: null, price: 800 },
      })
    ).json();
    const register = await call(t, apiRoutes.registerEvent, { token: member, body: { event: event.id } });
    expect(register.statusCode).toBe(201);
    const paidBy = await createMember(t.db, { phone: '0833333333' });
    await createRegistration(t.db, { memberId: paidBy.id, eventId: event.id, priceSatang: 80_000, paidAt: clock });
    const owing = await owed();

    const response = await call(t, apiRoutes.adminCancelEvent, { params: { id: event.id }, token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      detail: apiMessages.eventCancelledNow(1),
      cancelled_registrations: 1,
      event: { cancelled_at: clock.toISOString(), registration_count: 1, paid_count: 1 },
    });
    expect(await owed()).toBe(owing - 800);
    // The staff's member list no longer counts it either, so nobody is reminded to pay for it.
    await createStaff(t.db, { phone: '0899999999' });
    const staff = await t.login('0899999999');
    const memberList = await call(t, apiRoutes.memberList, { token: staff });
    // The staff's month view marks it cancelled, with only the paid registration as an attendee.
    const start = new Date(event.event_start_date_time);
    const bangkokStart = new Date(start.getTime() + 7 * HOUR);
    const monthView = await call(t, apiRoutes.eventsOfMonth, {
      params: { month: bangkokStart.getUTCMonth() + 1, year: bangkokStart.getUTCFullYear() },
      token: staff,
    });
    expect(monthView.json().find((item: { id: number }) => item.id === event.id)).toMatchObject({
      is_cancelled: true,
      attendees: [{ id: paidBy.id }],
    });
    const listed = memberList.json().find((item: { id: number }) => item.id === memberId);
    expect(
      listed.unpaid_registrations.map((r: { registered_event: { id: number } }) => r.registered_event.id),
    ).not.toContain(event.id);
    const seen = (await available()).find((item: { id: number }) => item.id === event.id);
    expect(seen).toMatchObject({ is_cancelled: true, register: null, registration_voided: true });

    const again = await call(t, apiRoutes.registerEvent, { token: member, body: { event: event.id } });
    expect(again.json()).toEqual({ non_field_errors: [apiMessages.eventCancelled] });

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'event.cancel'));
    expect(entry?.details).toMatchObject({ droppedRegistrations: [{ memberId, priceSatang: 80_000 }] });
  });

  it('refuses to cancel twice, to cancel a finished event, and to edit a cancelled one', async () => {
    const event = (await call(t, apiRoutes.adminCreateEvent, { token: admin, body: party() })).json();
    expect((await call(t, apiRoutes.adminCancelEvent, { params: { id: event.id }, token: admin })).statusCode).toBe(
      200,
    );
    expect((await call(t, apiRoutes.adminCancelEvent, { params: { id: event.id }, token: admin })).json()).toEqual({
      non_field_errors: [apiMessages.eventAlreadyCancelled],
    });
    expect(
      (await call(t, apiRoutes.adminUpdateEvent, { params: { id: event.id }, token: admin, body: party() })).json(),
    ).toEqual({
      non_field_errors: [apiMessages.eventCancelledCannotEdit],
    });
    const finished = await createEvent(t.db, { startsAt: new Date(clock.getTime() - 3 * HOUR) });
    expect((await call(t, apiRoutes.adminCancelEvent, { params: { id: finished.id }, token: admin })).json()).toEqual({
      non_field_errors: [apiMessages.eventFinishedCannotCancel],
    });
    expect((await call(t, apiRoutes.adminCancelEvent, { params: { id: 999_999 }, token: admin })).statusCode).toBe(404);
  });

  it('deletes an event nobody registered for, and refuses one with registrations, even cancelled ones', async () => {
    const unused = (await call(t, apiRoutes.adminCreateEvent, { token: admin, body: party() })).json();
    const response = await call(t, apiRoutes.adminDeleteEvent, { params: { id: unused.id }, token: admin });
    expect(response.json()).toEqual({ detail: apiMessages.eventDeleted });
    expect(await t.db.select().from(events).where(eq(events.id, unused.id))).toEqual([]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'event.delete'));
    expect(entry?.subjectId).toBe(String(unused.id));

    const used = (await call(t, apiRoutes.adminCreateEvent, { token: admin, body: party() })).json();
    await createRegistration(t.db, { memberId, eventId: used.id, cancelledAt: clock });
    expect((await call(t, apiRoutes.adminDeleteEvent, { params: { id: used.id }, token: admin })).json()).toEqual({
      non_field_errors: [apiMessages.eventHasRegistrations],
    });
    expect(await t.db.select().from(events).where(eq(events.id, used.id))).toHaveLength(1);
    expect((await call(t, apiRoutes.adminDeleteEvent, { params: { id: 999_999 }, token: admin })).statusCode).toBe(404);
  });

  it('refuses members, even staff, with 403', async () => {
    const response = await call(t, apiRoutes.adminCreateEvent, { token: member, body: party() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: apiMessages.forbidden });
  });
});
