import type { TAttendanceRow, TAttendanceSheet, TPalms } from '@chapter/contract/attendance';
import { apiMessages } from '@chapter/contract/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { bangkokDate } from '../../lib/bangkok-time.ts';
import type { ExportFile, ExportFormat } from '../payments/confirmations/export.ts';
import { palmsExportFile } from './export.ts';
import {
  correctRow,
  findMeeting,
  findRow,
  insertClosedRows,
  insertClosing,
  lockClosing,
  type MeetingRow,
  markEntered,
  previewRows,
  recentMeetings,
  storedRows,
} from './repository.ts';
import { closedMeeting, countsOf, meetingRef, sheetOf, toRow, weeklyMeeting } from './sheet.ts';

/** The meetings the Vice President looks back on: twelve weeks. */
const LOOK_BACK_MS = 12 * 7 * 24 * 60 * 60 * 1000;

/**
 * A weekly meeting's PALMS sheet (issue 35): what the door recorded, closed by the Vice President
 * into rows that are corrected until they are marked entered in BNI Connect, then frozen. Each
 * answer takes a fixed number of statements however many members the chapter has.
 */
export class AttendanceSheetService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async meetings() {
    const now = this.now();
    const rows = await recentMeetings(this.db, new Date(now.getTime() - LOOK_BACK_MS), now);
    return rows.map((row) => ({ ...meetingRef(row), closed: row.closedAt !== null, entered: row.enteredAt !== null }));
  }

  async sheet(eventId: number): Promise<TAttendanceSheet> {
    return this.sheetOf(this.db, weeklyMeeting(await findMeeting(this.db, eventId)));
  }

  /**
   * Closes an ended meeting into its sheet, once whoever races: the closing row is inserted first
   * (ON CONFLICT DO NOTHING, so a second Vice President gets a refusal, not a second sheet), then
   * every active member's row in one statement, in the same transaction.
   */
  async close(vpId: number, eventId: number, address: string): Promise<TAttendanceSheet> {
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const meeting = weeklyMeeting(await findMeeting(tx, eventId, { lock: true }));
      if (meeting.cancelledAt !== null) throw ApiError.detail(409, apiMessages.attendanceMeetingCancelled);
      if (meeting.endsAt > at) throw ApiError.detail(409, apiMessages.meetingNotEnded);
      if (meeting.closedAt !== null) throw ApiError.detail(409, apiMessages.attendanceAlreadyClosed);
      const closed = await insertClosing(tx, { eventId, closedAt: at, closedBy: vpId });
      if (!closed) throw ApiError.detail(409, apiMessages.attendanceAlreadyClosed);
      const rows = await insertClosedRows(tx, eventId, bangkokDate(meeting.startsAt));
      await writeAudit(tx, {
        actorId: vpId,
        action: 'attendance.close',
        subjectType: 'event',
        subjectId: eventId,
        details: { members: rows.length, ...countsOf(rows) },
        ip: address,
      });
    });
    return this.sheet(eventId);
  }

  /** One member's row of a closed sheet that is not entered yet; audited with from and to. */
  async correct(
    vpId: number,
    eventId: number,
    memberId: number,
    values: { status: TPalms; visitors: number },
    address: string,
  ): Promise<TAttendanceRow> {
    const at = this.now();
    const before = await this.db.transaction(async (tx) => {
      weeklyMeeting(await findMeeting(tx, eventId));
      // Held until commit: marking the sheet entered waits for this correction, or this sees it entered.
      const closing = await lockClosing(tx, eventId);
      if (!closing) throw ApiError.detail(409, apiMessages.attendanceNotClosed);
      if (closing.enteredAt !== null) throw ApiError.detail(409, apiMessages.attendanceFrozen);
      const before = await findRow(tx, eventId, memberId);
      if (!before) throw ApiError.notFound(apiMessages.attendanceMemberNotFound);
      await correctRow(tx, { eventId, memberId, ...values, at, by: vpId });
      await writeAudit(tx, {
        actorId: vpId,
        action: 'attendance.correct',
        subjectType: 'member',
        subjectId: memberId,
        details: {
          event: eventId,
          member: memberId,
          status: { from: before.status, to: values.status },
          visitors: { from: before.visitors, to: values.visitors },
        },
        ip: address,
      });
      return before;
    });
    return toRow({ ...before, ...values, memberId, correctedAt: at });
  }

  /** Marks the closed sheet entered in BNI Connect, once: it is frozen from then on. */
  async markEntered(vpId: number, eventId: number, address: string): Promise<TAttendanceSheet> {
    const at = this.now();
    await this.db.transaction(async (tx) => {
      closedMeeting(weeklyMeeting(await findMeeting(tx, eventId)));
      if (!(await markEntered(tx, { eventId, at, by: vpId }))) throw ApiError.detail(409, apiMessages.attendanceFrozen);
      await writeAudit(tx, {
        actorId: vpId,
        action: 'attendance.entered',
        subjectType: 'event',
        subjectId: eventId,
        details: {},
        ip: address,
      });
    });
    return this.sheet(eventId);
  }

  /** The closed sheet as a CSV or XLSX file for BNI Connect; audited, as it carries members' names. */
  async exportFile(eventId: number, format: ExportFormat, actorId: number, address: string): Promise<ExportFile> {
    const meeting = closedMeeting(weeklyMeeting(await findMeeting(this.db, eventId)));
    const sheet = await this.sheetOf(this.db, meeting);
    const file = await palmsExportFile(sheet, bangkokDate(meeting.startsAt), format);
    await writeAudit(this.db, {
      actorId,
      action: 'attendance.export',
      subjectType: 'event',
      subjectId: eventId,
      details: { format, count: sheet.rows.length },
      ip: address,
    });
    return file;
  }

  /** The stored rows once closed; before that, what closing would make now. */
  private async sheetOf(db: DbOrTx, meeting: MeetingRow): Promise<TAttendanceSheet> {
    const rows =
      meeting.closedAt === null
        ? await previewRows(db, meeting.id, bangkokDate(meeting.startsAt))
        : await storedRows(db, meeting.id);
    return sheetOf(meeting, rows, this.now());
  }
}
