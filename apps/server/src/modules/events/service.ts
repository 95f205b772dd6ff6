import type { TAvailableEvent, TRegistration } from '@chapter/contract/events';
import { apiMessages } from '@chapter/contract/messages';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { groupBy } from '../../lib/group-by.ts';
import { satangToBaht } from '../../lib/money.ts';
import { isEarlyBird, priceAt } from './pricing.ts';
import type { EventsRepository } from './repository.ts';

export class EventsService {
  constructor(
    private readonly db: Db,
    private readonly repository: EventsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Unfinished events with attendees and the member's own registration: two queries, whatever the numbers. */
  async listAvailable(memberId: number): Promise<TAvailableEvent[]> {
    const now = this.now();
    const events = await this.repository.listUnfinished(now);
    const registrations = await this.repository.listLiveRegistrations(events.map((event) => event.id));
    const byEvent = groupBy(registrations, (registration) => registration.eventId);
    return events.map((event) => {
      const ofEvent = byEvent.get(event.id) ?? [];
      const own = ofEvent.find((registration) => registration.memberId === memberId);
      return {
        id: event.id,
        name: event.name,
        price: satangToBaht(event.priceSatang),
        is_early_bird: isEarlyBird(event, now),
        early_bird_price: event.earlyBirdPriceSatang === null ? null : satangToBaht(event.earlyBirdPriceSatang),
        early_bird_end_date_time: event.earlyBirdEndsAt?.toISOString() ?? null,
        location_name: event.locationName,
        event_start_date_time: event.startsAt.toISOString(),
        event_end_date_time: event.endsAt.toISOString(),
        is_cancelled: event.cancelledAt !== null,
        attendees: ofEvent.map((registration) => ({
          name: `${registration.firstName} ${registration.lastName}`,
          is_paid: registration.paidAt !== null,
        })),
        register: own
          ? {
              id: own.id,
              price: satangToBaht(own.priceSatang),
              payment_datetime: own.paidAt?.toISOString() ?? null,
            }
          : null,
      };
    });
  }

  /**
   * Registers the member at the price that applies now. A second registration, even one racing
   * this one, is stopped by the database's unique index and answered as "already registered".
   */
  async register(memberId: number, eventId: number, address: string): Promise<TRegistration> {
    const now = this.now();
    const event = await this.repository.findEvent(eventId);
    if (!event) throw ApiError.field('event', apiMessages.eventNotFound);
    if (event.endsAt <= now) throw ApiError.nonField(apiMessages.eventFinished);
    if (event.cancelledAt !== null) throw ApiError.nonField(apiMessages.eventCancelled);
    const priceSatang = priceAt(event, now);
    try {
      const registration = await this.db.transaction(async (tx) => {
        // Holds off an admin cancelling the event until this registration is in (or sees it cancelled).
        if (await this.repository.isCancelledLocked(tx, eventId)) throw ApiError.nonField(apiMessages.eventCancelled);
        const row = await this.repository.insertRegistration(tx, { memberId, eventId, priceSatang, registeredAt: now });
        await writeAudit(tx, {
          actorId: memberId,
          action: 'event.register',
          subjectType: 'registration',
          subjectId: row.id,
          details: { eventId, priceSatang },
          ip: address,
        });
        return row;
      });
      return {
        id: registration.id,
        event: registration.eventId,
        price: satangToBaht(registration.priceSatang),
        payment_datetime: null,
      };
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.nonField(apiMessages.alreadyRegistered);
      throw error;
    }
  }

  /** Cancels the member's registration while it is unpaid and the event has not started. */
  async unregister(memberId: number, eventId: number, address: string): Promise<void> {
    const now = this.now();
    const registration = await this.repository.findLiveRegistration(memberId, eventId);
    if (!registration) throw ApiError.nonField(apiMessages.notRegistered);
    if (registration.paidAt !== null) throw ApiError.nonField(apiMessages.paidCannotCancel);
    if (registration.startsAt <= now) throw ApiError.nonField(apiMessages.startedCannotCancel);
    await this.db.transaction(async (tx) => {
      // Staff may have confirmed the payment since the read above; then nothing changes.
      if (!(await this.repository.cancelIfUnpaid(tx, registration.id, now))) {
        throw ApiError.nonField(apiMessages.paidCannotCancel);
      }
      await writeAudit(tx, {
        actorId: memberId,
        action: 'event.unregister',
        subjectType: 'registration',
        subjectId: registration.id,
        details: { eventId, priceSatang: registration.priceSatang },
        ip: address,
      });
    });
  }
}
