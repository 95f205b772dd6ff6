import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { TVisit } from '@chapter/contract/visitors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createMeeting, createMember, createStaff } from '../../../../test/factories.ts';
import { distinctSlip } from '../../../../test/slip-images.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog, guestNotices, meetingSeries } from '../../../db/schema/index.ts';

const HOUR = 3600_000;
const substitute = { first_name: 'สมปอง', last_name: 'จ่ายเอง', phone: '081-234-0000', company: 'บริษัท ตัวแทน จำกัด' };

describe('a chapter that bills the substitute: they pay their own meal through their own link (ADR 55)', () => {
  let t: TestApp;
  const clock = { now: new Date('2027-04-05T05:00:00Z') };
  const later = (hours: number) => new Date(clock.now.getTime() + hours * HOUR);

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock.now });
    await t.db.insert(guestNotices).values({ version: 1, body: 'ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม' });
  });
  afterAll(() => t.close());

  it('gives the member a link for the substitute, owes the member nothing, and asks the substitute to agree before paying', async () => {
    const row = await createMember(t.db);
    const token = await t.login(row.phone);
    const meeting = await createMeeting(t.db, { startsAt: later(24), endsAt: later(26) });
    await t.db.update(meetingSeries).set({ substitutePays: true });
    const sent = await call(t, apiRoutes.sendSubstitute, { token, params: { id: meeting.id }, rawBody: substitute });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ pays_self: true, fee: 600, is_paid: false });
    const visit = new URL(sent.json().pay_link, 'https://chapter.example').searchParams.get('visit') as string;
    expect((await call(t, apiRoutes.profile, { token })).json().sum_amount).toBe(0);
    expect((await call(t, apiRoutes.mySubstitutes, { token })).json()).toEqual([
      expect.objectContaining({ pays_self: true, pay_link: null }),
    ]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'meeting.substitute_send'));
    expect(entry?.details).toMatchObject({ paidBy: 'substitute' });

    const opened = (await call(t, apiRoutes.visit, { query: { visit } })).json() as TVisit;
    expect(opened.visitor).toMatchObject({
      kind: 'substitute',
      first_name: 'สมปอง',
      needs_consent: true,
      can_send_slip: false,
      owed: 600,
    });
    const early = await call(t, apiRoutes.visitSlip, {
      query: { visit },
      rawBody: { image: await distinctSlip(), amount: 600 },
    });
    expect(early.json()).toEqual({ non_field_errors: [apiMessages.visitAgreeFirst] });
    const door = await call(t, apiRoutes.visitPayAtDoor, { query: { visit } });
    expect(door.json()).toEqual({ non_field_errors: [apiMessages.visitAgreeFirst] });
    const stale = await call(t, apiRoutes.visitAgree, { query: { visit }, body: { notice_version: 9 } });
    expect(stale.statusCode).toBe(409);

    const agreed = (
      await call(t, apiRoutes.visitAgree, { query: { visit }, body: { notice_version: 1 } })
    ).json() as TVisit;
    expect(agreed.visitor).toMatchObject({ needs_consent: false, can_send_slip: true, status: 'registered' });
    const paying = await call(t, apiRoutes.visitSlip, {
      query: { visit },
      rawBody: { image: await distinctSlip(), amount: 600 },
    });
    expect(paying.statusCode).toBe(201);

    // Staff see the substitute in the guests' queue; the member who sent them may not confirm it.
    const staff = await t.login((await createStaff(t.db)).phone);
    const queue = (await call(t, apiRoutes.unvalidatedGuests, { token: staff })).json();
    expect(queue).toContainEqual(
      expect.objectContaining({
        kind: 'substitute',
        full_name: 'สมปอง จ่ายเอง',
        host: expect.objectContaining({ id: row.id }),
      }),
    );
    await t.db.update(meetingSeries).set({ substitutePays: false });
  });
});
