import type { TDoorCashRequest } from '@chapter/contract/door';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import {
  createAdmin,
  createMeeting,
  createMember,
  createRegistration,
  createSlip,
  createVisitorHost,
} from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog, guests, paymentConfirmations, registrations } from '../../../db/schema/index.ts';

/**
 * Cash taken at a meeting's door (issue 35) is a payment confirmation like a treasurer's: the same
 * rules, the same books, the same reversal; the door only adds its own refusals.
 */
describe('cash taken at the door', () => {
  let t: TestApp;
  let hostToken: string;
  let hostId: number;
  let adminToken: string;
  let inviter: number;

  beforeAll(async () => {
    t = await startTestApp();
    hostId = (await createVisitorHost(t.db, { phone: '0811111111', firstName: 'ต้อนรับ', lastName: 'หน้างาน' })).id;
    await createAdmin(t.db, { phone: '0811111112' });
    inviter = (await createMember(t.db, { phone: '0822222222' })).id;
    hostToken = await t.login('0811111111');
    adminToken = await t.login('0811111112');
  });
  afterAll(() => t.close());

  /** A visitor `invitedBy` invited, with their unpaid seat at 650 baht. */
  async function visitorSeat(invitedBy = inviter) {
    const meeting = await createMeeting(t.db);
    const [guest] = await t.db
      .insert(guests)
      .values({
        eventId: meeting.id,
        kind: 'visitor',
        hostMemberId: invitedBy,
        firstName: 'วิภา',
        lastName: 'เงินสด',
        phone: '0865550000',
      })
      .returning({ id: guests.id });
    const guestId = guest?.id as number;
    const [seat] = await t.db
      .insert(registrations)
      .values({ guestId, seatGuestId: guestId, eventId: meeting.id, priceSatang: 65_000 })
      .returning();
    return { meeting, guestId, seat: seat as typeof registrations.$inferSelect };
  }

  const takeCash = (meetingId: number, body: TDoorCashRequest, token = hostToken) =>
    call(t, apiRoutes.doorTakeCash, { params: { id: meetingId }, body, token });

  const seatOf = async (id: number) => (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0];

  it('pays the seat with a cash confirmation recorded by the host, audited with the host as actor', async () => {
    const { meeting, guestId, seat } = await visitorSeat();
    const response = await takeCash(meeting.id, { registration: seat.id, received: 650 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ detail: apiMessages.doorCashTaken, credit: 0 });
    const [confirmation] = await t.db
      .select()
      .from(paymentConfirmations)
      .where(eq(paymentConfirmations.id, response.json().confirmation));
    expect(confirmation).toMatchObject({
      guestId,
      confirmedBy: hostId,
      method: 'cash',
      statedSatang: null,
      receivedSatang: 65_000,
      appliedSatang: 65_000,
    });
    expect((await seatOf(seat.id))?.paymentId).toBe(confirmation?.id);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.cash_at_door'));
    expect(entry).toMatchObject({ actorId: hostId, subjectType: 'guest', subjectId: String(guestId) });
  });

  it('keeps what is handed over beyond the fee as the payer’s credit', async () => {
    const { meeting, seat } = await visitorSeat();
    const response = await takeCash(meeting.id, { registration: seat.id, received: 700 });
    expect(response.statusCode).toBe(201);
    expect(response.json().credit).toBe(50);
  });

  it('asks for a reason when less than the fee is taken, and writes nothing without one', async () => {
    const { meeting, seat } = await visitorSeat();
    const refused = await takeCash(meeting.id, { registration: seat.id, received: 600 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().waiver_reason).toEqual([apiMessages.waiverReasonRequired('650.00', '600.00')]);
    expect((await seatOf(seat.id))?.paidAt).toBeNull();
    const waived = await takeCash(meeting.id, { registration: seat.id, received: 600, waiver_reason: 'ลดให้แขก' });
    expect(waived.statusCode).toBe(201);
  });

  it('refuses the host their own meeting fee: someone else at the door takes it', async () => {
    const meeting = await createMeeting(t.db);
    const seat = await createRegistration(t.db, { memberId: hostId, eventId: meeting.id });
    const refused = await takeCash(meeting.id, { registration: seat.id, received: 450 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: apiMessages.ownPaymentNeedsOtherStaff });
    expect((await seatOf(seat.id))?.paidAt).toBeNull();
  });

  it('refuses the host the fee of a visitor they invited', async () => {
    const { meeting, seat } = await visitorSeat(hostId);
    const refused = await takeCash(meeting.id, { registration: seat.id, received: 650 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: apiMessages.invitedGuestNeedsOtherStaff });
    expect((await seatOf(seat.id))?.paidAt).toBeNull();
  });

  it('takes one fee once when two hosts record it at the same moment', async () => {
    await createVisitorHost(t.db, { phone: '0811111113' });
    const secondHost = await t.login('0811111113');
    const { meeting, guestId, seat } = await visitorSeat();
    const answers = await Promise.all([
      takeCash(meeting.id, { registration: seat.id, received: 650 }),
      takeCash(meeting.id, { registration: seat.id, received: 650 }, secondHost),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      detail: apiMessages.doorSeatAlreadyPaid,
    });
    const confirmations = await t.db
      .select()
      .from(paymentConfirmations)
      .where(eq(paymentConfirmations.guestId, guestId));
    expect(confirmations).toHaveLength(1);
  });

  it('refuses a seat of another meeting, a paid seat, and a seat whose slip waits for the treasurer', async () => {
    const first = await visitorSeat();
    const other = await createMeeting(t.db);
    const elsewhere = await takeCash(other.id, { registration: first.seat.id, received: 650 });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ detail: apiMessages.doorSeatNotFound });

    expect((await takeCash(first.meeting.id, { registration: first.seat.id, received: 650 })).statusCode).toBe(201);
    const again = await takeCash(first.meeting.id, { registration: first.seat.id, received: 650 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: apiMessages.doorSeatAlreadyPaid });

    const member = await createMember(t.db);
    const meeting = await createMeeting(t.db);
    const seat = await createRegistration(t.db, { memberId: member.id, eventId: meeting.id });
    await createSlip(t.db, { memberId: member.id });
    const waiting = await takeCash(meeting.id, { registration: seat.id, received: 450 });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({ detail: apiMessages.doorSlipWaiting });
    expect((await seatOf(seat.id))?.paidAt).toBeNull();
  });

  it('an Admin reverses cash taken by mistake: the seat is owed again', async () => {
    const { meeting, seat } = await visitorSeat();
    const taken = await takeCash(meeting.id, { registration: seat.id, received: 650 });
    const reversed = await call(t, apiRoutes.reverseConfirmation, {
      params: { id: taken.json().confirmation },
      token: adminToken,
      body: { reason: 'บันทึกผิดคน' },
    });
    expect(reversed.statusCode).toBe(200);
    expect((await seatOf(seat.id))?.paidAt).toBeNull();
    expect((await takeCash(meeting.id, { registration: seat.id, received: 650 })).statusCode).toBe(201);
  });

  it('plain members cannot take cash', async () => {
    const { meeting, seat } = await visitorSeat();
    const member = await t.login('0822222222');
    const refused = await takeCash(meeting.id, { registration: seat.id, received: 650 }, member);
    expect(refused.statusCode).toBe(403);
    expect((await seatOf(seat.id))?.paidAt).toBeNull();
  });
});
