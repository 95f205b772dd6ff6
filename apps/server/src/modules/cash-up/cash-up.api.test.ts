import type { TCashUp, TCashUpSeat } from '@chapter/contract/cash-up';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { call } from '../../../test/call.ts';
import {
  createAdmin,
  createEvent,
  createMeeting,
  createMember,
  createRegistration,
  createSlip,
  createStaff,
  createVisitorHost,
} from '../../../test/factories.ts';
import { bearer, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import {
  absenceNotices,
  auditLog,
  checkIns,
  guests,
  leaveRequests,
  paymentConfirmations,
  registrations,
} from '../../db/schema/index.ts';
import { bangkokDate } from '../../lib/bangkok-time.ts';
import { parseCsv } from '../../lib/csv.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const START = new Date('2027-06-10T03:00:00Z');

let phones = 0;
const phone = () => `0863${String(++phones).padStart(6, '0')}`;

/** A guest of the meeting and their live seat: a visitor pays it, a substitute's host does unless `payer` is the guest. */
async function addGuest(
  db: Db,
  values: { eventId: number; kind: 'visitor' | 'substitute'; host: number; firstName: string; priceSatang: number },
) {
  const [guest] = await db
    .insert(guests)
    .values({
      eventId: values.eventId,
      kind: values.kind,
      hostMemberId: values.host,
      firstName: values.firstName,
      lastName: 'แขก',
      phone: phone(),
    })
    .returning();
  if (!guest) throw new Error('guest not inserted');
  const payer = values.kind === 'visitor' ? { guestId: guest.id } : { memberId: values.host };
  const [seat] = await db
    .insert(registrations)
    .values({ ...payer, seatGuestId: guest.id, eventId: values.eventId, priceSatang: values.priceSatang })
    .returning();
  if (!seat) throw new Error('seat not inserted');
  return { guest, seat };
}

/**
 * A confirmation written straight into the books, for a member or a guest: the registrations it
 * paid point at it and its slips are accepted into it (as ValidationService leaves them).
 */
async function confirm(
  db: Db,
  values: {
    payer: { memberId: number } | { guestId: number };
    by: number;
    at: Date;
    method?: 'transfer' | 'cash';
    receivedSatang: number;
    waivedSatang?: number;
    paid?: ReadonlyArray<{ id: number; priceSatang: number }>;
    slipRefs?: string[];
  },
) {
  const paid = values.paid ?? [];
  const appliedSatang = paid.reduce((sum, registration) => sum + registration.priceSatang, 0);
  const waivedSatang = values.waivedSatang ?? 0;
  const [confirmation] = await db
    .insert(paymentConfirmations)
    .values({
      ...values.payer,
      confirmedBy: values.by,
      confirmedAt: values.at,
      method: values.method ?? 'transfer',
      receivedSatang: values.receivedSatang,
      appliedSatang,
      waivedSatang,
      ...(waivedSatang > 0 && { waiverReason: 'ส่วนลดผู้เยี่ยมชม' }),
    })
    .returning();
  if (!confirmation) throw new Error('confirmation not inserted');
  if (paid.length > 0) {
    await db
      .update(registrations)
      .set({ paymentId: confirmation.id, paidAt: values.at, confirmedBy: values.by })
      .where(
        inArray(
          registrations.id,
          paid.map((registration) => registration.id),
        ),
      );
  }
  for (const transRef of values.slipRefs ?? []) {
    await createSlip(db, {
      ...values.payer,
      amountSatang: values.receivedSatang,
      qrStatus: 'read',
      sendingBank: '004',
      transRef,
      validatedBy: values.by,
      validatedAt: values.at,
      confirmationId: confirmation.id,
    });
  }
  return confirmation;
}

const checkIn = (db: Db, eventId: number, who: { memberId: number } | { guestId: number }, by: number, at: Date) =>
  db.insert(checkIns).values({ eventId, ...who, checkedInAt: at, checkedInBy: by, how: 'tap', late: false });

describe('the cash-up of a weekly meeting (issue 35)', () => {
  let t: TestApp;
  const clock = { now: START };
  const later = (hours: number) => new Date(clock.now.getTime() + hours * HOUR);
  let staff: { id: number; token: string };
  let adminToken: string;
  let memberToken: string;
  let hostToken: string;
  let meetingId: number;
  let coming: number;
  const seat: Record<string, number> = {};
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock.now });
    const staffRow = await createStaff(t.db, { firstName: 'สมศรี', lastName: 'เหรัญญิก' });
    staff = { id: staffRow.id, token: await t.login(staffRow.phone) };
    adminToken = await t.login((await createAdmin(t.db)).phone);
    const host = await createVisitorHost(t.db);
    hostToken = await t.login(host.phone);
    const meeting = await createMeeting(t.db, { startsAt: later(-3), endsAt: later(-1) });
    meetingId = meeting.id;
    coming = (await createMeeting(t.db, { startsAt: later(DAY / HOUR), endsAt: later(DAY / HOUR + 2) })).id;
    const at = later(-48);
    const by = staff.id;

    const member = async (key: string, firstName: string) => {
      const row = await createMember(t.db, { firstName, lastName: 'สมาชิก' });
      id[key] = row.id;
      return row;
    };
    // ก: paid by a slip that also paid the next meeting, partly from an earlier 150 baht of credit.
    const slipPayer = await member('slip', 'กมล');
    memberToken = await t.login(slipPayer.phone);
    const own = await createRegistration(t.db, { memberId: slipPayer.id, eventId: meeting.id });
    const next = await createRegistration(t.db, { memberId: slipPayer.id, eventId: coming });
    seat.slip = own.id;
    await confirm(t.db, { payer: { memberId: slipPayer.id }, by, at: later(-72), receivedSatang: 30_000 });
    await confirm(t.db, {
      payer: { memberId: slipPayer.id },
      by,
      at,
      receivedSatang: 60_000,
      paid: [own, next],
      slipRefs: ['TR-KAMOL-0001'],
    });
    await checkIn(t.db, meeting.id, { memberId: slipPayer.id }, by, later(-3));
    // ข: cash at the door.
    const cashPayer = await member('cash', 'ขวัญ');
    const cashSeat = await createRegistration(t.db, { memberId: cashPayer.id, eventId: meeting.id });
    seat.cash = cashSeat.id;
    await confirm(t.db, {
      payer: { memberId: cashPayer.id },
      by,
      at: later(-3),
      method: 'cash',
      receivedSatang: 45_000,
      paid: [cashSeat],
    });
    await checkIn(t.db, meeting.id, { memberId: cashPayer.id }, by, later(-3));
    // ค: came without paying; ง: neither came nor paid (their fee is still expected).
    const unpaid = await member('unpaid', 'คณิน');
    seat.unpaid = (await createRegistration(t.db, { memberId: unpaid.id, eventId: meeting.id })).id;
    await checkIn(t.db, meeting.id, { memberId: unpaid.id }, by, later(-3));
    const absent = await member('absent', 'งามตา');
    seat.absent = (await createRegistration(t.db, { memberId: absent.id, eventId: meeting.id })).id;

    // จ: sends a substitute whose meal they paid from credit they had.
    const sender = await member('sender', 'จิรา');
    const substitute = await addGuest(t.db, {
      eventId: meeting.id,
      kind: 'substitute',
      host: sender.id,
      firstName: 'ฉัตร',
      priceSatang: 60_000,
    });
    seat.substitute = substitute.seat.id;
    await confirm(t.db, { payer: { memberId: sender.id }, by, at: later(-72), receivedSatang: 60_000 });
    await confirm(t.db, { payer: { memberId: sender.id }, by, at, receivedSatang: 0, paid: [substitute.seat] });
    await checkIn(t.db, meeting.id, { guestId: substitute.guest.id }, by, later(-3));

    // Visitors: ช paid by slip with a 50 baht discount and did not come; ซ came unpaid; ฌ paid twice and came.
    const visitor = (firstName: string) =>
      addGuest(t.db, { eventId: meeting.id, kind: 'visitor', host: sender.id, firstName, priceSatang: 65_000 });
    const noShow = await visitor('ชนก');
    seat.noShow = noShow.seat.id;
    await confirm(t.db, {
      payer: { guestId: noShow.guest.id },
      by,
      at,
      receivedSatang: 60_000,
      waivedSatang: 5_000,
      paid: [noShow.seat],
      slipRefs: ['TR-CHANOK-0001'],
    });
    const walkedIn = await visitor('ซอแซ');
    seat.walkedIn = walkedIn.seat.id;
    await checkIn(t.db, meeting.id, { guestId: walkedIn.guest.id }, by, later(-3));
    const twice = await visitor('ฌาน');
    seat.twice = twice.seat.id;
    await confirm(t.db, {
      payer: { guestId: twice.guest.id },
      by,
      at,
      receivedSatang: 65_000,
      paid: [twice.seat],
      slipRefs: ['TR-CHAN-0001'],
    });
    // Paid again in cash at the door, taken as credit: nothing left to pay, so all of it is credit.
    await confirm(t.db, {
      payer: { guestId: twice.guest.id },
      by,
      at: later(-3),
      method: 'cash',
      receivedSatang: 65_000,
    });
    await checkIn(t.db, meeting.id, { guestId: twice.guest.id }, by, later(-3));
    // A cancelled visitor's seat is no seat.
    const gone = await visitor('ญาดา');
    await t.db.update(registrations).set({ cancelledAt: at }).where(eq(registrations.id, gone.seat.id));
    await t.db.update(guests).set({ cancelledAt: at, cancelledBy: sender.id }).where(eq(guests.id, gone.guest.id));
  });
  afterAll(() => t.close());

  const view = (token = staff.token, eventId = meetingId) =>
    call(t, apiRoutes.meetingCashUp, { token, params: { id: eventId } });
  const seatOf = (cashUp: TCashUp, registration: number) =>
    cashUp.seats.find((row) => row.registration === registration) as TCashUpSeat;

  it('the cash-up’s figures on a meeting with every kind of difference', async () => {
    const cashUp = (await view()).data();
    expect(cashUp.ended).toBe(true);
    expect(cashUp.figures).toEqual({
      // Four members' fees; the visitors who came (ซ, ฌ); the substitute who came.
      expected: { members: 1800, visitors: 1300, substitutes: 600, total: 3700 },
      // ก's seat is half of a 600 baht slip (300) and half of the 300 baht credit it used (150);
      // ข 450 cash; ช 600 by slip and 50 let go; ฌ 650 by slip; the substitute's 600 from credit.
      received: { transfers: 1550, cash: 450, credit: 750, waived: 50, total: 2800 },
      difference: -900,
    });
    expect(cashUp.seats.map((row) => row.kind)).toEqual([
      'member',
      'member',
      'member',
      'member',
      'visitor',
      'visitor',
      'visitor',
      'substitute',
    ]);
    expect(seatOf(cashUp, seat.slip as number)).toMatchObject({
      name: 'กมล สมาชิก',
      expected: true,
      came: true,
      paid: true,
      source: 'transfer',
      references: ['TR-KAMOL-0001'],
    });
    expect(seatOf(cashUp, seat.cash as number)).toMatchObject({ source: 'cash', references: [], fee: 450 });
    expect(seatOf(cashUp, seat.unpaid as number)).toMatchObject({ came: true, paid: false, source: null });
    expect(seatOf(cashUp, seat.absent as number)).toMatchObject({ expected: true, came: false, paid: false });
    expect(seatOf(cashUp, seat.substitute as number)).toMatchObject({
      name: 'ฉัตร แขก',
      kind: 'substitute',
      payer_name: 'จิรา สมาชิก',
      fee: 600,
      came: true,
      source: 'credit',
    });
    expect(seatOf(cashUp, seat.noShow as number)).toMatchObject({
      expected: false,
      came: false,
      source: 'transfer',
      references: ['TR-CHANOK-0001'],
    });
    expect(seatOf(cashUp, seat.twice as number)).toMatchObject({ payer_name: 'ฌาน แขก', references: ['TR-CHAN-0001'] });
    expect(cashUp.differences).toEqual([
      { kind: 'came_not_paid', name: 'คณิน สมาชิก', person_kind: 'member', amount: 450, registration: seat.unpaid },
      { kind: 'came_not_paid', name: 'ซอแซ แขก', person_kind: 'visitor', amount: 650, registration: seat.walkedIn },
      { kind: 'paid_not_came', name: 'ชนก แขก', person_kind: 'visitor', amount: 650, registration: seat.noShow },
      { kind: 'paid_twice', name: 'ฌาน แขก', person_kind: 'visitor', amount: 650, registration: seat.twice },
    ]);
    expect(cashUp.closed).toBeNull();
    expect(cashUp.late_changes).toEqual([]);
  });

  it('names no paid visitor a no-show while the meeting has not ended', async () => {
    const { guest, seat: early } = await addGuest(t.db, {
      eventId: coming,
      kind: 'visitor',
      host: id.sender as number,
      firstName: 'ฎีกา',
      priceSatang: 65_000,
    });
    await confirm(t.db, {
      payer: { guestId: guest.id },
      by: staff.id,
      at: later(-1),
      receivedSatang: 65_000,
      paid: [early],
    });
    const cashUp = (await view(staff.token, coming)).data();
    expect(cashUp.ended).toBe(false);
    expect(cashUp.differences).toEqual([]);
    expect(seatOf(cashUp, early.id)).toMatchObject({ expected: false, paid: true });
  });

  it('refuses a meeting not yet ended, an event that is not a weekly meeting and an unknown one', async () => {
    const early = await call(t, apiRoutes.closeCashUp, { token: staff.token, params: { id: coming } });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(apiMessages.cashUpNotEnded);
    const event = await createEvent(t.db, { startsAt: later(-3), endsAt: later(-1) });
    const notWeekly = await view(staff.token, event.id);
    expect(notWeekly.statusCode).toBe(400);
    expect(notWeekly.json().non_field_errors).toEqual([apiMessages.meetingNotWeekly]);
    expect((await view(staff.token, 999_999)).json().detail).toBe(apiMessages.eventNotFound);
    expect((await view(staff.token, 999_999)).statusCode).toBe(404);
  });

  it('closes once, keeping the figures and who closed it; money changed afterwards shows as late changes', async () => {
    const before = (await view()).data();
    const closed = await call(t, apiRoutes.closeCashUp, { token: staff.token, params: { id: meetingId } });
    expect(closed.data()).toEqual({ detail: apiMessages.cashUpClosed });
    const again = await call(t, apiRoutes.closeCashUp, { token: staff.token, params: { id: meetingId } });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(apiMessages.cashUpAlreadyClosed);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cash_up.close'), eq(auditLog.subjectId, String(meetingId))));
    expect(audit?.details).toEqual({ expectedSatang: 370_000, receivedSatang: 280_000, differenceSatang: -90_000 });

    const closedAt = clock.now;
    clock.now = later(1);
    // After closing: ง pays by transfer, and ข's cash confirmation is reversed.
    const absentSeat = { id: seat.absent as number, priceSatang: 45_000 };
    const late = await confirm(t.db, {
      payer: { memberId: id.absent as number },
      by: staff.id,
      at: clock.now,
      receivedSatang: 45_000,
      paid: [absentSeat],
    });
    const [cashConfirmation] = await t.db
      .select({ id: registrations.paymentId })
      .from(registrations)
      .where(eq(registrations.id, seat.cash as number));
    await t.db
      .update(paymentConfirmations)
      .set({
        reversedAt: later(0.5),
        reversedBy: staff.id,
        reversalReason: 'นับเงินสดผิด',
        reversedRegistrationIds: [seat.cash as number],
      })
      .where(eq(paymentConfirmations.id, cashConfirmation?.id as number));
    await t.db
      .update(registrations)
      .set({ paidAt: null, paymentId: null, confirmedBy: null })
      .where(eq(registrations.id, seat.cash as number));

    const after = (await view()).data();
    expect(after.closed).toEqual({ at: closedAt.toISOString(), by_name: 'สมศรี เหรัญญิก', figures: before.figures });
    expect(after.figures.received.cash).toBe(0);
    expect(after.late_changes).toEqual([
      {
        confirmation: late.id,
        kind: 'confirmed',
        at: clock.now.toISOString(),
        by_name: 'สมศรี เหรัญญิก',
        name: 'งามตา สมาชิก',
        amount: 450,
      },
      {
        confirmation: cashConfirmation?.id,
        kind: 'reversed',
        at: later(0.5).toISOString(),
        by_name: 'สมศรี เหรัญญิก',
        name: 'ขวัญ สมาชิก',
        amount: 450,
      },
    ]);
  });

  it('exports the figures, each seat with its slips’ references and the differences, as CSV and as XLSX', async () => {
    const download = (format: 'csv' | 'xlsx') =>
      call(t, apiRoutes.meetingCashUpExport, { token: staff.token, params: { id: meetingId }, query: { format } });
    const date = bangkokDate(new Date(START.getTime() - 3 * HOUR));
    const csv = await download('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="cash-up-${date}\\.csv"`));
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(csv.body).map((record) => record.fields);
    expect(rows).toContainEqual(['รวม', '3700.00']);
    expect(rows).toContainEqual(['ส่วนต่าง (ยอดที่ได้รับ − ยอดที่ควรได้รับ)', '-900.00']);
    const kamol = rows.find((row) => row[0] === 'กมล สมาชิก');
    expect(kamol).toEqual([
      'กมล สมาชิก',
      'สมาชิก',
      'กมล สมาชิก',
      '450.00',
      'ใช่',
      'ใช่',
      'ใช่',
      'โอนเงิน',
      expect.stringMatching(/^\d+$/),
      'TR-KAMOL-0001',
    ]);
    expect(rows).toContainEqual(['ชำระซ้ำ', 'ฌาน แขก', 'ผู้เยี่ยมชม', '650.00']);

    const xlsx = await download('xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="cash-up-${date}\\.xlsx"`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values).toContainEqual([
      'ชนก แขก',
      'ผู้เยี่ยมชม',
      'ชนก แขก',
      650,
      'ไม่ใช่',
      'ไม่ใช่',
      'ใช่',
      'โอนเงิน',
      expect.any(String),
      'TR-CHANOK-0001',
    ]);
    expect(values).toContainEqual(['ส่วนต่าง (ยอดที่ได้รับ − ยอดที่ควรได้รับ)', -900]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'cash_up.export'));
    expect(audits.map((entry) => entry.details)).toEqual([
      { format: 'csv', seats: 8 },
      { format: 'xlsx', seats: 8 },
    ]);
  });

  it('answers plain members and the Visitor Host 403, and lets an Admin read but not close', async () => {
    for (const token of [memberToken, hostToken]) {
      expect((await view(token)).statusCode).toBe(403);
      expect((await call(t, apiRoutes.meetingHeadcount, { token, params: { id: meetingId } })).statusCode).toBe(403);
      const file = await call(t, apiRoutes.meetingCashUpExport, {
        token,
        params: { id: meetingId },
        query: { format: 'csv' },
      });
      expect(file.statusCode).toBe(403);
      expect((await call(t, apiRoutes.closeCashUp, { token, params: { id: meetingId } })).statusCode).toBe(403);
    }
    expect((await view(adminToken)).statusCode).toBe(200);
    expect((await call(t, apiRoutes.closeCashUp, { token: adminToken, params: { id: coming } })).statusCode).toBe(403);
  });
});

describe('the venue’s headcount (issue 35)', () => {
  it('counts members coming (not on leave, not saying they will miss it, sending no substitute), substitutes and visitors', async () => {
    const t = await startTestApp({ now: () => START });
    onTestFinished(() => t.close());
    const staff = await createStaff(t.db);
    const token = await t.login(staff.phone);
    const meeting = await createMeeting(t.db, { startsAt: new Date(START.getTime() + 2 * DAY) });
    const day = bangkokDate(meeting.startsAt);
    const shifted = (days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
    const [onLeave, willMiss, sends, leaveAndSends, comes, leaveEnded] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => createMember(t.db)),
    );
    await createMember(t.db, { active: false });
    const leave = (memberId: number, startsOn: string, endsOn: string, status: 'approved' | 'refused') =>
      t.db.insert(leaveRequests).values({
        memberId,
        startsOn,
        endsOn,
        reason: 'เดินทางต่างประเทศ',
        requestedAt: START,
        status,
        decidedAt: START,
        decidedBy: staff.id,
        ...(status === 'refused' && { refusalReason: 'ค่าประชุมยังค้าง' }),
      });
    await leave(onLeave?.id as number, shifted(-1), shifted(1), 'approved');
    await leave(leaveAndSends?.id as number, day, day, 'approved');
    await leave(leaveEnded?.id as number, shifted(-7), shifted(-1), 'approved');
    await leave(comes?.id as number, day, day, 'refused');
    await t.db.insert(absenceNotices).values({ eventId: meeting.id, memberId: willMiss?.id as number, saidAt: START });
    // A notice taken back counts for nothing.
    await t.db
      .insert(absenceNotices)
      .values({ eventId: meeting.id, memberId: comes?.id as number, saidAt: START, withdrawnAt: START });
    const guest = (kind: 'visitor' | 'substitute', host: number) =>
      addGuest(t.db, { eventId: meeting.id, kind, host, firstName: 'แขก', priceSatang: 60_000 });
    await guest('substitute', sends?.id as number);
    await guest('substitute', leaveAndSends?.id as number);
    await guest('visitor', comes?.id as number);
    await guest('visitor', staff.id);
    const cancelled = await guest('visitor', comes?.id as number);
    await t.db
      .update(guests)
      .set({ cancelledAt: START, cancelledBy: staff.id })
      .where(eq(guests.id, cancelled.guest.id));

    const headcount = (await call(t, apiRoutes.meetingHeadcount, { token, params: { id: meeting.id } })).data();
    // Active: staff and the six; not coming: on leave (2), will miss (1), sending a substitute (2, one also on leave).
    expect(headcount).toMatchObject({ members: 3, substitutes: 2, visitors: 2, total: 7, on_leave: 2, will_miss: 1 });
    expect(headcount.meeting).toEqual({
      id: meeting.id,
      name: meeting.name,
      starts: meeting.startsAt.toISOString(),
      ends: meeting.endsAt.toISOString(),
    });
  });
});

describe('the cash-up runs a fixed number of SQL statements, however many seats the meeting has', () => {
  it('GET /api/meetings/:id/cash-up/ of a closed meeting runs as many statements for 2 seats as for 14', async () => {
    const t = await startTestApp({ now: () => START });
    onTestFinished(() => t.close());
    const staff = await createStaff(t.db);
    const token = await t.login(staff.phone);
    const meeting = await createMeeting(t.db, { startsAt: new Date(START.getTime() - 3 * HOUR) });
    const grow = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const member = await createMember(t.db);
        const own = await createRegistration(t.db, { memberId: member.id, eventId: meeting.id });
        await confirm(t.db, {
          payer: { memberId: member.id },
          by: staff.id,
          at: new Date(START.getTime() + (i + 1) * 1000),
          receivedSatang: 45_000,
          paid: [own],
          slipRefs: [`TR-GROW-${member.id}`],
        });
        await checkIn(t.db, meeting.id, { memberId: member.id }, staff.id, START);
        const visitor = await addGuest(t.db, {
          eventId: meeting.id,
          kind: 'visitor',
          host: member.id,
          firstName: 'เยือน',
          priceSatang: 65_000,
        });
        await confirm(t.db, {
          payer: { guestId: visitor.guest.id },
          by: staff.id,
          at: START,
          receivedSatang: 130_000,
          paid: [visitor.seat],
        });
      }
    };
    const statementsOf = async () => {
      const request = { method: 'GET' as const, url: `/api/meetings/${meeting.id}/cash-up/`, headers: bearer(token) };
      expect((await t.app.inject(request)).statusCode).toBe(200);
      const statements: string[] = [];
      const stop = t.database.onQuery((sql) => statements.push(sql));
      try {
        const response = await t.app.inject(request);
        expect(response.statusCode).toBe(200);
        return { statements, body: response.json<TCashUp>() };
      } finally {
        stop();
      }
    };
    await grow(1);
    expect((await call(t, apiRoutes.closeCashUp, { token, params: { id: meeting.id } })).statusCode).toBe(200);
    const small = await statementsOf();
    await grow(6);
    const large = await statementsOf();

    expect(small.body.seats).toHaveLength(2);
    expect(large.body.seats).toHaveLength(14);
    expect(large.body.differences.filter((row) => row.kind === 'paid_twice')).toHaveLength(7);
    expect(large.body.late_changes).toHaveLength(7);
    expect(large.statements).toHaveLength(small.statements.length);
  });
});
