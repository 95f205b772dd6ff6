import { and, desc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { members, paymentSlips, registrations } from '../../db/schema/index.ts';
import { isOwed, owedRegistrations } from '../books/registration-state.ts';
import type { SlipRow } from './repository.ts';

/** The queries of the staff's payment validation: who has slips waiting, and confirming payments. */
export class ValidationRepository {
  constructor(private readonly db: Db) {}

  /** Members with at least one slip waiting for validation. */
  membersWithWaitingSlips() {
    return this.db
      .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(
        exists(
          this.db
            .select({ one: sql`1` })
            .from(paymentSlips)
            .where(and(eq(paymentSlips.memberId, members.id), isNull(paymentSlips.validatedBy))),
        ),
      );
  }

  /** Owed registrations of the given members, by event start. */
  owedRegistrations(memberIds: number[]) {
    if (memberIds.length === 0) return Promise.resolve([]);
    return owedRegistrations(this.db, inArray(registrations.memberId, memberIds));
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
      .orderBy(sql`${paymentSlips.validatedBy} IS NULL DESC`, desc(paymentSlips.createdAt), desc(paymentSlips.id));
  }

  registrationsByIds(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: registrations.id,
        memberId: registrations.memberId,
        priceSatang: registrations.priceSatang,
        paidAt: registrations.paidAt,
        cancelledAt: registrations.cancelledAt,
      })
      .from(registrations)
      .where(inArray(registrations.id, ids));
  }

  slipsByIds(ids: number[], tx: DbOrTx = this.db) {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .select({ id: paymentSlips.id, memberId: paymentSlips.memberId, validatedBy: paymentSlips.validatedBy })
      .from(paymentSlips)
      .where(inArray(paymentSlips.id, ids));
  }

  /**
   * Marks the registrations paid, each only if it is still the member's, unpaid and live. Run
   * inside the confirming transaction: a concurrent confirmation of the same row waits for this one
   * and then finds it paid, so exactly one of them succeeds.
   */
  async markPaid(tx: DbOrTx, ids: number[], memberId: number, staffId: number, at: Date): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .update(registrations)
      .set({ paidAt: at, confirmedBy: staffId })
      .where(and(inArray(registrations.id, ids), eq(registrations.memberId, memberId), isOwed()))
      .returning({ id: registrations.id });
    return rows.map((row) => row.id);
  }

  async markValidated(tx: DbOrTx, ids: number[], memberId: number, staffId: number, at: Date): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .update(paymentSlips)
      .set({ validatedBy: staffId, validatedAt: at })
      .where(and(inArray(paymentSlips.id, ids), eq(paymentSlips.memberId, memberId), isNull(paymentSlips.validatedBy)))
      .returning({ id: paymentSlips.id });
    return rows.map((row) => row.id);
  }
}
