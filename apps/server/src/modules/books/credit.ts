/*
 * The one home of credit and of a slip's state (issue 16, ADR 26). A member's credit is what the
 * chapter received from them and has not spent on registrations: over their confirmations that
 * are not reversed, received − applied + waived. It is derived from the confirmations each time,
 * never stored, so a reversal undoes exactly what its confirmation did. The SQL that sums it, locks
 * a member's books and finds waiting slips is credit-repository.ts'; the arithmetic is here.
 */

/** What one confirmation did to the member's credit, in satang: positive kept, negative used. */
export const creditChangeSatang = (row: { receivedSatang: number; appliedSatang: number; waivedSatang: number }) =>
  row.receivedSatang - row.appliedSatang + row.waivedSatang;

/*
 * A slip is waiting until staff accept it (it joins a confirmation or credit) or refuse it. Both
 * end the waiting; only an Admin's reversal of its confirmation makes an accepted slip wait again.
 */
export type SlipStatus = 'waiting' | 'accepted' | 'refused';
export const slipStatus = (row: { validatedBy: number | null; refusedBy: number | null }): SlipStatus =>
  row.validatedBy !== null ? 'accepted' : row.refusedBy !== null ? 'refused' : 'waiting';
