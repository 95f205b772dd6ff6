import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { like } from 'drizzle-orm';
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
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { messageRuns } from '../../../db/schema/index.ts';
import { bangkokDate, bangkokDateTimeText } from '../../../lib/bangkok-time.ts';

/*
 * An Admin's reversal (issue 16) as the member and the treasurer see it afterwards: the member is
 * told over LINE, in the reversal's own transaction, and the month's books still show what the
 * reversed confirmation had paid and which slips it had accepted.
 */
describe('reversing a confirmation', () => {
  let t: TestApp;
  let staffToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    staffToken = await t.login((await createStaff(t.db)).phone);
    adminToken = await t.login((await createAdmin(t.db)).phone);
  });
  afterAll(() => t.close());

  // Most requests here are an Admin's reversal.
  const reverse = (id: number, reason: string, token = adminToken) =>
    call(t, apiRoutes.reverseConfirmation, { params: { id }, token, body: { reason } });

  /** A member who paid one registration with one slip of `slipSatang`; the confirmation's id. */
  async function confirmedPayment(slipSatang: number) {
    const member = await createMember(t.db);
    const event = await createEvent(t.db, { name: `ประชุมประจำสัปดาห์ ${member.id}` });
    const registration = await createRegistration(t.db, { memberId: member.id, eventId: event.id });
    const slip = await createSlip(t.db, {
      memberId: member.id,
      amountSatang: slipSatang,
      transRef: `REF${member.id}X`,
    });
    const confirmed = await call(t, apiRoutes.submitPayment, {
      token: staffToken,
      body: { registrations: [registration.id], payments: [slip.id] },
    });
    expect(confirmed.statusCode).toBe(200);
    return { member, event, registration, slip, confirmation: confirmed.json().confirmation as number };
  }
  const reversalNotices = () =>
    t.db.select().from(messageRuns).where(like(messageRuns.key, 'notice:payment-reversed:%'));

  it('tells the member over LINE, once, what was reversed, why, and that it is owed again with the slip back with staff', async () => {
    const { member, event, confirmation } = await confirmedPayment(45_000);
    const before = await reversalNotices();
    expect((await reverse(confirmation, 'สลิปซ้ำกับรายการก่อนหน้า')).statusCode).toBe(200);

    const queued = (await reversalNotices()).filter((run) => !before.some((old) => old.id === run.id));
    expect(queued).toHaveLength(1);
    const plan = queued[0]?.plan as { audience: { memberId: number }; content: { message: string } };
    expect(plan.audience).toEqual({ type: 'member', memberId: member.id });
    const text = plan.content.message;
    expect(text).toContain(`การชำระเงิน 450.00 บาท ที่ยืนยันเมื่อ ${bangkokDateTimeText(new Date(), true)} ถูกยกเลิก`);
    expect(text).toContain('เหตุผล: สลิปซ้ำกับรายการก่อนหน้า');
    expect(text).toContain(event.name);
    expect(text).toContain('กลับเป็นยอดค้างชำระอีกครั้ง');
    expect(text).toContain('สลิปของคุณกลับไปรอเจ้าหน้าที่ตรวจสอบอีกครั้ง');
  });

  it('queues no notice when the reversal is refused', async () => {
    const { confirmation } = await confirmedPayment(45_000);
    expect((await reverse(confirmation, 'ยืนยันผิดคน')).statusCode).toBe(200);
    const before = await reversalNotices();

    expect((await reverse(confirmation, 'ซ้ำ')).json()).toEqual({
      non_field_errors: [apiMessages.confirmationAlreadyReversed],
    });
    expect((await reverse(confirmation, 'ยืนยันผิดคน', staffToken)).statusCode).toBe(403);
    expect((await reverse(999_999, 'ไม่มี')).statusCode).toBe(404);
    // The worker may be sending the earlier ones meanwhile: compare which runs exist, not their state.
    const idsOf = (runs: { id: number }[]) => runs.map((run) => run.id).sort((a, b) => a - b);
    expect(idsOf(await reversalNotices())).toEqual(idsOf(before));
  });

  it('shows the member, on a slip whose amount staff corrected, what they checked and what became credit; and never offers to delete a slip once accepted', async () => {
    const member = await createMember(t.db);
    const token = await t.login(member.phone);
    const event = await createEvent(t.db);
    const registration = await createRegistration(t.db, { memberId: member.id, eventId: event.id });
    const typo = await createSlip(t.db, { memberId: member.id, amountSatang: 1_234 });
    const confirmed = await call(t, apiRoutes.submitPayment, {
      token: staffToken,
      body: {
        registrations: [registration.id],
        payments: [typo.id],
        received: 650,
        received_reason: 'สมาชิกพิมพ์ยอดผิด ตรวจกับธนาคารแล้ว',
      },
    });
    expect(confirmed.statusCode).toBe(200);
    const fresh = await createSlip(t.db, { memberId: member.id });
    const history = async () => (await call(t, apiRoutes.paymentHistory, { token })).json();

    expect(await history()).toEqual([
      expect.objectContaining({ id: fresh.id, status: 'waiting', checked: null, deletable: true }),
      expect.objectContaining({
        id: typo.id,
        amount: 12.34,
        status: 'accepted',
        checked: { received: 650, slips: 1, credit: 200 },
        deletable: false,
      }),
    ]);

    expect((await reverse(confirmed.json().confirmation, 'ยอดไม่ตรงกับธนาคาร')).statusCode).toBe(200);
    expect((await history())[1]).toMatchObject({ id: typo.id, status: 'waiting', checked: null, deletable: false });
  });

  it('keeps showing, in the month’s books, what a reversed confirmation had paid and its slip’s reference, even after the slip is confirmed again', async () => {
    const { member, event, registration, slip, confirmation } = await confirmedPayment(60_000);
    expect((await reverse(confirmation, 'ยืนยันผิดรายการ')).statusCode).toBe(200);
    const again = await call(t, apiRoutes.submitPayment, {
      token: staffToken,
      body: { registrations: [registration.id], payments: [slip.id] },
    });
    expect(again.statusCode).toBe(200);

    const month = bangkokDate(new Date()).slice(0, 7);
    const books = await call(t, apiRoutes.paymentConfirmations, { query: { month }, token: staffToken });
    const ofMember = books.json().filter((row: { member: { id: number } }) => row.member.id === member.id);
    const paid = [{ id: registration.id, event_name: event.name, price: 450 }];
    expect(ofMember).toEqual([
      expect.objectContaining({
        id: again.json().confirmation,
        reversed_at: null,
        registrations: [expect.objectContaining(paid[0])],
        slips: [slip.id],
        slip_references: [`REF${member.id}X`],
      }),
      expect.objectContaining({
        id: confirmation,
        received: 600,
        reversed_at: expect.any(String),
        reversal_reason: 'ยืนยันผิดรายการ',
        registrations: [expect.objectContaining(paid[0])],
        slips: [slip.id],
        slip_references: [`REF${member.id}X`],
      }),
    ]);
  });
});
