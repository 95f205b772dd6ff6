import type { TLeaveRequest } from '@chapter/contract/attendance';
import { apiMessages } from '@chapter/contract/messages';
import type { Db, Tx } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { bangkokDateTimeText } from '../../lib/bangkok-time.ts';
import type { NoticeQueue } from '../../lib/notice-queue.ts';
import { toLeaveRequests } from './leave-answer.ts';
import { type LeaveRepository, type LeaveRow, seriesRules } from './leave-repository.ts';
import { leaveNoticeTexts } from './notice-texts.ts';

type Decision = { status: 'approved' } | { status: 'refused'; reason: string };

/**
 * The Vice President (or an Admin) approves or refuses a pending leave request (issue 35). Nobody
 * decides their own. By default (the series' `leave_needs_fees_paid`) leave is approved only once
 * every meeting of its period has the member's fee paid: a member on leave still pays for the meal
 * the chapter books. The member hears of the decision over LINE, queued with it.
 */
export class LeaveDecisionsService {
  constructor(
    private readonly db: Db,
    private readonly repository: LeaveRepository,
    private readonly notices: NoticeQueue,
    private readonly now: () => Date = () => new Date(),
  ) {}

  approve(deciderId: number, id: number, address: string): Promise<TLeaveRequest> {
    return this.decide(deciderId, id, { status: 'approved' }, address);
  }

  refuse(deciderId: number, id: number, reason: string, address: string): Promise<TLeaveRequest> {
    return this.decide(deciderId, id, { status: 'refused', reason }, address);
  }

  private async decide(deciderId: number, id: number, decision: Decision, address: string) {
    const at = this.now();
    const chapter = await this.notices.chapterName();
    await this.db.transaction(async (tx) => {
      const request = await this.pending(tx, deciderId, id);
      if (decision.status === 'approved') await this.feesPaid(tx, request);
      const refusalReason = decision.status === 'refused' ? decision.reason : null;
      if (!(await this.repository.decide(tx, id, { status: decision.status, by: deciderId, at, refusalReason }))) {
        throw ApiError.detail(409, apiMessages.leaveNotPending);
      }
      const period = { startsOn: request.startsOn, endsOn: request.endsOn };
      await writeAudit(tx, {
        actorId: deciderId,
        action: decision.status === 'approved' ? 'leave.approve' : 'leave.refuse',
        subjectType: 'member',
        subjectId: request.memberId,
        details: { leaveRequest: id, ...period, ...(refusalReason !== null && { reason: refusalReason }) },
        ip: address,
      });
      const text =
        refusalReason === null
          ? leaveNoticeTexts.approved({ chapter, ...period })
          : leaveNoticeTexts.refused({ chapter, ...period, reason: refusalReason });
      await this.notices.queue(tx, { key: `leave-decided:${id}`, memberId: request.memberId, text }, at);
    });
    this.notices.flush();
    const row = await this.repository.find(this.db, id);
    if (!row) throw new Error('decided leave request vanished');
    const [answer] = toLeaveRequests([row], await this.repository.unpaidMeetingsOf(this.db, [id]));
    if (!answer) throw new Error('decided leave request vanished');
    return answer;
  }

  /** The request, locked, when it is someone else's and still pending. */
  private async pending(tx: Tx, deciderId: number, id: number): Promise<LeaveRow> {
    const request = await this.repository.find(tx, id, true);
    if (!request) throw ApiError.notFound(apiMessages.leaveNotFound);
    if (request.memberId === deciderId) throw ApiError.detail(403, apiMessages.leaveOwnNeedsOther);
    if (request.status !== 'pending') throw ApiError.detail(409, apiMessages.leaveNotPending);
    return request;
  }

  /** Refuses approval while a meeting of the period is unpaid, when the chapter asks for that. */
  private async feesPaid(tx: Tx, request: LeaveRow): Promise<void> {
    if (!(await seriesRules(tx)).leaveNeedsFeesPaid) return;
    const unpaid = await this.repository.unpaidMeetingsOf(tx, [request.id]);
    if (unpaid.length === 0) return;
    const list = unpaid.map((meeting) => `${meeting.name} ${bangkokDateTimeText(meeting.startsAt, true)}`).join(', ');
    throw ApiError.detail(409, apiMessages.leaveFeesUnpaid(list));
  }
}
