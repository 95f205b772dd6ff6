import { type AnyColumn, and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { guests, members, paymentConfirmations, paymentSlips } from '../../db/schema/index.ts';
import type { Payer } from './payer.ts';

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
    .where(
      and(
        isLiveConfirmation(),
        isNotNull(paymentConfirmations.memberId),
        memberIds ? inArray(paymentConfirmations.memberId, [...memberIds]) : undefined,
      ),
    )
    .groupBy(paymentConfirmations.memberId);
  return new Map(
    rows.flatMap((row) => (row.credit !== 0 && row.memberId !== null ? [[row.memberId, row.credit]] : [])),
  );
}

/**
 * The credit of each given guest payer, in satang, in one statement (a meeting's cash-up asks for all
 * its guests at once); guests without any are absent. A guest's credit lives on that visit (ADR 54).
 */
export async function guestCreditsOf(db: DbOrTx, guestIds: readonly number[]): Promise<Map<number, number>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .select({ guestId: paymentConfirmations.guestId, credit: creditSum })
    .from(paymentConfirmations)
    .where(and(isLiveConfirmation(), inArray(paymentConfirmations.guestId, [...guestIds])))
    .groupBy(paymentConfirmations.guestId);
  return new Map(rows.flatMap((row) => (row.credit !== 0 && row.guestId !== null ? [[row.guestId, row.credit]] : [])));
}

/**
 * Takes the member's row lock for the rest of the transaction: confirmations and reversals of one
 * member run one after the other, so each reads the credit the previous one left. NO KEY UPDATE,
 * not UPDATE: rows that merely reference the member (the member's own slip delete and its audit
 * entry) take KEY SHARE, and must not deadlock with a confirmation waiting on that slip.
 */
export async function lockBooksOf(tx: DbOrTx, payer: Payer): Promise<void> {
  if (payer.kind === 'member') {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, payer.id)).for('no key update');
  } else {
    await tx.select({ id: guests.id }).from(guests).where(eq(guests.id, payer.id)).for('no key update');
  }
}

/** The rows of a money table (registrations, slips, confirmations) that are this payer's. */
export const isPayer = (payer: Payer, table: { memberId: AnyColumn; guestId: AnyColumn }): SQL =>
  payer.kind === 'member' ? eq(table.memberId, payer.id) : eq(table.guestId, payer.id);

/** One payer's credit, in satang (a guest's lives on that visit: ADR 54). */
export async function creditOf(db: DbOrTx, payer: Payer): Promise<number> {
  if (payer.kind === 'member') return (await creditsOf(db, [payer.id])).get(payer.id) ?? 0;
  const [row] = await db
    .select({ credit: creditSum })
    .from(paymentConfirmations)
    .where(and(isLiveConfirmation(), eq(paymentConfirmations.guestId, payer.id)));
  return row?.credit ?? 0;
}

/** Members whose credit is above zero, as a condition on a member id column (for "who can pay from credit"). */
export const hasCredit = (memberIdColumn: AnyColumn): SQL =>
  sql`${memberIdColumn} IN (SELECT ${paymentConfirmations.memberId} FROM ${paymentConfirmations} WHERE ${isLiveConfirmation()} GROUP BY ${paymentConfirmations.memberId} HAVING ${creditSum} > 0)`;

/** A slip still waiting for staff (credit.ts tells when a slip waits). */
export const isWaitingSlip = (): SQL => and(isNull(paymentSlips.validatedBy), isNull(paymentSlips.refusedBy)) as SQL;
