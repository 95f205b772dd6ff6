import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createEvent, createMember, createRegistration, createStaff } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';

describe('the member list for staff', () => {
  let t: TestApp;
  const clock = new Date('2026-11-22T03:00:00Z');
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    await createStaff(t.db, { phone: '0811111111', firstName: 'สมศักดิ์', lastName: 'ใจดี' });
    const owes = await createMember(t.db, { firstName: 'กมล', lastName: 'ค้างจ่าย' });
    const verified = await createMember(t.db, { firstName: 'ขวัญ', lastName: 'ครบถ้วน' });
    await createMember(t.db, { firstName: 'ไม่', lastName: 'ใช้งาน', active: false });
    const past = await createEvent(t.db, { name: 'ประชุมที่ผ่านมา', startsAt: new Date('2026-11-19T23:30:00Z') });
    const next = await createEvent(t.db, { name: 'สัมมนา', startsAt: new Date('2026-11-25T11:00:00Z') });
    await createRegistration(t.db, { memberId: owes.id, eventId: past.id, priceSatang: 45_000 });
    await createRegistration(t.db, { memberId: owes.id, eventId: next.id, priceSatang: 80_000 });
    await createRegistration(t.db, { memberId: verified.id, eventId: past.id, paidAt: clock, bniVerifiedAt: clock });
    await createRegistration(t.db, { memberId: verified.id, eventId: next.id, paidAt: clock });
    token = await t.login('0811111111');
  });
  afterAll(() => t.close());

  it('lists active members by name with what they owe, for which events, and whether attendance is verified', async () => {
    const response = await call(t, apiRoutes.memberList, { token });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((member: { full_name: string }) => member.full_name)).toEqual([
      'กมล ค้างจ่าย',
      'ขวัญ ครบถ้วน',
      'สมศักดิ์ ใจดี',
    ]);
    expect(list[0]).toMatchObject({
      sum_amount: 1250,
      bni_verified: false,
      unpaid_registrations: [
        { registered_event: { name: 'ประชุมที่ผ่านมา', event_start_date_time: '2026-11-19T23:30:00.000Z' }, price: 450 },
        { registered_event: { name: 'สัมมนา' }, price: 800 },
      ],
    });
    // Verified for the past meeting; the seminar has not happened yet, so nothing is awaited.
    expect(list[1]).toMatchObject({ sum_amount: 0, unpaid_registrations: [], bni_verified: true });
  });
});
