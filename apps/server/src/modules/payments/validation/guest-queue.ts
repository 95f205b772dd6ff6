import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { TStaffSlip } from '@chapter/contract/slips';
import type { TUnvalidatedGuest } from '@chapter/contract/visitors';
import { ApiError } from '../../../lib/api-error.ts';
import { groupBy } from '../../../lib/group-by.ts';
import { satangToBaht } from '../../../lib/money.ts';
import { sumSatang, toOwedRegistration } from '../../books/money.ts';
import type { GuestValidationRepository } from './guest-repository.ts';
import type { SlipPresenter } from './service.ts';
import { isThirdVisit } from './third-visit.ts';

/**
 * Guests paying their own fee in the staff's one queue (ADR 54): listed beside members, settled by
 * the same confirm, credit and refuse routes, which tell the payer from the rows.
 */
export class GuestQueueService {
  constructor(
    private readonly repository: GuestValidationRepository,
    private readonly slips: SlipPresenter,
  ) {}

  async unvalidatedGuests(staffId: number): Promise<TUnvalidatedGuest[]> {
    const guests = await this.repository.guestsToSettle();
    const owed = groupBy(
      await this.repository.owedRegistrations(guests.map((guest) => guest.id)),
      (row) => row.guestId,
    );
    return guests
      .map((guest) => {
        const registrations = owed.get(guest.id) ?? [];
        return {
          id: guest.id,
          full_name: fullName(guest.firstName, guest.lastName),
          sum_amount: satangToBaht(sumSatang(registrations)),
          // A guest's credit lives on the visit and is refunded or waived, not carried (ADR 54).
          credit: 0,
          unpaid_registrations: registrations.map(toOwedRegistration),
          kind: guest.kind,
          phone: guest.phone,
          company: guest.company,
          host: { id: guest.hostId, full_name: fullName(guest.hostFirstName, guest.hostLastName) },
          meeting: { id: guest.eventId, name: guest.eventName, event_start_date_time: guest.startsAt.toISOString() },
          third_visit: isThirdVisit(guest.earlierVisits),
          waiting_slips: guest.waitingSlips,
          cannot_confirm: guest.hostId === staffId ? ('invited' as const) : null,
        };
      })
      .sort((a, b) => a.full_name.localeCompare(b.full_name, 'th'));
  }

  /** A guest's slips as `staffId` sees them (links signed for them); guests' references never clash. */
  async slipsOf(guestId: number, staffId: number): Promise<TStaffSlip[]> {
    if (!(await this.repository.guestExists(guestId))) throw ApiError.notFound(apiMessages.guestNotFound);
    const rows = await this.repository.slipsOf(guestId);
    return rows.map((row) => ({ ...this.slips.toSlip(row, staffId), reference_clashes: [] }));
  }
}
