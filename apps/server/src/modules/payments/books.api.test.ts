import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiMessages } from '@chapter/contract/messages';
import type { RouteBody } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import {
  createAdmin,
  createEvent,
  createMember,
  createRegistration,
  createSlip,
  createStaff,
} from '../../../test/factories.ts';
import { distinctSlip } from '../../../test/slip-images.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, events, paymentSlips, registrations } from '../../db/schema/index.ts';

/*
 * The books the treasurer keeps (issue 16): amounts on slips, what a confirmation received and
 * paid, credit, deliberate refusals and an Admin's reversal — each restoring exactly what it found.
 */
describe('the chapter’s books', () => {
  let t: TestApp;
  let staffToken: string;
  let staffId: number;
  let adminToken: string;
  let adminId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const staff = await createStaff(t.db);
    staffId = staff.id;
    staffToken = await t.login(staff.phone);
    const admin = await createAdmin(t.db);
    adminId = admin.id;
    adminToken = await t.login(admin.phone);
  });
  afterAll(() => t.close());

  // The two requests this file makes most: staff confirm a payment, an Admin reverses one.
  const submitPayment = (body: RouteBody<typeof apiRoutes.submitPayment>) =>
    call(t, apiRoutes.submitPayment, { token: staffToken, body });
  const reverse = (id: number, reason: string, token = adminToken) =>
    call(t, apiRoutes.reverseConfirmation, { params: { id }, token, body: { reason } });

  /**
   * A member with owed registrations at these prices (satang), oldest event first: one per
   * price, typed so that `owed[0]` is a registration when one price was given.
   */
  async function memberOwing<const P extends number[]>(...prices: P) {
    const member = await createMember(t.db);
    const owed = [];
    for (const [i, priceSatang] of prices.entries()) {
      const event = await createEvent(t.db, { startsAt: new Date(Date.now() + (i + 1) * 86_400_000) });
      owed.push(await createRegistration(t.db, { memberId: member.id, eventId: event.id, priceSatang }));
    }
    return { member, token: await t.login(member.phone), owed: owed as { [K in keyof P]: (typeof owed)[number] } };
  }
  const profileOf = async (token: string) => (await call(t, apiRoutes.profile, { token })).json();
  const waitingEntryOf = async (memberId: number) =>
    (await call(t, apiRoutes.unvalidatedMembers, { token: staffToken }))
      .json()
      .find((row: { id: number }) => row.id === memberId);
  const auditOf = (action: string, subjectId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(subjectId))));

  it('keeps the amount the member states on a slip and shows it back to them', async () => {
    const { token } = await memberOwing(45_000);
    const fixture = readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/transfer-screenshot.webp'));
    const image = `data:image/webp;base64,${fixture.toString('base64')}`;
    const created = await call(t, apiRoutes.createSlip, { token, body: { image, amount: 450.5 } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ amount: 450.5, status: 'waiting', refusal_reason: null });
    const [row] = await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, created.json().id));
    expect(row?.amountSatang).toBe(45_050);

    for (const amount of [0, -1, 1.001, 1_000_001, '450']) {
      // '450' is the wrong type, so this body is sent untyped.
      const refused = await call(t, apiRoutes.createSlip, { token, rawBody: { image, amount } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toHaveProperty('amount');
    }
  });

  it('keeps an overpayment as credit, shows it on the profile and the staff panel, and lets it pay a later registration without a slip', async () => {
    const { member, token, owed } = await memberOwing(45_000, 30_000);
    const slip = await createSlip(t.db, { memberId: member.id, amountSatang: 60_000 });
    const first = await submitPayment({ registrations: [owed[0]?.id], payments: [slip.id] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ credit: 150, registrations: [owed[0]?.id], payments: [slip.id] });
    expect(await profileOf(token)).toMatchObject({ sum_amount: 300, credit: 150 });
    // No slip waits, but credit can pay what is owed: the member stays in the treasurer's queue,
    // not as one with a slip waiting.
    expect(await waitingEntryOf(member.id)).toMatchObject({ credit: 150, sum_amount: 300, waiting_slips: 0 });

    // 300 owed, 150 credit: the rest is a waiver, refused without a reason.
    const short = await submitPayment({ registrations: [owed[1]?.id], payments: [] });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ waiver_reason: [apiMessages.waiverReasonRequired('300.00', '150.00')] });
    expect(await profileOf(token)).toMatchObject({ sum_amount: 300, credit: 150 });

    const extra = await createSlip(t.db, { memberId: member.id, amountSatang: 15_000 });
    expect(await waitingEntryOf(member.id)).toMatchObject({ waiting_slips: 1 });
    const second = await submitPayment({ registrations: [owed[1]?.id], payments: [extra.id] });
    expect(second.json()).toMatchObject({ credit: 0 });
    expect(await profileOf(token)).toMatchObject({ sum_amount: 0, credit: 0 });
    expect(await waitingEntryOf(member.id)).toBeUndefined();
    const [audited] = await auditOf('payment.confirm', member.id);
    expect(audited).toMatchObject({ actorId: staffId });
  });

  it('confirms more than received plus credit only with a reason, recording the waiver in the books and the audit log', async () => {
    const { member, token, owed } = await memberOwing(45_000);
    const slip = await createSlip(t.db, { memberId: member.id, amountSatang: 40_000 });
    const body = { registrations: [owed[0]?.id], payments: [slip.id] };
    const refused = await submitPayment(body);
    expect(refused.json()).toEqual({ waiver_reason: [apiMessages.waiverReasonRequired('450.00', '400.00')] });
    const [untouched] = await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, slip.id));
    expect(untouched?.validatedBy).toBeNull();

    const waived = await submitPayment({ ...body, waiver_reason: 'ส่วนลดสมาชิกใหม่' });
    expect(waived.json()).toMatchObject({ credit: 0 });
    expect(await profileOf(token)).toMatchObject({ sum_amount: 0, credit: 0 });
    const [entry] = await auditOf('payment.confirm', member.id);
    expect(entry?.details).toMatchObject({
      receivedSatang: 40_000,
      appliedSatang: 45_000,
      waivedSatang: 5_000,
      waiverReason: 'ส่วนลดสมาชิกใหม่',
    });
  });

  it('lets staff correct the amount received only with a reason, and asks for it when a slip has none', async () => {
    const { member, owed } = await memberOwing(45_000);
    const slip = await createSlip(t.db, { memberId: member.id, amountSatang: 45_000 });
    const body = { registrations: [owed[0]?.id], payments: [slip.id], received: 500 };
    expect((await submitPayment(body)).json()).toEqual({
      received_reason: [apiMessages.receivedReasonRequired('500.00', '450.00')],
    });
    const corrected = await submitPayment({ ...body, received_reason: 'ยอดจริงในบัญชี 500 บาท' });
    expect(corrected.json()).toMatchObject({ credit: 50 });

    const old = await memberOwing(45_000);
    const legacy = await createSlip(t.db, { memberId: old.member.id, amountSatang: null });
    const unstated = { registrations: [old.owed[0]?.id], payments: [legacy.id] };
    expect((await submitPayment(unstated)).json()).toEqual({
      received: [apiMessages.receivedRequired],
    });
    expect((await submitPayment({ ...unstated, received: 450 })).statusCode).toBe(200);
  });

  it('takes slips as credit only by the deliberate action, which pays nothing', async () => {
    const { member, token } = await memberOwing(45_000);
    const slip = await createSlip(t.db, { memberId: member.id, amountSatang: 20_000 });
    expect(
      (await call(t, apiRoutes.acceptSlipsAsCredit, { token: staffToken, body: { payments: [] } })).json(),
    ).toEqual({
      payments: [apiMessages.slipsForCreditRequired],
    });
    const accepted = await call(t, apiRoutes.acceptSlipsAsCredit, { token: staffToken, body: { payments: [slip.id] } });
    expect(accepted.json()).toMatchObject({ detail: apiMessages.creditAccepted, registrations: [], credit: 200 });
    expect(await profileOf(token)).toMatchObject({ sum_amount: 450, credit: 200 });
    const history = (await call(t, apiRoutes.paymentHistory, { token })).json();
    expect(history[0]).toMatchObject({ id: slip.id, status: 'accepted', amount: 200 });
    expect(await auditOf('payment.accept_credit', member.id)).toEqual([expect.objectContaining({ actorId: staffId })]);
  });

  it('refuses a slip with a reason the member sees; it counts for nothing, cannot be deleted, and is audited', async () => {
    const { member, token } = await memberOwing(45_000);
    const slip = await createSlip(t.db, { memberId: member.id });
    expect(
      (
        await call(t, apiRoutes.refuseSlip, { params: { id: slip.id }, token: staffToken, body: { reason: '   ' } })
      ).json(),
    ).toEqual({ reason: [apiMessages.refusalReasonRequired] });
    const refused = await call(t, apiRoutes.refuseSlip, {
      params: { id: slip.id },
      token: staffToken,
      body: { reason: 'สลิปนี้เป็นของการโอนเดือนก่อน' },
    });
    expect(refused.json()).toEqual({ detail: apiMessages.slipRefused });

    const history = (await call(t, apiRoutes.paymentHistory, { token })).json();
    expect(history[0]).toMatchObject({ status: 'refused', refusal_reason: 'สลิปนี้เป็นของการโอนเดือนก่อน' });
    expect(await profileOf(token)).toMatchObject({ sum_amount: 450, credit: 0 });
    expect(await waitingEntryOf(member.id)).toBeUndefined();
    const deleted = await call(t, apiRoutes.deleteSlip, { params: { id: slip.id }, token });
    expect(deleted.json()).toEqual({ non_field_errors: [apiMessages.slipRefusedCannotDelete] });
    expect(
      (
        await call(t, apiRoutes.refuseSlip, { params: { id: slip.id }, token: staffToken, body: { reason: 'อีกครั้ง' } })
      ).json(),
    ).toEqual({
      non_field_errors: [apiMessages.slipAlreadyRefused(slip.id)],
    });
    const confirm = await submitPayment({ registrations: [], payments: [slip.id] });
    expect(confirm.statusCode).toBe(400);
    const [entry] = await auditOf('payment.slip_refuse', slip.id);
    expect(entry).toMatchObject({ actorId: staffId, details: { reason: 'สลิปนี้เป็นของการโอนเดือนก่อน' } });
  });

  it('lets an Admin reverse a confirmation with a reason, restoring exactly what was owed, the slips waiting and the credit', async () => {
    const { member, token, owed } = await memberOwing(45_000, 30_000);
    const before = await profileOf(token);
    const slip = await createSlip(t.db, { memberId: member.id, amountSatang: 80_000 });
    const confirmed = (await submitPayment({ registrations: owed.map((r) => r.id), payments: [slip.id] })).json();
    expect(await profileOf(token)).toMatchObject({ sum_amount: 0, credit: 50 });

    const { confirmation } = confirmed;
    expect((await reverse(confirmation, 'ยืนยันผิดคน', staffToken)).statusCode).toBe(403);
    expect((await reverse(confirmation, '')).json()).toEqual({
      reason: [apiMessages.reversalReasonRequired],
    });
    const reversed = await reverse(confirmation, 'ยืนยันผิดคน');
    expect(reversed.json()).toEqual({ detail: apiMessages.paymentReversed });

    expect(await profileOf(token)).toEqual(before);
    const rows = await t.db
      .select()
      .from(registrations)
      .where(
        inArray(
          registrations.id,
          owed.map((r) => r.id),
        ),
      );
    for (const row of rows) expect(row).toMatchObject({ paidAt: null, confirmedBy: null, paymentId: null });
    expect(await waitingEntryOf(member.id)).toMatchObject({ sum_amount: 750, credit: 0 });
    const history = (await call(t, apiRoutes.paymentHistory, { token })).json();
    expect(history[0]).toMatchObject({ id: slip.id, status: 'waiting', validated_by: null });
    expect((await reverse(confirmation, 'ซ้ำ')).json()).toEqual({
      non_field_errors: [apiMessages.confirmationAlreadyReversed],
    });
    const [entry] = await auditOf('payment.reverse', member.id);
    expect(entry).toMatchObject({ actorId: adminId, details: { reason: 'ยืนยันผิดคน', slipsWaitingAgain: [slip.id] } });

    // Confirmed again, correctly: the books hold one live confirmation.
    const again = await submitPayment({ registrations: [owed[0]?.id], payments: [slip.id] });
    expect(again.json()).toMatchObject({ credit: 350 });
  });

  it('a slip once accepted can never be deleted by its member, even waiting again after a reversal', async () => {
    const { token, owed } = await memberOwing(45_000);
    const uploaded = await call(t, apiRoutes.createSlip, { token, body: { image: await distinctSlip(), amount: 450 } });
    const slip = uploaded.json<{ id: number }>();
    const confirmed = (await submitPayment({ registrations: owed.map((r) => r.id), payments: [slip.id] })).json();
    expect((await reverse(confirmed.confirmation, 'ยืนยันผิดรายการ')).statusCode).toBe(200);
    const [before] = await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, slip.id));
    expect(before).toMatchObject({ validatedBy: null, amountSatang: 45_000 });

    const removed = await call(t, apiRoutes.deleteSlip, { params: { id: slip.id }, token });
    expect(removed.statusCode).toBe(400);
    expect(removed.json()).toEqual({ non_field_errors: [apiMessages.slipOnceAcceptedCannotDelete] });
    const [after] = await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, slip.id));
    expect(after).toEqual(before);
    expect(await t.blobs.get(after?.imageKey ?? '')).not.toBeNull();
    expect(await auditOf('payment.slip_delete', slip.id)).toEqual([]);
  });

  it('refuses to reverse a confirmation whose credit a later one spent, until the later one is reversed', async () => {
    const { member, token, owed } = await memberOwing(45_000, 30_000);
    const slip = await createSlip(t.db, { memberId: member.id, amountSatang: 75_000 });
    const credit = (
      await call(t, apiRoutes.acceptSlipsAsCredit, { token: staffToken, body: { payments: [slip.id] } })
    ).json();
    const spent = (await submitPayment({ registrations: owed.map((r) => r.id), payments: [] })).json();
    expect(spent).toMatchObject({ credit: 0 });

    const earlier = credit.confirmation;
    expect((await reverse(earlier, 'สลิปปลอม')).json()).toEqual({
      non_field_errors: [apiMessages.reversalSpendsUsedCredit('0.00', '750.00')],
    });
    const later = spent.confirmation;
    expect((await reverse(later, 'ใช้เครดิตผิด')).statusCode).toBe(200);
    expect(await profileOf(token)).toMatchObject({ sum_amount: 750, credit: 750 });
    expect((await reverse(earlier, 'สลิปปลอม')).statusCode).toBe(200);
    expect(await profileOf(token)).toMatchObject({ sum_amount: 750, credit: 0 });
  });

  it('cancels, instead of reopening, a reversed registration whose event was cancelled since', async () => {
    const { member, token, owed } = await memberOwing(45_000);
    const slip = await createSlip(t.db, { memberId: member.id });
    const confirmed = (await submitPayment({ registrations: [owed[0]?.id], payments: [slip.id] })).json();
    const [registration] = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, owed[0]?.id as number));
    await t.db
      .update(events)
      .set({ cancelledAt: new Date() })
      .where(eq(events.id, registration?.eventId as number));
    const { confirmation } = confirmed;
    expect((await reverse(confirmation, 'สลิปไม่ถูกต้อง')).statusCode).toBe(200);
    const [after] = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, owed[0]?.id as number));
    expect(after).toMatchObject({ paidAt: null, cancelledAt: expect.any(Date) });
    expect(await profileOf(token)).toMatchObject({ sum_amount: 0, credit: 0 });
  });
});
