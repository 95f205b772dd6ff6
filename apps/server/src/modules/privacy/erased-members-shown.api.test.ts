import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createAdmin, createEvent, createMember, createRegistration } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

/* What an erased member still shows, and to whom (ADR 50). */

describe('an erased member, as others see them', () => {
  let t: TestApp;
  const clock = new Date('2026-11-22T03:00:00Z');
  let admin: string;
  let member: string;
  let erasedId: number;
  let meetingId: number;

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    await createAdmin(t.db, { phone: '0899999999' });
    await createMember(t.db, { phone: '0822222222', firstName: 'สมชาย', lastName: 'รักงาน' });
    const staying = await createMember(t.db, { firstName: 'สุดารัตน์', lastName: 'ทองมา' });
    erasedId = (await createMember(t.db, { phone: '0877777777', firstName: 'ขอลบ', lastName: 'ข้อมูล' })).id;
    meetingId = (await createEvent(t.db, { name: 'ประชุม', startsAt: new Date('2026-11-25T23:30:00Z') })).id;
    for (const memberId of [staying.id, erasedId]) {
      await createRegistration(t.db, { memberId, eventId: meetingId, paidAt: clock });
    }
    admin = await t.login('0899999999');
    member = await t.login('0822222222');
  });
  afterAll(() => t.close());

  const attendees = async () => {
    const events = (await call(t, apiRoutes.availableEvents, { token: member })).json();
    return events.find((event: { id: number }) => event.id === meetingId).attendees;
  };
  const erase = async () => {
    const response = await call(t, apiRoutes.adminEraseMember, {
      params: { id: erasedId },
      token: admin,
      body: { confirm: true },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('is left out of the attendees members see, not shown under a pseudonym', async () => {
    expect(await attendees()).toEqual([
      { name: 'สุดารัตน์ ทองมา', is_paid: true },
      { name: 'ขอลบ ข้อมูล', is_paid: true },
    ]);
    await erase();
    // The list members see is cached (ADR 22): the erasure must reach it at once.
    expect(await attendees()).toEqual([{ name: 'สุดารัตน์ ทองมา', is_paid: true }]);
  });

  it('is marked erased in the back office, with the date and without the pseudonym phone or number', async () => {
    const list = (await call(t, apiRoutes.adminMembers, { token: admin })).json();
    const erased = list.find((row: { id: number }) => row.id === erasedId);
    expect(erased).toMatchObject({
      first_name: 'สมาชิกที่ลบข้อมูลแล้ว',
      last_name: '',
      phone: '',
      active: false,
      line_bound: false,
      erased_at: clock.toISOString(),
    });
    const others = list.filter((row: { id: number }) => row.id !== erasedId);
    expect(others.every((row: { erased_at: unknown }) => row.erased_at === null)).toBe(true);
  });

  it('is left out of the member CSV export', async () => {
    const csv = (await call(t, apiRoutes.adminExportMembers, { token: admin })).body;
    expect(csv).toContain('สุดารัตน์');
    expect(csv).not.toContain('สมาชิกที่ลบข้อมูลแล้ว');
    expect(csv).not.toContain(`erased-${erasedId}`);
  });
});
