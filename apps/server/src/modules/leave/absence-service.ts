import { apiMessages } from '@chapter/contract/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AbsenceRepository } from './absence-repository.ts';

/**
 * A member says ahead they will miss a weekly meeting (issue 35), so the venue's headcount leaves
 * them out. It excuses nothing: closing the meeting still makes them absent without a substitute
 * or leave. Audited as the member's own, to keep the record of what they said when.
 */
export class AbsenceService {
  constructor(
    private readonly db: Db,
    private readonly repository: AbsenceRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async say(memberId: number, eventId: number, address: string) {
    const now = this.now();
    try {
      await this.db.transaction(async (tx) => {
        await this.comingMeeting(tx, eventId, now);
        await this.repository.insert(tx, { eventId, memberId, at: now });
        await writeAudit(tx, {
          actorId: memberId,
          action: 'attendance.skip',
          subjectType: 'event',
          subjectId: eventId,
          ip: address,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'absence_notices_one_live')) throw ApiError.detail(409, apiMessages.skipAlreadySaid);
      throw error;
    }
    return { detail: apiMessages.skipSaid };
  }

  async withdraw(memberId: number, eventId: number, address: string) {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await this.comingMeeting(tx, eventId, now);
      if (!(await this.repository.withdraw(tx, eventId, memberId, now))) {
        throw ApiError.detail(409, apiMessages.skipNotSaid);
      }
      await writeAudit(tx, {
        actorId: memberId,
        action: 'attendance.skip_withdraw',
        subjectType: 'event',
        subjectId: eventId,
        ip: address,
      });
    });
    return { detail: apiMessages.skipWithdrawn };
  }

  /** A weekly meeting that has not started and is not cancelled: what the headcount is still about. */
  private async comingMeeting(tx: DbOrTx, eventId: number, now: Date): Promise<void> {
    const meeting = await this.repository.findMeeting(tx, eventId);
    if (!meeting) throw ApiError.notFound(apiMessages.eventNotFound);
    if (meeting.seriesId === null) throw ApiError.nonField(apiMessages.meetingNotWeekly);
    if (meeting.cancelledAt !== null) throw ApiError.nonField(apiMessages.eventCancelled);
    if (meeting.startsAt <= now) throw ApiError.nonField(apiMessages.meetingAlreadyStarted);
  }
}
