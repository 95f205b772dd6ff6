import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createEvent, createMember, createRegistration, createSlip, createStaff } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * What is owed has one home (modules/books, issue 16): the member's profile, the staff's member list
 * and payment validation must agree on it to the satang, whatever mix of registrations a member has.
 */
describe('what a member owes, as every screen sees it', () => {
  let t: TestApp;
  let memberId: number;
  let staffToken: string;
  let memberToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    const staff = await createStaff(t.db);
    const member = await createMember(t.db, { firstName: 'มานะ', lastName: 'ใจดี' });
    memberId = member.id;
    const [soon, later, paid, dropped] = await Promise.all([
      createEvent(t.db, { startsAt: new Date(Date.now() + 2 * 86_400_000) }),
      createEvent(t.db, { startsAt: new Date(Date.now() + 9 * 86_400_000) }),
      createEvent(t.db),
      createEvent(t.db),
    ]);
    // Owed: 450.50 and 1,200 baht; paid and cancelled ones owe nothing.
    await createRegistration(t.db, { memberId, eventId: later?.id as number, priceSatang: 120_000 });
    await createRegistration(t.db, { memberId, eventId: soon?.id as number, priceSatang: 45_050 });
    await createRegistration(t.db, {
      memberId,
      eventId: paid?.id as number,
      priceSatang: 30_000,
      paidAt: new Date(),
      confirmedBy: staff.id,
    });
    await createRegistration(t.db, {
      memberId,
      eventId: dropped?.id as number,
      priceSatang: 20_000,
      cancelledAt: new Date(),
    });
    await createSlip(t.db, { memberId });
    staffToken = await t.login(staff.phone);
    memberToken = await t.login(member.phone);
  });
  afterAll(() => t.close());

  it('the profile, the member list and payment validation owe the same 1,650.50 baht for the same two events, soonest first', async () => {
    const profile = (await call(t, apiRoutes.profile, { token: memberToken })).json();
    const list = (await call(t, apiRoutes.memberList, { token: staffToken }))
      .json()
      .find((row: { id: number }) => row.id === memberId);
    const waiting = (await call(t, apiRoutes.unvalidatedMembers, { token: staffToken }))
      .json()
      .find((row: { id: number }) => row.id === memberId);
    expect(profile.sum_amount).toBe(1650.5);
    expect(list.sum_amount).toBe(1650.5);
    expect(waiting.sum_amount).toBe(1650.5);
    expect(list.unpaid_registrations.map((row: { price: number }) => row.price)).toEqual([450.5, 1200]);
    expect(waiting.unpaid_registrations).toEqual(list.unpaid_registrations);
  });
});
