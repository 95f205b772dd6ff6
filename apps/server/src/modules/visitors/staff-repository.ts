import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { events, guests, members, registrations, visitorInvitations } from '../../db/schema/index.ts';
import { isLive } from '../books/registration-repository.ts';
import { earlierVisits } from '../payments/validation/guest-repository.ts';
import { insertVisitor, type VisitorValues } from './repository.ts';

/** A meeting's guests as staff handle them (issue 34): visitors staff register, and the meeting's guest file. */
export class StaffVisitorsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The visitor staff registered, their own seat (they pay the visitor fee, as one registered
   * through a link does) and an invitation already taken by them: its link lets them pay.
   */
  async register(
    tx: DbOrTx,
    values: VisitorValues & {
      eventId: number;
      staffId: number;
      noticeVersion: number;
      at: Date;
      priceSatang: number;
      tokenHash: string;
      expiresAt: Date;
    },
  ) {
    const { staffId, tokenHash, expiresAt, ...visitor } = values;
    const guestId = await insertVisitor(tx, { ...visitor, hostMemberId: staffId, createdBy: staffId });
    const [invitation] = await tx
      .insert(visitorInvitations)
      .values({ eventId: visitor.eventId, hostMemberId: staffId, tokenHash, createdAt: visitor.at, expiresAt, guestId })
      .returning();
    if (!invitation) throw new Error('invitation insert returned nothing');
    return { guestId, invitation };
  }

  /**
   * The meeting's guests with a live seat, visitors first ('visitor' sorts after 'substitute'),
   * each kind in the order they were added: who brought them, whether the seat is paid, and how
   * many other visits their phone made in the six months before (as the staff's queue counts).
   */
  guestsOf(eventId: number) {
    return this.db
      .select({
        kind: guests.kind,
        firstName: guests.firstName,
        lastName: guests.lastName,
        company: guests.company,
        businessCategory: guests.businessCategory,
        phone: guests.phone,
        hostFirstName: members.firstName,
        hostLastName: members.lastName,
        paidAt: registrations.paidAt,
        earlierVisits: earlierVisits(this.db),
      })
      .from(guests)
      .innerJoin(events, eq(events.id, guests.eventId))
      .innerJoin(registrations, and(eq(registrations.seatGuestId, guests.id), isLive()))
      .innerJoin(members, eq(members.id, guests.hostMemberId))
      .where(and(eq(guests.eventId, eventId), isNull(guests.cancelledAt)))
      .orderBy(desc(guests.kind), asc(guests.id));
  }

  async findEvent(eventId: number) {
    const [event] = await this.db.select().from(events).where(eq(events.id, eventId));
    return event ?? null;
  }
}
