/*
 * Who pays (ADR 54): a member, or a guest paying their own fee. Registrations, slips and
 * confirmations carry exactly one of `member_id` and `guest_id` (a CHECK); this is the one way the
 * books read the pair, so no rule compares a member id with a guest id by accident.
 */

export type Payer = { kind: 'member'; id: number } | { kind: 'guest'; id: number };

/** The payer of a row of registrations, payment_slips or payment_confirmations. */
export function payerOf(row: { memberId: number | null; guestId: number | null }): Payer {
  if (row.memberId !== null) return { kind: 'member', id: row.memberId };
  if (row.guestId !== null) return { kind: 'guest', id: row.guestId };
  throw new Error('a money row without a payer'); // the CHECK constraints make this unreachable
}

export const samePayer = (a: Payer, b: Payer): boolean => a.kind === b.kind && a.id === b.id;

/** The payer's columns for an insert: one set, the other null. */
export const payerColumns = (payer: Payer) =>
  payer.kind === 'member' ? { memberId: payer.id, guestId: null } : { memberId: null, guestId: payer.id };

/** The member ids among rows, for the lists that concern members only (a guest's row has none). */
export const memberIdsOf = (rows: ReadonlyArray<{ memberId: number | null }>): number[] =>
  rows.flatMap((row) => (row.memberId === null ? [] : [row.memberId]));
