import type { TVisitStatus } from '@chapter/contract/visitors';
import { slipStatus } from '../books/credit.ts';
import type { VisitorState } from './repository.ts';

/*
 * Where a visitor's registration stands (ADR 55), the one home of the rule for their link and for
 * the inviting member's list. A slip waiting, or the fee paid, says more than the door: a visitor
 * who chose the door and then sent a slip waits for staff; one whose slip was refused and who then
 * chose the door pays at the door.
 */
export function visitStatus(state: VisitorState | null): TVisitStatus {
  if (state === null) return 'invited';
  const { guest, seat, slips } = state;
  if (seat?.paidAt) return 'paid';
  if (guest.cancelledAt !== null || seat === null) return 'cancelled';
  if (slips.some((slip) => slipStatus(slip) === 'waiting')) return 'slip_waiting';
  const refused = slips.find((slip) => slipStatus(slip) === 'refused');
  if (guest.payAtDoorAt !== null && (!refused?.refusedAt || guest.payAtDoorAt > refused.refusedAt)) {
    return 'pay_at_door';
  }
  return refused ? 'refused' : 'registered';
}
