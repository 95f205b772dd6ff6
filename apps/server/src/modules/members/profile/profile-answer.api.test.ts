import { brotliDecompressSync } from 'node:zlib';
import { pathOf } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import {
  createAdmin,
  createEvent,
  createMember,
  createRegistration,
  createSlip,
  createStaff,
} from '../../../../test/factories.ts';
import { bearer, startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { events, profileVersions } from '../../../db/schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** The JSON of an answer as a phone reads it: brotli-compressed when large enough. */
const bodyOf = (response: LightMyRequestResponse) =>
  JSON.parse(
    response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload).toString()
      : response.body,
  );

interface Held {
  etag: string;
  body: Record<string, unknown> & {
    registrations: Array<{ id: number; registered_event: { name: string }; payment_datetime: string | null }>;
  };
}

/**
 * The profile a phone keeps (ADR 36): the member's own books, kept per member against a version
 * that database triggers replace in the changing transaction. Asking again costs the session's one
 * statement, and nothing to download when the phone holds the answer; every change to what the
 * profile shows is in the member's very next answer, whoever made it; another member's change
 * costs them nothing.
 */
describe('the profile a phone keeps', () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  let member: string;
  let memberId: number;
  let other: string;
  let otherId: number;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.login((await createStaff(t.db)).phone);
    admin = await t.login((await createAdmin(t.db)).phone);
    memberId = (await createMember(t.db, { phone: '0822222222', firstName: 'สมชาย', lastName: 'รักงาน' })).id;
    member = await t.login('0822222222');
    otherId = (await createMember(t.db, { phone: '0833333333' })).id;
    other = await t.login('0833333333');
  });
  afterAll(() => t.close());

  /** One profile request as a phone makes it, holding `etag` if given, with the SQL statements it ran. */
  async function ask(token: string, etag?: string) {
    const statements: string[] = [];
    const stop = t.database.onQuery((statement) => statements.push(statement));
    try {
      const response = await call(t, apiRoutes.profile, {
        token,
        headers: { 'accept-encoding': 'br, gzip', ...(etag && { 'if-none-match': etag }) },
      });
      return { response, statements };
    } finally {
      stop();
    }
  }

  /** The profile as the phone holds it now. */
  async function held(token = member): Promise<Held> {
    const { response } = await ask(token);
    expect(response.statusCode).toBe(200);
    return { etag: String(response.headers.etag), body: bodyOf(response) };
  }

  /** The member's next request after a change, holding the profile from before it: a whole new answer. */
  async function nextAfterChange(before: Held, token = member): Promise<Held> {
    const { response } = await ask(token, before.etag);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).not.toBe(before.etag);
    return { etag: String(response.headers.etag), body: bodyOf(response) };
  }

  const send = async (method: 'POST' | 'PUT', url: string, token: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const names = (body: Held['body']) => body.registrations.map((registration) => registration.registered_event.name);

  it('answers with an ETag the member’s own browser may keep only to ask again, never a shared cache', async () => {
    const { response } = await ask(member);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding, Authorization');
    expect(bodyOf(response)).toMatchObject({ id: memberId, first_name: 'สมชาย', sum_amount: 0, credit: 0 });
  });

  it('asked again unchanged, runs no SQL statement and answers 304 with no body when the phone holds it', async () => {
    await createRegistration(t.db, { memberId, eventId: (await createEvent(t.db, { startsAt: inDays(3) })).id });
    const first = await held();
    const again = await ask(member);
    expect(again.response.statusCode).toBe(200);
    expect(bodyOf(again.response)).toEqual(first.body);
    // The session and the profile version are kept in the process (ADR 62).
    expect(again.statements).toEqual([]);
    const unchanged = await ask(member, first.etag);
    expect(unchanged.response.statusCode).toBe(304);
    expect(unchanged.response.rawPayload).toHaveLength(0);
    expect(unchanged.response.headers.etag).toBe(first.etag);
    expect(unchanged.statements).toEqual([]);
  });

  it('shows a registration on the member’s next request, and its cancellation on the one after', async () => {
    const event = await createEvent(t.db, { name: 'ประชุมเช้า', startsAt: inDays(10), priceSatang: 45_000 });
    const before = await held();
    await send('POST', apiRoutes.registerEvent.path, member, { event: event.id });
    const registered = await nextAfterChange(before);
    expect(names(registered.body)).toContain('ประชุมเช้า');
    expect(registered.body.sum_amount).toBe(Number(before.body.sum_amount) + 450);

    await send('POST', apiRoutes.unregisterEvent.path, member, { event: event.id });
    const cancelled = (await nextAfterChange(registered)).body;
    expect(names(cancelled)).not.toContain('ประชุมเช้า');
    expect(cancelled.sum_amount).toBe(before.body.sum_amount);
  });

  it('shows a payment staff confirm as paid, and owed again once an Admin reverses it', async () => {
    const event = await createEvent(t.db, { name: 'สัมมนา', startsAt: inDays(12), priceSatang: 60_000 });
    const registration = await createRegistration(t.db, { memberId, eventId: event.id, priceSatang: 60_000 });
    const slip = await createSlip(t.db, { memberId, amountSatang: 60_000 });
    const owing = await held();
    const ofRegistration = (body: Held['body']) => body.registrations.find((row) => row.id === registration.id);

    const confirmed = await send('POST', apiRoutes.submitPayment.path, staff, {
      registrations: [registration.id],
      payments: [slip.id],
    });
    const paid = await nextAfterChange(owing);
    expect(ofRegistration(paid.body)).toMatchObject({ payment_datetime: expect.any(String) });
    expect(paid.body.sum_amount).toBe(Number(owing.body.sum_amount) - 600);

    const reverse = pathOf(apiRoutes.reverseConfirmation, { id: confirmed.confirmation });
    await send('POST', reverse, admin, { reason: 'ยืนยันผิดคน' });
    const reversed = (await nextAfterChange(paid)).body;
    expect(ofRegistration(reversed)).toMatchObject({ payment_datetime: null });
    expect(reversed.sum_amount).toBe(owing.body.sum_amount);
  });

  it('shows credit staff take from a slip', async () => {
    const slip = await createSlip(t.db, { memberId, amountSatang: 20_000 });
    const before = await held();
    await send('POST', apiRoutes.acceptSlipsAsCredit.path, staff, { payments: [slip.id] });
    expect((await nextAfterChange(before)).body.credit).toBe(Number(before.body.credit) + 200);
  });

  it('shows an event an Admin renames, and marks it cancelled once an Admin cancels it', async () => {
    const event = await createEvent(t.db, { name: 'งานเลี้ยง', startsAt: inDays(20), priceSatang: 150_000 });
    await createRegistration(t.db, { memberId, eventId: event.id, paidAt: new Date() });
    const before = await held();
    await send('PUT', pathOf(apiRoutes.adminUpdateEvent, { id: event.id }), admin, {
      name: 'งานเลี้ยงปีใหม่',
      location_name: 'โรงแรมริเวอร์ไซด์',
      event_start_date_time: inDays(20).toISOString(),
      event_end_date_time: inDays(20.2).toISOString(),
      price: 1500,
      early_bird_price: null,
      early_bird_end_date_time: null,
    });
    const renamed = await nextAfterChange(before);
    expect(names(renamed.body)).toContain('งานเลี้ยงปีใหม่');
    expect(names(renamed.body)).not.toContain('งานเลี้ยง');

    await send('POST', pathOf(apiRoutes.adminCancelEvent, { id: event.id }), admin);
    const cancelled = (await nextAfterChange(renamed)).body;
    const row = cancelled.registrations.find((item) => item.registered_event.name === 'งานเลี้ยงปีใหม่');
    expect(row?.registered_event).toMatchObject({ is_cancelled: true });
  });

  it('shows the member’s own card choices, new card address and reminders switch', async () => {
    const before = await held();
    await send('PUT', apiRoutes.updateCard.path, member, { hidden: true, shown_fields: ['phone'] });
    const hidden = await nextAfterChange(before);
    expect(hidden.body.card).toEqual({ hidden: true, shown_fields: ['phone'] });

    await send('POST', apiRoutes.newCardAddress.path, member);
    const moved = await nextAfterChange(hidden);
    expect(moved.body.public_card_id).not.toBe(before.body.public_card_id);

    await send('POST', apiRoutes.setRemindersOff.path, member, { reminders_off: true });
    expect((await nextAfterChange(moved)).body.reminders_off).toBe(true);
  });

  it('shows a name an Admin changes', async () => {
    const before = await held();
    await send('PUT', pathOf(apiRoutes.adminUpdateMember, { id: memberId }), admin, {
      first_name: 'สมชาย',
      last_name: 'ใจดี',
      phone: '0822222222',
      email: null,
      company: null,
      position: null,
      website: null,
    });
    expect((await nextAfterChange(before)).body).toMatchObject({ first_name: 'สมชาย', last_name: 'ใจดี' });
  });

  it('keeps the member’s answer while another member registers, pays and changes their card: no statement, a 304', async () => {
    const event = await createEvent(t.db, { startsAt: inDays(15), priceSatang: 30_000 });
    const mine = await held();
    const theirsBefore = await held(other);
    const registration = await send('POST', apiRoutes.registerEvent.path, other, { event: event.id });
    const slip = await createSlip(t.db, { memberId: otherId, amountSatang: 30_000 });
    await send('POST', apiRoutes.submitPayment.path, staff, { registrations: [registration.id], payments: [slip.id] });
    await send('PUT', apiRoutes.updateCard.path, other, { hidden: true, shown_fields: [] });
    // The confirmation's LINE notice is written after it; the statement count below must not see it.
    await t.app.messageJobs.settled();
    expect((await nextAfterChange(theirsBefore, other)).body.card).toEqual({ hidden: true, shown_fields: [] });

    const unchanged = await ask(member, mine.etag);
    expect(unchanged.response.statusCode).toBe(304);
    expect(unchanged.statements, unchanged.statements.join('\n')).toEqual([]);
  });

  it('shows a change written straight into the database (the admin CLI, psql) on the next request', async () => {
    const event = await createEvent(t.db, { name: 'เวิร์กช็อป', startsAt: inDays(30) });
    await createRegistration(t.db, { memberId, eventId: event.id });
    const before = await held();
    await t.db.update(events).set({ name: 'เวิร์กช็อปการขาย' }).where(eq(events.id, event.id));
    expect(names((await nextAfterChange(before)).body)).toContain('เวิร์กช็อปการขาย');
  });

  it('shows a change made through another server process on this one’s next answer', async () => {
    const second = await startTestApp({ database: t.database });
    try {
      const before = await held();
      const response = await call(second, apiRoutes.setRemindersOff, { token: member, body: { reminders_off: false } });
      expect(response.statusCode).toBe(200);
      expect((await nextAfterChange(before)).body.reminders_off).toBe(false);
    } finally {
      await second.app.close();
    }
  });

  it('still answers a member whose row has no profile version, reading the profile each time', async () => {
    const before = await held();
    await t.db.delete(profileVersions).where(eq(profileVersions.memberId, memberId));
    const again = await ask(member);
    expect(again.response.statusCode).toBe(200);
    expect(bodyOf(again.response)).toEqual(before.body);
    expect(again.statements.length).toBeGreaterThan(1);
    // The member's next change gives them a version again, and their profile is kept from then on.
    await send('POST', apiRoutes.setRemindersOff.path, member, { reminders_off: true });
    await held();
    expect((await ask(member)).statements).toEqual([]);
  });
});

describe('the profile after tables are emptied (a restore, psql)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    const member = await createMember(t.db, { phone: '0822222222' });
    await createRegistration(t.db, { memberId: member.id, eventId: (await createEvent(t.db)).id });
    token = await t.login('0822222222');
  });
  afterAll(() => t.close());

  it('shows no registrations on the next request once the registrations table is truncated', async () => {
    const before = await call(t, apiRoutes.profile, { token });
    expect(before.json().registrations).toHaveLength(1);
    await t.db.execute(sql`TRUNCATE registrations`);
    const after = await call(t, apiRoutes.profile, {
      token,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ registrations: [], sum_amount: 0 });
  });
});
