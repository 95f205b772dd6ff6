import { type AnyColumn, and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members, paymentConfirmations, paymentSlips } from '../../db/schema/index.ts';

/*
 * The SQL of credit and of a slip's state (issue 16, ADR 26; the rule itself is told in credit.ts):
 * credit is summed over the confirmations that are not reversed, each time, never stored.
 */

/** A confirmation that counts (an Admin has not reversed it). */
export const isLiveConfirmation = (): SQL => isNull(paymentConfirmations.reversedAt);

const creditSum = sql<number>`coalesce(sum(${paymentConfirmations.receivedSatang} - ${paymentConfirmations.appliedSatang} + ${paymentConfirmations.waivedSatang}), 0)::int`;

/** The credit of each given member (every member when none are given), in satang; members without any are absent. */
export async function creditsOf(db: DbOrTx, memberIds?: readonly number[]): Promise<Map<number, number>> {
  if (memberIds?.length === 0) return new Map();
  const rows = await db
    .select({ memberId: paymentConfirmations.memberId, credit: creditSum })
    .from(paymentConfirmations)
    .where(and(isLiveConfirmation(), memberIds ? inArray(paymentConfirmations.memberId, [...memberIds]) : undefined))
    .groupBy(paymentConfirmations.memberId);
  return new Map(rows.filter((row) => row.credit !== 0).map((row) => [row.memberId, row.credit]));
}

/**
 * Takes the member's row lock for the rest of the transaction: confirmations and reversals of one
 * member run one after the other, so each reads the credit the previous one left. NO KEY UPDATE,
 * not UPDATE: rows that merely reference the member (the member's own slip delete and its audit
 * entry) take KEY SHARE, and must not deadlock with a confirmation waiting on that slip.
 */
export async function lockBooksOf(tx: DbOrTx, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

/** One member's credit, in satang. */
export async function creditOf(db: DbOrTx, memberId: number): Promise<number> {
  return (await creditsOf(db, [memberId])).get(memberId) ?? 0;
}

/** Members whose credit is above zero, as a condition on a member id column (for "who can pay from credit"). */
export const hasCredit = (memberIdColumn: AnyColumn): SQL =>
  sql`${memberIdColumn} IN (SELECT ${paymentConfirmations.memberId} FROM ${paymentConfirmations} WHERE ${isLiveConfirmation()} GROUP BY ${paymentConfirmations.memberId} HAVING ${creditSum} > 0)`;

/** A slip still waiting for staff (credit.ts tells when a slip waits). */
export const isWaitingSlip = (): SQL => and(isNull(paymentSlips.validatedBy), isNull(paymentSlips.refusedBy)) as SQL;
