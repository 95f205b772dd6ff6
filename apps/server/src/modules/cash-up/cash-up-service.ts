import type { TCashUp } from '@chapter/contract/cash-up';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { bahtToSatang, satangToBaht } from '../../lib/money.ts';
import type { ExportFile, ExportFormat } from '../payments/confirmations/export.ts';
import { cashUpOf } from './cash-up.ts';
import { insertClosing, type LateConfirmationRow, lateConfirmations } from './closing-repository.ts';
import { cashUpFile } from './export.ts';
import { toMeetingRef, weeklyMeeting } from './meeting.ts';
import { findMeeting, type MeetingRow } from './meeting-repository.ts';
import { guestCredits, referencesOf, registrationsPaidBy, seatsOf } from './seats-repository.ts';
import { type MoneyParts, sharesOf } from './split.ts';

const name = (first: string | null, last: string | null) => fullName(first ?? '', last ?? '');

/**
 * A weekly meeting's cash-up (issue 35): the treasurer's view, its file, and closing it. The answer
 * takes a fixed number of statements however many seats the meeting has.
 */
export class CashUpService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async view(eventId: number): Promise<TCashUp> {
    return this.cashUpOf(this.db, weeklyMeeting(await findMeeting(this.db, eventId)));
  }

  /** Closes it once the meeting has ended, keeping its figures as they stand; once only, whoever races. */
  async close(staffId: number, eventId: number, address: string): Promise<{ detail: string }> {
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const meeting = weeklyMeeting(await findMeeting(tx, eventId));
      if (meeting.endsAt > at) throw ApiError.detail(409, apiMessages.cashUpNotEnded);
      if (meeting.closedAt !== null) throw ApiError.detail(409, apiMessages.cashUpAlreadyClosed);
      const { figures } = await this.cashUpOf(tx, meeting);
      const closed = await insertClosing(tx, { eventId, closedAt: at, closedBy: staffId, figures });
      if (!closed) throw ApiError.detail(409, apiMessages.cashUpAlreadyClosed);
      await writeAudit(tx, {
        actorId: staffId,
        action: 'cash_up.close',
        subjectType: 'event',
        subjectId: eventId,
        details: {
          expectedSatang: bahtToSatang(figures.expected.total),
          receivedSatang: bahtToSatang(figures.received.total),
          differenceSatang: bahtToSatang(figures.difference),
        },
        ip: address,
      });
    });
    return { detail: apiMessages.cashUpClosed };
  }

  /** The cash-up as a CSV or XLSX file; audited, as it carries names and money. */
  async exportFile(eventId: number, format: ExportFormat, actorId: number, address: string): Promise<ExportFile> {
    const cashUp = await this.view(eventId);
    const file = await cashUpFile(cashUp, format);
    await writeAudit(this.db, {
      actorId,
      action: 'cash_up.export',
      subjectType: 'event',
      subjectId: eventId,
      details: { format, seats: cashUp.seats.length },
      ip: address,
    });
    return file;
  }

  private async cashUpOf(db: DbOrTx, meeting: MeetingRow): Promise<TCashUp> {
    const seats = await seatsOf(db, meeting.id);
    const confirmationIds = [...new Set(seats.flatMap((seat) => (seat.paymentId === null ? [] : [seat.paymentId])))];
    const guestIds = seats.flatMap((seat) => (seat.guestId === null ? [] : [seat.guestId]));
    // One after the other: inside the closing's transaction they share one connection.
    const paid = await registrationsPaidBy(db, confirmationIds);
    const slips = await referencesOf(db, confirmationIds);
    const credits = await guestCredits(db, guestIds);
    const late = meeting.closedAt === null ? [] : await lateConfirmations(db, meeting.id, meeting.closedAt);
    const shares = new Map<number, MoneyParts>();
    for (const seat of seats) {
      if (seat.paymentId === null || seat.receivedSatang === null || shares.has(seat.id)) continue;
      const confirmation = {
        receivedSatang: seat.receivedSatang,
        appliedSatang: seat.appliedSatang ?? 0,
        waivedSatang: seat.waivedSatang ?? 0,
      };
      const split = sharesOf(
        confirmation,
        paid.filter((registration) => registration.paymentId === seat.paymentId),
      );
      for (const [id, parts] of split) shares.set(id, parts);
    }
    const references = new Map<number, string[]>();
    for (const slip of slips) {
      if (slip.confirmationId === null || slip.transRef === null) continue;
      references.set(slip.confirmationId, [...(references.get(slip.confirmationId) ?? []), slip.transRef]);
    }
    const ended = meeting.endsAt <= this.now();
    const { figures, ...rest } = cashUpOf({ seats, shares, references, guestCredits: credits, ended });
    return {
      meeting: toMeetingRef(meeting),
      ended,
      figures,
      ...rest,
      closed:
        meeting.closedAt === null || meeting.closedFigures === null
          ? null
          : {
              at: meeting.closedAt.toISOString(),
              by_name: name(meeting.closerFirstName, meeting.closerLastName),
              figures: meeting.closedFigures,
            },
      late_changes: meeting.closedAt === null ? [] : lateChangesOf(late, meeting.closedAt),
    };
  }
}

/** Each late confirmation as what happened after closing: confirmed, reversed, or both. */
function lateChangesOf(rows: readonly LateConfirmationRow[], closedAt: Date): TCashUp['late_changes'] {
  const changes = rows.flatMap((row) => {
    const payer =
      row.memberFirstName !== null
        ? name(row.memberFirstName, row.memberLastName)
        : name(row.guestFirstName, row.guestLastName);
    const change = (kind: 'confirmed' | 'reversed', at: Date, by: string) => ({
      confirmation: row.id,
      kind,
      at: at.toISOString(),
      by_name: by,
      name: payer,
      // What of this meeting's seats it paid: how much the closed figures moved.
      amount: satangToBaht(row.meetingSatang),
    });
    return [
      ...(row.confirmedAt > closedAt
        ? [change('confirmed', row.confirmedAt, name(row.confirmerFirstName, row.confirmerLastName))]
        : []),
      ...(row.reversedAt !== null && row.reversedAt > closedAt
        ? [change('reversed', row.reversedAt, name(row.reverserFirstName, row.reverserLastName))]
        : []),
    ];
  });
  return changes.sort((a, b) => a.at.localeCompare(b.at) || a.confirmation - b.confirmation);
}
