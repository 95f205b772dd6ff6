import { and, asc, eq, gte, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, members, registrations } from '../../db/schema/index.ts';

/*
 * The one home of a registration's state (issue 16): every module asks these, so a rule about what
 * counts, what is owed and what is paid is written once. A registration is
 * - live: not cancelled (a cancelled event cancels its unpaid registrations, ADR 17);
 * - owed: live and not paid — what the member owes;
 * - paid: payment confirmed by staff (a paid registration stays, even of a cancelled event).
 */

export const isLive = (): SQL => isNull(registrations.cancelledAt);

export const isOwed = (): SQL => and(isNull(registrations.paidAt), isNull(registrations.cancelledAt)) as SQL;

export const isPaid = (): SQL => isNotNull(registrations.paidAt);

/**
 * Void with its event: cancelled when or after the event was (the cancellation itself, or a
 * reversed payment of a cancelled event), not by the member beforehand. Needs `events` joined.
 */
export const isVoidedWithEvent = (): SQL =>
  and(isNotNull(events.cancelledAt), gte(registrations.cancelledAt, events.cancelledAt)) as SQL;

/**
 * Owed registrations with their events, by event start then id: the one query behind every list
 * of what members owe (the staff's member list, payment validation). `where` narrows it (members).
 */
export function owedRegistrations(db: DbOrTx, where: SQL) {
  return db
    .select({
      id: registrations.id,
      memberId: registrations.memberId,
      priceSatang: registrations.priceSatang,
      eventId: events.id,
      eventName: events.name,
      startsAt: events.startsAt,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .innerJoin(members, eq(members.id, registrations.memberId))
    .where(and(isOwed(), where))
    .orderBy(asc(events.startsAt), asc(registrations.id));
}

export type OwedRegistrationRow = Awaited<ReturnType<typeof owedRegistrations>>[number];
