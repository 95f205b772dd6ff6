import type { TLeaveRequest } from '@chapter/contract/attendance';
import { fullName } from '@chapter/contract/names';
import { groupBy } from '../../lib/group-by.ts';
import type { LeaveRow, UnpaidMeetingRow } from './leave-repository.ts';

/** Leave requests as the API answers them, each with its unpaid meetings (read for all at once). */
export function toLeaveRequests(rows: readonly LeaveRow[], unpaid: readonly UnpaidMeetingRow[]): TLeaveRequest[] {
  const unpaidOf = groupBy(unpaid, (meeting) => meeting.requestId);
  return rows.map((row) => ({
    id: row.id,
    member: row.memberId,
    member_name: fullName(row.firstName, row.lastName),
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    reason: row.reason,
    requested_at: row.requestedAt.toISOString(),
    status: row.status,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by_name: row.deciderFirstName === null ? null : fullName(row.deciderFirstName, row.deciderLastName),
    refusal_reason: row.refusalReason,
    unpaid_meetings: (unpaidOf.get(row.id) ?? []).map((meeting) => ({
      id: meeting.id,
      name: meeting.name,
      starts: meeting.startsAt.toISOString(),
    })),
  }));
}
