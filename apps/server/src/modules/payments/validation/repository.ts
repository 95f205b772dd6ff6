import { and, asc, desc, eq, exists, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  events,
  guests,
  members,
  paymentConfirmations,
  paymentSlips,
  registrations,
} from '../../../db/schema/index.ts';
import { creditOf, creditsOf, hasCredit, isPayer, isWaitingSlip, lockBooksOf } from '../../books/credit-repository.ts';
import type { Payer } from '../../books/payer.ts';
import { isOwed, owedRegistrations } from '../../books/registration-repository.ts';
import type { SlipRow } from '../slips/repository.ts';

export type NewConfirmation = typeof paymentConfirmations.$inferInsert;
/** The confirmation being made: its id, whose money, the staff member confirming, and when. */
export type Confirming = { id: number; payer: Payer; staffId: number; at: Date };

/** The queries of the staff's payment validation: who has slips waiting, confirming and refusing. */
export class ValidationRepository {
  constructor(private readonly db: Db) {}

  /** Members with a slip waiting, or with credit and something owed that it can pay; with how many slips wait. */
  membersToSettle() {
    const waitingSlip = this.db
      .select({ one: sql`1` })
      .from(paymentSlips)
      .where(and(eq(paymentSlips.memberId, members.id), isWaitingSlip()));
    // A member listed for credit alone has none: the screen must not show them as waiting on a slip.
    const waitingSlips = sql<number>`(${this.db
      .select({ n: sql`count(*)::int` })
      .from(paymentSlips)
      .where(and(eq(paymentSlips.memberId, members.id), isWaitingSlip()))})`.mapWith(Number);
    const owedRegistration = this.db
      .select({ one: sql`1` })
      .from(registrations)
      .where(and(eq(registrations.memberId, members.id), isOwed()));
    return this.db
      .select({ id: members.id, firstName: members.firstName, lastName: members.lastName, waitingSlips })
      .from(members)
      .where(or(exists(waitingSlip), and(hasCredit(members.id), exists(owedRegistration))));
  }

  /** Owed registrations of the given members, by event start. */
  owedRegistrations(memberIds: number[]) {
    if (memberIds.length === 0) return Promise.resolve([]);
    return owedRegistrations(this.db, inArray(registrations.memberId, memberIds));
  }

  /** The credit of the given members, in satang (the books'); members without any are absent. */
  creditsOf(memberIds: number[]) {
    return creditsOf(this.db, memberIds);
  }

  /** Takes the payer's books lock for the rest of the transaction: confirming reads credit under it. */
  lockBooksOf(tx: DbOrTx, payer: Payer) {
    return lockBooksOf(tx, payer);
  }

  /** One payer's credit, in satang, as the transaction sees it. */
  creditOf(tx: DbOrTx, payer: Payer) {
    return creditOf(tx, payer);
  }

  /** The member who invited or sent a guest: they may not settle the guest's money. */
  async hostOf(guestId: number): Promise<number | null> {
    const [row] = await this.db.select({ host: guests.hostMemberId }).from(guests).where(eq(guests.id, guestId));
    return row?.host ?? null;
  }

  async memberExists(memberId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
    return row !== undefined;
  }

  /** A member's slips: those waiting first, then the newest. */
  slipsOf(memberId: number): Promise<SlipRow[]> {
    return this.db
      .select()
      .from(paymentSlips)
      .where(eq(paymentSlips.memberId, memberId))
      .orderBy(sql`${isWaitingSlip()} DESC`, desc(paymentSlips.createdAt), desc(paymentSlips.id));
  }

  /**
   * Other members' live slips that carry the transfer reference of one of this member's live
   * slips: a clash staff must look at, on both members' slips (ADR 48).
   */
  referenceClashes(memberId: number) {
    const other = alias(paymentSlips, 'other_slip');
    return this.db
      .select({
        slipId: paymentSlips.id,
        otherSlipId: other.id,
        // Only members' slips clash: a guest's reference refuses every other slip of it (ADR 54).
        otherMemberId: sql<number>`${other.memberId}`.mapWith(Number),
        firstName: members.firstName,
        lastName: members.lastName,
        createdAt: other.createdAt,
        validatedBy: other.validatedBy,
      })
      .from(paymentSlips)
      .innerJoin(
        other,
        and(
          eq(other.transRef, paymentSlips.transRef),
          ne(other.memberId, paymentSlips.memberId),
          isNull(other.refusedBy),
        ),
      )
      .innerJoin(members, eq(members.id, other.memberId))
      .where(and(eq(paymentSlips.memberId, memberId), isNull(paymentSlips.refusedBy)))
      .orderBy(asc(other.createdAt), asc(other.id));
  }

  registrationsByIds(ids: number[], tx: DbOrTx = this.db) {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .select({
        id: registrations.id,
        memberId: registrations.memberId,
        guestId: registrations.guestId,
        priceSatang: registrations.priceSatang,
        paidAt: registrations.paidAt,
        cancelledAt: registrations.cancelledAt,
        eventId: registrations.eventId,
        eventName: events.name,
        startsAt: events.startsAt,
      })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(inArray(registrations.id, ids));
  }

  /** Whether the payer has a slip waiting for staff. */
  async hasWaitingSlip(payer: Payer): Promise<boolean> {
    const [row] = await this.db
      .select({ id: paymentSlips.id })
      .from(paymentSlips)
      .where(and(isPayer(payer, paymentSlips), isWaitingSlip()))
      .limit(1);
    return row !== undefined;
  }

  slipsByIds(ids: number[], tx: DbOrTx = this.db) {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .select({
        id: paymentSlips.id,
        memberId: paymentSlips.memberId,
        guestId: paymentSlips.guestId,
        amountSatang: paymentSlips.amountSatang,
        validatedBy: paymentSlips.validatedBy,
        refusedBy: paymentSlips.refusedBy,
        createdAt: paymentSlips.createdAt,
      })
      .from(paymentSlips)
      .where(inArray(paymentSlips.id, ids));
  }

  async insertConfirmation(tx: DbOrTx, values: NewConfirmation): Promise<number> {
    const [row] = await tx.insert(paymentConfirmations).values(values).returning({ id: paymentConfirmations.id });
    if (!row) throw new Error('confirmation insert returned nothing');
    return row.id;
  }

  /**
   * Marks the registrations paid by the confirmation, each only if it is still the payer's and
   * owed. Run inside the confirming transaction: a concurrent confirmation of the same row waits
   * for this one and then finds it paid, so exactly one of them succeeds.
   */
  async markPaid(tx: DbOrTx, ids: number[], confirmation: Confirming): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .update(registrations)
      .set({ paidAt: confirmation.at, confirmedBy: confirmation.staffId, paymentId: confirmation.id })
      .where(and(inArray(registrations.id, ids), isPayer(confirmation.payer, registrations), isOwed()))
      .returning({ id: registrations.id });
    return rows.map((row) => row.id);
  }

  /** Accepts the payer's waiting slips into the confirmation; returns those it accepted. */
  async markAccepted(tx: DbOrTx, ids: number[], confirmation: Confirming): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .update(paymentSlips)
      .set({
        validatedBy: confirmation.staffId,
        validatedAt: confirmation.at,
        confirmationId: confirmation.id,
        // The first acceptance stays through reversals: the member may never delete the slip again.
        firstAcceptedAt: sql`coalesce(${paymentSlips.firstAcceptedAt}, ${confirmation.at.toISOString()}::timestamptz)`,
      })
      .where(and(inArray(paymentSlips.id, ids), isPayer(confirmation.payer, paymentSlips), isWaitingSlip()))
      .returning({ id: paymentSlips.id });
    return rows.map((row) => row.id);
  }

  /** Refuses the slip if it still waits; returns whether it did. */
  async markRefused(tx: DbOrTx, slipId: number, refusal: { staffId: number; at: Date; reason: string }) {
    const rows = await tx
      .update(paymentSlips)
      .set({ refusedBy: refusal.staffId, refusedAt: refusal.at, refusalReason: refusal.reason })
      .where(and(eq(paymentSlips.id, slipId), isWaitingSlip()))
      .returning({ id: paymentSlips.id });
    return rows.length === 1;
  }
}
