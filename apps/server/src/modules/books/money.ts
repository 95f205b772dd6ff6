import { fullName } from '@chapter/contract/names';
import type { TOwedMember, TOwedRegistration } from '@chapter/contract/owed';
import { satangToBaht } from '../../lib/money.ts';
import type { OwedRegistrationRow } from './registration-repository.ts';

/*
 * The one home of the money arithmetic (issue 16): what a member owes is the sum of the prices of
 * their owed registrations, each at the price that applied when they registered.
 */

/** The sum of the prices of these registrations, in satang. */
export const sumSatang = (rows: ReadonlyArray<{ priceSatang: number }>): number =>
  rows.reduce((sum, row) => sum + row.priceSatang, 0);

/** What is owed among a member's live registrations (those not paid), in satang. */
export const owedSatang = (live: ReadonlyArray<{ priceSatang: number; paidAt: Date | null }>): number =>
  sumSatang(live.filter((row) => row.paidAt === null));

/** The name of the substitute a seat is for, or null for the member's own seat. */
export const substituteName = (row: { seatFirstName: string | null; seatLastName: string | null }): string | null =>
  row.seatFirstName === null ? null : fullName(row.seatFirstName, row.seatLastName ?? '');

export function toOwedRegistration(row: OwedRegistrationRow): TOwedRegistration {
  return {
    id: row.id,
    registered_event: { id: row.eventId, name: row.eventName, event_start_date_time: row.startsAt.toISOString() },
    price: satangToBaht(row.priceSatang),
    substitute_name: substituteName(row),
  };
}

/** A member with what they owe, their credit and the owed registrations (the contract's owed member). */
export function toOwedMember(
  member: { id: number; firstName: string; lastName: string },
  owed: readonly OwedRegistrationRow[],
  creditSatang: number,
): TOwedMember {
  return {
    id: member.id,
    full_name: fullName(member.firstName, member.lastName),
    sum_amount: satangToBaht(sumSatang(owed)),
    credit: satangToBaht(creditSatang),
    unpaid_registrations: owed.map(toOwedRegistration),
  };
}

/** Satang as Thai messages write baht: 1,250.50 (two decimals, thousands separated). */
export const bahtText = (satang: number): string =>
  (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
