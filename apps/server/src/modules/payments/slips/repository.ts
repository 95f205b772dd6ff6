import { and, asc, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { paymentConfirmations, paymentSlips } from '../../../db/schema/index.ts';
import { isPayer, isWaitingSlip } from '../../books/credit-repository.ts';
import type { Payer } from '../../books/payer.ts';

export type SlipRow = typeof paymentSlips.$inferSelect;

export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The member's slips, newest first, each with the confirmation that accepted it (what staff
   * recorded as received, and over how many slips), for the member's own list.
   */
  listByMemberWithChecks(memberId: number) {
    return this.db
      .select({
        slip: paymentSlips,
        receivedSatang: paymentConfirmations.receivedSatang,
        appliedSatang: paymentConfirmations.appliedSatang,
        waivedSatang: paymentConfirmations.waivedSatang,
        slipsOfConfirmation: sql<number>`(SELECT count(*) FROM ${paymentSlips} AS others WHERE others.confirmation_id = ${paymentConfirmations.id})::int`,
      })
      .from(paymentSlips)
      .leftJoin(paymentConfirmations, eq(paymentConfirmations.id, paymentSlips.confirmationId))
      .where(eq(paymentSlips.memberId, memberId))
      .orderBy(desc(paymentSlips.createdAt), desc(paymentSlips.id));
  }

  async findById(slipId: number): Promise<SlipRow | null> {
    const [row] = await this.db.select().from(paymentSlips).where(eq(paymentSlips.id, slipId));
    return row ?? null;
  }

  /** The payer's slips waiting for staff (neither accepted nor refused). */
  async countUnvalidated(payer: Payer): Promise<number> {
    const [row] = await this.db
      .select({ waiting: count() })
      .from(paymentSlips)
      .where(and(isPayer(payer, paymentSlips), isWaitingSlip()));
    return row?.waiting ?? 0;
  }

  /**
   * The earliest live slip (waiting or accepted) with these pixels, whoever sent it, or with this
   * transfer reference from the same payer: what makes a new upload a duplicate (ADRs 28, 48).
   * Another member's slip with the reference is a clash staff see, not a duplicate; but a guest's
   * reference on anyone's slip, or anyone's on a guest's, is (ADR 54).
   */
  async findLiveDuplicate(payer: Payer, transRef: string | null, pixelHash: string): Promise<SlipRow | null> {
    const sameReference =
      payer.kind === 'guest' ? sql`true` : or(isPayer(payer, paymentSlips), isNotNull(paymentSlips.guestId));
    const same =
      transRef === null
        ? eq(paymentSlips.pixelHash, pixelHash)
        : or(and(sameReference, eq(paymentSlips.transRef, transRef)), eq(paymentSlips.pixelHash, pixelHash));
    const [row] = await this.db
      .select()
      .from(paymentSlips)
      .where(and(isNull(paymentSlips.refusedBy), same))
      .orderBy(asc(paymentSlips.createdAt), asc(paymentSlips.id))
      .limit(1);
    return row ?? null;
  }

  async setVerification(slipId: number, verification: SlipRow['verification']): Promise<SlipRow | null> {
    const [row] = await this.db
      .update(paymentSlips)
      .set({ verification })
      .where(eq(paymentSlips.id, slipId))
      .returning();
    return row ?? null;
  }

  async insert(tx: DbOrTx, values: typeof paymentSlips.$inferInsert): Promise<SlipRow> {
    const [row] = await tx.insert(paymentSlips).values(values).returning();
    if (!row) throw new Error('slip insert returned nothing');
    return row;
  }

  /** Deletes the member's slip only while it waits and was never accepted, in one statement; returns whether it did. */
  async deleteIfUnvalidated(tx: DbOrTx, slipId: number, memberId: number): Promise<boolean> {
    const rows = await tx
      .delete(paymentSlips)
      .where(
        and(
          eq(paymentSlips.id, slipId),
          eq(paymentSlips.memberId, memberId),
          isWaitingSlip(),
          isNull(paymentSlips.firstAcceptedAt),
        ),
      )
      .returning({ id: paymentSlips.id });
    return rows.length === 1;
  }
}
