import type { TAtRisk, TMyAttendance } from '@chapter/contract/attendance';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { bangkokDate } from '../../lib/bangkok-time.ts';
import type { NoticeQueue } from '../../lib/notice-queue.ts';
import type { AttendanceRepository } from './attendance-repository.ts';
import { toLeaveRequests } from './leave-answer.ts';
import { type LeaveRepository, seriesRules } from './leave-repository.ts';
import { leaveNoticeTexts } from './notice-texts.ts';

/** Absences count over six months: 26 weeks, so always the same number of weekly meetings. */
const WINDOW_MS = 182 * 24 * 60 * 60 * 1000;
const UPCOMING_SHOWN = 8;
const LEAVE_SHOWN = 20;

type UpcomingAnswer = TMyAttendance['upcoming'][number]['answer'];

/** What counts when a member said several things: leave excuses, a substitute fills the seat, then the headcount. */
function answerOf(row: { onLeave: boolean; substitute: boolean; willMiss: boolean }): UpcomingAnswer {
  if (row.onLeave) return 'on_leave';
  if (row.substitute) return 'substitute';
  if (row.willMiss) return 'will_miss';
  return 'coming';
}

/**
 * A member's own attendance, and the members whose absences put their seat at risk, whom officers
 * remind over LINE (issue 35). Absences are read from closed meetings' `attendance` rows.
 */
export class AttendanceService {
  constructor(
    private readonly db: Db,
    private readonly repository: AttendanceRepository,
    private readonly leave: LeaveRepository,
    private readonly notices: NoticeQueue,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Five statements, whatever the member's history. */
  async mine(memberId: number): Promise<TMyAttendance> {
    const now = this.now();
    const since = new Date(now.getTime() - WINDOW_MS);
    const [rules, history, upcoming, leave] = await Promise.all([
      seriesRules(this.db),
      this.repository.history(memberId, since),
      this.repository.upcoming(memberId, now, UPCOMING_SHOWN),
      this.leave.ofMember(memberId, LEAVE_SHOWN),
    ]);
    const unpaid = await this.leave.unpaidMeetingsOf(
      this.db,
      leave.map((row) => row.id),
    );
    return {
      // The history is the same six months: its absent rows are the count.
      absences: history.filter((row) => row.status === 'A').length,
      warning: rules.warning,
      limit: rules.limit,
      upcoming: upcoming.map((row) => ({
        id: row.id,
        name: row.name,
        starts: row.startsAt.toISOString(),
        answer: answerOf(row),
      })),
      history: history.map((row) => ({
        id: row.id,
        name: row.name,
        starts: row.startsAt.toISOString(),
        status: row.status,
        visitors: row.visitors,
      })),
      leave: toLeaveRequests(leave, unpaid),
    };
  }

  async atRisk(): Promise<TAtRisk> {
    const rules = await seriesRules(this.db);
    const rows = await this.repository.atRisk(this.db, this.since(), rules.warning);
    return {
      warning: rules.warning,
      limit: rules.limit,
      members: rows.map((row) => ({
        member: row.memberId,
        name: fullName(row.firstName, row.lastName),
        absences: row.absences,
        level: row.absences >= rules.limit ? 'limit' : 'warning',
        // Grouped rows have at least one absence, so a latest one.
        last_absent: (row.lastAbsent as Date).toISOString(),
      })),
    };
  }

  /**
   * One LINE notice to each listed member who is active and at risk, keyed by member and Bangkok
   * day: a second press the same day queues nothing again. Members not at risk are skipped.
   */
  async remind(officerId: number, memberIds: readonly number[], address: string) {
    const at = this.now();
    const day = bangkokDate(at);
    const chapter = await this.notices.chapterName();
    const queued = await this.db.transaction(async (tx) => {
      const rules = await seriesRules(tx);
      const atRisk = await this.repository.atRisk(tx, this.since(), rules.warning, memberIds);
      const keyOf = (memberId: number) => `absence-reminder:${memberId}:${day}`;
      const already = await this.repository.queuedNotices(
        tx,
        atRisk.map((row) => keyOf(row.memberId)),
      );
      const due = atRisk.filter((row) => !already.has(keyOf(row.memberId)));
      for (const row of due) {
        const text = leaveNoticeTexts.absences({ chapter, absences: row.absences, limit: rules.limit });
        await this.notices.queue(tx, { key: keyOf(row.memberId), memberId: row.memberId, text }, at);
      }
      await writeAudit(tx, {
        actorId: officerId,
        action: 'attendance.remind',
        details: { members: atRisk.map((row) => row.memberId), queued: due.length },
        ip: address,
      });
      return due.length;
    });
    this.notices.flush();
    return { detail: apiMessages.remindQueued(queued), queued };
  }

  private since(): Date {
    return new Date(this.now().getTime() - WINDOW_MS);
  }
}
