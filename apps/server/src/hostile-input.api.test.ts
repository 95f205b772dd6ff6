import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROLE_VICE_PRESIDENT } from '@chapter/contract/roles';
import type { RouteDef } from '@chapter/contract/route';
import { type ApiRouteName, apiRoutes } from '@chapter/contract/routes';
import { startFakeLine } from '@chapter/fake-line/server';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../test/db-snapshot.ts';
import {
  createAdmin,
  createEvent,
  createMeeting,
  createMember,
  createRegistration,
  createReminderRule,
  createSlip,
  createStaff,
  createVisitorHost,
} from '../test/factories.ts';
import { type HostileRequest, hostileRequests, type RouteSample } from '../test/hostile-requests.ts';
import { BOT_USER_ID, CHANNEL_ACCESS_TOKEN, CHANNEL_ID, MESSAGING_CHANNEL_SECRET } from '../test/line-test-app.ts';
import { chatEvents, lineSignature } from '../test/line-webhook.ts';
import { bearer, startTestApp, type TestApp } from '../test/test-app.ts';
import { visitLinkFor } from '../test/visits.ts';
import {
  attendance,
  checkIns,
  guests,
  leaveRequests,
  lineClaims,
  lineInvitations,
  meetingClosings,
  messageRuns,
  privacyNotices,
  registrations,
} from './db/schema/index.ts';

/** Fixed, so a failure in CI is the same failure on a laptop (fast-check prints the seed and path too). */
const SEED = 20_261_122;
const RUNS_PER_ROUTE = 40;

type RouteWithInput = {
  [K in ApiRouteName]: (typeof apiRoutes)[K] extends { params: unknown } | { query: unknown } | { body: unknown }
    ? K
    : never;
}[ApiRouteName];

const takesInput = (route: RouteDef) => Boolean(route.params ?? route.query ?? route.body);
const routesWithInput = Object.entries(apiRoutes as Record<string, RouteDef>).filter(([, route]) => takesInput(route));

const THAI = /[\u0E00-\u0E7F]/;

/** The API's refusal shapes: `{detail}` or field → messages, every message Thai and non-empty. */
function expectRefusalShape(response: LightMyRequestResponse, request: HostileRequest): void {
  const where = `${request.kind} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  const keys = Object.keys(body);
  expect(keys.length, where).toBeGreaterThan(0);
  const messages =
    keys.length === 1 && keys[0] === 'detail'
      ? [body.detail]
      : Object.values(body).flatMap((value) => {
          expect(Array.isArray(value) && value.length > 0, where).toBe(true);
          return value as unknown[];
        });
  for (const message of messages) {
    expect(typeof message, where).toBe('string');
    expect(message as string, where).toMatch(THAI);
  }
}

describe('hostile input to every route that takes input', () => {
  let t: TestApp;
  let closeLine: () => Promise<void>;
  const tokens = {} as Record<RouteDef['access'], string>;
  let samples: Record<RouteWithInput, RouteSample>;
  const figures = { tried: 0, refused: 0, accepted: 0, serverErrors: 0 };

  beforeAll(async () => {
    const line = await startFakeLine({ loginChannels: [CHANNEL_ID], messagingAccessToken: CHANNEL_ACCESS_TOKEN });
    closeLine = () => line.close();
    t = await startTestApp({
      config: {
        line: {
          loginChannelIds: [CHANNEL_ID],
          loginChannelSecret: line.loginChannelSecret(CHANNEL_ID),
          channelAccessToken: CHANNEL_ACCESS_TOKEN,
          apiBaseUrl: line.url,
          dataApiBaseUrl: line.url,
          channelSecret: MESSAGING_CHANNEL_SECRET,
        },
      },
      // The limits are tested elsewhere; here every request should reach validation.
      loginLimits: { failuresPerAddress: 1e6, attemptsPerPhone: 1e6, windowMs: 60_000, codeRequestsPerAddress: 1e6 },
      cardLimits: { requestsPerAddress: 1e6, missesPerAddress: 1e6, windowMs: 60_000 },
    });
    // The callers get ids no hostile path segment ('0x10', '1e1', random digits) is likely to reach,
    // so a request that happens to be valid edits a victim, never the caller's own role or session.
    await createMember(t.db, { id: 900_001, phone: '0810000001', lineUserId: `U${'d'.repeat(32)}` });
    await createStaff(t.db, { id: 900_002, phone: '0810000002' });
    await createAdmin(t.db, { id: 900_003, phone: '0810000003' });
    tokens.public = '';
    tokens.member = await t.login('0810000001');
    tokens.staff = await t.login('0810000002');
    tokens.admin = await t.login('0810000003');
    // Either role may call these; the Secretary/Treasurer is the less trusted of the two.
    tokens.staff_or_admin = tokens.staff;
    // The door admits three roles; the Visitor Host, who holds no other, is the least trusted.
    await createVisitorHost(t.db, { id: 900_004, phone: '0810000004' });
    tokens.door = await t.login('0810000004');
    await createMember(t.db, { id: 900_005, phone: '0810000005', roles: [ROLE_VICE_PRESIDENT] });
    tokens.vp = await t.login('0810000005');
    // Attendance is followed up by the VP and the treasurer: the VP is the one with fewer other rights.
    tokens.officers = tokens.vp;

    const victim = await createMember(t.db, { phone: '0899000001', lineUserId: `U${'a'.repeat(32)}` });
    const other = await createMember(t.db, { phone: '0899000002' });
    const [event, eventToEdit, eventToCancel, eventToDelete] = await Promise.all(
      [1, 2, 3, 4].map(() => createEvent(t.db)),
    );
    if (!event || !eventToEdit || !eventToCancel || !eventToDelete) throw new Error('events not created');
    const registration = await createRegistration(t.db, { memberId: victim.id, eventId: event.id });
    // The member caller owes, so erasing themselves needs an acknowledgement the samples do not give.
    const owedEvent = await createEvent(t.db);
    await createRegistration(t.db, { memberId: 900_001, eventId: owedEvent.id });
    const eraseTarget = await createMember(t.db, { phone: '0899000003' });
    await createRegistration(t.db, { memberId: eraseTarget.id, eventId: owedEvent.id });
    const victimSlip = await createSlip(t.db, { memberId: victim.id });
    const ownSlip = await createSlip(t.db, { memberId: 900_001 });
    const [claim] = await t.db
      .insert(lineClaims)
      .values({ lineUserId: `U${'b'.repeat(32)}`, lineDisplayName: 'ผู้ขอ', phone: other.phone })
      .returning();
    const [invitation] = await t.db
      .insert(lineInvitations)
      .values({ memberId: other.id, tokenHash: 'c'.repeat(64), expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const lineUser = line.addUser({ displayName: 'เหยื่อ' });
    const liffToken = line.issueAccessToken({ userId: lineUser.userId, channelId: CHANNEL_ID });
    const start = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    const eventBody = {
      name: 'ประชุมประจำเดือน',
      location_name: 'โรงแรม',
      event_start_date_time: start.toISOString(),
      event_end_date_time: new Date(start.getTime() + 7200_000).toISOString(),
      price: 450,
      early_bird_price: 400,
      early_bird_end_date_time: new Date(start.getTime() - 86_400_000).toISOString(),
    };
    const memberBody = (phone: string) => ({
      first_name: 'สมหญิง',
      last_name: 'ใจดี',
      phone,
      email: 'somying@example.co.th',
      company: 'บริษัท',
      position: 'ผู้จัดการ',
      website: 'www.example.co.th',
      roles: [],
      active: true,
    });
    const rule = await createReminderRule(t.db, { createdBy: victim.id });
    const meeting = await createMeeting(t.db);
    const visitor = await visitLinkFor(t, tokens.member as string);
    const newVisit = await visitLinkFor(t, tokens.member as string, { registered: false });
    // A guest the privacy routes find by phone (issue 34).
    await t.db.insert(guests).values({
      eventId: meeting.id,
      kind: 'substitute',
      hostMemberId: 900_001,
      firstName: 'สมปอง',
      lastName: 'แทนกัน',
      phone: '0899000013',
    });
    // The door's samples: a check-in to undo and a visitor's seat to take cash for (issue 35).
    const [checkIn] = await t.db
      .insert(checkIns)
      .values({
        eventId: meeting.id,
        memberId: 900_001,
        checkedInAt: new Date(),
        checkedInBy: 900_004,
        how: 'tap',
        late: false,
      })
      .returning({ id: checkIns.id });
    const [cashGuest] = await t.db
      .insert(guests)
      .values({
        eventId: meeting.id,
        kind: 'visitor',
        hostMemberId: 900_001,
        firstName: 'วิภา',
        lastName: 'เงินสด',
        phone: '0899000014',
      })
      .returning({ id: guests.id });
    const [cashSeat] = await t.db
      .insert(registrations)
      .values({ guestId: cashGuest?.id, seatGuestId: cashGuest?.id, eventId: meeting.id, priceSatang: 65_000 })
      .returning({ id: registrations.id });
    // Attendance's samples: a meeting that has ended, one closed with the member absent, a leave request.
    const ended = await createMeeting(t.db, {
      startsAt: new Date(Date.now() - 26 * 3600_000),
      endsAt: new Date(Date.now() - 24 * 3600_000),
    });
    const closed = await createMeeting(t.db, {
      startsAt: new Date(Date.now() - 50 * 3600_000),
      endsAt: new Date(Date.now() - 48 * 3600_000),
    });
    await t.db.insert(meetingClosings).values({ eventId: closed.id, closedAt: new Date(), closedBy: 900_005 });
    await t.db.insert(attendance).values({ eventId: closed.id, memberId: 900_001, status: 'A', closedStatus: 'A' });
    const [leave] = await t.db
      .insert(leaveRequests)
      .values({
        memberId: 900_001,
        startsOn: '2099-01-05',
        endsOn: '2099-01-09',
        reason: 'ลา',
        requestedAt: new Date(),
      })
      .returning({ id: leaveRequests.id });
    // A staff send that has finished, to follow by its id.
    const [run] = await t.db
      .insert(messageRuns)
      .values({
        key: 'hostile:sent',
        kind: 'manual',
        plan: {
          audience: { type: 'members', ids: [900_001] },
          content: { type: 'text', text: 'สวัสดี' },
          reminder: false,
        },
        dueAt: new Date(),
        status: 'done',
      })
      .returning({ id: messageRuns.id });
    const csv = 'first_name,last_name,phone\nสมศักดิ์,ทดสอบ,0899000009\n';
    const webp = readFileSync(path.join(import.meta.dirname, '../test/fixtures/transfer-screenshot.webp'));

    // One valid input per route with input; the type makes a new route without a sample a compile error.
    samples = {
      login: { body: { username: '0899000002' } },
      liffLogin: { body: { username: '0899000002', liff_access_token: liffToken } },
      registerEvent: { body: { event: event.id } },
      unregisterEvent: { body: { event: event.id } },
      createSlip: { body: { image: `data:image/webp;base64,${webp.toString('base64')}` } },
      deleteSlip: { params: { id: ownSlip.id } },
      slipImage: {
        params: { id: victimSlip.id },
        query: { variant: 'full', expires: Math.floor(start.getTime() / 1000), signature: 'A'.repeat(43) },
      },
      paymentDetailList: { params: { memberId: victim.id } },
      submitPayment: { body: { registrations: [registration.id], payments: [victimSlip.id] } },
      acceptSlipsAsCredit: { body: { payments: [victimSlip.id], received: 450, received_reason: 'ยอดจริง' } },
      refuseSlip: { params: { id: victimSlip.id }, body: { reason: 'สลิปไม่ชัด' } },
      checkSlipAgain: { params: { id: victimSlip.id } },
      paymentConfirmations: { query: { month: '2026-11' } },
      reverseConfirmation: { params: { id: 1 }, body: { reason: 'ยืนยันผิด' } },
      paymentExport: { query: { month: '2026-11', format: 'xlsx' } },
      promptPayQr: { query: { registrations: String(registration.id) } },
      removeLineBinding: { params: { memberId: victim.id } },
      approveLineClaim: { params: { id: claim?.id as number } },
      refuseLineClaim: { params: { id: claim?.id as number } },
      createLineInvitations: { body: { members: [other.id], days: 14 } },
      revokeLineInvitation: { params: { id: invitation?.id as number } },
      publicProfile: { params: { id: victim.publicCardId } },
      vcard: { params: { id: other.publicCardId } },
      updateCard: { body: { hidden: false, shown_fields: ['phone', 'email', 'company'] } },
      eventsOfMonth: { params: { month: start.getUTCMonth() + 1, year: start.getUTCFullYear() } },
      submitBniVerified: { params: { eventId: event.id }, body: { attendees: [victim.id] } },
      sendPushMessage: { body: { members: [victim.id, other.id], message: 'สวัสดีครับ', altText: 'ข่าว' } },
      messageRun: { params: { id: run?.id as number } },
      previewMessage: { body: { members: [victim.id, other.id], member: victim.id, message: 'สวัสดี {ชื่อ}' } },
      createReminderRule: { body: { kind: 'before_event', days_before: 2, time: '09:00', message: null } },
      setReminderRuleActive: { params: { id: rule.id }, body: { active: false } },
      deleteReminderRule: { params: { id: rule.id } },
      setRemindersOff: { body: { reminders_off: true } },
      adminEvents: { query: { month: start.getUTCMonth() + 1, year: start.getUTCFullYear() } },
      adminCreateEvent: { body: eventBody },
      adminUpdateEvent: { params: { id: eventToEdit.id }, body: eventBody },
      adminCancelEvent: { params: { id: eventToCancel.id } },
      adminDeleteEvent: { params: { id: eventToDelete.id } },
      adminMembers: { query: { search: 'สม' } },
      adminCreateMember: { body: memberBody('0899000003') },
      adminUpdateMember: { params: { id: other.id }, body: memberBody('0899000002') },
      adminPreviewMemberImport: { body: { csv } },
      adminImportMembers: { body: { csv } },
      adminExportMembers: { query: { format: 'xlsx' } },
      adminUpdateSettings: {
        body: { chapter_name: 'ชาปเตอร์', bank_name: 'ธนาคาร', bank_account_holder: 'บัญชี', bank_account_number: '123' },
      },
      adminAuditLog: { query: { member: victim.id, from: '2026-01-01', to: '2026-12-31', before: 1_000 } },
      // The caller owes and the LINE token is someone else's: no single change to the body erases them.
      agreeToPrivacyNotice: { body: { version: 1 } },
      eraseMe: { body: { confirm: true, money_acknowledged: false, line_access_token: liffToken } },
      adminErasureCheck: { params: { id: eraseTarget.id } },
      adminEraseMember: { params: { id: eraseTarget.id }, body: { confirm: true, money_acknowledged: false } },
      adminPublishNotice: { body: { body: 'ประกาศความเป็นส่วนตัว '.repeat(5) } },
      adminPublishGuestNotice: { body: { body: 'ประกาศสำหรับผู้เยี่ยมชม '.repeat(5) } },
      adminUpdateRetention: {
        body: { validated_slip_days: 1825, refused_slip_days: 90, audit_ip_days: 90, guest_days: 365 },
      },
      adminGuestData: { query: { phone: '0899000013' } },
      adminEraseGuest: { body: { phone: '0899000013', confirm: true } },
      sendSubstitute: {
        params: { id: meeting.id },
        body: { first_name: 'สมปอง', last_name: 'แทนกัน', phone: '0899000011', company: 'บริษัท' },
      },
      cancelSubstitute: { params: { id: meeting.id } },
      createVisitInvitation: { params: { id: meeting.id } },
      visit: { query: { visit: visitor.visit } },
      visitRegister: {
        query: { visit: newVisit.visit },
        body: {
          notice_version: newVisit.noticeVersion,
          first_name: 'วิภา',
          last_name: 'มาเยือน',
          company: 'บริษัท',
          business_category: 'ประกันภัย',
          phone: '0899000012',
        },
      },
      visitSlip: {
        query: { visit: visitor.visit },
        body: { image: `data:image/webp;base64,${webp.toString('base64')}`, amount: 650 },
      },
      visitPayAtDoor: { query: { visit: visitor.visit } },
      visitAgree: { query: { visit: visitor.visit }, body: { notice_version: visitor.noticeVersion } },
      guestPaymentDetailList: { params: { guestId: visitor.guestId as number } },
      registerVisitorByStaff: {
        params: { id: meeting.id },
        body: {
          first_name: 'ประภา',
          last_name: 'โทรมา',
          company: 'บริษัท',
          business_category: 'บัญชี',
          phone: '0899000013',
        },
      },
      meetingGuestsExport: { params: { id: meeting.id }, query: { format: 'xlsx' } },
      memberCheckInCode: { params: { id: meeting.id } },
      visitCheckInCode: { query: { visit: visitor.visit } },
      doorList: { params: { id: meeting.id } },
      doorCheckIn: { params: { id: meeting.id }, body: { member: 900_001 } },
      doorUndoCheckIn: { params: { id: meeting.id, checkInId: checkIn?.id as number } },
      doorWalkIn: {
        params: { id: meeting.id },
        body: {
          first_name: 'มานะ',
          last_name: 'เดินเข้า',
          company: 'บริษัท',
          business_category: 'ก่อสร้าง',
          phone: '0899000015',
          invited_by: 900_001,
          agreed: true,
        },
      },
      doorTakeCash: { params: { id: meeting.id }, body: { registration: cashSeat?.id as number, received: 650 } },
      meetingHeadcount: { params: { id: meeting.id } },
      meetingCashUp: { params: { id: meeting.id } },
      meetingCashUpExport: { params: { id: meeting.id }, query: { format: 'xlsx' } },
      closeCashUp: { params: { id: ended.id } },
      saySkipMeeting: { params: { id: meeting.id } },
      withdrawSkipMeeting: { params: { id: meeting.id } },
      requestLeave: { body: { starts_on: '2099-03-02', ends_on: '2099-03-06', reason: 'เดินทาง' } },
      withdrawLeave: { params: { id: leave?.id as number } },
      approveLeave: { params: { id: leave?.id as number } },
      refuseLeave: { params: { id: leave?.id as number }, body: { reason: 'ไม่อนุมัติ' } },
      attendanceSheet: { params: { id: closed.id } },
      closeAttendance: { params: { id: ended.id } },
      correctAttendance: { params: { id: closed.id, memberId: 900_001 }, body: { status: 'P', visitors: 0 } },
      markAttendanceEntered: { params: { id: closed.id } },
      attendanceExport: { params: { id: closed.id }, query: { format: 'csv' } },
      remindAbsent: { body: { members: [900_001] } },
      // Signed (below), so the events reach validation and the queue rather than the signature check.
      lineWebhook: { body: { destination: BOT_USER_ID, events: [chatEvents.unfollow(`U${'f'.repeat(32)}`)] } },
      adminSaveMeetingSeries: {
        body: {
          name: 'ประชุมประจำสัปดาห์',
          weekday: 4,
          start_time: '06:30',
          end_time: '08:30',
          location_name: 'โรงแรม',
          price: 450,
          visitor_fee: 650,
          substitute_fee: 650,
          weeks_ahead: 4,
        },
      },
    } satisfies Record<RouteWithInput, RouteSample>;
  });

  afterAll(async () => {
    console.info(
      `hostile input [${process.env.TEST_DB_KIND ?? 'pglite'}]: ${figures.tried} requests to ${routesWithInput.length} routes, ` +
        `${figures.refused} refused (4xx), ${figures.accepted} accepted (2xx), ${figures.serverErrors} 5xx`,
    );
    await t.close();
    await closeLine();
  });

  it('has a sample to break for every route that takes input, and none for routes that take none', () => {
    const withInput = routesWithInput.map(([name]) => name).sort();
    expect(Object.keys(samples).sort()).toEqual(withInput);
  });

  it.each(routesWithInput)(
    '%s never answers 5xx, refuses in the error shape in Thai, and changes nothing when it refuses',
    async (name, route) => {
      const sample = samples[name as RouteWithInput];
      expect(sample, `no sample for ${name}`).toBeDefined();
      let before = await snapshot(t.db, t.blobDir);
      await fc.assert(
        fc.asyncProperty(hostileRequests(route, sample), async (request) => {
          const response = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: {
              ...(route.access !== 'public' && bearer(tokens[route.access])),
              ...(request.contentType !== undefined && { 'content-type': request.contentType }),
              ...(name === 'lineWebhook' &&
                request.payload !== undefined && { 'x-line-signature': lineSignature(request.payload) }),
            },
            ...(request.payload !== undefined && { payload: request.payload }),
          });
          figures.tried++;
          if (response.statusCode >= 500) figures.serverErrors++;
          expect(response.statusCode, `${request.kind}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode < 400) {
            figures.accepted++;
            // An accepted money change queues a LINE notice; let the worker write it before comparing.
            await t.app.messageJobs.settled();
            await t.app.lineChat.idle();
            before = await snapshot(t.db, t.blobDir);
            return;
          }
          figures.refused++;
          expectRefusalShape(response, request);
          // A session's token or a victim's role lost to an earlier valid request would hide validation.
          expect(response.statusCode, request.kind).not.toBe(401);
          expect(await snapshot(t.db, t.blobDir), `${request.kind} changed data`).toEqual(before);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
      // A notice in force would refuse every later route until agreed to (issue 19).
      if (name === 'adminPublishNotice') await t.db.delete(privacyNotices);
    },
  );
});
