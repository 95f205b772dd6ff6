import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { TVisit } from '@chapter/contract/visitors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { snapshot } from '../../../test/db-snapshot.ts';
import { createAdmin, createEvent, createMeeting, createMember, createStaff } from '../../../test/factories.ts';
import { slipDataUrl } from '../../../test/slip-images.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { decodeQr, readThaiQr } from '../../../test/thai-qr.ts';
import { visitLinkFor } from '../../../test/visits.ts';
import { auditLog, guests, paymentConfirmations } from '../../db/schema/index.ts';
import { demoTransRef, renderTransferSlip } from '../../demo/slip-image.ts';
import { GUEST_NOTICE_TEMPLATE } from '../privacy/notice-template.ts';

const HOUR = 3600_000;
const visitor = {
  first_name: 'วิภา',
  last_name: 'มาเยือน',
  company: 'บริษัท เยือน จำกัด',
  business_category: 'ประกันภัย',
  phone: '086-555-1234',
};

describe('a visitor invited to a weekly meeting registers and pays through their link (ADR 55)', () => {
  let t: TestApp;
  const clock = { now: new Date('2027-05-03T03:00:00Z') };
  const later = (hours: number) => new Date(clock.now.getTime() + hours * HOUR);
  let noticeVersion: number;
  let adminToken: string;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp({
      now: () => clock.now,
      visitLimits: { requestsPerAddress: 1000, missesPerAddress: 1000, windowMs: 600_000 },
    });
    const admin = await createAdmin(t.db);
    adminToken = await t.login(admin.phone);
    await call(t, apiRoutes.adminUpdateSettings, {
      token: adminToken,
      body: {
        chapter_name: null,
        bank_name: null,
        bank_account_holder: null,
        bank_account_number: null,
        promptpay_id: '0898765432',
      },
    });
    const published = await call(t, apiRoutes.adminPublishGuestNotice, {
      token: adminToken,
      body: { body: GUEST_NOTICE_TEMPLATE },
    });
    expect(published.statusCode).toBe(201);
    noticeVersion = published.json().guest_notices[0].version;
  });
  afterAll(() => t.close());

  async function member(make = createMember) {
    const row = await make(t.db);
    return { id: row.id, token: await t.login(row.phone) };
  }
  async function invite(token: string, eventId: number) {
    const response = await call(t, apiRoutes.createVisitInvitation, { token, params: { id: eventId } });
    expect(response.statusCode).toBe(201);
    return new URL(response.json().url, 'https://chapter.example').searchParams.get('visit') as string;
  }
  const view = (visit: string) => call(t, apiRoutes.visit, { query: { visit } });
  const register = (visit: string, body: object = { notice_version: noticeVersion, ...visitor }) =>
    call(t, apiRoutes.visitRegister, { query: { visit }, rawBody: body });
  async function slipImage(amountBaht: number, transRef?: string) {
    const transferredAt = new Date(clock.now.getTime() - 10 * 60_000);
    const bytes = await renderTransferSlip({
      sendingBank: '004',
      transRef: transRef ?? demoTransRef('004', transferredAt, ++serial),
      amountBaht,
      transferredAt,
      senderName: 'วิภา มาเยือน',
      receiverName: 'ชาปเตอร์ทดสอบ',
      receiverAccount: '089-876-5432',
    });
    return slipDataUrl(bytes, 'png');
  }
  const sendSlip = async (visit: string, amount: number, transRef?: string) =>
    call(t, apiRoutes.visitSlip, { query: { visit }, rawBody: { image: await slipImage(amount, transRef), amount } });

  it('shows the meeting and the notice, registers once with consent, and gives a QR for exactly the visitor fee', async () => {
    const host = await member();
    const meeting = await createMeeting(t.db, { startsAt: later(24), endsAt: later(26), locationName: 'โรงแรมริเวอร์' });
    const link = await invite(host.token, meeting.id);
    const before = (await view(link)).json() as TVisit;
    expect(before).toMatchObject({
      meeting: { id: meeting.id, visitor_fee: 650, location_name: 'โรงแรมริเวอร์' },
      notice: { version: noticeVersion },
      visitor: null,
      promptpay: null,
    });

    const registered = await register(link);
    expect(registered.statusCode).toBe(201);
    const visit = registered.json() as TVisit;
    expect(visit.visitor).toMatchObject({ first_name: 'วิภา', phone: '0865551234', status: 'registered', owed: 650 });
    const qr = readThaiQr(await decodeQr(visit.promptpay?.image as string));
    expect(qr.amount).toBe('650.00');
    expect(qr.ids).toContainEqual(['01', '0066898765432']);
    expect(qr.crcValid).toBe(true);

    // The same link cannot register a second visitor, nor overwrite the first.
    const again = await register(link, { notice_version: noticeVersion, ...visitor, first_name: 'คนอื่น' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(apiMessages.visitAlreadyRegistered);
    expect(((await view(link)).json() as TVisit).visitor?.first_name).toBe('วิภา');

    // The inviting member sees them, with where they stand.
    const mine = (await call(t, apiRoutes.myVisitors, { token: host.token })).json();
    expect(mine).toEqual([expect.objectContaining({ visitor_name: 'วิภา มาเยือน', status: 'registered' })]);
    const entry = await t.db.select().from(auditLog).where(eq(auditLog.action, 'visitor.register'));
    expect(entry).toHaveLength(1);
  });

  it('a visitor’s transfer reference refuses a member’s later slip, and a member’s refuses a visitor’s', async () => {
    const host = await member();
    const payer = await member();
    const meeting = await createMeeting(t.db, { startsAt: later(48), endsAt: later(50) });
    const first = await invite(host.token, meeting.id);
    await register(first);
    const reference = demoTransRef('004', new Date(clock.now.getTime() - 10 * 60_000), 9001);
    const sent = await sendSlip(first, 650, reference);
    expect(sent.statusCode).toBe(201);
    expect((sent.json() as TVisit).visitor?.status).toBe('slip_waiting');

    const memberSlip = await call(t, apiRoutes.createSlip, {
      token: payer.token,
      rawBody: { image: await slipImage(650, reference), amount: 650 },
    });
    expect(memberSlip.statusCode).toBe(400);
    expect(memberSlip.json().image[0]).toContain('เลขอ้างอิง');

    const memberReference = demoTransRef('004', new Date(clock.now.getTime() - 10 * 60_000), 9002);
    const memberFirst = await call(t, apiRoutes.createSlip, {
      token: payer.token,
      rawBody: { image: await slipImage(450, memberReference), amount: 450 },
    });
    expect(memberFirst.statusCode).toBe(201);
    const second = await invite(host.token, meeting.id);
    await register(second, { notice_version: noticeVersion, ...visitor, phone: '0865550000' });
    const before = await snapshot(t.db, t.blobDir);
    const taken = await sendSlip(second, 650, memberReference);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().image[0]).toContain('เลขอ้างอิง');
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
  });

  it('staff confirm a visitor’s fee, audited; the staff member who invited them cannot', async () => {
    const inviter = await member(createStaff);
    const other = await member(createStaff);
    const meeting = await createMeeting(t.db, { startsAt: later(72), endsAt: later(74) });
    const link = await invite(inviter.token, meeting.id);
    await register(link, { notice_version: noticeVersion, ...visitor, phone: '0865551111' });
    await sendSlip(link, 650);

    const listed = await call(t, apiRoutes.unvalidatedGuests, { token: inviter.token });
    expect(listed.statusCode, listed.body).toBe(200);
    const queue = listed.json();
    const guest = queue.find((row: { meeting: { id: number } }) => row.meeting.id === meeting.id);
    expect(guest).toMatchObject({ kind: 'visitor', sum_amount: 650, waiting_slips: 1, cannot_confirm: 'invited' });
    const slips = (
      await call(t, apiRoutes.guestPaymentDetailList, { token: other.token, params: { guestId: guest.id } })
    ).json();
    const body = { registrations: [guest.unpaid_registrations[0].id], payments: [slips[0].id] };

    const refused = await call(t, apiRoutes.submitPayment, { token: inviter.token, body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(apiMessages.invitedGuestNeedsOtherStaff);
    const refusedSlip = await call(t, apiRoutes.refuseSlip, {
      token: inviter.token,
      params: { id: slips[0].id },
      body: { reason: 'ยอดไม่ตรง' },
    });
    expect(refusedSlip.statusCode).toBe(403);

    const confirmed = await call(t, apiRoutes.submitPayment, { token: other.token, body });
    expect(confirmed.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(paymentConfirmations)
      .where(eq(paymentConfirmations.id, confirmed.json().confirmation));
    expect(row).toMatchObject({ guestId: guest.id, memberId: null, confirmedBy: other.id, receivedSatang: 65_000 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.confirm'))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({ actorId: other.id, subjectType: 'guest', subjectId: String(guest.id) });
    expect(((await view(link)).json() as TVisit).visitor).toMatchObject({
      status: 'paid',
      owed: 0,
      can_send_slip: false,
    });

    // An Admin's reversal makes the fee owed again and the slip wait again, on the visitor's link too.
    const reversed = await call(t, apiRoutes.reverseConfirmation, {
      token: adminToken,
      params: { id: confirmed.json().confirmation },
      body: { reason: 'ยืนยันผิดคน' },
    });
    expect(reversed.statusCode).toBe(200);
    expect(((await view(link)).json() as TVisit).visitor).toMatchObject({ status: 'slip_waiting', owed: 650 });
    const [reversal] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.reverse'));
    expect(reversal).toMatchObject({ subjectType: 'guest', subjectId: String(guest.id) });
  });

  it('a refused slip shows its reason and the visitor sends another; choosing the door is kept', async () => {
    const host = await member();
    const staff = await member(createStaff);
    const meeting = await createMeeting(t.db, { startsAt: later(96), endsAt: later(98) });
    const link = await invite(host.token, meeting.id);
    await register(link, { notice_version: noticeVersion, ...visitor, phone: '0865552222' });
    const door = await call(t, apiRoutes.visitPayAtDoor, { query: { visit: link } });
    expect((door.json() as TVisit).visitor?.status).toBe('pay_at_door');
    const sent = (await sendSlip(link, 600)).json() as TVisit;
    const slipId = sent.visitor?.slips[0]?.id as number;
    const waitingAgain = await sendSlip(link, 650);
    expect(waitingAgain.json().detail ?? waitingAgain.json().non_field_errors?.[0]).toBe(apiMessages.visitSlipWaiting);
    await call(t, apiRoutes.refuseSlip, {
      token: staff.token,
      params: { id: slipId },
      body: { reason: 'ยอดโอนไม่ครบ' },
    });
    const refused = (await view(link)).json() as TVisit;
    expect(refused.visitor).toMatchObject({ status: 'refused', can_send_slip: true });
    expect(refused.visitor?.slips[0]).toMatchObject({ status: 'refused', refusal_reason: 'ยอดโอนไม่ครบ' });
    expect((await sendSlip(link, 650)).statusCode).toBe(201);
  });

  it('refuses in Thai, changing nothing: unknown, expired and cancelled links, a started meeting, a stale notice, bad fields', async () => {
    const host = await member();
    const before = await snapshot(t.db, t.blobDir);
    const unknown = await view('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(apiMessages.visitLinkInvalid);
    expect((await view('short')).statusCode).toBe(400);
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);

    const event = await createEvent(t.db, { startsAt: later(24), endsAt: later(26) });
    const notMeeting = await call(t, apiRoutes.createVisitInvitation, { token: host.token, params: { id: event.id } });
    expect(notMeeting.json().non_field_errors?.[0] ?? notMeeting.json().detail).toBe(
      apiMessages.visitorsOnlyForMeetings,
    );

    const meeting = await createMeeting(t.db, { startsAt: later(5), endsAt: later(7) });
    const link = await invite(host.token, meeting.id);
    const stale = await register(link, { ...visitor, notice_version: noticeVersion + 5 });
    expect(stale.statusCode).toBe(409);
    const missing = await register(link, { notice_version: noticeVersion, ...visitor, first_name: ' ', phone: '12' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      first_name: [apiMessages.firstNameRequired],
      phone: [apiMessages.phoneInvalid],
    });
    const unregistered = await sendSlip(link, 650);
    expect(unregistered.statusCode).toBe(400);

    clock.now = later(6);
    try {
      const started = await register(link);
      expect(started.json().non_field_errors?.[0] ?? started.json().detail).toBe(apiMessages.visitMeetingStarted);
      clock.now = later(2);
      expect((await view(link)).statusCode).toBe(404);
    } finally {
      clock.now = new Date('2027-05-03T03:00:00Z');
    }
  });

  it('flags a phone’s third visit within six months for staff, and still lets it register', async () => {
    const host = await member();
    const staff = await member(createStaff);
    const phone = '0865553333';
    for (const hours of [-24 * 30, -24 * 7]) {
      const past = await createMeeting(t.db, { startsAt: later(hours), endsAt: later(hours + 2) });
      // Earlier visits of the phone, as their registrations left them.
      await t.db.insert(guests).values({
        eventId: past.id,
        kind: 'visitor',
        hostMemberId: host.id,
        firstName: 'วิภา',
        lastName: 'มาเยือน',
        phone,
      });
    }
    const meeting = await createMeeting(t.db, { startsAt: later(120), endsAt: later(122) });
    const link = await invite(host.token, meeting.id);
    await register(link, { notice_version: noticeVersion, ...visitor, phone });
    await sendSlip(link, 650);
    const queue = (await call(t, apiRoutes.unvalidatedGuests, { token: staff.token })).json();
    expect(queue.find((row: { meeting: { id: number } }) => row.meeting.id === meeting.id)?.third_visit).toBe(true);
  });
});

describe('visitors’ links are public by design, so each address is counted (ADR 55)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ visitLimits: { requestsPerAddress: 4, missesPerAddress: 2, windowMs: 600_000 } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the requests of an address, and sooner to one guessing links; another address goes on', async () => {
    const host = await createMember(t.db);
    const link = (await visitLinkFor(t, await t.login(host.phone), { registered: false })).visit;
    const from = (remoteAddress: string, visit = link) => call(t, apiRoutes.visit, { query: { visit }, remoteAddress });
    for (let i = 0; i < 4; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: apiMessages.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 2; i++) expect((await from('203.0.113.8', 'B'.repeat(43))).statusCode).toBe(404);
    expect((await from('203.0.113.8')).statusCode).toBe(429);
    expect((await from('203.0.113.9')).statusCode).toBe(200);
  });
});
