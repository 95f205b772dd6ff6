import { MAX_LEAVE_DAYS, type TLeaveRequest, type TLeaveRequestValues } from '@chapter/contract/attendance';
import { apiMessages } from '@chapter/contract/messages';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { bangkokDate } from '../../lib/bangkok-time.ts';
import { toLeaveRequests } from './leave-answer.ts';
import type { LeaveRepository } from './leave-repository.ts';
import { dayText } from './notice-texts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a decided request stays on the Vice President's list. */
const DECIDED_SHOWN_DAYS = 90;

/** Days from one Bangkok day to another, both counted. */
const daysInclusive = (startsOn: string, endsOn: string) =>
  Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * A member's leave (the M of PALMS, issue 35): they ask for whole Bangkok days, from today on, and
 * may withdraw before it starts; the Vice President's list. Deciding is LeaveDecisionsService's.
 */
export class LeaveService {
  constructor(
    private readonly db: Db,
    private readonly repository: LeaveRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async request(memberId: number, input: TLeaveRequestValues, address: string): Promise<TLeaveRequest> {
    const now = this.now();
    if (input.starts_on < bangkokDate(now)) throw ApiError.field('starts_on', apiMessages.leaveStartsInPast);
    if (daysInclusive(input.starts_on, input.ends_on) > MAX_LEAVE_DAYS) {
      throw ApiError.field('ends_on', apiMessages.leaveTooLong(MAX_LEAVE_DAYS));
    }
    const id = await this.db.transaction(async (tx) => {
      // Two requests of the member at once: the second waits here, then finds the first overlapping.
      await this.repository.lockMember(tx, memberId);
      const overlap = await this.repository.overlapping(tx, memberId, input.starts_on, input.ends_on);
      if (overlap) {
        throw ApiError.field(
          'starts_on',
          apiMessages.leaveOverlaps(dayText(overlap.startsOn), dayText(overlap.endsOn)),
        );
      }
      const created = await this.repository.insert(tx, {
        memberId,
        startsOn: input.starts_on,
        endsOn: input.ends_on,
        reason: input.reason,
        at: now,
      });
      await writeAudit(tx, {
        actorId: memberId,
        action: 'leave.request',
        subjectType: 'member',
        subjectId: memberId,
        details: { leaveRequest: created, startsOn: input.starts_on, endsOn: input.ends_on },
        ip: address,
      });
      return created;
    });
    const [answer] = await this.withUnpaid([await this.found(id)]);
    if (!answer) throw new Error('leave request vanished');
    return answer;
  }

  /** The member takes back their own pending or approved request before its first day. */
  async withdraw(memberId: number, id: number, address: string) {
    const today = bangkokDate(this.now());
    await this.db.transaction(async (tx) => {
      const withdrawn = await this.repository.withdraw(tx, id, memberId, today);
      if (!withdrawn) {
        // Someone else's request is as unknown as one that does not exist.
        if (!(await this.repository.ownedBy(tx, id, memberId))) throw ApiError.notFound(apiMessages.leaveNotFound);
        throw ApiError.detail(409, apiMessages.leaveCannotWithdraw);
      }
      await writeAudit(tx, {
        actorId: memberId,
        action: 'leave.withdraw',
        subjectType: 'member',
        subjectId: memberId,
        details: { leaveRequest: id, startsOn: withdrawn.startsOn, endsOn: withdrawn.endsOn },
        ip: address,
      });
    });
    return { detail: apiMessages.leaveWithdrawn };
  }

  /** Pending requests oldest first, then those decided in the last 90 days newest first: two statements. */
  async forDecision(): Promise<TLeaveRequest[]> {
    const since = new Date(this.now().getTime() - DECIDED_SHOWN_DAYS * DAY_MS);
    return this.withUnpaid(await this.repository.forDecision(since));
  }

  private async found(id: number) {
    const row = await this.repository.find(this.db, id);
    if (!row) throw ApiError.notFound(apiMessages.leaveNotFound);
    return row;
  }

  private async withUnpaid(rows: Awaited<ReturnType<LeaveRepository['forDecision']>>) {
    return toLeaveRequests(
      rows,
      await this.repository.unpaidMeetingsOf(
        this.db,
        rows.map((row) => row.id),
      ),
    );
  }
}
