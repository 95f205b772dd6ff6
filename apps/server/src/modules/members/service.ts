import type { TProfileResponse } from '@chapter/contract/members';
import { apiMessages } from '@chapter/contract/messages';
import { ApiError } from '../../lib/api-error.ts';
import { satangToBaht } from '../../lib/money.ts';
import { owedSatang } from '../books/money.ts';
import type { MembersRepository } from './repository.ts';

export class MembersService {
  constructor(private readonly repository: MembersRepository) {}

  async getProfile(memberId: number): Promise<TProfileResponse> {
    const [member, registrations, creditSatang] = await Promise.all([
      this.repository.findById(memberId),
      this.repository.listLiveRegistrations(memberId),
      this.repository.credit(memberId),
    ]);
    if (!member) throw ApiError.notFound();
    return {
      id: member.id,
      first_name: member.firstName,
      last_name: member.lastName,
      liff_picture_url: member.pictureUrl,
      sum_amount: satangToBaht(owedSatang(registrations)),
      credit: satangToBaht(creditSatang),
      registrations: registrations.map((registration) => ({
        id: registration.id,
        registered_event: {
          id: registration.eventId,
          name: registration.eventName,
          event_start_date_time: registration.startsAt.toISOString(),
          event_end_date_time: registration.endsAt.toISOString(),
        },
        price: satangToBaht(registration.priceSatang),
        payment_datetime: registration.paidAt?.toISOString() ?? null,
      })),
      public_card_id: member.publicCardId,
      reminders_off: member.remindersOff,
    };
  }

  /** The member's own choice; audited, since a member who hears nothing may later ask why. */
  async setRemindersOff(memberId: number, off: boolean, address: string) {
    await this.repository.setRemindersOff(memberId, off, address);
    return { reminders_off: off, detail: off ? apiMessages.remindersOffSaved : apiMessages.remindersOnSaved };
  }
}
