import * as th from '../../../i18n/th.ts';
import type { UnvalidatedGuest } from '../api/get-unvalidated-guests.ts';
import type { UnvalidatedMember } from '../api/get-unvalidated-members.ts';

/**
 * Whose money staff are checking: a member, or a guest, a visitor or a substitute paying their own
 * fee (issue 34). Both owe as a member does (the contract's owed member: name, credit, unpaid
 * registrations) and are settled by the same confirm and credit routes, the server working out the
 * payer from the ids. What differs: where their slips come from, what is said about them, and why
 * staff may not settle them. `key` tells member 5 from guest 5 in the one queue.
 */
export type Payer =
  | { type: 'member'; key: string; person: UnvalidatedMember }
  | { type: 'guest'; key: string; person: UnvalidatedGuest };

export const memberPayer = (member: UnvalidatedMember): Payer => ({
  type: 'member',
  key: `member-${member.id}`,
  person: member,
});

export const guestPayer = (guest: UnvalidatedGuest): Payer => ({
  type: 'guest',
  key: `guest-${guest.id}`,
  person: guest,
});

/** Why the signed-in staff member may not confirm this payer's money (the server would refuse), or null. */
export function cannotConfirmReason(payer: Payer): string | null {
  if (payer.type === 'member') {
    const reason = payer.person.cannot_confirm;
    return reason === null ? null : th.validation.cannotConfirm[reason];
  }
  return payer.person.cannot_confirm === 'invited' ? th.validation.cannotConfirmGuest[payer.person.kind] : null;
}

/**
 * Whether staff may refuse this payer's slips. Whoever invited or sent a guest may neither confirm
 * nor refuse their money (the server refuses both); a member's slips stay refusable as before.
 */
export function mayRefuse(payer: Payer): boolean {
  return payer.type === 'member' || payer.person.cannot_confirm === null;
}
