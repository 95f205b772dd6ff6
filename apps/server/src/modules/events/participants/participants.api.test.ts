import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createAdmin, createEvent, createMember, createRegistration, createStaff } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog, registrations } from '../../../db/schema/index.ts';

describe('events of a month and central-system verification', () => {
  let t: TestApp;
  const clock = new Date('2026-11-22T03:00:00Z');
  let token: string;
  let staffId: number;
  let somchai: number;
  let sudarat: number;
  let kong: number;
  let meetingId: number;

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    staffId = (await createStaff(t.db, { phone: '0811111111' })).id;
    somchai = (await createMember(t.db, { firstName: 'สมชาย', lastName: 'รักงาน' })).id;
    sudarat = (await createMember(t.db, { firstName: 'สุดารัตน์', lastName: 'ทองมา' })).id;
    kong = (await createMember(t.db, { firstName: 'ก้อง', lastName: 'ใจเย็น' })).id;
    // 1 November 06:30 in Bangkok is still 31 October in UTC: it belongs to November.
    const meeting = await createEvent(t.db, { name: 'ประชุมต้นเดือน', startsAt: new Date('2026-10-31T23:30:00Z') });
    meetingId = meeting.id;
    await createEvent(t.db, { name: 'ตุลาคม', startsAt: new Date('2026-10-31T16:59:00Z') });
    await createEvent(t.db, { name: 'ธันวาคม', startsAt: new Date('2026-11-30T17:00:00Z') });
    await createRegistration(t.db, { memberId: somchai, eventId: meeting.id, priceSatang: 45_000 });
    await createRegistration(t.db, {
      memberId: sudarat,
      eventId: meeting.id,
      priceSatang: 40_000,
      bniVerifiedAt: clock,
    });
    await createRegistration(t.db, { memberId: kong, eventId: meeting.id, cancelledAt: clock });
    token = await t.login('0811111111');
  });
  afterAll(() => t.close());

  it('lists the events starting in the month in Bangkok time, with live attendees and their prices', async () => {
    const response = await call(t, apiRoutes.eventsOfMonth, { params: { month: 11, year: 2026 }, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: meetingId,
        name: 'ประชุมต้นเดือน',
        event_start_date_time: '2026-10-31T23:30:00.000Z',
        is_cancelled: false,
        is_meeting: false,
        attendees: [
          { id: somchai, full_name: 'สมชาย รักงาน', bni_verified: false, price: 450, erased: false },
          { id: sudarat, full_name: 'สุดารัตน์ ทองมา', bni_verified: true, price: 400, erased: false },
        ],
        guests: [],
      },
    ]);
    expect(
      (await call(t, apiRoutes.eventsOfMonth, { params: { month: 10, year: 2026 }, token }))
        .json()
        .map((event: { name: string }) => event.name),
    ).toEqual(['ตุลาคม']);
    expect(
      (await call(t, apiRoutes.eventsOfMonth, { params: { month: 12, year: 2026 }, token }))
        .json()
        .map((event: { name: string }) => event.name),
    ).toEqual(['ธันวาคม']);
  });

  it('names a month or year that cannot be', async () => {
    expect((await call(t, apiRoutes.eventsOfMonth, { params: { month: 13, year: 2026 }, token })).json()).toEqual({
      month: [apiMessages.monthInvalid],
    });
    expect((await call(t, apiRoutes.eventsOfMonth, { params: { month: 0, year: 2026 }, token })).json()).toEqual({
      month: [apiMessages.monthInvalid],
    });
    expect((await call(t, apiRoutes.eventsOfMonth, { params: { month: 'may', year: 2026 }, token })).json()).toEqual({
      month: [apiMessages.monthInvalid],
    });
    expect((await call(t, apiRoutes.eventsOfMonth, { params: { month: 5, year: 26 }, token })).json()).toEqual({
      year: [apiMessages.yearInvalid],
    });
  });

  it('marks attendees verified, keeps the first verification of those already verified, and audits it', async () => {
    const response = await call(t, apiRoutes.submitBniVerified, {
      params: { eventId: meetingId },
      token,
      body: { attendees: [somchai, sudarat] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: apiMessages.verificationSaved, attendees: [somchai, sudarat] });
    const attendees = (await call(t, apiRoutes.eventsOfMonth, { params: { month: 11, year: 2026 }, token })).json()[0]
      .attendees;
    expect(attendees.every((attendee: { bni_verified: boolean }) => attendee.bni_verified)).toBe(true);
    const rows = await t.db.select().from(registrations).where(eq(registrations.eventId, meetingId));
    expect(rows.find((row) => row.memberId === somchai)).toMatchObject({
      bniVerifiedBy: staffId,
      bniVerifiedAt: clock,
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'event.bni_verify'));
    expect(entry?.details).toMatchObject({ attendees: [somchai, sudarat], newlyVerified: [somchai] });
  });

  it('refuses members who are not attendees (a cancelled registration included) and changes nothing', async () => {
    const event = await createEvent(t.db, { startsAt: new Date('2026-11-10T00:00:00Z') });
    await createRegistration(t.db, { memberId: somchai, eventId: event.id });
    const response = await call(t, apiRoutes.submitBniVerified, {
      params: { eventId: event.id },
      token,
      body: { attendees: [somchai, kong] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ attendees: [apiMessages.notAnAttendee(kong)] });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(row?.bniVerifiedAt).toBeNull();
  });

  it('answers 404 for an unknown event and names an empty or malformed list', async () => {
    const unknown = await call(t, apiRoutes.submitBniVerified, {
      params: { eventId: 999_999 },
      token,
      body: { attendees: [somchai] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: apiMessages.eventNotFound });
    expect(
      (
        await call(t, apiRoutes.submitBniVerified, { params: { eventId: meetingId }, token, body: { attendees: [] } })
      ).json(),
    ).toEqual({ attendees: [apiMessages.attendeesRequired] });
    expect(
      (
        await call(t, apiRoutes.submitBniVerified, {
          params: { eventId: meetingId },
          token,
          rawBody: { attendees: 'all' },
        })
      ).json(),
    ).toEqual({ attendees: [apiMessages.attendeesRequired] });
    expect(
      (
        await call(t, apiRoutes.submitBniVerified, {
          params: { eventId: 'abc' },
          token,
          body: { attendees: [somchai] },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('an erased or inactive attendee in the central-system verification', () => {
  let t: TestApp;
  const clock = new Date('2026-11-22T03:00:00Z');
  let staffToken: string;
  let eventId: number;
  let named: number;
  let inactive: number;
  let erased: number;

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    await createStaff(t.db, { phone: '0811111111' });
    await createAdmin(t.db, { phone: '0899999999' });
    named = (await createMember(t.db, { firstName: 'สมชาย', lastName: 'รักงาน' })).id;
    inactive = (await createMember(t.db, { firstName: 'อดีต', lastName: 'สมาชิก', active: false })).id;
    erased = (await createMember(t.db, { firstName: 'ขอลบ', lastName: 'ข้อมูล' })).id;
    eventId = (await createEvent(t.db, { name: 'ประชุมกลางเดือน', startsAt: new Date('2026-11-12T23:30:00Z') })).id;
    for (const memberId of [named, inactive, erased]) {
      await createRegistration(t.db, { memberId, eventId, priceSatang: 45_000, paidAt: clock });
    }
    // Erased as a member asks an Admin to: the real erasure, pseudonym and all.
    const erasure = await call(t, apiRoutes.adminEraseMember, {
      params: { id: erased },
      token: await t.login('0899999999'),
      body: { confirm: true },
    });
    expect(erasure.statusCode, erasure.body).toBe(200);
    staffToken = await t.login('0811111111');
  });
  afterAll(() => t.close());

  const attendees = async () =>
    (await call(t, apiRoutes.eventsOfMonth, { params: { month: 11, year: 2026 }, token: staffToken })).json()[0]
      .attendees;

  it('lists an inactive attendee by name and an erased one under the pseudonym, marked erased', async () => {
    expect(await attendees()).toEqual([
      { id: named, full_name: 'สมชาย รักงาน', bni_verified: false, price: 450, erased: false },
      { id: inactive, full_name: 'อดีต สมาชิก', bni_verified: false, price: 450, erased: false },
      { id: erased, full_name: `สมาชิกที่ลบข้อมูลแล้ว #${erased}`, bni_verified: false, price: 450, erased: true },
    ]);
  });

  it('refuses to verify an erased attendee, who has no name to send, and changes nothing', async () => {
    const response = await call(t, apiRoutes.submitBniVerified, {
      params: { eventId },
      token: staffToken,
      body: { attendees: [named, erased] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ attendees: [apiMessages.erasedAttendee(erased)] });
    expect((await attendees()).map((attendee: { bni_verified: boolean }) => attendee.bni_verified)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('verifies the named attendees, the inactive one included', async () => {
    const response = await call(t, apiRoutes.submitBniVerified, {
      params: { eventId },
      token: staffToken,
      body: { attendees: [named, inactive] },
    });
    expect(response.statusCode).toBe(200);
    expect((await attendees()).map((attendee: { bni_verified: boolean }) => attendee.bni_verified)).toEqual([
      true,
      true,
      false,
    ]);
  });
});
