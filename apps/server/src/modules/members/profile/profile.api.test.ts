import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createEvent, createMember, createRegistration } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';

describe('the member profile', () => {
  let t: TestApp;
  let memberId: number;
  let otherId: number;
  beforeAll(async () => {
    t = await startTestApp();
    const member = await createMember(t.db, {
      phone: '0822222222',
      firstName: 'สมชาย',
      lastName: 'รักงาน',
      pictureUrl: 'https://profile.line-scdn.net/abc',
    });
    memberId = member.id;
    otherId = (await createMember(t.db, { phone: '0833333333' })).id;
    await createMember(t.db, { phone: '0844444444' });
    const early = await createEvent(t.db, { name: 'ประชุมเช้า', startsAt: new Date('2026-11-05T23:30:00Z') });
    const later = await createEvent(t.db, { name: 'สัมมนา', startsAt: new Date('2026-11-25T11:00:00Z') });
    const cancelledEvent = await createEvent(t.db, { name: 'ยกเลิกแล้ว' });
    await createRegistration(t.db, {
      memberId,
      eventId: early.id,
      priceSatang: 45_050,
      paidAt: new Date('2026-11-06T03:00:00Z'),
    });
    await createRegistration(t.db, { memberId, eventId: later.id, priceSatang: 120_000 });
    await createRegistration(t.db, {
      memberId,
      eventId: cancelledEvent.id,
      priceSatang: 99_900,
      cancelledAt: new Date(),
    });
    await createRegistration(t.db, { memberId: otherId, eventId: later.id, priceSatang: 150_000 });
  });
  afterAll(() => t.close());

  it('shows the outstanding amount as the sum of unpaid, uncancelled registrations, in baht', async () => {
    const token = await t.login('0822222222');
    const response = await call(t, apiRoutes.profile, { token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: memberId,
      first_name: 'สมชาย',
      last_name: 'รักงาน',
      liff_picture_url: 'https://profile.line-scdn.net/abc',
      sum_amount: 1200,
    });
  });

  it('lists only the member’s own live registrations, latest event first, with price and paid time', async () => {
    const token = await t.login('0822222222');
    const body = (await call(t, apiRoutes.profile, { token })).json();
    expect(body.registrations).toEqual([
      {
        id: expect.any(Number),
        registered_event: {
          id: expect.any(Number),
          name: 'สัมมนา',
          event_start_date_time: '2026-11-25T11:00:00.000Z',
          event_end_date_time: '2026-11-25T13:00:00.000Z',
          is_cancelled: false,
        },
        price: 1200,
        payment_datetime: null,
        substitute_name: null,
      },
      {
        id: expect.any(Number),
        registered_event: {
          id: expect.any(Number),
          name: 'ประชุมเช้า',
          event_start_date_time: '2026-11-05T23:30:00.000Z',
          event_end_date_time: '2026-11-06T01:30:00.000Z',
          is_cancelled: false,
        },
        price: 450.5,
        payment_datetime: '2026-11-06T03:00:00.000Z',
        substitute_name: null,
      },
    ]);
  });

  it('shows zero for a member who owes nothing', async () => {
    const token = await t.login('0844444444');
    const body = (await call(t, apiRoutes.profile, { token })).json();
    expect(body.sum_amount).toBe(0);
    expect(body.registrations).toEqual([]);
  });

  it('refuses a request without a token', async () => {
    const response = await call(t, apiRoutes.profile);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: apiMessages.notAuthenticated });
  });
});
