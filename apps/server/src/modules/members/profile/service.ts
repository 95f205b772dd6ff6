import type { TCardSettings, TProfileResponse } from '@chapter/contract/members';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { ApiError } from '../../../lib/api-error.ts';
import { KeptAnswers } from '../../../lib/kept-answers.ts';
import { satangToBaht } from '../../../lib/money.ts';
import type { PreparedAnswer } from '../../../lib/prepared-answer.ts';
import { prepareAnswer } from '../../../lib/route.ts';
import { owedSatang, substituteName } from '../../books/money.ts';
import { cardSettingsOf, hiddenFieldsOf } from '../card/card-fields.ts';
import type { MembersRepository } from './repository.ts';

/**
 * Profiles kept at most: a chapter's members several times over. A few kB each in brotli; a member
 * beyond it only has their next profile read from the database again.
 */
const KEPT_PROFILES = 2_000;

export class MembersService {
  constructor(private readonly repository: MembersRepository) {}

  private readonly keptProfiles = new KeptAnswers<number>(KEPT_PROFILES);

  /**
   * The member's profile as an answer ready to send (ADR 36): built, checked and serialized once per
   * member and profile version, which the auth check read with the session, then sent from memory
   * with an ETag for a 304 until anything the profile shows changes and the triggers replace the
   * version. The rows are read after the version, so a kept answer is never older than its version.
   * Without a version (a member whose row has none) the profile is read every time.
   */
  profileAnswer(memberId: number, version: number | null): Promise<PreparedAnswer> {
    return this.keptProfiles.answer(memberId, version, async () =>
      prepareAnswer(apiRoutes.profile, await this.getProfile(memberId)),
    );
  }

  private async getProfile(memberId: number): Promise<TProfileResponse> {
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
          is_cancelled: registration.eventCancelledAt !== null,
        },
        price: satangToBaht(registration.priceSatang),
        payment_datetime: registration.paidAt?.toISOString() ?? null,
        substitute_name: substituteName(registration),
      })),
      public_card_id: member.publicCardId,
      reminders_off: member.remindersOff,
      card: cardSettingsOf(member),
    };
  }

  /** The member's own choice; audited, since a member who hears nothing may later ask why. */
  async setRemindersOff(memberId: number, off: boolean, address: string) {
    await this.repository.setRemindersOff(memberId, off, address);
    return { reminders_off: off, detail: off ? apiMessages.remindersOffSaved : apiMessages.remindersOnSaved };
  }

  /** The member's own card: which fields it shows, or hidden altogether (issue 19). */
  async updateCard(memberId: number, card: TCardSettings, address: string) {
    const hiddenFields = hiddenFieldsOf(card.shown_fields);
    const publicCardId = await this.repository.updateCard(memberId, { hidden: card.hidden, hiddenFields }, address);
    if (publicCardId === null) throw ApiError.notFound();
    return {
      ...cardSettingsOf({ cardHidden: card.hidden, cardHiddenFields: hiddenFields }),
      public_card_id: publicCardId,
      detail: card.hidden ? apiMessages.cardHiddenSaved : apiMessages.cardSaved,
    };
  }

  /** A new card id for a member whose link went further than they wanted; the old one is dead at once. */
  async newCardAddress(memberId: number, address: string) {
    const publicCardId = await this.repository.newCardAddress(memberId, address);
    if (publicCardId === null) throw ApiError.notFound();
    return { public_card_id: publicCardId, detail: apiMessages.cardNewAddress };
  }
}
