import { fullName } from '@chapter/contract/names';
import type { TConfirmation } from '@chapter/contract/payments';
import type { Db } from '../../../db/client.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { bangkokTime } from '../../../lib/bangkok-time.ts';
import { groupBy } from '../../../lib/group-by.ts';
import { satangToBaht } from '../../../lib/money.ts';
import { creditChangeSatang } from '../../books/credit.ts';
import { type ExportFile, type ExportFormat, exportFile } from './export.ts';
import type { ConfirmationsRepository } from './repository.ts';

/** The first instant of a YYYY-MM month in Bangkok and of the month after it. */
function monthRange(month: string): { from: Date; until: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { from: bangkokTime(year, monthNumber - 1, 1, 0), until: bangkokTime(year, monthNumber, 1, 0) };
}

/** Which reversed confirmations named each id (one reversed, confirmed again and reversed again has two). */
function ownersOf<T extends { id: number }>(rows: T[], ids: (row: T) => number[] | null): Map<number, number[]> {
  const owners = new Map<number, number[]>();
  for (const row of rows) for (const id of ids(row) ?? []) owners.set(id, [...(owners.get(id) ?? []), row.id]);
  return owners;
}

/** A registration or slip once under each confirmation it belongs to: the live one it points at, reversed ones that named it. */
function underEach<T>(row: T, pointsAt: number | null, namedBy: number[] | undefined, live: ReadonlySet<number>) {
  const owners = [...(pointsAt !== null && live.has(pointsAt) ? [pointsAt] : []), ...(namedBy ?? [])];
  return owners.map((confirmationId) => ({ ...row, confirmationId }));
}

/** The month's confirmed payments for the treasurer: as a list, and as a file for the chapter's accounts. */
export class ConfirmationsService {
  constructor(
    private readonly db: Db,
    private readonly repository: ConfirmationsRepository,
  ) {}

  /** Confirmations made in the month (Asia/Bangkok), newest first, reversed ones included and marked. */
  async ofMonth(month: string): Promise<TConfirmation[]> {
    const { from, until } = monthRange(month);
    const rows = await this.repository.confirmedBetween(from, until);
    const live = rows.filter((row) => row.reversedAt === null).map((row) => row.id);
    const reversed = rows.filter((row) => row.reversedAt !== null);
    const [registrations, slips] = await Promise.all([
      this.repository.registrationsOf(
        live,
        reversed.flatMap((row) => row.reversedRegistrationIds ?? []),
      ),
      this.repository.slipsOf(
        live,
        reversed.flatMap((row) => row.reversedSlipIds ?? []),
      ),
    ]);
    // A reversed confirmation's registrations and slips no longer point at it (a later one may
    // have taken them): it names them itself.
    const liveIds = new Set(live);
    const registrationOwners = ownersOf(reversed, (row) => row.reversedRegistrationIds);
    const slipOwners = ownersOf(reversed, (row) => row.reversedSlipIds);
    const registrationsOf = groupBy(
      registrations.flatMap((row) => underEach(row, row.confirmationId, registrationOwners.get(row.id), liveIds)),
      (pair) => pair.confirmationId,
    );
    const slipsOf = groupBy(
      slips.flatMap((row) => underEach(row, row.confirmationId, slipOwners.get(row.id), liveIds)),
      (pair) => pair.confirmationId,
    );
    return rows.map((row) => ({
      id: row.id,
      member: { id: row.memberId, full_name: fullName(row.memberFirstName, row.memberLastName) },
      confirmed_at: row.confirmedAt.toISOString(),
      confirmed_by: { id: row.confirmerId, full_name: fullName(row.confirmerFirstName, row.confirmerLastName) },
      stated: row.statedSatang === null ? null : satangToBaht(row.statedSatang),
      received: satangToBaht(row.receivedSatang),
      received_reason: row.receivedReason,
      applied: satangToBaht(row.appliedSatang),
      waived: satangToBaht(row.waivedSatang),
      waiver_reason: row.waiverReason,
      credit_change: satangToBaht(creditChangeSatang(row)),
      registrations: (registrationsOf.get(row.id) ?? []).map((registration) => ({
        id: registration.id,
        event_name: registration.eventName,
        event_start_date_time: registration.startsAt.toISOString(),
        price: satangToBaht(registration.priceSatang),
      })),
      slips: (slipsOf.get(row.id) ?? []).map((slip) => slip.id),
      slip_references: (slipsOf.get(row.id) ?? []).flatMap((slip) => (slip.transRef ? [slip.transRef] : [])),
      reversed_at: row.reversedAt?.toISOString() ?? null,
      reversed_by:
        row.reverserId === null
          ? null
          : { id: row.reverserId, full_name: fullName(row.reverserFirstName, row.reverserLastName) },
      reversal_reason: row.reversalReason,
    }));
  }

  /** The month as a CSV or XLSX file; the export is audited, as it carries members' names and money. */
  async export(month: string, format: ExportFormat, actorId: number, address: string): Promise<ExportFile> {
    const confirmations = await this.ofMonth(month);
    const file = await exportFile(confirmations, month, format);
    await writeAudit(this.db, {
      actorId,
      action: 'payment.export',
      details: { month, format, count: confirmations.length },
      ip: address,
    });
    return file;
  }
}
