import type { TGuestDataResponse, TGuestEraseResponse, TGuestVisitData } from '@chapter/contract/guest-privacy';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../blobs/blob-store.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { satangToBaht } from '../../lib/money.ts';
import { slipStatus } from '../books/credit.ts';
import {
  type GuestSeatRow,
  type GuestSlipRow,
  type GuestVisitRow,
  lockVisitsOfPhone,
  seatsOf,
  slipsOf,
  visitsOfPhone,
} from './guest-data-repository.ts';
import { eraseGuests } from './guest-erasure-repository.ts';

export interface GuestDataDeps {
  db: Db;
  blobs: BlobStore;
  now: () => Date;
  log: FastifyBaseLogger;
}

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/**
 * A guest's rights on request (issue 34, ADR 54): they have no account, so an Admin acts for them
 * by phone, which is what ties their visits together. The download is every visit of the phone;
 * the erasure erases them all at once, as retention does, images of their slips included. Neither
 * writes the phone into the audit log: the entry counts the visits.
 */
export class GuestDataService {
  constructor(private readonly deps: GuestDataDeps) {}

  async export(adminId: number, phone: string, address: string): Promise<TGuestDataResponse> {
    const { db, now } = this.deps;
    const visits = await visitsOfPhone(db, phone);
    if (visits.length === 0) throw ApiError.notFound(apiMessages.guestPhoneNotFound);
    const ids = visits.map((visit) => visit.guest.id);
    const [seats, slips] = await Promise.all([seatsOf(db, ids), slipsOf(db, ids)]);
    await writeAudit(db, {
      actorId: adminId,
      action: 'privacy.guest_export',
      details: { visits: visits.length },
      ip: address,
    });
    return {
      phone,
      exported_at: now().toISOString(),
      visits: visits.map((visit) =>
        toVisitData(
          visit,
          seats.filter((seat) => seat.seatGuestId === visit.guest.id),
          slips.filter((slip) => slip.guestId === visit.guest.id),
        ),
      ),
    };
  }

  async erase(adminId: number, phone: string, address: string): Promise<TGuestEraseResponse> {
    const { db, blobs, now, log } = this.deps;
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const visits = await lockVisitsOfPhone(tx, phone);
      if (visits.length === 0) throw ApiError.notFound(apiMessages.guestPhoneNotFound);
      // A guest who joined is a member now: their visits are the member's data, erased with the member.
      const ids = visits.filter((visit) => visit.joinedMemberId === null).map((visit) => visit.id);
      const keptJoined = visits.length - ids.length;
      if (ids.length === 0) throw ApiError.detail(409, apiMessages.guestJoinedEraseMember);
      const erased = await eraseGuests(tx, ids, at);
      await writeAudit(tx, {
        actorId: adminId,
        action: 'privacy.guest_erase',
        details: { visits: erased.guests, slip_images: erased.slips, kept_joined: keptJoined },
        ip: address,
      });
      return { erased, keptJoined };
    });
    // After the commit: an image left by a crash here is an orphan the next start sweeps (ADR 23).
    // Side by side: a bucket that does not answer holds the answer for one call's limit (issue 36).
    await Promise.all(
      outcome.erased.keys.map((key) =>
        blobs.delete(key).catch((error) => log.warn({ err: error, key }, 'erased guest slip image not removed')),
      ),
    );
    const { erased, keptJoined } = outcome;
    return {
      detail:
        apiMessages.guestErased(erased.guests) + (keptJoined > 0 ? apiMessages.guestErasedJoinedKept(keptJoined) : ''),
      visits: erased.guests,
      slip_images: erased.slips,
      kept_joined: keptJoined,
    };
  }
}

/** One visit as the download shows it; the seat is the live one, or the last one cancelled. */
function toVisitData(visit: GuestVisitRow, seats: GuestSeatRow[], slips: GuestSlipRow[]): TGuestVisitData {
  const { guest } = visit;
  const seat = seats.find((row) => row.cancelledAt === null) ?? seats[0] ?? null;
  return {
    id: guest.id,
    kind: guest.kind,
    meeting: { id: guest.eventId, name: visit.meetingName, event_start_date_time: visit.startsAt.toISOString() },
    first_name: guest.firstName,
    last_name: guest.lastName,
    company: guest.company,
    business_category: guest.businessCategory,
    phone: guest.phone,
    notice_version: guest.noticeVersion,
    agreed_at: iso(guest.agreedAt),
    host_name: fullName(visit.hostFirstName, visit.hostLastName),
    registered_at: guest.createdAt.toISOString(),
    cancelled_at: iso(guest.cancelledAt),
    fee: seat === null ? null : satangToBaht(seat.priceSatang),
    paid_by: seat === null ? null : seat.guestId === null ? 'host' : 'guest',
    paid: seat?.paidAt != null,
    paid_at: iso(seat?.paidAt ?? null),
    pay_at_door: guest.payAtDoorAt !== null,
    slips: slips.map((slip) => ({
      id: slip.id,
      created: slip.createdAt.toISOString(),
      amount: slip.amountSatang === null ? null : satangToBaht(slip.amountSatang),
      status: slipStatus(slip),
      refusal_reason: slip.refusalReason,
      sending_bank: slip.sendingBank,
      trans_ref: slip.transRef,
      image_removed_at: iso(slip.imagesRemovedAt),
    })),
    joined_member: guest.joinedMemberId !== null,
    erased_at: iso(guest.erasedAt),
  };
}
