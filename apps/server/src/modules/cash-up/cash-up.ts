import type { TCashUpDifference, TCashUpFigures, TCashUpSeat } from '@chapter/contract/cash-up';
import { fullName } from '@chapter/contract/names';
import { satangToBaht } from '../../lib/money.ts';
import type { SeatRow } from './seats-repository.ts';
import { type MoneyParts, sourceOf } from './split.ts';

/*
 * A meeting's cash-up from its live seats (issue 35): what was expected against what came in, and
 * each person whose money and attendance disagree. Pure arithmetic on rows the repositories read.
 */

type Kind = TCashUpSeat['kind'];

export interface CashUpInput {
  seats: readonly SeatRow[];
  /** Each paid seat's share of its confirmation (split.ts), by registration id. */
  shares: ReadonlyMap<number, MoneyParts>;
  /** The slips' transfer references, by confirmation id. */
  references: ReadonlyMap<number, string[]>;
  /** Guest payers' credit in satang, by guest id. */
  guestCredits: ReadonlyMap<number, number>;
  ended: boolean;
}

interface Seat {
  row: SeatRow;
  kind: Kind;
  name: string;
  payerName: string;
  expected: boolean;
  parts: MoneyParts | null;
  method: 'transfer' | 'cash';
}

const KIND_ORDER: Record<Kind, number> = { member: 0, visitor: 1, substitute: 2 };

function seatOf(row: SeatRow, shares: CashUpInput['shares']): Seat {
  const kind: Kind = row.seatGuestId === null ? 'member' : (row.guestKind ?? 'visitor');
  const payerName =
    row.memberId !== null
      ? fullName(row.payerFirstName ?? '', row.payerLastName ?? '')
      : fullName(row.guestFirstName ?? '', row.guestLastName ?? '');
  const name = kind === 'member' ? payerName : fullName(row.guestFirstName ?? '', row.guestLastName ?? '');
  // Paid before confirmations were kept: the books know only that it was paid, which was by transfer then.
  const parts =
    row.paidAt === null
      ? null
      : (shares.get(row.id) ?? (row.paymentId === null ? { received: row.priceSatang, credit: 0, waived: 0 } : null));
  return {
    row,
    kind,
    name,
    payerName,
    // A member's fee stays owed when they are absent; a guest's is owed only by coming.
    expected: kind === 'member' || row.came,
    parts,
    method: row.method ?? 'transfer',
  };
}

const baht = satangToBaht;

function figuresOf(seats: readonly Seat[]): TCashUpFigures {
  const expected = { member: 0, visitor: 0, substitute: 0 };
  for (const seat of seats) if (seat.expected) expected[seat.kind] += seat.row.priceSatang;
  const received = { transfer: 0, cash: 0, credit: 0, waived: 0 };
  // Every paid seat of the meeting, expected or not: a no-show's paid fee is money in hand.
  for (const { parts, method } of seats) {
    if (!parts) continue;
    received[method] += parts.received;
    received.credit += parts.credit;
    received.waived += parts.waived;
  }
  const expectedTotal = expected.member + expected.visitor + expected.substitute;
  const receivedTotal = received.transfer + received.cash + received.credit + received.waived;
  return {
    expected: {
      members: baht(expected.member),
      visitors: baht(expected.visitor),
      substitutes: baht(expected.substitute),
      total: baht(expectedTotal),
    },
    received: {
      transfers: baht(received.transfer),
      cash: baht(received.cash),
      credit: baht(received.credit),
      waived: baht(received.waived),
      total: baht(receivedTotal),
    },
    difference: baht(receivedTotal - expectedTotal),
  };
}

function differencesOf(seats: readonly Seat[], input: CashUpInput): TCashUpDifference[] {
  const difference = (kind: TCashUpDifference['kind'], seat: Seat, amountSatang: number): TCashUpDifference => ({
    kind,
    name: seat.name,
    person_kind: seat.kind,
    amount: baht(amountSatang),
    registration: seat.row.id,
  });
  const cameNotPaid = seats
    .filter((seat) => seat.row.came && seat.row.paidAt === null)
    .map((seat) => difference('came_not_paid', seat, seat.row.priceSatang));
  // Only once it has ended: until then a paid guest may still walk in.
  const paidNotCame = input.ended
    ? seats
        .filter((seat) => seat.kind !== 'member' && seat.row.paidAt !== null && !seat.row.came)
        .map((seat) => difference('paid_not_came', seat, seat.row.priceSatang))
    : [];
  // A guest pays one fee for their one visit, so any credit they hold was paid twice. A member's
  // credit is their prepayment for meetings to come, not a difference, so members are not listed.
  const paidTwice = seats.flatMap((seat) => {
    const credit = seat.row.guestId === null ? 0 : (input.guestCredits.get(seat.row.guestId) ?? 0);
    return credit > 0 ? [difference('paid_twice', seat, credit)] : [];
  });
  return [...cameNotPaid, ...paidNotCame, ...paidTwice];
}

/** The cash-up's seats (members first, then visitors and substitutes, each by name), figures and differences. */
export function cashUpOf(input: CashUpInput) {
  const seats = input.seats
    .map((row) => seatOf(row, input.shares))
    .sort(
      (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.name.localeCompare(b.name, 'th') || a.row.id - b.row.id,
    );
  const toSeat = (seat: Seat): TCashUpSeat => ({
    registration: seat.row.id,
    name: seat.name,
    kind: seat.kind,
    payer_name: seat.payerName,
    fee: baht(seat.row.priceSatang),
    expected: seat.expected,
    came: seat.row.came,
    paid: seat.row.paidAt !== null,
    source: seat.parts ? sourceOf(seat.parts, seat.method) : null,
    confirmation: seat.row.paymentId,
    references: seat.row.paymentId === null ? [] : (input.references.get(seat.row.paymentId) ?? []),
  });
  return { seats: seats.map(toSeat), figures: figuresOf(seats), differences: differencesOf(seats, input) };
}
