import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createEvent, createMember, createRegistration, createStaff } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog, paymentSlips, registrations } from '../../../db/schema/index.ts';

describe('payment validation by the Secretary/Treasurer', () => {
  let t: TestApp;
  const clock = new Date('2026-11-22T03:00:00Z');
  let staffToken: string;
  let staffId: number;
  let somchai: number;
  let sudarat: number;

  async function slipFor(memberId: number, validated = false, amountSatang = 45_000) {
    const [slip] = await t.db
      .insert(paymentSlips)
      .values({
        memberId,
        imageKey: `slips/test/${memberId}-${Math.random()}.jpg`,
        thumbnailKey: 'slips/test/x.thumb.webp',
        contentType: 'image/jpeg',
        width: 10,
        height: 10,
        byteSize: 10,
        amountSatang,
        ...(validated && { validatedBy: staffId, validatedAt: clock }),
      })
      .returning();
    return slip?.id as number;
  }

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    staffId = (await createStaff(t.db, { phone: '0811111111' })).id;
    somchai = (await createMember(t.db, { phone: '0822222222', firstName: 'สมชาย', lastName: 'รักงาน' })).id;
    sudarat = (await createMember(t.db, { phone: '0833333333', firstName: 'สุดารัตน์', lastName: 'ทองมา' })).id;
    await createMember(t.db, { phone: '0844444444', firstName: 'ก้อง', lastName: 'ไม่มีสลิป' });
    staffToken = await t.login('0811111111');
  });
  afterAll(() => t.close());

  const owed = async (phone: string) => {
    const token = await t.login(phone);
    return (await call(t, apiRoutes.profile, { token })).json().sum_amount;
  };

  it('lists members with slips waiting, by name, with what they owe and for which events', async () => {
    const event = await createEvent(t.db, { name: 'ประชุม', priceSatang: 45_000 });
    await createRegistration(t.db, { memberId: somchai, eventId: event.id, priceSatang: 45_000 });
    await slipFor(somchai);
    await slipFor(sudarat);
    await slipFor(sudarat, true);
    const response = await call(t, apiRoutes.unvalidatedMembers, { token: staffToken });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((member: { full_name: string }) => member.full_name)).toEqual(['สมชาย รักงาน', 'สุดารัตน์ ทองมา']);
    expect(list[0]).toMatchObject({
      id: somchai,
      sum_amount: 450,
      unpaid_registrations: [{ registered_event: { name: 'ประชุม' }, price: 450 }],
    });
    expect(list[1]).toMatchObject({ sum_amount: 0, unpaid_registrations: [] });
  });

  it("shows one member's slips, waiting ones first, with image links that work", async () => {
    const response = await call(t, apiRoutes.paymentDetailList, { params: { memberId: sudarat }, token: staffToken });
    expect(response.statusCode).toBe(200);
    const slips = response.json();
    expect(slips.map((slip: { validated_by: number | null }) => slip.validated_by)).toEqual([null, staffId]);
    expect(slips[0].image).toMatch(/^\/api\/payment\/image\/\d+\/\?variant=full&expires=\d+&signature=/);
    const unknown = await call(t, apiRoutes.paymentDetailList, { params: { memberId: 99999 }, token: staffToken });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: apiMessages.memberNotFound });
  });

  it('confirms two registrations and a slip in one go: the member owes their sum less, and it is audited', async () => {
    const member = (await createMember(t.db, { phone: '0855555555' })).id;
    const a = await createRegistration(t.db, {
      memberId: member,
      eventId: (await createEvent(t.db)).id,
      priceSatang: 45_000,
    });
    const b = await createRegistration(t.db, {
      memberId: member,
      eventId: (await createEvent(t.db)).id,
      priceSatang: 80_000,
    });
    const c = await createRegistration(t.db, {
      memberId: member,
      eventId: (await createEvent(t.db)).id,
      priceSatang: 30_000,
    });
    const slip = await slipFor(member, false, 125_000);
    expect(await owed('0855555555')).toBe(1550);

    const response = await call(t, apiRoutes.submitPayment, {
      token: staffToken,
      body: { registrations: [a.id, b.id, a.id], payments: [slip] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: apiMessages.paymentConfirmed,
      confirmation: expect.any(Number),
      registrations: [a.id, b.id],
      payments: [slip],
      credit: 0,
    });
    expect(await owed('0855555555')).toBe(300);

    const rows = await t.db
      .select()
      .from(registrations)
      .where(inArray(registrations.id, [a.id, b.id, c.id]));
    for (const row of rows.filter((r) => r.id !== c.id))
      expect(row).toMatchObject({ paidAt: clock, confirmedBy: staffId });
    const [slipRow] = await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, slip));
    expect(slipRow).toMatchObject({ validatedBy: staffId, validatedAt: clock });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.confirm'));
    expect(entry).toMatchObject({ actorId: staffId, subjectId: String(member) });
    expect(entry?.details).toMatchObject({
      registrations: [a.id, b.id],
      payments: [slip],
      receivedSatang: 125_000,
      appliedSatang: 125_000,
    });
  });

  it('refuses, changing nothing, items of another member, already paid, already validated or unknown', async () => {
    const member = (await createMember(t.db, { phone: '0866666666' })).id;
    const open = await createRegistration(t.db, { memberId: member, eventId: (await createEvent(t.db)).id });
    const paid = await createRegistration(t.db, {
      memberId: member,
      eventId: (await createEvent(t.db)).id,
      paidAt: clock,
    });
    const others = await createRegistration(t.db, { memberId: somchai, eventId: (await createEvent(t.db)).id });
    const validatedSlip = await slipFor(member, true);
    const othersSlip = await slipFor(somchai);

    const response = await call(t, apiRoutes.submitPayment, {
      token: staffToken,
      body: {
        registrations: [open.id, paid.id, others.id, 424242],
        payments: [validatedSlip, othersSlip, 434343],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      registrations: [
        apiMessages.registrationAlreadyPaid(paid.id),
        apiMessages.registrationOfOtherMember(others.id),
        apiMessages.registrationNotFound(424242),
      ],
      payments: [
        apiMessages.slipAlreadyValidated(validatedSlip),
        apiMessages.slipOfOtherMember(othersSlip),
        apiMessages.slipMissing(434343),
      ],
    });
    const [stillOpen] = await t.db.select().from(registrations).where(eq(registrations.id, open.id));
    expect(stillOpen?.paidAt).toBeNull();
  });

  it('refuses a cancelled registration, and a confirmation with no registration ticked, pointing to credit or refusal', async () => {
    const member = (await createMember(t.db, { phone: '0877777777' })).id;
    const cancelled = await createRegistration(t.db, {
      memberId: member,
      eventId: (await createEvent(t.db)).id,
      cancelledAt: clock,
    });
    expect(
      (
        await call(t, apiRoutes.submitPayment, {
          token: staffToken,
          body: { registrations: [cancelled.id], payments: [] },
        })
      ).json(),
    ).toEqual({
      registrations: [apiMessages.registrationCancelled(cancelled.id)],
    });
    const slip = await slipFor(member);
    const empty = await call(t, apiRoutes.submitPayment, {
      token: staffToken,
      body: { registrations: [], payments: [slip] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ registrations: [apiMessages.registrationsToPayRequired] });
    const [untouched] = await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, slip));
    expect(untouched?.validatedBy).toBeNull();
    expect(
      (
        await call(t, apiRoutes.submitPayment, {
          token: staffToken,
          rawBody: { registrations: ['x'], payments: [] },
        })
      ).json(),
    ).toHaveProperty(['registrations.0']);
    expect(
      (await call(t, apiRoutes.submitPayment, { token: staffToken, rawBody: { payments: [] } })).json(),
    ).toHaveProperty('registrations');
  });

  it('case 7: staff cannot confirm their own payment; another staff member can', async () => {
    const event = await createEvent(t.db, { priceSatang: 45_000 });
    const own = await createRegistration(t.db, { memberId: staffId, eventId: event.id, priceSatang: 45_000 });
    const ownSlip = await slipFor(staffId);
    const refused = await call(t, apiRoutes.submitPayment, {
      token: staffToken,
      body: { registrations: [own.id], payments: [ownSlip] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: apiMessages.ownPaymentNeedsOtherStaff });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, own.id));
    expect(row?.paidAt).toBeNull();
    const [slip] = await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, ownSlip));
    expect(slip?.validatedBy).toBeNull();

    const colleague = await createStaff(t.db);
    const confirmed = await call(t, apiRoutes.submitPayment, {
      token: await t.login(colleague.phone),
      body: { registrations: [own.id], payments: [ownSlip] },
    });
    expect(confirmed.statusCode).toBe(200);
    const confirmations = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.confirm'));
    expect(confirmations.filter((entry) => entry.subjectId === String(staffId))).toEqual([
      expect.objectContaining({ actorId: colleague.id }),
    ]);
  });
});
