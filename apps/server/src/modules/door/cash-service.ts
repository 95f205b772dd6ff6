import { apiMessages } from '@chapter/contract/messages';
import { ApiError } from '../../lib/api-error.ts';
import { bahtToSatang } from '../../lib/money.ts';
import { weeklyMeeting } from './meeting-rules.ts';
import type { DoorRepository } from './repository.ts';

/** What the door needs of payments (a tie, ADR 39): cash for one seat, settled as a confirmation. */
export interface DoorPayments {
  takeCash(
    hostId: number,
    cash: { eventId: number; registrationId: number; receivedSatang: number; waiverReason: string | null },
    address: string,
  ): Promise<{ detail: string; confirmation: number; credit: number }>;
}

/**
 * Cash handed over at the door (issue 35). Payments holds every money rule; the door only says
 * which meeting, and refuses one that is not a weekly meeting or was cancelled.
 */
export class DoorCashService {
  constructor(
    private readonly repository: DoorRepository,
    private readonly payments: DoorPayments,
  ) {}

  async take(
    hostId: number,
    eventId: number,
    body: { registration: number; received: number; waiver_reason: string | null },
    address: string,
  ): Promise<{ detail: string; confirmation: number; credit: number }> {
    const meeting = await weeklyMeeting(this.repository, undefined, eventId);
    if (meeting.cancelledAt !== null) throw ApiError.detail(409, apiMessages.doorMeetingCancelled);
    return this.payments.takeCash(
      hostId,
      {
        eventId: meeting.id,
        registrationId: body.registration,
        receivedSatang: bahtToSatang(body.received),
        waiverReason: body.waiver_reason,
      },
      address,
    );
  }
}
