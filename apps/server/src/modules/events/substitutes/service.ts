import type { TSubstitute, TSubstituteValues } from '@chapter/contract/meetings';
import { apiMessages } from '@chapter/contract/messages';
import { visitLink } from '@chapter/contract/visitors';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { satangToBaht } from '../../../lib/money.ts';
import { generateToken, hashToken } from '../../../lib/tokens.ts';
import type { SubstitutesRepository } from './repository.ts';

type SubstituteRow = Awaited<ReturnType<SubstitutesRepository['ofMember']>>[number];

function toSubstitute(row: SubstituteRow, now: Date, payLink: string | null = null): TSubstitute {
  return {
    event_id: row.eventId,
    event_name: row.eventName,
    event_start_date_time: row.startsAt.toISOString(),
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    company: row.company,
    fee: satangToBaht(row.priceSatang),
    pays_self: row.paysSelf,
    pay_link: payLink,
    is_paid: row.paidAt !== null,
    can_cancel: row.startsAt > now && row.paidAt === null,
  };
}

/**
 * A member who cannot come sends a substitute to a weekly meeting (ADR 54): the substitute is a
 * guest of that meeting, and their seat is a registration the member pays for, so the meal fee is
 * owed, shown, paid by QR and confirmed like any other (the books' one rule).
 */
export class SubstitutesService {
  constructor(
    private readonly db: Db,
    private readonly repository: SubstitutesRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async mine(memberId: number): Promise<TSubstitute[]> {
    const now = this.now();
    return (await this.repository.ofMember(memberId, now)).map((row) => toSubstitute(row, now));
  }

  async send(memberId: number, eventId: number, input: TSubstituteValues, address: string): Promise<TSubstitute> {
    const now = this.now();
    try {
      const stored = await this.db.transaction(async (tx) => {
        const event = await this.repository.findEvent(tx, eventId);
        if (!event) throw ApiError.notFound(apiMessages.eventNotFound);
        if (event.seriesId === null || event.substituteFeeSatang === null) {
          throw ApiError.nonField(apiMessages.substituteOnlyForMeetings);
        }
        if (event.cancelledAt !== null) throw ApiError.nonField(apiMessages.eventCancelled);
        if (event.startsAt <= now) throw ApiError.nonField(apiMessages.substituteAfterStart);
        const guest = await this.repository.insertGuest(tx, {
          eventId,
          hostMemberId: memberId,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          company: input.company,
        });
        const seat = await this.repository.insertSeat(tx, {
          memberId,
          eventId,
          guestId: guest.id,
          priceSatang: event.substituteFeeSatang,
          paysSelf: event.substitutePays,
        });
        // Billed to the substitute: they get a visitor's link, to agree to the notice and pay (ADR 55).
        const token = event.substitutePays ? generateToken() : null;
        if (token !== null) {
          await this.repository.insertPayLink(tx, {
            eventId,
            hostMemberId: memberId,
            guestId: guest.id,
            tokenHash: hashToken(token),
            at: now,
            expiresAt: event.endsAt,
          });
        }
        await writeAudit(tx, {
          actorId: memberId,
          action: 'meeting.substitute_send',
          subjectType: 'event',
          subjectId: eventId,
          details: {
            guestId: guest.id,
            registrationId: seat.id,
            priceSatang: seat.priceSatang,
            paidBy: event.substitutePays ? 'substitute' : 'member',
          },
          ip: address,
        });
        return { guest, seat, event, token };
      });
      // What was just stored is the answer: no second read.
      const { guest, seat, event, token } = stored;
      const row: SubstituteRow = {
        ...guest,
        guestId: guest.id,
        registrationId: seat.id,
        priceSatang: seat.priceSatang,
        paysSelf: seat.guestId !== null,
        paidAt: seat.paidAt,
        eventId: event.id,
        eventName: event.name,
        startsAt: event.startsAt,
      };
      return toSubstitute(row, now, token === null ? null : visitLink('', token));
    } catch (error) {
      if (isUniqueViolation(error, 'guests_one_substitute_per_member')) {
        throw ApiError.detail(409, apiMessages.substituteAlreadySent);
      }
      throw error;
    }
  }

  async cancel(memberId: number, eventId: number, address: string) {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const substitute = await this.repository.liveOf(tx, memberId, eventId);
      if (!substitute) throw ApiError.notFound(apiMessages.substituteNotFound);
      if (substitute.startsAt <= now) throw ApiError.nonField(apiMessages.substituteCancelAfterStart);
      if (substitute.paidAt !== null) throw ApiError.nonField(apiMessages.substitutePaidCannotCancel);
      if (!(await this.repository.cancel(tx, substitute.guestId, substitute.registrationId, memberId, now))) {
        throw ApiError.nonField(apiMessages.substitutePaidCannotCancel);
      }
      await writeAudit(tx, {
        actorId: memberId,
        action: 'meeting.substitute_cancel',
        subjectType: 'event',
        subjectId: eventId,
        // Ids only: the guest's name is theirs, and goes when they are erased (ADR 54).
        details: { guestId: substitute.guestId, registrationId: substitute.registrationId },
        ip: address,
      });
    });
    return { detail: apiMessages.substituteCancelled };
  }
}
