import type { TAdminEvent, TAdminEventValues } from '@chapter/contract/admin-events';
import { apiMessages } from '@chapter/contract/messages';
import type { Db } from '../../../db/client.ts';
import { isForeignKeyViolation } from '../../../db/errors.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { changesOf, writeAudit } from '../../../lib/audit.ts';
import { bangkokTime } from '../../../lib/bangkok-time.ts';
import { bahtToSatang, satangToBaht } from '../../../lib/money.ts';
import { noticeTexts } from '../../messaging/notice-texts.ts';
import type { Notices } from '../../messaging/notices.ts';
import type { EventRow } from '../repository.ts';
import type { AdminEventsRepository, EventCounts, EventValues } from './repository.ts';

const noRegistrations: EventCounts = { live: 0, paid: 0, ever: 0 };

function toValues(input: TAdminEventValues): EventValues {
  return {
    name: input.name,
    locationName: input.location_name,
    startsAt: new Date(input.event_start_date_time),
    endsAt: new Date(input.event_end_date_time),
    priceSatang: bahtToSatang(input.price),
    earlyBirdPriceSatang: input.early_bird_price === null ? null : bahtToSatang(input.early_bird_price),
    earlyBirdEndsAt: input.early_bird_end_date_time === null ? null : new Date(input.early_bird_end_date_time),
  };
}

/** The fields an admin edits, as the audit log shows them. */
function auditedFields(event: EventValues) {
  return {
    name: event.name,
    locationName: event.locationName,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    priceSatang: event.priceSatang,
    earlyBirdPriceSatang: event.earlyBirdPriceSatang ?? null,
    earlyBirdEndsAt: event.earlyBirdEndsAt?.toISOString() ?? null,
  };
}

export function toAdminEvent(event: EventRow, counts: EventCounts = noRegistrations): TAdminEvent {
  return {
    id: event.id,
    name: event.name,
    location_name: event.locationName,
    event_start_date_time: event.startsAt.toISOString(),
    event_end_date_time: event.endsAt.toISOString(),
    price: satangToBaht(event.priceSatang),
    early_bird_price: event.earlyBirdPriceSatang === null ? null : satangToBaht(event.earlyBirdPriceSatang),
    early_bird_end_date_time: event.earlyBirdEndsAt?.toISOString() ?? null,
    cancelled_at: event.cancelledAt?.toISOString() ?? null,
    registration_count: counts.live,
    paid_count: counts.paid,
    has_registrations: counts.ever > 0,
    series_id: event.seriesId,
  };
}

/**
 * Events in the back office: create, edit, cancel, delete. The rules between fields are in the
 * contract's schema (so the form refuses the same things); this holds the rules about state.
 */
export class AdminEventsService {
  constructor(
    private readonly db: Db,
    private readonly repository: AdminEventsRepository,
    private readonly notices: Notices,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Events starting in the month, in Bangkok, cancelled ones included. */
  async ofMonth(month: number, year: number): Promise<TAdminEvent[]> {
    const events = await this.repository.eventsStartingBetween(
      bangkokTime(year, month - 1, 1, 0),
      bangkokTime(year, month, 1, 0),
    );
    const counts = await this.repository.countsOf(events.map((event) => event.id));
    return events.map((event) => toAdminEvent(event, counts.get(event.id)));
  }

  async create(adminId: number, input: TAdminEventValues, address: string): Promise<TAdminEvent> {
    const values = toValues(input);
    const event = await this.db.transaction(async (tx) => {
      const row = await this.repository.insert(tx, values);
      await writeAudit(tx, {
        actorId: adminId,
        action: 'event.create',
        subjectType: 'event',
        subjectId: row.id,
        details: { event: auditedFields(values) },
        ip: address,
      });
      return row;
    });
    return toAdminEvent(event);
  }

  async update(adminId: number, eventId: number, input: TAdminEventValues, address: string): Promise<TAdminEvent> {
    const values = toValues(input);
    const event = await this.db.transaction(async (tx) => {
      const before = await this.repository.findEvent(tx, eventId, true);
      if (!before) throw ApiError.notFound(apiMessages.eventNotFound);
      if (before.cancelledAt !== null) throw ApiError.nonField(apiMessages.eventCancelledCannotEdit);
      // A weekly meeting edited by hand is the admin's from now on: the series leaves it be (ADR 53).
      const handEdited = before.seriesId === null ? {} : { handEditedAt: this.now() };
      const row = await this.repository.update(tx, eventId, { ...values, ...handEdited });
      await writeAudit(tx, {
        actorId: adminId,
        action: 'event.update',
        subjectType: 'event',
        subjectId: eventId,
        details: { name: row.name, changes: changesOf(auditedFields(before), auditedFields(values)) },
        ip: address,
      });
      return row;
    });
    const counts = await this.repository.countsOf([eventId]);
    return toAdminEvent(event, counts.get(eventId));
  }

  /** Cancels an event that has not finished; its unpaid registrations are cancelled with it (ADR 15). */
  async cancel(adminId: number, eventId: number, address: string) {
    const now = this.now();
    const chapter = await this.notices.chapterName();
    const result = await this.db.transaction(async (tx) => {
      const event = await this.repository.findEvent(tx, eventId, true);
      if (!event) throw ApiError.notFound(apiMessages.eventNotFound);
      if (event.cancelledAt !== null) throw ApiError.nonField(apiMessages.eventAlreadyCancelled);
      if (event.endsAt <= now) throw ApiError.nonField(apiMessages.eventFinishedCannotCancel);
      const cancelled = await this.repository.cancel(tx, eventId, now);
      if (!cancelled) throw ApiError.nonField(apiMessages.eventAlreadyCancelled);
      await writeAudit(tx, {
        actorId: adminId,
        action: 'event.cancel',
        subjectType: 'event',
        subjectId: eventId,
        details: {
          name: event.name,
          droppedRegistrations: cancelled.dropped.map((registration) => ({
            registrationId: registration.id,
            memberId: registration.memberId,
            priceSatang: registration.priceSatang,
          })),
        },
        ip: address,
      });
      // Everyone registered hears of it: unpaid registrations were cancelled, paid ones need the treasurer.
      const told = [
        ...cancelled.dropped.map((registration) => ({ ...registration, paid: false })),
        ...cancelled.paid.map((registration) => ({ ...registration, paid: true })),
      ];
      for (const registration of told) {
        // A visitor paying their own fee has no LINE account with the chapter (their link shows it).
        if (registration.memberId === null) continue;
        const text = noticeTexts.registrationsCancelled({
          chapter,
          eventName: event.name,
          startsAt: event.startsAt,
          paid: registration.paid,
        });
        await this.notices.queue(
          tx,
          { key: `registration-cancelled:${registration.id}`, memberId: registration.memberId, text },
          now,
        );
      }
      return cancelled;
    });
    this.notices.flush();
    const counts = await this.repository.countsOf([eventId]);
    return {
      detail: apiMessages.eventCancelledNow(result.dropped.length),
      event: toAdminEvent(result.event, counts.get(eventId)),
      cancelled_registrations: result.dropped.length,
    };
  }

  /** Deletes an event nobody ever registered for; the foreign key stops one registered meanwhile. */
  async delete(adminId: number, eventId: number, address: string): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        const event = await this.repository.findEvent(tx, eventId, true);
        if (!event) throw ApiError.notFound(apiMessages.eventNotFound);
        // The beat would make the week's meeting again: a week without one is a cancelled meeting.
        if (event.seriesId !== null) throw ApiError.nonField(apiMessages.meetingCannotDelete);
        if (await this.repository.hasRegistrations(tx, eventId)) {
          throw ApiError.nonField(apiMessages.eventHasRegistrations);
        }
        await this.repository.delete(tx, eventId);
        await writeAudit(tx, {
          actorId: adminId,
          action: 'event.delete',
          subjectType: 'event',
          subjectId: eventId,
          details: { event: auditedFields(event) },
          ip: address,
        });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw ApiError.nonField(apiMessages.eventHasRegistrations);
      throw error;
    }
  }
}
