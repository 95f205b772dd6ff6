import type { TAttendanceSheet } from '@chapter/contract/attendance';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { call } from '../../../test/call.ts';
import { snapshot } from '../../../test/db-snapshot.ts';
import {
  createAdmin,
  createEvent,
  createMeeting,
  createMember,
  createStaff,
  createVicePresident,
  createVisitorHost,
} from '../../../test/factories.ts';
import { bearer, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { attendance, auditLog, checkIns, guests, leaveRequests, meetingClosings } from '../../db/schema/index.ts';
import { parseCsv } from '../../lib/csv.ts';
import { PALMS_EXPORT_COLUMNS } from './export.ts';

const HOUR = 3600_000;
const WEEK = 7 * 24 * HOUR;
/** Thursday 7 January 2027, 07:30–09:30 in Bangkok. */
const STARTS = new Date('2027-01-07T00:30:00Z');
const ENDS = new Date(STARTS.getTime() + 2 * HOUR);

/** A person checked in at the door, as the door module writes it. */
async function checkIn(
  db: Db,
  values: { eventId: number; by: number; memberId?: number; guestId?: number; late?: boolean; undone?: boolean },
) {
  const at = new Date(STARTS.getTime() + (values.late ? 20 : 5) * 60_000);
  await db.insert(checkIns).values({
    eventId: values.eventId,
    memberId: values.memberId ?? null,
    guestId: values.guestId ?? null,
    checkedInAt: at,
    checkedInBy: values.by,
    how: 'tap',
    late: values.late ?? false,
    ...(values.undone && { undoneAt: at, undoneBy: values.by }),
  });
}

let guestCount = 0;
async function guest(
  db: Db,
  values: { eventId: number; kind: 'visitor' | 'substitute'; host: number; cancelled?: boolean },
) {
  guestCount += 1;
  const [row] = await db
    .insert(guests)
    .values({
      eventId: values.eventId,
      kind: values.kind,
      hostMemberId: values.host,
      firstName: `แขก${guestCount}`,
      lastName: 'ทดสอบ',
      phone: `0891${String(guestCount).padStart(6, '0')}`,
      ...(values.cancelled && { cancelledAt: STARTS }),
    })
    .returning();
  if (!row) throw new Error('guest not inserted');
  return row;
}

async function leave(
  db: Db,
  values: { memberId: number; startsOn: string; endsOn: string; status: 'pending' | 'approved'; by: number },
) {
  await db.insert(leaveRequests).values({
    memberId: values.memberId,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    reason: 'ไปต่างประเทศ',
    requestedAt: new Date(STARTS.getTime() - 2 * WEEK),
    status: values.status,
    ...(values.status === 'approved' && { decidedAt: new Date(STARTS.getTime() - WEEK), decidedBy: values.by }),
  });
}

describe('the PALMS sheet: closing a meeting, corrections, BNI Connect and the file (issue 35)', () => {
  let t: TestApp;
  const clock = { now: new Date(ENDS.getTime() + HOUR) };
  let vp: { id: number; token: string };
  let meetingId: number;
  const ids: Record<string, number> = {};

  const sheetOf = (id = meetingId) => call(t, apiRoutes.attendanceSheet, { token: vp.token, params: { id } });
  const close = (id = meetingId, token = vp.token) => call(t, apiRoutes.closeAttendance, { token, params: { id } });
  const correct = (memberId: number, body: { status: 'P' | 'A' | 'L' | 'M' | 'S'; visitors: number }, id = meetingId) =>
    call(t, apiRoutes.correctAttendance, { token: vp.token, params: { id, memberId }, body });
  const entered = (id = meetingId) => call(t, apiRoutes.markAttendanceEntered, { token: vp.token, params: { id } });
  const exportFile = (format: 'csv' | 'xlsx', id = meetingId) =>
    call(t, apiRoutes.attendanceExport, { token: vp.token, params: { id }, query: { format } });
  const statusOf = (sheet: TAttendanceSheet) =>
    Object.fromEntries(sheet.rows.map((row) => [row.member, `${row.status}${row.visitors}`]));

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock.now });
    const vpRow = await createVicePresident(t.db, { firstName: 'วิชัย', lastName: 'รองประธาน' });
    vp = { id: vpRow.id, token: await t.login(vpRow.phone) };
    ids.vp = vpRow.id;
    const meeting = await createMeeting(t.db, { startsAt: STARTS, endsAt: ENDS });
    meetingId = meeting.id;
    const member = async (key: string, firstName: string, active = true) => {
      ids[key] = (await createMember(t.db, { firstName, lastName: 'ทดสอบ', active })).id;
      return ids[key] as number;
    };
    const by = vpRow.id;
    await checkIn(t.db, { eventId: meetingId, by, memberId: await member('onTime', 'กมล') });
    await checkIn(t.db, { eventId: meetingId, by, memberId: await member('late', 'ขจร'), late: true });
    const sender = await member('sender', 'คณิน');
    const substitute = await guest(t.db, { eventId: meetingId, kind: 'substitute', host: sender });
    await checkIn(t.db, { eventId: meetingId, by, guestId: substitute.id });
    const onLeave = await member('onLeave', 'จันทร์');
    await leave(t.db, { memberId: onLeave, startsOn: '2027-01-05', endsOn: '2027-01-07', status: 'approved', by });
    const pending = await member('pendingLeave', 'ฉัตร');
    await leave(t.db, { memberId: pending, startsOn: '2027-01-07', endsOn: '2027-01-07', status: 'pending', by });
    const ended = await member('leaveEnded', 'ชนก');
    await leave(t.db, { memberId: ended, startsOn: '2027-01-01', endsOn: '2027-01-06', status: 'approved', by });
    await member('nothing', 'ดารา');
    await checkIn(t.db, { eventId: meetingId, by, memberId: await member('undone', 'ต้น'), undone: true });
    const host = await member('host', 'ธนา');
    await checkIn(t.db, { eventId: meetingId, by, memberId: host });
    for (const came of [true, true, false]) {
      const visitor = await guest(t.db, { eventId: meetingId, kind: 'visitor', host });
      if (came) await checkIn(t.db, { eventId: meetingId, by, guestId: visitor.id });
    }
    const undoneVisitor = await guest(t.db, { eventId: meetingId, kind: 'visitor', host });
    await checkIn(t.db, { eventId: meetingId, by, guestId: undoneVisitor.id, undone: true });
    const cancelledSender = await member('cancelledSender', 'นภา');
    const cancelled = await guest(t.db, {
      eventId: meetingId,
      kind: 'substitute',
      host: cancelledSender,
      cancelled: true,
    });
    await checkIn(t.db, { eventId: meetingId, by, guestId: cancelled.id });
    await checkIn(t.db, { eventId: meetingId, by, memberId: await member('inactive', 'บุญ', false) });
  });
  afterAll(() => t.close());

  /** What a hand count of the door gives, member by member: the letter, then the visitors. */
  const handCount = () => ({
    [ids.vp as number]: 'A0',
    [ids.onTime as number]: 'P0',
    [ids.late as number]: 'L0',
    [ids.sender as number]: 'S0',
    [ids.onLeave as number]: 'M0',
    [ids.pendingLeave as number]: 'A0',
    [ids.leaveEnded as number]: 'A0',
    [ids.nothing as number]: 'A0',
    [ids.undone as number]: 'A0',
    [ids.host as number]: 'P2',
    [ids.cancelledSender as number]: 'A0',
  });

  it('before closing, the sheet is what closing would make now, marked not closed', async () => {
    const sheet = (await sheetOf()).data();
    expect(sheet.closed).toBeNull();
    expect(sheet.ended).toBe(true);
    expect(statusOf(sheet)).toEqual(handCount());
  });

  it('closing before the meeting ends is refused, and so is a meeting that is not weekly or not there', async () => {
    const running = await createMeeting(t.db, {
      startsAt: new Date(clock.now.getTime() - HOUR),
      endsAt: new Date(clock.now.getTime() + HOUR),
    });
    const early = await close(running.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: apiMessages.meetingNotEnded });
    const cancelled = await createMeeting(t.db, {
      startsAt: new Date(STARTS.getTime() - WEEK),
      endsAt: new Date(ENDS.getTime() - WEEK),
      cancelledAt: STARTS,
    });
    expect((await close(cancelled.id)).json()).toEqual({ detail: apiMessages.attendanceMeetingCancelled });
    const party = await createEvent(t.db, { startsAt: STARTS, endsAt: ENDS });
    expect((await close(party.id)).statusCode).toBe(400);
    expect((await close(999_999)).statusCode).toBe(404);
    const rows = await t.db.select().from(meetingClosings);
    expect(rows).toEqual([]);
  });

  it('the sheet cannot be corrected, entered or exported before it is closed', async () => {
    for (const response of [
      await correct(ids.nothing as number, { status: 'P', visitors: 0 }),
      await entered(),
      await exportFile('csv'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: apiMessages.attendanceNotClosed });
    }
  });

  it('closing makes exactly the PALMS a hand count gives', async () => {
    const sheet = (await close()).data();
    expect(sheet.closed).toEqual({ at: clock.now.toISOString(), by_name: 'วิชัย รองประธาน' });
    expect(sheet.entered).toBeNull();
    expect(statusOf(sheet)).toEqual(handCount());
    // The inactive member has no row; every row is as closing made it.
    expect(sheet.rows.map((row) => row.member)).not.toContain(ids.inactive);
    expect(sheet.rows.every((row) => row.closed_status === row.status && !row.corrected)).toBe(true);
    expect(sheet.totals).toEqual({ P: 2, A: 6, L: 1, M: 1, S: 1, V: 2 });
    const names = sheet.rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'th')));
    const stored = await t.db.select().from(attendance).where(eq(attendance.eventId, meetingId));
    expect(stored).toHaveLength(11);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.close'));
    expect(audit?.details).toEqual({ members: 11, P: 2, A: 6, L: 1, M: 1, S: 1, V: 2 });
    // Read again, the stored sheet is the same.
    expect((await sheetOf()).data()).toEqual(sheet);
  });

  it('closing a closed meeting again is refused', async () => {
    const again = await close();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: apiMessages.attendanceAlreadyClosed });
  });

  it('a correction changes the row, keeps what closing made, and is audited from and to', async () => {
    const row = (await correct(ids.nothing as number, { status: 'M', visitors: 1 })).data();
    expect(row).toMatchObject({ member: ids.nothing, status: 'M', visitors: 1, closed_status: 'A', corrected: true });
    const sheet = (await sheetOf()).data();
    expect(sheet.rows.find((r) => r.member === ids.nothing)).toEqual(row);
    expect(sheet.totals).toMatchObject({ A: 5, M: 2, V: 3 });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.correct'));
    expect(audit).toMatchObject({ actorId: vp.id, subjectType: 'member', subjectId: String(ids.nothing) });
    expect(audit?.details).toEqual({
      event: meetingId,
      member: ids.nothing,
      status: { from: 'A', to: 'M' },
      visitors: { from: 0, to: 1 },
    });
    const missing = await correct(ids.inactive as number, { status: 'P', visitors: 0 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: apiMessages.attendanceMemberNotFound });
  });

  it('the file lists every member in the sheet’s order with BNI Connect’s columns, as CSV and as XLSX', async () => {
    const sheet = (await sheetOf()).data();
    const csv = await exportFile('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('palms-2027-01-07.csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const records = parseCsv(csv.body).map((record) => record.fields);
    expect(records[0]).toEqual(['ชื่อ', 'P', 'A', 'L', 'M', 'S', 'V']);
    expect(records.slice(1).map((fields) => fields[0])).toEqual(sheet.rows.map((row) => row.name));
    const rowOf = (key: string) => records[sheet.rows.findIndex((row) => row.member === ids[key]) + 1]?.slice(1);
    expect(rowOf('host')).toEqual(['1', '0', '0', '0', '0', '2']);
    expect(rowOf('late')).toEqual(['0', '0', '1', '0', '0', '0']);
    expect(rowOf('sender')).toEqual(['0', '0', '0', '0', '1', '0']);
    expect(rowOf('nothing')).toEqual(['0', '0', '0', '1', '0', '1']);

    const xlsx = await exportFile('xlsx');
    expect(xlsx.headers['content-disposition']).toContain('palms-2027-01-07.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const table = workbook.worksheets[0];
    expect(table?.getRow(1).values).toEqual([undefined, ...PALMS_EXPORT_COLUMNS]);
    expect(table?.rowCount).toBe(sheet.rows.length + 1);
    const hostRow = sheet.rows.findIndex((row) => row.member === ids.host) + 2;
    expect(table?.getRow(hostRow).values).toEqual([undefined, 'ธนา ทดสอบ', 1, 0, 0, 0, 0, 2]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.export'));
    expect(audits.map((audit) => audit.details)).toEqual([
      { format: 'csv', count: 11 },
      { format: 'xlsx', count: 11 },
    ]);
  });

  it('marking the sheet entered in BNI Connect freezes it: no correction, no second mark', async () => {
    const sheet = (await entered()).data();
    expect(sheet.entered).toEqual({ at: clock.now.toISOString(), by_name: 'วิชัย รองประธาน' });
    const again = await entered();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: apiMessages.attendanceFrozen });
    const refused = await correct(ids.onTime as number, { status: 'A', visitors: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: apiMessages.attendanceFrozen });
    const [row] = await t.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.eventId, meetingId), eq(attendance.memberId, ids.onTime as number)));
    expect(row?.status).toBe('P');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.entered'))).toHaveLength(1);
  });

  it('the meetings list: the last twelve weeks and the next one, newest first, with closed and entered', async () => {
    const at = (weeks: number, more: object = {}) =>
      createMeeting(t.db, {
        startsAt: new Date(STARTS.getTime() + weeks * WEEK),
        endsAt: new Date(ENDS.getTime() + weeks * WEEK),
        ...more,
      });
    const tooOld = await at(-13);
    const older = await at(-2);
    const cancelled = await at(-3, { cancelledAt: STARTS });
    const next = await at(1);
    const afterNext = await at(2);
    const list = (await call(t, apiRoutes.attendanceMeetings, { token: vp.token })).data();
    const shown = list.map((meeting) => meeting.id);
    expect(shown).toContain(older.id);
    expect(shown).not.toContain(tooOld.id);
    expect(shown).not.toContain(afterNext.id);
    expect(shown).not.toContain(cancelled.id);
    expect(shown[0]).toBe(next.id);
    expect(list.find((meeting) => meeting.id === meetingId)).toMatchObject({ closed: true, entered: true });
    expect(list.find((meeting) => meeting.id === older.id)).toMatchObject({ closed: false, entered: false });
    const starts = list.map((meeting) => meeting.starts);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('a plain member and the Secretary/Treasurer are refused every PALMS route; an Admin is not', async () => {
    const member = await createMember(t.db);
    const staff = await createStaff(t.db);
    const admin = await createAdmin(t.db);
    for (const token of [await t.login(member.phone), await t.login(staff.phone)]) {
      const params = { id: meetingId };
      const answers = await Promise.all([
        call(t, apiRoutes.attendanceMeetings, { token }),
        call(t, apiRoutes.attendanceSheet, { token, params }),
        call(t, apiRoutes.closeAttendance, { token, params }),
        call(t, apiRoutes.correctAttendance, {
          token,
          params: { id: meetingId, memberId: member.id },
          body: { status: 'P', visitors: 0 },
        }),
        call(t, apiRoutes.markAttendanceEntered, { token, params }),
        call(t, apiRoutes.attendanceExport, { token, params, query: { format: 'csv' } }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    }
    const adminToken = await t.login(admin.phone);
    expect(
      (await call(t, apiRoutes.attendanceSheet, { token: adminToken, params: { id: meetingId } })).statusCode,
    ).toBe(200);
  });
});

describe('closing races and costs', () => {
  it('two Vice Presidents closing at once make one sheet', async () => {
    const t = await startTestApp({ now: () => new Date(ENDS.getTime() + HOUR) });
    onTestFinished(() => t.close());
    const first = await createVicePresident(t.db);
    const second = await createVicePresident(t.db);
    await createMember(t.db);
    const meeting = await createMeeting(t.db, { startsAt: STARTS, endsAt: ENDS });
    const tokens = [await t.login(first.phone), await t.login(second.phone)];
    const answers = await Promise.all(
      tokens.map((token) => call(t, apiRoutes.closeAttendance, { token, params: { id: meeting.id } })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(meetingClosings)).toHaveLength(1);
    expect(await t.db.select().from(attendance)).toHaveLength(3);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.close'))).toHaveLength(1);
  });

  it('closing and reading the sheet run the same number of SQL statements for 3 members as for 30', async () => {
    const now = new Date(ENDS.getTime() + 10 * WEEK);
    const t = await startTestApp({ now: () => now });
    onTestFinished(() => t.close());
    const vp = await createVicePresident(t.db);
    const token = await t.login(vp.phone);
    /** The statements of one request, with its status. */
    const statementsOf = async (request: { method: 'GET' | 'POST'; url: string }) => {
      const statements: string[] = [];
      const stop = t.database.onQuery((sql) => statements.push(sql));
      try {
        const response = await t.app.inject({ ...request, headers: bearer(token) });
        expect(response.statusCode).toBe(200);
        return statements.length;
      } finally {
        stop();
      }
    };
    /** Members (the VP among them) up to `count`, each checked in with a visitor, and a meeting to count. */
    let members = 1;
    const costs = async (count: number, week: number) => {
      const meeting = await createMeeting(t.db, {
        startsAt: new Date(STARTS.getTime() + week * WEEK),
        endsAt: new Date(ENDS.getTime() + week * WEEK),
      });
      for (; members < count; members++) {
        const member = await createMember(t.db);
        await checkIn(t.db, { eventId: meeting.id, by: vp.id, memberId: member.id, late: members % 2 === 0 });
        const visitor = await guest(t.db, { eventId: meeting.id, kind: 'visitor', host: member.id });
        await checkIn(t.db, { eventId: meeting.id, by: vp.id, guestId: visitor.id });
      }
      const path = apiRoutes.attendanceSheet.path.replace(':id', String(meeting.id));
      const preview = await statementsOf({ method: 'GET', url: path });
      const closing = await statementsOf({ method: 'POST', url: `${path}close/` });
      const closed = await statementsOf({ method: 'GET', url: path });
      const rows = await t.db.select().from(attendance).where(eq(attendance.eventId, meeting.id));
      expect(rows).toHaveLength(count);
      return { preview, closing, closed };
    };
    // A first request, so the session is kept (ADR 62) before either count.
    expect(
      (await t.app.inject({ method: 'GET', url: apiRoutes.profile.path, headers: bearer(token) })).statusCode,
    ).toBe(200);
    const small = await costs(3, 1);
    const large = await costs(30, 2);
    expect(large).toEqual(small);
  });
});

describe('the door after closing (issue 35)', () => {
  it('a check-in, an undo or a walk-in after the meeting is closed is refused, and nothing is written', async () => {
    const t = await startTestApp({ now: () => new Date(ENDS.getTime() + HOUR) });
    onTestFinished(() => t.close());
    const vp = await createVicePresident(t.db);
    const host = await createVisitorHost(t.db);
    const came = await createMember(t.db);
    const late = await createMember(t.db);
    const meeting = await createMeeting(t.db, { startsAt: STARTS, endsAt: ENDS });
    const params = { id: meeting.id };
    const hostToken = await t.login(host.phone);
    const checkedIn = (
      await call(t, apiRoutes.doorCheckIn, { token: hostToken, params, body: { member: came.id } })
    ).data();
    expect((await call(t, apiRoutes.closeAttendance, { token: await t.login(vp.phone), params })).statusCode).toBe(200);

    const before = await snapshot(t.db, t.blobDir);
    const answers = [
      await call(t, apiRoutes.doorCheckIn, { token: hostToken, params, body: { member: late.id } }),
      await call(t, apiRoutes.doorUndoCheckIn, {
        token: hostToken,
        params: { id: meeting.id, checkInId: checkedIn.check_in.id },
      }),
      await call(t, apiRoutes.doorWalkIn, {
        token: hostToken,
        params,
        body: {
          first_name: 'เดิน',
          last_name: 'เข้ามา',
          company: 'บริษัท เดินเข้ามา จำกัด',
          business_category: 'ประกันภัย',
          phone: '0861234567',
          invited_by: came.id,
          agreed: true,
        },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toEqual({ detail: apiMessages.attendanceClosedNoCheckIn });
    }
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
  });

  it('a check-in racing the closing is either in the sheet or refused, never left out of it', async () => {
    const t = await startTestApp({ now: () => new Date(ENDS.getTime() + 40 * WEEK) });
    onTestFinished(() => t.close());
    const vpToken = await t.login((await createVicePresident(t.db)).phone);
    const hostToken = await t.login((await createVisitorHost(t.db)).phone);
    const member = await createMember(t.db);
    for (let week = 1; week <= 5; week++) {
      const meeting = await createMeeting(t.db, {
        startsAt: new Date(STARTS.getTime() + week * WEEK),
        endsAt: new Date(ENDS.getTime() + week * WEEK),
      });
      const params = { id: meeting.id };
      const [closed, checkedIn] = await Promise.all([
        call(t, apiRoutes.closeAttendance, { token: vpToken, params }),
        call(t, apiRoutes.doorCheckIn, { token: hostToken, params, body: { member: member.id } }),
      ]);
      expect(closed.statusCode).toBe(200);
      expect([201, 409]).toContain(checkedIn.statusCode);
      const [row] = await t.db
        .select()
        .from(attendance)
        .where(and(eq(attendance.eventId, meeting.id), eq(attendance.memberId, member.id)));
      const live = await t.db.select().from(checkIns).where(eq(checkIns.eventId, meeting.id));
      expect(row?.status).toBe(checkedIn.statusCode === 201 ? 'L' : 'A');
      expect(live).toHaveLength(checkedIn.statusCode === 201 ? 1 : 0);
    }
  });
});
