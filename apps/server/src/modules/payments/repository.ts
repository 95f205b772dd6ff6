import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { paymentSlips } from '../../db/schema/index.ts';
import { isWaitingSlip } from '../books/credit.ts';

export type SlipRow = typeof paymentSlips.$inferSelect;

export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  listByMember(memberId: number): Promise<SlipRow[]> {
    return this.db
      .select()
      .from(paymentSlips)
      .where(eq(paymentSlips.memberId, memberId))
      .orderBy(desc(paymentSlips.createdAt), desc(paymentSlips.id));
  }

  async findById(slipId: number): Promise<SlipRow | null> {
    const [row] = await this.db.select().from(paymentSlips).where(eq(paymentSlips.id, slipId));
    return row ?? null;
  }

  /** The member's slips waiting for staff (neither accepted nor refused). */
  async countUnvalidated(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ waiting: count() })
      .from(paymentSlips)
      .where(and(eq(paymentSlips.memberId, memberId), isWaitingSlip()));
    return row?.waiting ?? 0;
  }

  async insert(tx: DbOrTx, values: typeof paymentSlips.$inferInsert): Promise<SlipRow> {
    const [row] = await tx.insert(paymentSlips).values(values).returning();
    if (!row) throw new Error('slip insert returned nothing');
    return row;
  }

  /** Deletes the member's slip only while it waits, in one statement; returns whether it did. */
  async deleteIfUnvalidated(tx: DbOrTx, slipId: number, memberId: number): Promise<boolean> {
    const rows = await tx
      .delete(paymentSlips)
      .where(and(eq(paymentSlips.id, slipId), eq(paymentSlips.memberId, memberId), isWaitingSlip()))
      .returning({ id: paymentSlips.id });
    return rows.length === 1;
  }
}
