import type { NoticeQueue } from '../../lib/notice-queue.ts';
import type { AppParts } from '../app-parts.ts';
import { AbsenceRepository } from './absence-repository.ts';
import { AbsenceService } from './absence-service.ts';
import { AttendanceRepository } from './attendance-repository.ts';
import { AttendanceService } from './attendance-service.ts';
import { LeaveDecisionsService } from './leave-decisions-service.ts';
import { LeaveRepository } from './leave-repository.ts';
import { LeaveService } from './leave-service.ts';

/** Members' leave and "will miss" answers, their own attendance, and who is at risk for absences (issue 35). */
export function leaveModule({ db, now }: AppParts, ties: { notices: NoticeQueue }) {
  const leave = new LeaveRepository(db);
  return {
    absence: new AbsenceService(db, new AbsenceRepository(), now),
    leave: new LeaveService(db, leave, now),
    /** A decision tells the member over LINE (messaging's notices). */
    decisions: new LeaveDecisionsService(db, leave, ties.notices, now),
    /** Reminders of absences go over LINE too. */
    attendance: new AttendanceService(db, new AttendanceRepository(db), leave, ties.notices, now),
  };
}
