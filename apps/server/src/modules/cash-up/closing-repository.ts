import type { TCashUpFigures } from '@chapter/contract/cash-up';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { cashUpClosings, guests, members, paymentConfirmations, registrations } from '../../db/schema/index.ts';

const payerMember = alias(members, 'payer_member');
const payerGuest = alias(guests, 'payer_guest');
const confirmer = alias(members, 'confirmer');
const reverser = alias(members, 'reverser');

/** Closes the meeting's cash-up with its figures; false when it was closed already (by anyone, at any moment). */
export async function insertClosing(
  tx: DbOrTx,
  values: { eventId: number; closedAt: Date; closedBy: number; figures: TCashUpFigures },
): Promise<boolean> {
  const rows = await tx
    .insert(cashUpClosings)
    .values(values)
    .onConflictDoNothing({ target: cashUpClosings.eventId })
    .returning({ eventId: cashUpClosings.eventId });
  return rows.length > 0;
}

/**
 * Confirmations, live or reversed, that paid a seat of the meeting (still pointing at it, or naming it
 * among what their reversal freed) and were confirmed or reversed after `since`, with whose money,
 * who acted, and what of this meeting's seats they paid. One statement.
 */
export function lateConfirmations(db: DbOrTx, eventId: number, since: Date) {
  const ofMeeting = sql`${registrations.eventId} = ${eventId} AND (${registrations.paymentId} = ${paymentConfirmations.id}
    OR ${registrations.id} = ANY(${paymentConfirmations.reversedRegistrationIds}))`;
  return db
    .select({
      id: paymentConfirmations.id,
      confirmedAt: paymentConfirmations.confirmedAt,
      reversedAt: paymentConfirmations.reversedAt,
      memberFirstName: payerMember.firstName,
      memberLastName: payerMember.lastName,
      guestFirstName: payerGuest.firstName,
      guestLastName: payerGuest.lastName,
      confirmerFirstName: confirmer.firstName,
      confirmerLastName: confirmer.lastName,
      reverserFirstName: reverser.firstName,
      reverserLastName: reverser.lastName,
      meetingSatang: sql<number>`(SELECT coalesce(sum(${registrations.priceSatang}), 0) FROM ${registrations} WHERE ${ofMeeting})::int`,
    })
    .from(paymentConfirmations)
    .leftJoin(payerMember, eq(payerMember.id, paymentConfirmations.memberId))
    .leftJoin(payerGuest, eq(payerGuest.id, paymentConfirmations.guestId))
    .innerJoin(confirmer, eq(confirmer.id, paymentConfirmations.confirmedBy))
    .leftJoin(reverser, eq(reverser.id, paymentConfirmations.reversedBy))
    .where(
      and(
        sql`EXISTS (SELECT 1 FROM ${registrations} WHERE ${ofMeeting})`,
        or(gt(paymentConfirmations.confirmedAt, since), gt(paymentConfirmations.reversedAt, since)),
      ),
    )
    .orderBy(asc(paymentConfirmations.confirmedAt), asc(paymentConfirmations.id));
}

export type LateConfirmationRow = Awaited<ReturnType<typeof lateConfirmations>>[number];
