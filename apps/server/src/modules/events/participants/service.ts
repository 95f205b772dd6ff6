import type { TMonthEvent } from '@chapter/contract/events';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { Db } from '../../../db/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { bangkokTime } from '../../../lib/bangkok-time.ts';
import { groupBy } from '../../../lib/group-by.ts';
import { satangToBaht } from '../../../lib/money.ts';
import type { ParticipantsRepository } from './repository.ts';

/** Events of a month with their attendees, and marking attendances verified on the central system. */
export class ParticipantsService {
  constructor(
    private readonly db: Db,
    private readonly repository: ParticipantsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Events starting in the month as the chapter counts it, in Bangkok. */
  async eventsOfMonth(month: number, year: number): Promise<TMonthEvent[]> {
    const from = bangkokTime(year, month - 1, 1, 0);
    const until = bangkokTime(year, month, 1, 0);
    const events = await this.repository.eventsStartingBetween(from, until);
    const ids = events.map((event) => event.id);
    const attendees = groupBy(await this.repository.attendeesOf(ids), (row) => row.eventId);
    const guests = groupBy(await this.repository.guestsOf(ids), (row) => row.eventId);
    return events.map((event) => ({
      id: event.id,
      name: event.name,
      event_start_date_time: event.startsAt.toISOString(),
      is_cancelled: event.cancelledAt !== null,
      is_meeting: event.seriesId !== null,
      attendees: (attendees.get(event.id) ?? []).map((row) => ({
        id: row.memberId,
        full_name: fullName(row.firstName, row.lastName),
        bni_verified: row.bniVerifiedAt !== null,
        price: satangToBaht(row.priceSatang),
        erased: row.erasedAt !== null,
      })),
      guests: (guests.get(event.id) ?? []).map((row) => ({
        id: row.id,
        kind: row.kind,
        full_name: fullName(row.firstName, row.lastName),
        company: row.company,
        host_name: fullName(row.hostFirstName, row.hostLastName),
        price: satangToBaht(row.priceSatang),
        is_paid: row.paidAt !== null,
      })),
    }));
  }

  /**
   * Marks attendees verified; every id must be a live attendee of the event who still has a name,
   * or nothing changes. Verifying says the names went to the central chapter, and an erased
   * member's is gone (ADR 49).
   */
  async verify(staffId: number, eventId: number, memberIds: number[], address: string) {
    if (!(await this.repository.eventExists(eventId))) throw ApiError.notFound(apiMessages.eventNotFound);
    const attendees = new Map((await this.repository.attendeesOf([eventId])).map((row) => [row.memberId, row]));
    const strangers = memberIds.filter((id) => !attendees.has(id));
    if (strangers.length > 0) throw new ApiError(400, { attendees: strangers.map(apiMessages.notAnAttendee) });
    const erased = memberIds.filter((id) => attendees.get(id)?.erasedAt != null);
    if (erased.length > 0) throw new ApiError(400, { attendees: erased.map(apiMessages.erasedAttendee) });
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const newlyVerified = await this.repository.markVerified(tx, eventId, memberIds, staffId, at);
      await writeAudit(tx, {
        actorId: staffId,
        action: 'event.bni_verify',
        subjectType: 'event',
        subjectId: eventId,
        details: { attendees: memberIds, newlyVerified },
        ip: address,
      });
    });
    return { detail: apiMessages.verificationSaved, attendees: memberIds };
  }
}
