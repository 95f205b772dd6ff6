import { and, eq, exists, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  absenceNotices,
  events,
  guests,
  leaveRequests,
  members,
  paymentSlips,
  registrations,
} from '../../db/schema/index.ts';
import { isWaitingSlip } from '../books/credit-repository.ts';
import { isLive } from '../books/registration-repository.ts';
import { meetingInLeave } from '../leave/leave-repository.ts';

/**
 * The door list's reads (issue 35): a fixed number of statements whatever the meeting's size — the
 * active members and who of them will not come, the meeting's live seats with who pays them, and
 * its guests with who invited them.
 */
export class DoorListRepository {
  constructor(private readonly db: Db) {}

  activeMembers() {
    return this.db
      .select({ id: members.id, firstName: members.firstName, lastName: members.lastName, company: members.company })
      .from(members)
      .where(eq(members.active, true));
  }

  /** Every live seat of the meeting, its payer's name and whether the payer has a slip waiting. */
  liveSeats(eventId: number) {
    const payer = alias(members, 'payer');
    const payingGuest = alias(guests, 'paying_guest');
    const waiting = this.db
      .select({ id: paymentSlips.id })
      .from(paymentSlips)
      .where(
        and(
          isWaitingSlip(),
          or(
            and(sql`${registrations.memberId} IS NOT NULL`, eq(paymentSlips.memberId, registrations.memberId)),
            and(sql`${registrations.guestId} IS NOT NULL`, eq(paymentSlips.guestId, registrations.guestId)),
          ),
        ),
      );
    return this.db
      .select({
        id: registrations.id,
        memberId: registrations.memberId,
        guestId: registrations.guestId,
        seatGuestId: registrations.seatGuestId,
        priceSatang: registrations.priceSatang,
        paidAt: registrations.paidAt,
        payerFirstName: sql<string>`coalesce(${payer.firstName}, ${payingGuest.firstName})`,
        payerLastName: sql<string>`coalesce(${payer.lastName}, ${payingGuest.lastName})`,
        slipWaiting: sql<boolean>`${exists(waiting)}`,
      })
      .from(registrations)
      .leftJoin(payer, eq(payer.id, registrations.memberId))
      .leftJoin(payingGuest, eq(payingGuest.id, registrations.guestId))
      .where(and(eq(registrations.eventId, eventId), isLive()));
  }

  /** The meeting's guests who still come (not cancelled, not erased), with who invited or sent them. */
  guestsOf(eventId: number) {
    const host = alias(members, 'host');
    return this.db
      .select({
        id: guests.id,
        kind: guests.kind,
        firstName: guests.firstName,
        lastName: guests.lastName,
        company: guests.company,
        businessCategory: guests.businessCategory,
        hostMemberId: guests.hostMemberId,
        payAtDoorAt: guests.payAtDoorAt,
        hostFirstName: host.firstName,
        hostLastName: host.lastName,
      })
      .from(guests)
      .innerJoin(host, eq(host.id, guests.hostMemberId))
      .where(and(eq(guests.eventId, eventId), isNull(guests.cancelledAt), isNull(guests.erasedAt)));
  }

  /** Members who will not come: approved leave covering the meeting, or a live "I will miss it". */
  async membersAway(eventId: number): Promise<Map<number, 'on_leave' | 'will_miss'>> {
    const [onLeave, willMiss] = await Promise.all([
      this.db
        .selectDistinct({ memberId: leaveRequests.memberId })
        .from(leaveRequests)
        .innerJoin(events, eq(events.id, eventId))
        .where(and(eq(leaveRequests.status, 'approved'), meetingInLeave())),
      this.db
        .select({ memberId: absenceNotices.memberId })
        .from(absenceNotices)
        .where(and(eq(absenceNotices.eventId, eventId), isNull(absenceNotices.withdrawnAt))),
    ]);
    const away = new Map<number, 'on_leave' | 'will_miss'>(willMiss.map((row) => [row.memberId, 'will_miss']));
    for (const row of onLeave) away.set(row.memberId, 'on_leave');
    return away;
  }
}
