import type { DoorPerson, DoorSeat } from '../api/get-door-list.ts';

/** The door list's segmented filter. */
export const DOOR_FILTERS = ['all', 'members', 'guests', 'waiting'] as const;
export type DoorFilter = (typeof DOOR_FILTERS)[number];

/** The people the host is looking for: the filter, then the search over names and companies. */
export function filterPeople(people: readonly DoorPerson[], filter: DoorFilter, search: string): DoorPerson[] {
  const words = search.trim().toLocaleLowerCase('th').split(/\s+/).filter(Boolean);
  return people.filter((person) => {
    if (filter === 'members' && person.kind !== 'member') return false;
    if (filter === 'guests' && person.kind === 'member') return false;
    if (filter === 'waiting' && person.check_in !== null) return false;
    // Every word somewhere in the name or the company: "สม ABC" finds สมชาย of ABC Co.
    const text = `${person.name} ${person.company}`.toLocaleLowerCase('th');
    return words.every((word) => text.includes(word));
  });
}

/** The counts above the list: who is in, of everyone expected, and the guests. */
export function doorCounts(people: readonly DoorPerson[]) {
  return {
    checkedIn: people.filter((person) => person.check_in !== null).length,
    expected: people.length,
    guests: people.filter((person) => person.kind !== 'member').length,
  };
}

export type SeatState =
  | { kind: 'paid' }
  | { kind: 'slip-waiting' }
  | { kind: 'pay-at-door'; fee: number }
  | { kind: 'owed'; fee: number }
  | { kind: 'not-registered' };

/**
 * Where a person's seat stands, as the host reads it. A slip waiting comes before "to pay": the
 * treasurer checks it, and cash taken now would pay twice (the server refuses it too).
 */
export function seatState(seat: DoorSeat | null): SeatState {
  if (seat === null) return { kind: 'not-registered' };
  if (seat.paid) return { kind: 'paid' };
  if (seat.slip_waiting) return { kind: 'slip-waiting' };
  if (seat.pay_at_door) return { kind: 'pay-at-door', fee: seat.fee };
  return { kind: 'owed', fee: seat.fee };
}

/** Cash can be taken for a seat that is open and has no slip waiting. */
export function takesCash(seat: DoorSeat | null): seat is DoorSeat {
  return seat !== null && !seat.paid && !seat.slip_waiting;
}
