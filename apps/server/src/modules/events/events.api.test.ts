import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createEvent, createMember, createRegistration } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('events for a member', () => {
  let t: TestApp;
  let clock = new Date('2026-11-22T03:00:00Z');
  const later = (ms: number) => new Date(clock.getTime() + ms);
  let token: string;
  let otherToken: string;
  let memberId: number;
  const ids = {} as Record<'finished' | 'ongoing' | 'party' | 'meeting', number>;

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    memberId = (await createMember(t.db, { phone: '0822222222', firstName: 'สมชาย', lastName: 'รักงาน' })).id;
    const other = await createMember(t.db, { phone: '0833333333', firstName: 'สุดารัตน์', lastName: 'ทองมา' });
    ids.finished = (await createEvent(t.db, { name: 'จบแล้ว', startsAt: later(-3 * HOUR), endsAt: later(-HOUR) })).id;
    ids.ongoing = (await createEvent(t.db, { name: 'กำลังจัด', startsAt: later(-HOUR), endsAt: later(HOUR) })).id;
    ids.party = (
      await createEvent(t.db, {
        name: 'งานเลี้ยง',
        startsAt: later(20 * DAY),
        priceSatang: 150_000,
        earlyBirdPriceSatang: 120_000,
        earlyBirdEndsAt: later(5 * DAY),
      })
    ).id;
    ids.meeting = (await createEvent(t.db, { name: 'ประชุม', startsAt: later(2 * DAY), priceSatang: 45_000 })).id;
    await createRegistration(t.db, {
      memberId: other.id,
      eventId: ids.meeting,
      paidAt: clock,
    });
    token = await t.login('0822222222');
    otherToken = await t.login('0833333333');
  });
  afterAll(() => t.close());

  const list = async (as = token) => (await call(t, apiRoutes.availableEvents, { token: as })).json();
  const owed = async (as = token) => (await call(t, apiRoutes.profile, { token: as })).json().sum_amount;

  it('lists the events that have not finished, soonest first, with attendees and who has paid', async () => {
    const events = await list();
    expect(events.map((event: { name: string }) => event.name)).toEqual(['กำลังจัด', 'ประชุม', 'งานเลี้ยง']);
    const meeting = events[1];
    expect(meeting).toMatchObject({
      price: 450,
      is_early_bird: false,
      early_bird_price: null,
      early_bird_end_date_time: null,
      location_name: 'ห้องประชุม',
      attendees: [{ name: 'สุดารัตน์ ทองมา', is_paid: true }],
      register: null,
    });
    expect(events[2]).toMatchObject({
      price: 1500,
      is_early_bird: true,
      early_bird_price: 1200,
      early_bird_end_date_time: later(5 * DAY).toISOString(),
    });
  });

  it('registers at the early-bird price inside the window and keeps that price after it closes', async () => {
    const before = await owed();
    const response = await call(t, apiRoutes.registerEvent, { token, body: { event: ids.party } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ event: ids.party, price: 1200, payment_datetime: null });
    expect(await owed()).toBe(before + 1200);

    clock = later(6 * DAY);
    const party = (await list()).find((event: { id: number }) => event.id === ids.party);
    expect(party.is_early_bird).toBe(false);
    expect(party.register).toMatchObject({ price: 1200, payment_datetime: null });
    expect(party.attendees).toEqual([{ name: 'สมชาย รักงาน', is_paid: false }]);
    expect(await owed()).toBe(before + 1200);

    const lateComer = await call(t, apiRoutes.registerEvent, { token: otherToken, body: { event: ids.party } });
    expect(lateComer.json().price).toBe(1500);
  });

  it('refuses a second registration for the same event with a clear message', async () => {
    const event = await createEvent(t.db, { startsAt: later(3 * DAY) });
    expect((await call(t, apiRoutes.registerEvent, { token, body: { event: event.id } })).statusCode).toBe(201);
    const again = await call(t, apiRoutes.registerEvent, { token, body: { event: event.id } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [apiMessages.alreadyRegistered] });
  });

  it('refuses registration for a finished event and names an unknown one', async () => {
    const finished = await call(t, apiRoutes.registerEvent, { token, body: { event: ids.finished } });
    expect(finished.statusCode).toBe(400);
    expect(finished.json()).toEqual({ non_field_errors: [apiMessages.eventFinished] });
    const unknown = await call(t, apiRoutes.registerEvent, { token, body: { event: 999_999 } });
    expect(unknown.json()).toEqual({ event: [apiMessages.eventNotFound] });
  });

  it('names the event field when it is missing or not an id', async () => {
    for (const payload of [{}, { event: 'abc' }, { event: -1 }, { event: 1.5 }, { event: null }]) {
      const response = await call(t, apiRoutes.registerEvent, { token, rawBody: payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json()), JSON.stringify(payload)).toEqual(['event']);
    }
  });

  it('cancelling an unpaid registration removes its amount from what the member owes', async () => {
    const event = await createEvent(t.db, { startsAt: later(4 * DAY), priceSatang: 80_000 });
    await call(t, apiRoutes.registerEvent, { token, body: { event: event.id } });
    const owing = await owed();
    const response = await call(t, apiRoutes.unregisterEvent, { token, body: { event: event.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: apiMessages.unregistered });
    expect(await owed()).toBe(owing - 800);
    const listed = (await list()).find((item: { id: number }) => item.id === event.id);
    expect(listed.register).toBeNull();
    expect(listed.attendees).toEqual([]);
    // Registering again is allowed and starts a new registration.
    expect((await call(t, apiRoutes.registerEvent, { token, body: { event: event.id } })).statusCode).toBe(201);
  });

  it('refuses to cancel a paid registration, a started event, or one never made', async () => {
    const paidEvent = await createEvent(t.db, { startsAt: later(4 * DAY) });
    await createRegistration(t.db, { memberId, eventId: paidEvent.id, paidAt: clock });
    const paid = await call(t, apiRoutes.unregisterEvent, { token, body: { event: paidEvent.id } });
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toEqual({ non_field_errors: [apiMessages.paidCannotCancel] });

    const started = await createEvent(t.db, { startsAt: later(-HOUR), endsAt: later(HOUR) });
    await createRegistration(t.db, { memberId, eventId: started.id });
    expect((await call(t, apiRoutes.unregisterEvent, { token, body: { event: started.id } })).json()).toEqual({
      non_field_errors: [apiMessages.startedCannotCancel],
    });

    const never = await call(t, apiRoutes.unregisterEvent, { token: otherToken, body: { event: ids.ongoing } });
    expect(never.json()).toEqual({ non_field_errors: [apiMessages.notRegistered] });
  });

  it("cannot cancel another member's registration", async () => {
    const event = await createEvent(t.db, { startsAt: later(4 * DAY) });
    await call(t, apiRoutes.registerEvent, { token: otherToken, body: { event: event.id } });
    expect((await call(t, apiRoutes.unregisterEvent, { token, body: { event: event.id } })).json()).toEqual({
      non_field_errors: [apiMessages.notRegistered],
    });
    const theirs = (await list(otherToken)).find((item: { id: number }) => item.id === event.id);
    expect(theirs.register).not.toBeNull();
  });

  it('a cancelled event tells each member what became of their registration', async () => {
    const cancelledAt = later(-DAY);
    const event = await createEvent(t.db, { name: 'งดจัด', startsAt: later(3 * DAY), cancelledAt });
    // Unpaid when the event was cancelled: voided with it (the cancellation writes the same instant).
    await createRegistration(t.db, { memberId, eventId: event.id, cancelledAt });
    // Paid: stays, for a refund or credit.
    const paidBy = await createMember(t.db, { phone: '0844444444' });
    await createRegistration(t.db, { memberId: paidBy.id, eventId: event.id, paidAt: later(-2 * DAY) });
    // Cancelled by the member before the event was: not the chapter's doing.
    const leftEarlier = await createMember(t.db, { phone: '0855555555' });
    await createRegistration(t.db, { memberId: leftEarlier.id, eventId: event.id, cancelledAt: later(-2 * DAY) });

    const seenBy = async (as: string) =>
      (await list(as)).find((item: { id: number }) => item.id === event.id) as Record<string, unknown>;
    expect(await seenBy(token)).toMatchObject({ is_cancelled: true, register: null, registration_voided: true });
    const paidToken = await t.login('0844444444');
    expect(await seenBy(paidToken)).toMatchObject({ registration_voided: false, register: { price: 450 } });
    expect(await seenBy(await t.login('0855555555'))).toMatchObject({ register: null, registration_voided: false });
    expect(await seenBy(otherToken)).toMatchObject({ register: null, registration_voided: false });

    // The paid member's profile still lists it, marked cancelled; the voided one is not listed.
    const profileOf = async (as: string) => (await call(t, apiRoutes.profile, { token: as })).json();
    const kept = (await profileOf(paidToken)).registrations.find(
      (item: { registered_event: { id: number } }) => item.registered_event.id === event.id,
    );
    expect(kept.registered_event.is_cancelled).toBe(true);
    const mine = (await profileOf(token)).registrations as {
      registered_event: { id: number; is_cancelled: boolean };
    }[];
    expect(mine.map((item) => item.registered_event.id)).not.toContain(event.id);
    expect(mine.every((item) => !item.registered_event.is_cancelled)).toBe(true);
  });

  it('writes registrations and cancellations to the audit log', async () => {
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, memberId));
    const actions = entries.map((entry) => entry.action);
    expect(actions).toContain('event.register');
    expect(actions).toContain('event.unregister');
  });

  it.each([
    ['GET', apiRoutes.availableEvents.path],
    ['POST', apiRoutes.registerEvent.path],
    ['POST', apiRoutes.unregisterEvent.path],
  ] as const)('%s %s refuses a caller without a token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? { event: ids.meeting } : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: apiMessages.notAuthenticated });
  });
});
