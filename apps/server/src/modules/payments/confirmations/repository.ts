import { and, asc, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { events, members, paymentConfirmations, paymentSlips, registrations } from '../../../db/schema/index.ts';

const member = alias(members, 'member');
const confirmer = alias(members, 'confirmer');
const reverser = alias(members, 'reverser');

/**
 * Reading the books' confirmations for the treasurer: three statements whatever the month holds
 * (the confirmations with every name they need, then their registrations, then their slips).
 */
export class ConfirmationsRepository {
  constructor(private readonly db: Db) {}

  /** Confirmations made in [from, until), newest first, reversed ones included. */
  confirmedBetween(from: Date, until: Date) {
    return this.db
      .select({
        id: paymentConfirmations.id,
        confirmedAt: paymentConfirmations.confirmedAt,
        statedSatang: paymentConfirmations.statedSatang,
        receivedSatang: paymentConfirmations.receivedSatang,
        receivedReason: paymentConfirmations.receivedReason,
        appliedSatang: paymentConfirmations.appliedSatang,
        waivedSatang: paymentConfirmations.waivedSatang,
        waiverReason: paymentConfirmations.waiverReason,
        reversedAt: paymentConfirmations.reversedAt,
        reversalReason: paymentConfirmations.reversalReason,
        reversedRegistrationIds: paymentConfirmations.reversedRegistrationIds,
        reversedSlipIds: paymentConfirmations.reversedSlipIds,
        memberId: member.id,
        memberFirstName: member.firstName,
        memberLastName: member.lastName,
        confirmerId: confirmer.id,
        confirmerFirstName: confirmer.firstName,
        confirmerLastName: confirmer.lastName,
        reverserId: reverser.id,
        reverserFirstName: reverser.firstName,
        reverserLastName: reverser.lastName,
      })
      .from(paymentConfirmations)
      .innerJoin(member, eq(member.id, paymentConfirmations.memberId))
      .innerJoin(confirmer, eq(confirmer.id, paymentConfirmations.confirmedBy))
      .leftJoin(reverser, eq(reverser.id, paymentConfirmations.reversedBy))
      .where(and(gte(paymentConfirmations.confirmedAt, from), lt(paymentConfirmations.confirmedAt, until)))
      .orderBy(desc(paymentConfirmations.confirmedAt), desc(paymentConfirmations.id));
  }

  /**
   * The registrations these confirmations paid (or, reversed, had paid: `reversedIds`, which no longer
   * point at them), with their events, in order of the events.
   */
  registrationsOf(confirmationIds: number[], reversedIds: number[] = []) {
    if (confirmationIds.length === 0 && reversedIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        confirmationId: registrations.paymentId,
        id: registrations.id,
        priceSatang: registrations.priceSatang,
        eventName: events.name,
        startsAt: events.startsAt,
      })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(or(inArray(registrations.paymentId, confirmationIds), inArray(registrations.id, reversedIds)))
      .orderBy(asc(events.startsAt), asc(registrations.id));
  }

  /** The slips these confirmations accepted, and those of `reversedIds` reversed ones had accepted. */
  slipsOf(confirmationIds: number[], reversedIds: number[] = []) {
    if (confirmationIds.length === 0 && reversedIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ confirmationId: paymentSlips.confirmationId, id: paymentSlips.id, transRef: paymentSlips.transRef })
      .from(paymentSlips)
      .where(or(inArray(paymentSlips.confirmationId, confirmationIds), inArray(paymentSlips.id, reversedIds)))
      .orderBy(asc(paymentSlips.id));
  }
}
