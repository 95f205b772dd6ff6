import type { TWalkInResult, TWalkInValues } from '@chapter/contract/door';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { satangToBaht } from '../../lib/money.ts';
import type { CheckInService } from './check-in-service.ts';
import { openMeeting } from './meeting-rules.ts';
import type { DoorRepository } from './repository.ts';

/**
 * A visitor who walked in (issue 35): registered as any visitor (they owe the visitor fee, and the
 * member who invited them is their host), having read the notice in force on the host's phone, and
 * checked in, all in one transaction: a refusal leaves no half-registered visitor behind.
 */
export class WalkInService {
  constructor(
    private readonly db: Db,
    private readonly repository: DoorRepository,
    private readonly checkIns: CheckInService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async walkIn(hostId: number, eventId: number, input: TWalkInValues, address: string): Promise<TWalkInResult> {
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const meeting = await openMeeting(this.repository, tx, eventId);
      if (meeting.endsAt <= at) throw ApiError.nonField(apiMessages.walkInMeetingEnded);
      const notice = await this.repository.visitorNotice(tx);
      if (!notice) throw ApiError.nonField(apiMessages.staffVisitorNoNotice);
      if (!(await this.repository.activeMember(tx, input.invited_by))) {
        throw ApiError.field('invited_by', apiMessages.walkInInviterNotFound);
      }
      const priceSatang = meeting.visitorFeeSatang ?? 0;
      const { guestId, registrationId } = await this.repository.insertWalkIn(tx, {
        eventId: meeting.id,
        hostMemberId: input.invited_by,
        createdBy: hostId,
        firstName: input.first_name,
        lastName: input.last_name,
        company: input.company,
        businessCategory: input.business_category,
        phone: input.phone,
        noticeVersion: notice.version,
        at,
        priceSatang,
      });
      const checkIn = await this.checkIns.write(tx, meeting, { guestId }, { hostId, at, how: 'walk_in' });
      // A guest made a moment ago has no check-in yet: only a broken index would land here.
      if (!checkIn) throw new Error('walk-in check-in not inserted');
      await writeAudit(tx, {
        actorId: hostId,
        action: 'door.walk_in',
        subjectType: 'guest',
        subjectId: guestId,
        details: {
          event: meeting.id,
          host: input.invited_by,
          registration: registrationId,
          priceSatang,
          checkIn: checkIn.id,
          late: checkIn.late,
          noticeVersion: notice.version,
        },
        ip: address,
      });
      return {
        detail: apiMessages.walkInCheckedIn(fullName(input.first_name, input.last_name)),
        guest: guestId,
        registration: registrationId,
        fee: satangToBaht(priceSatang),
        check_in: checkIn,
      };
    });
  }
}
