import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { snapshot } from '../../../test/db-snapshot.ts';
import {
  createAdmin,
  createEvent,
  createMeeting,
  createMember,
  createStaff,
  createVisitorHost,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, checkIns, guests, meetingClosings } from '../../db/schema/index.ts';
import { bangkokDateTimeText } from '../../lib/bangkok-time.ts';

const MINUTE = 60_000;

/**
 * Checking people in at the door (issue 35): by code or by a tap on the name, late after the
 * on-time mark, once per person whoever races, undone only once, and only by the door's roles.
 */
describe('check-ins at the meeting’s door', () => {
  let t: TestApp;
  const clock = { now: new Date('2027-07-01T00:00:00Z') };
  const later = (minutes: number) => new Date(clock.now.getTime() + minutes * MINUTE);
  let host: { id: number; token: string };

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock.now });
    const row = await createVisitorHost(t.db, { firstName: 'ต้อนรับ', lastName: 'หน้างาน' });
    host = { id: row.id, token: await t.login(row.phone) };
  });
  afterAll(() => t.close());

  /** A meeting starting `startsIn` minutes from now (its series is on time for 10 minutes). */
  const meetingIn = (startsIn = 0, overrides: Parameters<typeof createMeeting>[1] = {}) =>
    createMeeting(t.db, { startsAt: later(startsIn), endsAt: later(startsIn + 120), ...overrides });
  const checkIn = (meetingId: number, body: { code?: string; member?: number; guest?: number }, token = host.token) =>
    call(t, apiRoutes.doorCheckIn, { token, params: { id: meetingId }, body });
  const undo = (meetingId: number, checkInId: number, token = host.token) =>
    call(t, apiRoutes.doorUndoCheckIn, { token, params: { id: meetingId, checkInId } });
  const refusal = (response: { json: () => { non_field_errors?: string[]; detail?: string } }) =>
    response.json().non_field_errors?.[0] ?? response.json().detail;
  const liveRows = (meetingId: number) =>
    t.db
      .select()
      .from(checkIns)
      .where(eq(checkIns.eventId, meetingId))
      .then((rows) => rows.filter((r) => !r.undoneAt));

  async function guestOf(meetingId: number, values: Partial<typeof guests.$inferInsert> = {}) {
    const inviter = await createMember(t.db);
    const [guest] = await t.db
      .insert(guests)
      .values({
        eventId: meetingId,
        kind: 'visitor',
        hostMemberId: inviter.id,
        firstName: 'วิภา',
        lastName: 'มาเยือน',
        phone: '0865550000',
        ...values,
      })
      .returning();
    return guest as typeof guests.$inferSelect;
  }

  it('is on time up to the series’ on-time mark and late after it, and audits who checked whom in', async () => {
    const meeting = await meetingIn(-10);
    const [onTime, late] = [await createMember(t.db), await createMember(t.db)];
    const first = await checkIn(meeting.id, { member: onTime.id });
    expect(first.statusCode).toBe(201);
    expect(first.data()).toMatchObject({
      detail: apiMessages.checkedIn(`${onTime.firstName} ${onTime.lastName}`),
      check_in: { late: false, how: 'tap', by_name: 'ต้อนรับ หน้างาน' },
    });
    clock.now = later(1);
    const second = await checkIn(meeting.id, { member: late.id });
    expect(second.data()).toMatchObject({
      detail: apiMessages.checkedInLate(`${late.firstName} ${late.lastName}`),
      check_in: { late: true },
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'door.check_in'));
    expect(audits).toContainEqual(
      expect.objectContaining({
        actorId: host.id,
        subjectType: 'member',
        subjectId: String(late.id),
        details: { event: meeting.id, checkIn: second.data().check_in.id, how: 'tap', late: true },
      }),
    );
  });

  it('checks a person in once when two hosts check them in at the same moment, by code and by tap', async () => {
    const meeting = await meetingIn();
    const person = await createMember(t.db);
    const token = await t.login(person.phone);
    const { code } = (await call(t, apiRoutes.memberCheckInCode, { token, params: { id: meeting.id } })).data();
    const answers = await Promise.all([checkIn(meeting.id, { code }), checkIn(meeting.id, { member: person.id })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    const at = bangkokDateTimeText(clock.now).slice(11);
    expect(refusal(refused as (typeof answers)[number])).toBe(
      apiMessages.alreadyCheckedIn(`${person.firstName} ${person.lastName}`, at),
    );
    expect(await liveRows(meeting.id)).toHaveLength(1);
  });

  it('refuses someone already checked in, changing nothing, and leaves their code unused', async () => {
    const meeting = await meetingIn();
    const person = await createMember(t.db);
    const token = await t.login(person.phone);
    // A code asked for before the host tapped the name, shown after it.
    const { code } = (await call(t, apiRoutes.memberCheckInCode, { token, params: { id: meeting.id } })).data();
    expect((await checkIn(meeting.id, { member: person.id })).statusCode).toBe(201);
    const before = await snapshot(t.db, t.blobDir);
    const again = await checkIn(meeting.id, { code });
    expect(again.statusCode).toBe(409);
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
  });

  it('undoes a check-in once, audited, and the person can be checked in again', async () => {
    const meeting = await meetingIn();
    const person = await createMember(t.db);
    const first = (await checkIn(meeting.id, { member: person.id })).data().check_in;
    const undone = await undo(meeting.id, first.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.data().detail).toBe(apiMessages.checkInUndone);
    expect(await liveRows(meeting.id)).toHaveLength(0);
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.id, first.id));
    expect(row).toMatchObject({ undoneBy: host.id, undoneAt: clock.now });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'door.check_in_undo'), eq(auditLog.subjectId, String(person.id))));
    expect(audit?.details).toEqual({ event: meeting.id, checkIn: first.id });

    const twice = await undo(meeting.id, first.id);
    expect(twice.statusCode).toBe(409);
    expect(refusal(twice)).toBe(apiMessages.checkInAlreadyUndone);
    expect((await checkIn(meeting.id, { member: person.id })).statusCode).toBe(201);
    const elsewhere = await undo((await meetingIn()).id, first.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(refusal(elsewhere)).toBe(apiMessages.checkInNotFound);
  });

  it('taps in only an active member, or a guest of this meeting who still comes', async () => {
    const meeting = await meetingIn();
    const inactive = await createMember(t.db, { active: false });
    const otherGuest = await guestOf((await meetingIn()).id);
    const cancelled = await guestOf(meeting.id, { cancelledAt: later(-60) });
    const erased = await guestOf(meeting.id, { erasedAt: later(-60) });
    const before = await snapshot(t.db, t.blobDir);
    const inactiveAnswer = await checkIn(meeting.id, { member: inactive.id });
    expect(inactiveAnswer.statusCode).toBe(404);
    expect(refusal(inactiveAnswer)).toBe(apiMessages.doorMemberNotFound);
    expect(refusal(await checkIn(meeting.id, { guest: otherGuest.id }))).toBe(apiMessages.doorGuestNotFound);
    expect(refusal(await checkIn(meeting.id, { guest: erased.id }))).toBe(apiMessages.doorGuestNotFound);
    expect(refusal(await checkIn(meeting.id, { guest: cancelled.id }))).toBe(apiMessages.doorGuestCancelled);
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);

    const substitute = await guestOf(meeting.id, { kind: 'substitute', firstName: 'ตัวแทน', lastName: 'มาแทน' });
    const answer = await checkIn(meeting.id, { guest: substitute.id });
    expect(answer.data()).toMatchObject({ name: 'ตัวแทน มาแทน', kind: 'substitute' });
  });

  it('refuses events that are not weekly meetings, cancelled meetings and meetings whose attendance is closed', async () => {
    const person = await createMember(t.db);
    const event = await createEvent(t.db, { startsAt: later(0), endsAt: later(120) });
    const cancelled = await meetingIn(0, { cancelledAt: later(-60) });
    const closed = await meetingIn(-180);
    await t.db.insert(meetingClosings).values({ eventId: closed.id, closedAt: later(-30), closedBy: host.id });
    expect(refusal(await checkIn(event.id, { member: person.id }))).toBe(apiMessages.doorOnlyForMeetings);
    expect(refusal(await checkIn(cancelled.id, { member: person.id }))).toBe(apiMessages.doorMeetingCancelled);
    expect(refusal(await checkIn(closed.id, { member: person.id }))).toBe(apiMessages.attendanceClosedNoCheckIn);
    expect((await checkIn(999_999, { member: person.id })).statusCode).toBe(404);
    const neither = await call(t, apiRoutes.doorCheckIn, { token: host.token, params: { id: event.id }, rawBody: {} });
    expect(neither.json()).toEqual({ non_field_errors: [apiMessages.checkInWhoRequired] });
  });

  it('lets the Visitor Host, the Secretary/Treasurer and an Admin at the door, and refuses a plain member', async () => {
    const meeting = await meetingIn();
    const staff = await t.login((await createStaff(t.db)).phone);
    const admin = await t.login((await createAdmin(t.db)).phone);
    const member = await createMember(t.db);
    const plain = await t.login(member.phone);
    for (const token of [host.token, staff, admin]) {
      expect((await call(t, apiRoutes.doorList, { token, params: { id: meeting.id } })).statusCode).toBe(200);
    }
    expect((await call(t, apiRoutes.doorList, { token: plain, params: { id: meeting.id } })).statusCode).toBe(403);
    expect((await checkIn(meeting.id, { member: member.id }, plain)).statusCode).toBe(403);
    const done = await checkIn(meeting.id, { member: member.id }, staff);
    expect((await undo(meeting.id, done.data().check_in.id, plain)).statusCode).toBe(403);
    expect((await call(t, apiRoutes.doorMeetings, { token: plain })).statusCode).toBe(403);
    expect(await liveRows(meeting.id)).toHaveLength(1);
  });
});
