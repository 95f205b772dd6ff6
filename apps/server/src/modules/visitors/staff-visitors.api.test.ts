import type { TStaffVisitor } from '@chapter/contract/meeting-guests';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { TVisit } from '@chapter/contract/visitors';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { snapshot } from '../../../test/db-snapshot.ts';
import { createAdmin, createEvent, createMeeting, createMember, createStaff } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, guests, registrations } from '../../db/schema/index.ts';
import { parseCsv } from '../../lib/csv.ts';
import { GUEST_NOTICE_TEMPLATE } from '../privacy/notice-template.ts';
import { GUESTS_EXPORT_COLUMNS } from './guests-export.ts';

const HOUR = 3600_000;
const START = new Date('2027-05-03T03:00:00Z');
const visitor = {
  first_name: 'ประภา',
  last_name: 'โทรมา',
  company: 'บริษัท โทรมา จำกัด',
  business_category: 'บัญชี',
  phone: '086-777-1234',
};

describe('staff register a visitor who phoned, and export a meeting’s guests (issue 34)', () => {
  let t: TestApp;
  const clock = { now: START };
  const later = (hours: number) => new Date(clock.now.getTime() + hours * HOUR);
  let staff: { id: number; token: string };
  let member: { id: number; token: string };
  let adminToken: string;
  let noticeVersion: number | undefined;

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock.now });
    const admin = await createAdmin(t.db);
    adminToken = await t.login(admin.phone);
    const staffRow = await createStaff(t.db, { firstName: 'สมศรี', lastName: 'เลขา' });
    staff = { id: staffRow.id, token: await t.login(staffRow.phone) };
    const memberRow = await createMember(t.db, { firstName: 'สมชาย', lastName: 'ชวนมา' });
    member = { id: memberRow.id, token: await t.login(memberRow.phone) };
  });
  afterAll(() => t.close());

  /** The visitors' notice in force, published once by the admin. */
  async function notice() {
    if (noticeVersion === undefined) {
      const published = await call(t, apiRoutes.adminPublishGuestNotice, {
        token: adminToken,
        body: { body: GUEST_NOTICE_TEMPLATE },
      });
      expect(published.statusCode).toBe(201);
      noticeVersion = published.json().guest_notices[0].version as number;
    }
    return noticeVersion;
  }
  const register = (eventId: number, body: object = visitor, token = staff.token) =>
    call(t, apiRoutes.registerVisitorByStaff, { token, params: { id: eventId }, rawBody: body });
  const download = (eventId: number, format: 'csv' | 'xlsx', token = staff.token) =>
    call(t, apiRoutes.meetingGuestsExport, { token, params: { id: eventId }, query: { format } });
  const tokenOf = (url: string) => new URL(url, 'https://chapter.example').searchParams.get('visit') as string;

  it('refuses in Thai, changing nothing: no notice yet, not a meeting, cancelled, started, bad fields, unknown meeting', async () => {
    const meeting = await createMeeting(t.db, { startsAt: later(24), endsAt: later(26) });
    const event = await createEvent(t.db, { startsAt: later(24), endsAt: later(26) });
    const cancelled = await createMeeting(t.db, { startsAt: later(24), endsAt: later(26), cancelledAt: later(-1) });
    const started = await createMeeting(t.db, { startsAt: later(-1), endsAt: later(1) });
    const refusal = (response: { json: () => { non_field_errors?: string[]; detail?: string } }) =>
      response.json().non_field_errors?.[0] ?? response.json().detail;

    const before = await snapshot(t.db, t.blobDir);
    expect(refusal(await register(meeting.id))).toBe(apiMessages.staffVisitorNoNotice);
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);

    await notice();
    const published = await snapshot(t.db, t.blobDir);
    expect(refusal(await register(event.id))).toBe(apiMessages.visitorsOnlyForMeetings);
    expect(refusal(await register(cancelled.id))).toBe(apiMessages.staffVisitorMeetingCancelled);
    expect(refusal(await register(started.id))).toBe(apiMessages.staffVisitorMeetingStarted);
    const unknown = await register(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(apiMessages.eventNotFound);
    const missing = await register(meeting.id, { ...visitor, first_name: ' ', company: '', phone: '12' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      first_name: [apiMessages.firstNameRequired],
      company: [apiMessages.companyRequired],
      phone: [apiMessages.phoneInvalid],
    });
    // Staff do not choose the notice version: the one in force is recorded.
    const withVersion = await register(meeting.id, { ...visitor, notice_version: 1 });
    expect(withVersion.statusCode).toBe(400);
    expect(await snapshot(t.db, t.blobDir)).toEqual(published);
  });

  it('only staff register a visitor; only staff and admins export', async () => {
    const meeting = await createMeeting(t.db, { startsAt: later(30), endsAt: later(32) });
    await notice();
    const before = await snapshot(t.db, t.blobDir);
    expect((await register(meeting.id, visitor, member.token)).statusCode).toBe(403);
    expect((await register(meeting.id, visitor, adminToken)).statusCode).toBe(403);
    expect((await download(meeting.id, 'csv', member.token)).statusCode).toBe(403);
    expect(
      (await call(t, apiRoutes.meetingGuestsExport, { params: { id: meeting.id }, query: { format: 'csv' } }))
        .statusCode,
    ).toBe(401);
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
    expect((await download(meeting.id, 'xlsx', adminToken)).statusCode).toBe(200);
  });

  it('registers the visitor with staff as host and the notice in force; they owe the fee and their link works', async () => {
    const version = await notice();
    const meeting = await createMeeting(t.db, { startsAt: later(48), endsAt: later(50), locationName: 'โรงแรมริมน้ำ' });
    const response = await register(meeting.id);
    expect(response.statusCode, response.body).toBe(201);
    const registered = response.json() as TStaffVisitor;
    expect(registered).toMatchObject({
      visitor_name: 'ประภา โทรมา',
      host_name: 'สมศรี เลขา',
      expires_at: later(50).toISOString(),
      meeting: { id: meeting.id, visitor_fee: 650, location_name: 'โรงแรมริมน้ำ' },
    });
    expect(registered.url).toMatch(/^\/visit\?visit=[A-Za-z0-9_-]{43}$/);

    const [guest] = await t.db.select().from(guests).where(eq(guests.id, registered.guest));
    expect(guest).toMatchObject({
      kind: 'visitor',
      eventId: meeting.id,
      hostMemberId: staff.id,
      createdBy: staff.id,
      phone: '0867771234',
      businessCategory: 'บัญชี',
      noticeVersion: version,
      agreedAt: clock.now,
    });
    const seats = await t.db.select().from(registrations).where(eq(registrations.seatGuestId, registered.guest));
    expect(seats).toEqual([
      expect.objectContaining({ guestId: registered.guest, memberId: null, priceSatang: 65_000, paidAt: null }),
    ]);

    // The link shows their registration, owing the fee, with a QR to pay it; it registers nobody else.
    const visit = (await call(t, apiRoutes.visit, { query: { visit: tokenOf(registered.url) } })).json() as TVisit;
    expect(visit.visitor).toMatchObject({ first_name: 'ประภา', status: 'registered', owed: 650 });
    const again = await call(t, apiRoutes.visitRegister, {
      query: { visit: tokenOf(registered.url) },
      rawBody: { notice_version: version, ...visitor, first_name: 'คนอื่น' },
    });
    expect(again.statusCode).toBe(409);
    const door = await call(t, apiRoutes.visitPayAtDoor, { query: { visit: tokenOf(registered.url) } });
    expect((door.json() as TVisit).visitor?.status).toBe('pay_at_door');

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'visitor.register_by_staff'), eq(auditLog.subjectId, String(registered.guest))));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        details: { invitation: registered.id, event: meeting.id, noticeVersion: version },
      }),
    ]);
  });

  it('exports the meeting’s visitors and substitutes as CSV and XLSX in Thai columns, with paid and third visits', async () => {
    await notice();
    const meeting = await createMeeting(t.db, { startsAt: later(72), endsAt: later(74) });
    const phone = '0867775555';
    for (const hours of [-24 * 60, -24 * 14]) {
      const past = await createMeeting(t.db, { startsAt: later(hours), endsAt: later(hours + 2) });
      await t.db.insert(guests).values({
        eventId: past.id,
        kind: 'visitor',
        hostMemberId: member.id,
        firstName: 'มานี',
        lastName: 'มาบ่อย',
        phone,
      });
    }
    const regular = await register(meeting.id, { ...visitor, first_name: 'มานี', last_name: 'มาบ่อย', phone });
    expect(regular.statusCode).toBe(201);
    const sent = await call(t, apiRoutes.sendSubstitute, {
      token: member.token,
      params: { id: meeting.id },
      body: { first_name: 'ปิยะ', last_name: 'แทนใจ', phone: '0867776666', company: '=HYPERLINK("x")' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.db.update(registrations).set({ paidAt: clock.now }).where(eq(registrations.memberId, member.id));

    const csvResponse = await download(meeting.id, 'csv');
    expect(csvResponse.statusCode).toBe(200);
    expect(csvResponse.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvResponse.headers['content-disposition']).toContain('attachment; filename="guests-2027-05-06.csv"');
    const text = csvResponse.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text).map((record) => record.fields);
    expect(header).toEqual([...GUESTS_EXPORT_COLUMNS]);
    expect(rows).toEqual([
      ['06/05/2027', 'ผู้เยี่ยมชม', 'มานี', 'มาบ่อย', 'บริษัท โทรมา จำกัด', 'บัญชี', phone, 'สมศรี เลขา', 'ไม่ใช่', 'ใช่'],
      // A formula typed as a company is written as text.
      ['06/05/2027', 'ตัวแทน', 'ปิยะ', 'แทนใจ', `'=HYPERLINK("x")`, '', '0867776666', 'สมชาย ชวนมา', 'ใช่', 'ไม่ใช่'],
    ]);

    const xlsxResponse = await download(meeting.id, 'xlsx');
    expect(xlsxResponse.headers['content-disposition']).toContain('filename="guests-2027-05-06.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxResponse.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual([undefined, ...GUESTS_EXPORT_COLUMNS]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(3).value).toBe('มานี');
    expect(sheet.getRow(2).getCell(7).value).toBe(phone);
    expect(sheet.getRow(2).getCell(10).value).toBe('ใช่');
    expect(sheet.getRow(3).getCell(9).value).toBe('ใช่');
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect((sheet.getRow(2).getCell(1).value as Date).toISOString().slice(0, 10)).toBe('2027-05-06');

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'meeting.guests_export'), eq(auditLog.subjectId, String(meeting.id))));
    expect(entries.map((entry) => entry.details)).toEqual([
      { format: 'csv', count: 2 },
      { format: 'xlsx', count: 2 },
    ]);
  });

  it('an unknown meeting’s export is refused in Thai; a meeting without guests gives the headers only', async () => {
    const unknown = await download(999_999, 'csv');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(apiMessages.eventNotFound);
    const badFormat = await call(t, apiRoutes.meetingGuestsExport, {
      token: staff.token,
      params: { id: 1 },
      query: { format: 'pdf' as 'csv' },
    });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().format).toEqual([apiMessages.guestsExportFormatInvalid]);
    const empty = await createMeeting(t.db, { startsAt: later(96), endsAt: later(98) });
    const csv = parseCsv((await download(empty.id, 'csv')).rawPayload.toString('utf8'));
    expect(csv.map((record) => record.fields)).toEqual([[...GUESTS_EXPORT_COLUMNS]]);
  });
});
