import { randomBytes } from 'node:crypto';
import { ROLE_VICE_PRESIDENT } from '@chapter/contract/roles';
import type { ApiRouteName } from '@chapter/contract/routes';
import { apiRoutes } from '@chapter/contract/routes';
import type { FakeLine } from '@chapter/fake-line/server';
import {
  absenceNotices,
  attendance,
  checkIns,
  guests,
  leaveRequests,
  lineClaims,
  lineInvitations,
  meetingClosings,
  messageRuns,
  paymentConfirmations,
  privacyConsents,
  privacyNotices,
  registrations,
} from '../src/db/schema/index.ts';
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
} from './factories.ts';
import { BOT_USER_ID, CHANNEL_ID } from './line-test-app.ts';
import { lineSignature } from './line-webhook.ts';
import { distinctSlip } from './slip-images.ts';
import { bearer, type TestApp } from './test-app.ts';
import { visitLinkFor } from './visits.ts';

/**
 * The callers of the authorization matrix. `otherMember` is a second plain member; `host` holds the
 * Visitor Host role alone, `vp` the Vice President's.
 */
export const CALLERS = ['anonymous', 'member', 'otherMember', 'staff', 'admin', 'host', 'vp'] as const;
export type CallerName = (typeof CALLERS)[number];

export interface Caller {
  name: CallerName;
  /** Null for the anonymous caller. */
  phone: string | null;
  token: string | null;
  memberId: number | null;
}

/** What a cell sends; the method and path always come from the contract's route. */
export interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** Headers of its own: the webhook's signature, which LINE's platform computes. */
  headers?: Record<string, string>;
  /** Replaces the caller's token (sign-out spends a fresh one, so the caller's stays usable). */
  token?: string | null;
  /** Undoes what the cell set up or did that would change every later cell (a privacy notice in force). */
  after?: () => Promise<void>;
}

export interface World {
  t: TestApp;
  line: FakeLine;
  callers: Record<CallerName, Caller>;
}

const NOTICE_BODY = 'ประกาศความเป็นส่วนตัวสำหรับการทดสอบ: ชาปเตอร์เก็บชื่อ หมายเลขโทรศัพท์ และสลิป เพื่อทำบัญชี';

let phoneSequence = 0;
/** A phone number no factory hands out (factories use 0870…). */
const freshPhone = () => `0891${String(++phoneSequence).padStart(6, '0')}`;

const eventBody = () => {
  const start = new Date(Date.now() + 10 * 24 * 3600_000);
  return {
    name: 'ประชุมประจำสัปดาห์',
    location_name: 'โรงแรม',
    event_start_date_time: start.toISOString(),
    event_end_date_time: new Date(start.getTime() + 2 * 3600_000).toISOString(),
    price: 450,
  };
};

/** A signed image link as the API hands it out, split into the route's params and query. */
function splitImageLink(link: string): Call {
  const url = new URL(link, 'http://localhost');
  const id = /\/api\/payment\/image\/(\d+)\//.exec(url.pathname)?.[1];
  if (!id) throw new Error(`not a slip image link: ${link}`);
  return { params: { id }, query: Object.fromEntries(url.searchParams) };
}

/**
 * How each route is called in the matrix, with real data made fresh for the cell, so an allowed
 * call really succeeds and a refused one is refused for the caller, never for stale data.
 * Anything addressed by id names the FIRST member's resource, whoever calls.
 */
export function routeCalls(world: World): Record<ApiRouteName, (caller: Caller) => Promise<Call>> {
  const { t, line } = world;
  const owner = world.callers.member;
  const ownerId = owner.memberId as number;
  const inject = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload !== undefined && { payload }) });

  const upload = async (token: string | null) => {
    const response = await inject('POST', apiRoutes.createSlip.path, token, {
      image: await distinctSlip(),
      amount: 450,
    });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
    return response.json<{ id: number; image: string }>();
  };
  let ownersSlip: Promise<{ id: number; image: string }> | undefined;
  let strangersSlip: Promise<{ id: number; image: string }> | undefined;
  let leaveStretches = 0;

  /** The link that could open the owner's slip, as far as this caller can get one. */
  const imageLinkFor = async (caller: Caller): Promise<string> => {
    ownersSlip ??= upload(owner.token);
    const slip = await ownersSlip;
    if (caller.name === 'member') {
      const history = await inject('GET', apiRoutes.paymentHistory.path, owner.token);
      return history.json<{ id: number; image: string }[]>().find((row) => row.id === slip.id)?.image ?? '';
    }
    if (caller.name === 'staff') {
      const list = await inject('GET', `/api/payment/detail-list/${ownerId}/`, caller.token);
      return list.json<{ id: number; image: string }[]>().find((row) => row.id === slip.id)?.image ?? '';
    }
    // Nobody else is ever given a link to it: the best they can do is a real link of another
    // slip (the other member's own) with the id changed.
    strangersSlip ??= upload(world.callers.otherMember.token);
    const borrowed = await strangersSlip;
    return borrowed.image.replace(`/image/${borrowed.id}/`, `/image/${slip.id}/`);
  };

  const standIns = {
    member: createMember,
    otherMember: createMember,
    staff: createStaff,
    admin: createAdmin,
    host: createVisitorHost,
    vp: (db: TestApp['db']) => createMember(db, { roles: [ROLE_VICE_PRESIDENT] }),
  };
  const boundMember = () => createMember(t.db, { lineUserId: `U${randomBytes(16).toString('hex')}` });
  const ownersRegistration = async () => {
    const event = await createEvent(t.db);
    return { event, registration: await createRegistration(t.db, { memberId: ownerId, eventId: event.id }) };
  };
  const substituteBody = () => ({
    first_name: 'สมปอง',
    last_name: 'แทนกัน',
    phone: freshPhone(),
    company: 'บริษัท ตัวแทน',
  });
  const memberBody = (phone: string) => ({ first_name: 'สมหญิง', last_name: 'ใจดี', phone, roles: [], active: true });

  return {
    login: async () => ({ body: { username: (await createMember(t.db)).phone } }),
    liffLogin: async () => {
      const member = await createMember(t.db);
      const user = line.addUser({ displayName: 'Somsri' });
      const token = line.issueAccessToken({ userId: user.userId, channelId: CHANNEL_ID });
      return { body: { username: member.phone, liff_access_token: token } };
    },
    signOut: async (caller) => ({ token: caller.phone ? await t.login(caller.phone) : null }),
    // Ending every session of the caller would end the token the rest of the matrix uses, so a
    // new member with the caller's roles signs out everywhere instead.
    signOutEverywhere: async (caller) => ({
      token: caller.name === 'anonymous' ? null : await t.login((await standIns[caller.name](t.db)).phone),
    }),
    profile: async () => ({}),
    availableEvents: async () => ({}),
    registerEvent: async () => ({ body: { event: (await createEvent(t.db)).id } }),
    unregisterEvent: async () => ({ body: { event: (await ownersRegistration()).event.id } }),
    paymentHistory: async () => ({}),
    createSlip: async () => ({ body: { image: await distinctSlip(), amount: 450 } }),
    deleteSlip: async () => ({ params: { id: (await upload(owner.token)).id } }),
    slipImage: async (caller) => splitImageLink(await imageLinkFor(caller)),
    unvalidatedMembers: async () => ({}),
    paymentDetailList: async () => ({ params: { memberId: ownerId } }),
    submitPayment: async () => ({
      body: {
        registrations: [(await ownersRegistration()).registration.id],
        payments: [],
        waiver_reason: 'ยกเว้นค่าใช้จ่าย',
      },
    }),
    // Made in the database: refused calls leave the slip waiting, and uploads would reach the cap.
    acceptSlipsAsCredit: async () => ({ body: { payments: [(await createSlip(t.db, { memberId: ownerId })).id] } }),
    refuseSlip: async () => ({
      params: { id: (await createSlip(t.db, { memberId: ownerId })).id },
      body: { reason: 'สลิปไม่ชัด' },
    }),
    // A slip the provider could not check: staff may ask again (the fake answers "not found").
    checkSlipAgain: async () => ({
      params: {
        id: (
          await createSlip(t.db, {
            memberId: ownerId,
            qrStatus: 'read',
            sendingBank: '004',
            transRef: `MATRIX${randomBytes(6).toString('hex')}`,
            verification: {
              provider: 'slipok',
              checked_at: new Date().toISOString(),
              outcome: 'error',
              problems: [],
              amount: null,
              receiver: null,
              transferred_at: null,
              message: 'timeout',
            },
          })
        ).id,
      },
    }),
    paymentConfirmations: async () => ({ query: { month: '2026-11' } }),
    reverseConfirmation: async () => ({ params: { id: await ownersConfirmation() }, body: { reason: 'ยืนยันผิด' } }),
    paymentExport: async () => ({ query: { month: '2026-11', format: 'csv' } }),
    promptPayQr: async () => ({}),
    memberList: async () => ({}),
    lineBindings: async () => ({}),
    removeLineBinding: async () => ({ params: { memberId: (await boundMember()).id } }),
    lineAccountMembers: async () => ({}),
    lineClaims: async () => ({}),
    approveLineClaim: async () => ({ params: { id: await pendingClaim() } }),
    refuseLineClaim: async () => ({ params: { id: await pendingClaim() } }),
    createLineInvitations: async () => ({ body: { members: [(await createMember(t.db)).id] } }),
    revokeLineInvitation: async () => ({ params: { id: await liveInvitation() } }),
    publicProfile: async () => ({ params: { id: await publicCardIdOfOwner() } }),
    vcard: async () => ({ params: { id: await publicCardIdOfOwner() } }),
    // Every field shown and the card kept visible: each caller edits only their own card, and the
    // owner's card must still open for the public routes and the card page.
    updateCard: async () => ({
      body: { hidden: false, shown_fields: ['phone', 'email', 'company', 'position', 'website', 'picture'] },
    }),
    newCardAddress: async () => ({}),
    eventsOfMonth: async () => ({ params: { month: 11, year: 2026 } }),
    submitBniVerified: async () => ({
      params: { eventId: (await ownersRegistration()).event.id },
      body: { attendees: [ownerId] },
    }),
    sendPushMessage: async () => ({ body: { members: [ownerId], message: 'ประชุมพรุ่งนี้ 7 โมงเช้า' } }),
    messageRun: async () => {
      const [run] = await t.db
        .insert(messageRuns)
        .values({
          key: `matrix:${randomBytes(6).toString('hex')}`,
          kind: 'manual',
          plan: {
            audience: { type: 'members', ids: [ownerId] },
            content: { type: 'text', text: 'สวัสดี' },
            reminder: false,
          },
          dueAt: new Date(),
          status: 'done',
        })
        .returning({ id: messageRuns.id });
      return { params: { id: run?.id ?? 0 } };
    },
    outbox: async () => ({}),
    channelQuota: async () => ({}),
    previewMessage: async () => ({ body: { members: [ownerId], member: ownerId, template: 'reminder' } }),
    reminderRules: async () => ({}),
    createReminderRule: async () => ({ body: { kind: 'weekly', weekday: 1, time: '09:00', message: null } }),
    setReminderRuleActive: async () => ({
      params: { id: (await createReminderRule(t.db, { createdBy: ownerId })).id },
      body: { active: false },
    }),
    deleteReminderRule: async () => ({ params: { id: (await createReminderRule(t.db, { createdBy: ownerId })).id } }),
    setRemindersOff: async () => ({ body: { reminders_off: true } }),
    config: async () => ({}),
    health: async () => ({}),
    openApi: async () => ({}),
    adminEvents: async () => ({ query: { month: '11', year: '2026' } }),
    adminCreateEvent: async () => ({ body: eventBody() }),
    adminUpdateEvent: async () => ({ params: { id: (await createEvent(t.db)).id }, body: eventBody() }),
    adminCancelEvent: async () => ({ params: { id: (await ownersRegistration()).event.id } }),
    adminDeleteEvent: async () => ({ params: { id: (await createEvent(t.db)).id } }),
    adminMembers: async () => ({ query: { search: 'สมาชิก' } }),
    adminCreateMember: async () => ({ body: memberBody(freshPhone()) }),
    adminUpdateMember: async () => {
      const member = await createMember(t.db);
      return { params: { id: member.id }, body: memberBody(member.phone) };
    },
    adminPreviewMemberImport: async () => ({
      body: { csv: `first_name,last_name,phone\nสมใจ,ทดสอบ,${freshPhone()}\n` },
    }),
    adminImportMembers: async () => ({ body: { csv: `first_name,last_name,phone\nสมใจ,ทดสอบ,${freshPhone()}\n` } }),
    adminExportMembers: async () => ({}),
    mySubstitutes: async () => ({}),
    sendSubstitute: async () => ({ params: { id: (await createMeeting(t.db)).id }, body: substituteBody() }),
    // The owner's substitute: someone else has none at that meeting to cancel.
    cancelSubstitute: async () => {
      const meeting = await createMeeting(t.db);
      const sent = await inject('POST', `/api/meetings/${meeting.id}/substitute/`, owner.token, substituteBody());
      if (sent.statusCode !== 201) throw new Error(`substitute not sent: ${sent.body}`);
      return { params: { id: meeting.id } };
    },
    createVisitInvitation: async () => ({ params: { id: (await createMeeting(t.db)).id } }),
    myVisitors: async () => ({}),
    // A visitor's link is public: anyone holding it may use it, whoever else they are.
    visit: async () => ({
      query: { visit: (await visitLinkFor(t, owner.token as string, { registered: false })).visit },
    }),
    visitRegister: async () => {
      const link = await visitLinkFor(t, owner.token as string, { registered: false });
      return {
        query: { visit: link.visit },
        body: {
          notice_version: link.noticeVersion,
          first_name: 'วิภา',
          last_name: 'มาเยือน',
          company: 'บริษัท',
          business_category: 'ประกันภัย',
          phone: freshPhone(),
        },
      };
    },
    visitSlip: async () => ({
      query: { visit: (await visitLinkFor(t, owner.token as string)).visit },
      body: { image: await distinctSlip(), amount: 650 },
    }),
    // Agreeing again is a no-op that shows the registration: the link is the key, whoever holds it.
    visitAgree: async () => {
      const link = await visitLinkFor(t, owner.token as string);
      return { query: { visit: link.visit }, body: { notice_version: link.noticeVersion } };
    },
    visitPayAtDoor: async () => ({ query: { visit: (await visitLinkFor(t, owner.token as string)).visit } }),
    unvalidatedGuests: async () => ({}),
    guestPaymentDetailList: async () => ({
      params: { guestId: (await visitLinkFor(t, owner.token as string)).guestId as number },
    }),
    // Registering needs a visitors' notice in force: the one a visitor's link publishes if there is none.
    registerVisitorByStaff: async () => {
      await visitLinkFor(t, owner.token as string, { registered: false });
      return {
        params: { id: (await createMeeting(t.db)).id },
        body: {
          first_name: 'ประภา',
          last_name: 'โทรมา',
          company: 'บริษัท',
          business_category: 'บัญชี',
          phone: freshPhone(),
        },
      };
    },
    meetingGuestsExport: async () => ({
      params: { id: (await createMeeting(t.db)).id },
      query: { format: 'csv' },
    }),
    // Each cell checks in the owner at a meeting of its own.
    memberCheckInCode: async () => ({ params: { id: (await createMeeting(t.db)).id } }),
    visitCheckInCode: async () => ({ query: { visit: (await visitLinkFor(t, owner.token as string)).visit } }),
    doorMeetings: async () => ({}),
    doorList: async () => ({ params: { id: (await createMeeting(t.db)).id } }),
    doorCheckIn: async () => ({ params: { id: (await createMeeting(t.db)).id }, body: { member: ownerId } }),
    doorUndoCheckIn: async () => {
      const { meeting, checkInId } = await ownersCheckIn();
      return { params: { id: meeting.id, checkInId } };
    },
    // A walk-in needs the visitors' notice in force: the one a visitor's link publishes if there is none.
    doorWalkIn: async () => {
      await visitLinkFor(t, owner.token as string, { registered: false });
      return {
        params: { id: (await createMeeting(t.db)).id },
        body: {
          first_name: 'มานะ',
          last_name: 'เดินเข้า',
          company: 'บริษัท',
          business_category: 'ก่อสร้าง',
          phone: freshPhone(),
          invited_by: ownerId,
          agreed: true,
        },
      };
    },
    // The owner's visitor pays 650 baht in cash: anyone at the door but the owner may take it.
    doorTakeCash: async () => {
      const { meeting, registrationId } = await ownersVisitorSeat();
      return { params: { id: meeting.id }, body: { registration: registrationId, received: 650 } };
    },
    meetingHeadcount: async () => ({ params: { id: (await createMeeting(t.db)).id } }),
    meetingCashUp: async () => ({ params: { id: (await createMeeting(t.db)).id } }),
    meetingCashUpExport: async () => ({ params: { id: (await createMeeting(t.db)).id }, query: { format: 'csv' } }),
    closeCashUp: async () => ({ params: { id: (await endedMeeting()).id } }),
    saySkipMeeting: async () => ({ params: { id: (await createMeeting(t.db)).id } }),
    // The owner said they would miss it: nobody else has anything to take back.
    withdrawSkipMeeting: async () => {
      const meeting = await createMeeting(t.db);
      await t.db.insert(absenceNotices).values({ eventId: meeting.id, memberId: ownerId, saidAt: new Date() });
      return { params: { id: meeting.id } };
    },
    requestLeave: async () => ({ body: { ...leaveDays(), reason: 'เดินทางไปต่างประเทศ' } }),
    withdrawLeave: async () => ({ params: { id: await ownersLeave() } }),
    leaveRequests: async () => ({}),
    approveLeave: async () => ({ params: { id: await ownersLeave() } }),
    refuseLeave: async () => ({ params: { id: await ownersLeave() }, body: { reason: 'ช่วงนี้มีงานของชาปเตอร์' } }),
    myAttendance: async () => ({}),
    attendanceMeetings: async () => ({}),
    attendanceSheet: async () => ({ params: { id: (await endedMeeting()).id } }),
    closeAttendance: async () => ({ params: { id: (await endedMeeting()).id } }),
    correctAttendance: async () => ({
      params: { id: (await closedMeeting()).id, memberId: ownerId },
      body: { status: 'P', visitors: 1 },
    }),
    markAttendanceEntered: async () => ({ params: { id: (await closedMeeting()).id } }),
    attendanceExport: async () => ({ params: { id: (await closedMeeting()).id }, query: { format: 'xlsx' } }),
    attendanceAtRisk: async () => ({}),
    remindAbsent: async () => ({ body: { members: [ownerId] } }),
    adminMeetingSeries: async () => ({}),
    adminSaveMeetingSeries: async () => ({
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
    }),
    adminSettings: async () => ({}),
    adminUpdateSettings: async () => ({
      body: { chapter_name: 'ชาปเตอร์ทดสอบ', bank_name: null, bank_account_holder: null, bank_account_number: null },
    }),
    adminAuditLog: async () => ({ query: { member: String(ownerId) } }),
    privacyNotice: async () => ({}),
    // A notice in force would refuse every later cell until agreed to: each cell that makes one removes it.
    agreeToPrivacyNotice: async () => {
      await t.db.insert(privacyNotices).values({ version: 1, body: NOTICE_BODY });
      return { body: { version: 1 }, after: withdrawNotices };
    },
    myData: async () => ({}),
    erasureCheck: async () => ({}),
    // Erasing the caller would end the session the rest of the matrix uses: a stand-in erases itself.
    eraseMe: async (caller) => ({
      token: caller.name === 'anonymous' ? null : await t.login((await standIns[caller.name](t.db)).phone),
      body: { confirm: true },
    }),
    adminErasureCheck: async () => ({ params: { id: ownerId } }),
    adminEraseMember: async () => ({ params: { id: (await createMember(t.db)).id }, body: { confirm: true } }),
    adminPrivacy: async () => ({}),
    adminPublishNotice: async () => ({ body: { body: NOTICE_BODY }, after: withdrawNotices }),
    // The visitors' notice asks nothing of members: later cells are not held up by it.
    adminPublishGuestNotice: async () => ({ body: { body: NOTICE_BODY } }),
    adminUpdateRetention: async () => ({
      body: { validated_slip_days: 1825, refused_slip_days: 90, audit_ip_days: 90, guest_days: 365 },
    }),
    // A guest is found by phone: each cell has a visit by a phone of its own.
    adminGuestData: async () => ({ query: { phone: await guestVisit() } }),
    adminEraseGuest: async () => ({ body: { phone: await guestVisit(), confirm: true } }),
    // Signed as LINE's platform signs it: whoever holds the channel secret is LINE, whatever else they send.
    lineWebhook: async () => {
      const body = { destination: BOT_USER_ID, events: [] };
      return { body, headers: { 'x-line-signature': lineSignature(JSON.stringify(body)) } };
    },
    // Makes the menus on the fake LINE the first time and keeps them after: no input to vary.
    rebuildRichMenus: async () => ({}),
  };

  /** A substitute the owner sent, by a fresh phone; answers the phone. */
  async function guestVisit(): Promise<string> {
    const meeting = await createMeeting(t.db);
    const phone = freshPhone();
    await t.db.insert(guests).values({
      eventId: meeting.id,
      kind: 'substitute',
      hostMemberId: ownerId,
      firstName: 'สมปอง',
      lastName: 'แทนกัน',
      phone,
    });
    return phone;
  }

  /** A weekly meeting that ended yesterday. */
  function endedMeeting() {
    const start = Date.now() - 26 * 3600_000;
    return createMeeting(t.db, { startsAt: new Date(start), endsAt: new Date(start + 2 * 3600_000) });
  }

  /** An ended meeting whose attendance is closed, with the owner absent. */
  async function closedMeeting() {
    const meeting = await endedMeeting();
    const vp = await createMember(t.db, { roles: [ROLE_VICE_PRESIDENT] });
    await t.db.insert(meetingClosings).values({ eventId: meeting.id, closedAt: new Date(), closedBy: vp.id });
    await t.db.insert(attendance).values({ eventId: meeting.id, memberId: ownerId, status: 'A', closedStatus: 'A' });
    return meeting;
  }

  /** A new stretch of days, far from every other: a leave that overlaps no other request. */
  function leaveDays() {
    const first = Date.now() + (400 + ++leaveStretches * 10) * 24 * 3600_000;
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return { starts_on: day(first), ends_on: day(first + 3 * 24 * 3600_000) };
  }

  /** A pending leave request of the owner's. */
  async function ownersLeave(): Promise<number> {
    const { starts_on, ends_on } = leaveDays();
    const [row] = await t.db
      .insert(leaveRequests)
      .values({ memberId: ownerId, startsOn: starts_on, endsOn: ends_on, reason: 'ลาพักร้อน', requestedAt: new Date() })
      .returning({ id: leaveRequests.id });
    return row?.id as number;
  }

  /** A live check-in of the owner at a meeting of its own, made by a host. */
  async function ownersCheckIn() {
    const meeting = await createMeeting(t.db);
    const host = await createVisitorHost(t.db);
    const [row] = await t.db
      .insert(checkIns)
      .values({
        eventId: meeting.id,
        memberId: ownerId,
        checkedInAt: new Date(),
        checkedInBy: host.id,
        how: 'tap',
        late: false,
      })
      .returning({ id: checkIns.id });
    return { meeting, checkInId: row?.id as number };
  }

  /** A visitor the owner invited, with their unpaid seat at the visitor fee. */
  async function ownersVisitorSeat() {
    const meeting = await createMeeting(t.db);
    const [guest] = await t.db
      .insert(guests)
      .values({
        eventId: meeting.id,
        kind: 'visitor',
        hostMemberId: ownerId,
        firstName: 'วิภา',
        lastName: 'เงินสด',
        phone: freshPhone(),
      })
      .returning({ id: guests.id });
    const guestId = guest?.id as number;
    const [seat] = await t.db
      .insert(registrations)
      .values({ guestId, seatGuestId: guestId, eventId: meeting.id, priceSatang: 65_000 })
      .returning({ id: registrations.id });
    return { meeting, registrationId: seat?.id as number };
  }

  async function withdrawNotices(): Promise<void> {
    await t.db.delete(privacyConsents);
    await t.db.delete(privacyNotices);
  }

  /** A confirmation of the owner's that took 100 baht as credit. */
  async function ownersConfirmation(): Promise<number> {
    const staff = await createStaff(t.db);
    const [row] = await t.db
      .insert(paymentConfirmations)
      .values({
        memberId: ownerId,
        confirmedBy: staff.id,
        confirmedAt: new Date(),
        receivedSatang: 10_000,
        appliedSatang: 0,
      })
      .returning();
    return row?.id as number;
  }

  /** A plain member's pending claim by a new LINE account, as the mini-app makes it. */
  async function pendingClaim(): Promise<number> {
    const member = await createMember(t.db);
    const [claim] = await t.db
      .insert(lineClaims)
      .values({ lineUserId: `U${randomBytes(16).toString('hex')}`, lineDisplayName: 'Somsri', phone: member.phone })
      .returning();
    return claim?.id as number;
  }

  async function liveInvitation(): Promise<number> {
    const member = await createMember(t.db);
    const [invitation] = await t.db
      .insert(lineInvitations)
      .values({
        memberId: member.id,
        tokenHash: randomBytes(32).toString('hex'),
        expiresAt: new Date(Date.now() + 24 * 3600_000),
      })
      .returning();
    return invitation?.id as number;
  }

  async function publicCardIdOfOwner(): Promise<string> {
    const profile = await inject('GET', apiRoutes.profile.path, owner.token);
    return profile.json<{ public_card_id: string }>().public_card_id;
  }
}
