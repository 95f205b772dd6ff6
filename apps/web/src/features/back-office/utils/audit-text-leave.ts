import * as th from '../../../i18n/th.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Context, Describe } from './audit-text-context.ts';

/*
 * The audit log's sentences for members' "will miss" answers, their leave and reminders of
 * absences (issue 35): part of AUDIT_SENTENCES (audit-text.ts), apart to keep each file short.
 */

const t = th.backOffice.audit;
const s = t.sentences;

/** The leave's Bangkok days (YYYY-MM-DD in the details) as DD/MM/YYYY. */
const period = (c: Context) => s.leavePeriod(formatDate(c.str('startsOn')), formatDate(c.str('endsOn')));

export const LEAVE_SENTENCES: Record<string, Describe> = {
  'attendance.skip': (c) => ({ sentence: s.skip(c.who, t.subjects.event(c.id)) }),
  'attendance.skip_withdraw': (c) => ({ sentence: s.skipWithdraw(c.who, t.subjects.event(c.id)) }),
  // The entry's subject is the member whose leave it is: themselves when they ask or withdraw.
  'leave.request': (c) => ({ sentence: s.leaveRequest(c.who, period(c)) }),
  'leave.withdraw': (c) => ({ sentence: s.leaveWithdraw(c.who, period(c)) }),
  'leave.approve': (c) => ({ sentence: s.leaveApprove(c.who, c.member, period(c)) }),
  'leave.refuse': (c) => ({ sentence: s.leaveRefuse(c.who, c.member, period(c), c.str('reason')) }),
  'attendance.remind': (c) => ({ sentence: s.absenceRemind(c.who, c.count('members'), c.count('queued')) }),
};
