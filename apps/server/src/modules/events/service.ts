import type { TAvailableEvent, TRegistration } from '@chapter/contract/events';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import { apiRoutes } from '@chapter/contract/routes';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { groupBy } from '../../lib/group-by.ts';
import { KeptAnswers } from '../../lib/kept-answers.ts';
import { satangToBaht } from '../../lib/money.ts';
import type { PreparedAnswer } from '../../lib/prepared-answer.ts';
import { prepareAnswer } from '../../lib/route.ts';
import { memberIdsOf } from '../books/payer.ts';
import { type CachedEvent, EventListCache, type EventListSnapshot, phaseAt } from './event-list-cache.ts';
import { isEarlyBird, priceAt } from './pricing.ts';
import type { EventsRepository } from './repository.ts';

/**
 * Members' event lists kept at most: a chapter's members several times over. A few kB each in
 * brotli; a member beyond it only has their list serialized and compressed again.
 */
const KEPT_LISTS = 2_000;

export class EventsService {
  constructor(
    private readonly db: Db,
    private readonly repository: EventsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private readonly eventList = new EventListCache((version) => this.buildEventList(version));
  private builds = 0;
  /** Each member's last answer, against the build of the list and the phase it was made in. */
  private readonly keptLists = new KeptAnswers<number, string>(KEPT_LISTS);

  /**
   * Unfinished events with attendees and the member's own registration, as an answer ready to
   * send. The list is shared by every member and cached against the database's data version
   * (ADR 22), which the auth check read with the session (`version`; read here when not given):
   * only after a change are the events and registrations read again — two more queries whatever
   * the numbers, a third when a listed event is cancelled. Each member's answer is then serialized
   * and compressed once until the data or the phase (an event ending, an early-bird price
   * ending) changes, and carries an ETag for a 304 (ADR 32).
   */
  async availableAnswer(memberId: number, version?: number): Promise<PreparedAnswer> {
    const now = this.now();
    const snapshot = await this.eventList.get(version ?? (await this.repository.eventListVersion()));
    const builtAt = `${snapshot.build}:${phaseAt(snapshot.events, now)}`;
    return this.keptLists.answer(memberId, builtAt, () =>
      prepareAnswer(apiRoutes.availableEvents, this.listFor(snapshot, memberId, now)),
    );
  }

  private listFor(snapshot: EventListSnapshot, memberId: number, now: Date): TAvailableEvent[] {
    return snapshot.events
      .filter((event) => event.row.endsAt > now)
      .map((event) => {
        const own = event.registrationsByMember.get(memberId);
        return {
          ...event.shared,
          is_early_bird: isEarlyBird(event.row, now),
          register: own
            ? { id: own.id, price: satangToBaht(own.priceSatang), payment_datetime: own.paidAt?.toISOString() ?? null }
            : null,
          registration_voided: own === undefined && event.voidedMembers.has(memberId),
        };
      });
  }

  /** Reads the events that have not finished and their live registrations, as of `version` or later. */
  private async buildEventList(version: number): Promise<EventListSnapshot> {
    const rows = await this.repository.listUnfinished(this.now());
    const registrations = await this.repository.listLiveRegistrations(rows.map((event) => event.id));
    const cancelledIds = rows.filter((row) => row.cancelledAt !== null).map((row) => row.id);
    const voided = groupBy(
      await this.repository.listVoidedRegistrants(cancelledIds),
      (registration) => registration.eventId,
    );
    const byEvent = groupBy(registrations, (registration) => registration.eventId);
    const events = rows.map((row): CachedEvent => {
      const ofEvent = byEvent.get(row.id) ?? [];
      return {
        row,
        shared: {
          id: row.id,
          name: row.name,
          price: satangToBaht(row.priceSatang),
          early_bird_price: row.earlyBirdPriceSatang === null ? null : satangToBaht(row.earlyBirdPriceSatang),
          early_bird_end_date_time: row.earlyBirdEndsAt?.toISOString() ?? null,
          location_name: row.locationName,
          event_start_date_time: row.startsAt.toISOString(),
          event_end_date_time: row.endsAt.toISOString(),
          is_cancelled: row.cancelledAt !== null,
          substitute_fee: row.substituteFeeSatang === null ? null : satangToBaht(row.substituteFeeSatang),
          substitute_pays: row.substituteFeeSatang !== null && row.substitutePays,
          // A member who erased their data asked to be forgotten: other members do not see them
          // at all, not even as the pseudonym their row keeps for the accounts (ADR 50).
          attendees: ofEvent
            .filter((registration) => registration.erasedAt === null)
            .map((registration) => ({
              name: fullName(registration.firstName, registration.lastName),
              is_paid: registration.paidAt !== null,
            })),
        },
        registrationsByMember: new Map(ofEvent.map((registration) => [registration.memberId, registration])),
        voidedMembers: new Set(memberIdsOf(voided.get(row.id) ?? [])),
      };
    });
    this.builds += 1;
    return { version, build: this.builds, events };
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
