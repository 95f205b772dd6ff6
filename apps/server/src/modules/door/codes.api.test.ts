import { CHECK_IN_CODE_ALPHABET, CHECK_IN_CODE_SECONDS, formatCheckInCode } from '@chapter/contract/door';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { snapshot } from '../../../test/db-snapshot.ts';
import { createMeeting, createMember, createVisitorHost } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkInCodes, checkIns, guestNotices } from '../../db/schema/index.ts';
import { bangkokDateTimeText } from '../../lib/bangkok-time.ts';
import { hashToken } from '../../lib/tokens.ts';

const MINUTE = 60_000;

/**
 * A person's check-in code (issue 35, ADR 56): single use, for one person and one meeting, short-lived,
 * replaced by the next one asked for, and unforgeable. A refused code checks in nobody.
 */
describe('check-in codes at the meeting’s door', () => {
  let t: TestApp;
  const clock = { now: new Date('2027-06-03T00:00:00Z') };
  const later = (minutes: number) => new Date(clock.now.getTime() + minutes * MINUTE);
  let hostToken: string;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp({
      now: () => clock.now,
      visitLimits: { requestsPerAddress: 1000, missesPerAddress: 1000, windowMs: 600_000 },
    });
    const host = await createVisitorHost(t.db, { firstName: 'ต้อนรับ', lastName: 'หน้างาน' });
    hostToken = await t.login(host.phone);
    await t.db.insert(guestNotices).values({ version: 1, body: 'ประกาศสำหรับผู้เยี่ยมชม' });
  });
  afterAll(() => t.close());

  /** A meeting that started a few minutes ago (it runs two hours), in a week of its own. */
  const meetingNow = (overrides: Parameters<typeof createMeeting>[1] = {}) =>
    createMeeting(t.db, { startsAt: later(-5), endsAt: later(115), ...overrides });

  async function member() {
    const row = await createMember(t.db, { firstName: `สมาชิก${++serial}`, lastName: 'มีโค้ด' });
    return { ...row, token: await t.login(row.phone) };
  }
  const codeFor = (token: string, meetingId: number) =>
    call(t, apiRoutes.memberCheckInCode, { token, params: { id: meetingId } });
  const checkIn = (meetingId: number, body: { code?: string; member?: number; guest?: number }) =>
    call(t, apiRoutes.doorCheckIn, { token: hostToken, params: { id: meetingId }, body });
  const refusal = (response: { json: () => { non_field_errors?: string[]; detail?: string } }) =>
    response.json().non_field_errors?.[0] ?? response.json().detail;
  const liveCheckIns = async () => (await t.db.select().from(checkIns)).filter((row) => row.undoneAt === null);

  it('keeps only the code’s hash, and the code is ten characters good for two minutes', async () => {
    const meeting = await meetingNow();
    const { token } = await member();
    const response = await codeFor(token, meeting.id);
    expect(response.statusCode).toBe(200);
    const answer = response.data();
    expect(answer.code).toMatch(new RegExp(`^[${CHECK_IN_CODE_ALPHABET}]{10}$`));
    expect(answer).toMatchObject({ checked_in: false, meeting: { id: meeting.id, name: meeting.name } });
    expect(new Date(answer.expires).getTime()).toBe(clock.now.getTime() + CHECK_IN_CODE_SECONDS * 1000);
    const stored = JSON.stringify(await t.db.select().from(checkInCodes));
    expect(stored).not.toContain(answer.code);
    expect(stored).toContain(hashToken(answer.code));
  });

  it('checks the person in once: the same code again is refused as used, and one check-in stays', async () => {
    const meeting = await meetingNow();
    const person = await member();
    const { code } = (await codeFor(person.token, meeting.id)).data();
    const first = await checkIn(meeting.id, { code: formatCheckInCode(code).toLowerCase() });
    expect(first.statusCode).toBe(201);
    expect(first.data()).toMatchObject({ kind: 'member', check_in: { how: 'code', late: false } });
    expect(first.data().detail).toBe(apiMessages.checkedIn(first.data().name));

    const before = await snapshot(t.db, t.blobDir);
    const again = await checkIn(meeting.id, { code });
    expect(again.statusCode).toBe(400);
    expect(refusal(again)).toBe(apiMessages.checkInCodeUsed);
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
    expect((await liveCheckIns()).filter((row) => row.memberId === person.id)).toHaveLength(1);
    // Already in: the phone says so rather than showing a code.
    expect((await codeFor(person.token, meeting.id)).data()).toMatchObject({ checked_in: true, code: '' });
  });

  it('refuses an expired code, checking in nobody', async () => {
    const meeting = await meetingNow();
    const person = await member();
    const { code } = (await codeFor(person.token, meeting.id)).data();
    clock.now = later(CHECK_IN_CODE_SECONDS / 60);
    const before = await snapshot(t.db, t.blobDir);
    const response = await checkIn(meeting.id, { code });
    expect(refusal(response)).toBe(apiMessages.checkInCodeExpired);
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
  });

  it('refuses a forged code (one character changed) as unknown, checking in nobody', async () => {
    const meeting = await meetingNow();
    const person = await member();
    const { code } = (await codeFor(person.token, meeting.id)).data();
    const last = code.at(-1) as string;
    const forged = code.slice(0, -1) + (last === 'Z' ? 'Y' : 'Z');
    const before = await snapshot(t.db, t.blobDir);
    const response = await checkIn(meeting.id, { code: forged });
    expect(response.statusCode).toBe(400);
    expect(refusal(response)).toBe(apiMessages.checkInCodeUnknown);
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
    const malformed = await checkIn(meeting.id, { code: 'ABC' });
    expect(malformed.json()).toEqual({ code: [apiMessages.checkInCodeMalformed] });
  });

  it('refuses another meeting’s code by that meeting’s name and date, and leaves the code usable there', async () => {
    const here = await meetingNow();
    const there = await meetingNow({ name: 'ประชุมพิเศษ' });
    const person = await member();
    const { code } = (await codeFor(person.token, there.id)).data();
    const response = await checkIn(here.id, { code });
    expect(refusal(response)).toBe(
      apiMessages.checkInCodeOtherMeeting(`ประชุมพิเศษ ${bangkokDateTimeText(there.startsAt, true)}`),
    );
    expect(await liveCheckIns()).not.toContainEqual(expect.objectContaining({ memberId: person.id }));
    expect((await checkIn(there.id, { code })).statusCode).toBe(201);
  });

  it('refuses a code replaced by a newer one (an old screenshot), and the newer one works', async () => {
    const meeting = await meetingNow();
    const person = await member();
    const old = (await codeFor(person.token, meeting.id)).data().code;
    const fresh = (await codeFor(person.token, meeting.id)).data().code;
    expect(fresh).not.toBe(old);
    expect(refusal(await checkIn(meeting.id, { code: old }))).toBe(apiMessages.checkInCodeUnknown);
    expect((await checkIn(meeting.id, { code: fresh })).data().name).toBe(`${person.firstName} ${person.lastName}`);
  });

  it('checks in the person the code names and nobody else: two people’s codes, two check-ins', async () => {
    const meeting = await meetingNow();
    const [ann, ben] = [await member(), await member()];
    const annCode = (await codeFor(ann.token, meeting.id)).data().code;
    const benCode = (await codeFor(ben.token, meeting.id)).data().code;
    expect((await checkIn(meeting.id, { code: benCode })).data().name).toBe(`${ben.firstName} ${ben.lastName}`);
    const annIn = await checkIn(meeting.id, { code: annCode });
    expect(annIn.data().name).toBe(`${ann.firstName} ${ann.lastName}`);
    const rows = (await liveCheckIns()).filter((row) => row.eventId === meeting.id);
    expect(rows.map((row) => row.memberId).sort()).toEqual([ann.id, ben.id].sort());
  });

  it('gives no code for a meeting that ended or was cancelled, nor for an event that is not a weekly meeting', async () => {
    const { token } = await member();
    const ended = await meetingNow({ startsAt: later(-180), endsAt: later(-60) });
    const cancelled = await meetingNow({ cancelledAt: later(-60) });
    expect(refusal(await codeFor(token, ended.id))).toBe(apiMessages.doorMeetingEnded);
    expect(refusal(await codeFor(token, cancelled.id))).toBe(apiMessages.doorMeetingCancelled);
    expect(refusal(await codeFor(token, 999_999))).toBe(apiMessages.eventNotFound);
  });

  it('gives a registered visitor a code through their link, which checks them in as a visitor', async () => {
    const inviter = await member();
    const meeting = await createMeeting(t.db, { startsAt: later(60), endsAt: later(180) });
    const invited = await call(t, apiRoutes.createVisitInvitation, {
      token: inviter.token,
      params: { id: meeting.id },
    });
    const visit = new URL(invited.data().url, 'https://chapter.example').searchParams.get('visit') as string;
    const unregistered = await call(t, apiRoutes.visitCheckInCode, { query: { visit } });
    expect(refusal(unregistered)).toBe(apiMessages.visitNotRegistered);
    const registered = await call(t, apiRoutes.visitRegister, {
      query: { visit },
      body: {
        notice_version: 1,
        first_name: 'วิภา',
        last_name: 'มาเยือน',
        company: 'บริษัท เยือน จำกัด',
        business_category: 'ประกันภัย',
        phone: '086-555-1234',
      },
    });
    expect(registered.statusCode).toBe(201);

    const response = await call(t, apiRoutes.visitCheckInCode, { query: { visit } });
    expect(response.statusCode).toBe(200);
    const checkedIn = await checkIn(meeting.id, { code: response.data().code });
    expect(checkedIn.data()).toMatchObject({ name: 'วิภา มาเยือน', kind: 'visitor' });
    expect(refusal(await call(t, apiRoutes.visitCheckInCode, { query: { visit: 'x'.repeat(43) } }))).toBe(
      apiMessages.visitLinkInvalid,
    );
  });
});
