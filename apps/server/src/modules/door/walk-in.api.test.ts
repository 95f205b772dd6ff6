import type { TWalkInRequest } from '@chapter/contract/door';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { snapshot } from '../../../test/db-snapshot.ts';
import { createMeeting, createMember, createVisitorHost } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, checkIns, guestNotices, guests, registrations } from '../../db/schema/index.ts';

const MINUTE = 60_000;

/**
 * A visitor who walks in (issue 35): registered on the host's phone with the visitors' notice in
 * force, owing the visitor fee, and checked in, all at once or not at all.
 */
describe('a walk-in visitor at the door', () => {
  let t: TestApp;
  const clock = { now: new Date('2027-09-02T00:00:00Z') };
  const later = (minutes: number) => new Date(clock.now.getTime() + minutes * MINUTE);
  let host: { id: number; token: string };
  let inviter: number;

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock.now });
    const row = await createVisitorHost(t.db, { firstName: 'ต้อนรับ', lastName: 'หน้างาน' });
    host = { id: row.id, token: await t.login(row.phone) };
    inviter = (await createMember(t.db, { firstName: 'สมชาย', lastName: 'ชวนมา' })).id;
  });
  afterAll(() => t.close());

  const walkIn = (meetingId: number, body: Partial<TWalkInRequest> = {}) =>
    call(t, apiRoutes.doorWalkIn, {
      token: host.token,
      params: { id: meetingId },
      rawBody: {
        first_name: 'ประภา',
        last_name: 'เดินมา',
        company: 'บริษัท เดินมา จำกัด',
        business_category: 'บัญชี',
        phone: '086-777-1234',
        invited_by: inviter,
        agreed: true,
        ...body,
      },
    });
  const refusal = (response: { json: () => { non_field_errors?: string[]; detail?: string } }) =>
    response.json().non_field_errors?.[0] ?? response.json().detail;

  it('is refused while no visitors’ notice is published, writing nothing', async () => {
    const meeting = await createMeeting(t.db, { startsAt: later(-10), endsAt: later(110) });
    const before = await snapshot(t.db, t.blobDir);
    expect(refusal(await walkIn(meeting.id))).toBe(apiMessages.staffVisitorNoNotice);
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
    await t.db.insert(guestNotices).values({ version: 1, body: 'ประกาศสำหรับผู้เยี่ยมชม' });
  });

  it('registers the visitor with their seat at the visitor fee and checks them in, late past the on-time mark', async () => {
    const meeting = await createMeeting(t.db, { startsAt: later(-30), endsAt: later(90) });
    const response = await walkIn(meeting.id);
    expect(response.statusCode).toBe(201);
    const answer = response.data();
    expect(answer).toMatchObject({
      detail: apiMessages.walkInCheckedIn('ประภา เดินมา'),
      fee: 650,
      check_in: { how: 'walk_in', late: true, by_name: 'ต้อนรับ หน้างาน' },
    });
    const [guest] = await t.db.select().from(guests).where(eq(guests.id, answer.guest));
    expect(guest).toMatchObject({
      eventId: meeting.id,
      kind: 'visitor',
      hostMemberId: inviter,
      createdBy: host.id,
      phone: '0867771234',
      noticeVersion: 1,
      agreedAt: clock.now,
    });
    const [seat] = await t.db.select().from(registrations).where(eq(registrations.id, answer.registration));
    expect(seat).toMatchObject({ guestId: answer.guest, seatGuestId: answer.guest, priceSatang: 65_000, paidAt: null });
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.guestId, answer.guest));
    expect(row).toMatchObject({ eventId: meeting.id, how: 'walk_in', checkedInBy: host.id, late: true });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'door.walk_in'));
    expect(audit).toMatchObject({ actorId: host.id, subjectType: 'guest', subjectId: String(answer.guest) });

    const listed = (await call(t, apiRoutes.doorList, { token: host.token, params: { id: meeting.id } })).data();
    expect(listed.people.find((person) => person.guest === answer.guest)).toMatchObject({
      kind: 'visitor',
      host_name: 'สมชาย ชวนมา',
      seat: { fee: 650, paid: false },
      check_in: { how: 'walk_in' },
    });
  });

  it('refuses an unknown or inactive inviter under the inviter field, writing nothing', async () => {
    const meeting = await createMeeting(t.db, { startsAt: later(-10), endsAt: later(110) });
    const inactive = await createMember(t.db, { active: false });
    const before = await snapshot(t.db, t.blobDir);
    for (const invited_by of [999_999, inactive.id]) {
      const response = await walkIn(meeting.id, { invited_by });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ invited_by: [apiMessages.walkInInviterNotFound] });
    }
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
  });

  it('refuses a meeting that ended or was cancelled, and a visitor who did not agree to the notice', async () => {
    const ended = await createMeeting(t.db, { startsAt: later(-180), endsAt: later(-60) });
    const cancelled = await createMeeting(t.db, { startsAt: later(-10), endsAt: later(110), cancelledAt: later(-600) });
    const open = await createMeeting(t.db, { startsAt: later(-10), endsAt: later(110) });
    const before = await snapshot(t.db, t.blobDir);
    expect(refusal(await walkIn(ended.id))).toBe(apiMessages.walkInMeetingEnded);
    expect(refusal(await walkIn(cancelled.id))).toBe(apiMessages.doorMeetingCancelled);
    const disagreed = await walkIn(open.id, { agreed: false as true });
    expect(disagreed.json()).toEqual({ agreed: [apiMessages.guestNoticeAgreeRequired] });
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
  });
});
