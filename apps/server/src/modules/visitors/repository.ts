import { and, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  events,
  guestNotices,
  guests,
  members,
  paymentSlips,
  registrations,
  visitorInvitations,
} from '../../db/schema/index.ts';
import { isLive } from '../books/registration-repository.ts';

export type VisitorValues = Pick<
  typeof guests.$inferInsert,
  'firstName' | 'lastName' | 'company' | 'businessCategory' | 'phone'
>;

export type NewVisitor = VisitorValues & {
  eventId: number;
  hostMemberId: number;
  /** Staff who typed them in; absent when they registered through their link. */
  createdBy?: number;
  noticeVersion: number;
  at: Date;
  priceSatang: number;
};

/**
 * A visitor who agreed to the notice at `at`, and their own seat at the visitor fee, which they pay
 * themselves (ADR 54): the one insert behind registering through a link and staff registering one.
 */
export async function insertVisitor(tx: DbOrTx, values: NewVisitor): Promise<number> {
  const { priceSatang, at, ...guest } = values;
  const [row] = await tx
    .insert(guests)
    .values({ ...guest, kind: 'visitor', agreedAt: at, createdAt: at })
    .returning({ id: guests.id });
  if (!row) throw new Error('guest insert returned nothing');
  await tx
    .insert(registrations)
    .values({ guestId: row.id, seatGuestId: row.id, eventId: guest.eventId, priceSatang, registeredAt: at });
  return row.id;
}

export type GuestRow = typeof guests.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type VisitorState = {
  guest: GuestRow;
  /** Their live seat; null once cancelled (with its meeting). */
  seat: { id: number; priceSatang: number; paidAt: Date | null } | null;
  slips: Array<typeof paymentSlips.$inferSelect>;
};

/** An invitation found by its token's hash, with its meeting and who invited. */
const invitationFields = {
  id: visitorInvitations.id,
  expiresAt: visitorInvitations.expiresAt,
  guestId: visitorInvitations.guestId,
  hostMemberId: visitorInvitations.hostMemberId,
  hostFirstName: members.firstName,
  hostLastName: members.lastName,
  event: events,
};

/** Invitations and the visitors who registered through them (ADR 55). */
export class VisitorsRepository {
  constructor(private readonly db: Db) {}

  async findEvent(tx: DbOrTx, eventId: number) {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('share');
    return event ?? null;
  }

  async hostName(memberId: number) {
    const [row] = await this.db
      .select({ firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(eq(members.id, memberId));
    return row ?? null;
  }

  /** The member's invitations to the meeting nobody has registered through yet. */
  async countUnused(tx: DbOrTx, hostMemberId: number, eventId: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(visitorInvitations)
      .where(
        and(
          eq(visitorInvitations.hostMemberId, hostMemberId),
          eq(visitorInvitations.eventId, eventId),
          isNull(visitorInvitations.guestId),
        ),
      );
    return row?.n ?? 0;
  }

  async insertInvitation(tx: DbOrTx, values: typeof visitorInvitations.$inferInsert) {
    const [row] = await tx.insert(visitorInvitations).values(values).returning();
    if (!row) throw new Error('invitation insert returned nothing');
    return row;
  }

  /** `lock` holds the invitation row until the registration through it commits. */
  async invitationByHash(db: DbOrTx, tokenHash: string, lock = false) {
    const query = db
      .select(invitationFields)
      .from(visitorInvitations)
      .innerJoin(events, eq(events.id, visitorInvitations.eventId))
      .innerJoin(members, eq(members.id, visitorInvitations.hostMemberId))
      .where(eq(visitorInvitations.tokenHash, tokenHash));
    const [row] = lock ? await query.for('update', { of: visitorInvitations }) : await query;
    return row ?? null;
  }

  /** The visitors' notice in force (the latest version), if the chapter published one. */
  async currentNotice(db: DbOrTx = this.db) {
    const [row] = await db
      .select({ version: guestNotices.version, body: guestNotices.body })
      .from(guestNotices)
      .orderBy(desc(guestNotices.version))
      .limit(1);
    return row ?? null;
  }

  /** The visitor, their seat and the invitation taken, in one transaction. */
  async register(tx: DbOrTx, values: NewVisitor & { invitationId: number }) {
    const { invitationId, ...visitor } = values;
    const guestId = await insertVisitor(tx, visitor);
    await tx.update(visitorInvitations).set({ guestId }).where(eq(visitorInvitations.id, invitationId));
    return guestId;
  }

  /** What the visitors' links show of them: each guest, their live seat and their slips, newest first. */
  async visitorStates(guestIds: number[]): Promise<Map<number, VisitorState>> {
    if (guestIds.length === 0) return new Map();
    const [rows, seats, slips] = await Promise.all([
      this.db.select().from(guests).where(inArray(guests.id, guestIds)),
      this.db
        .select({
          guestId: registrations.seatGuestId,
          id: registrations.id,
          priceSatang: registrations.priceSatang,
          paidAt: registrations.paidAt,
        })
        .from(registrations)
        .where(and(inArray(registrations.seatGuestId, guestIds), isLive())),
      this.db
        .select()
        .from(paymentSlips)
        .where(inArray(paymentSlips.guestId, guestIds))
        .orderBy(desc(paymentSlips.createdAt), desc(paymentSlips.id)),
    ]);
    return new Map(
      rows.map((guest) => [
        guest.id,
        {
          guest,
          seat: seats.find((seat) => seat.guestId === guest.id) ?? null,
          slips: slips.filter((slip) => slip.guestId === guest.id),
        },
      ]),
    );
  }

  /** Records the guest's agreement to the notice, if they have not agreed yet; returns whether it did. */
  async agree(tx: DbOrTx, guestId: number, noticeVersion: number, at: Date): Promise<boolean> {
    const rows = await tx
      .update(guests)
      .set({ noticeVersion, agreedAt: at })
      .where(and(eq(guests.id, guestId), isNull(guests.agreedAt)))
      .returning({ id: guests.id });
    return rows.length === 1;
  }

  async setPayAtDoor(guestId: number, at: Date) {
    await this.db.update(guests).set({ payAtDoorAt: at }).where(eq(guests.id, guestId));
  }

  /** The member's invitations to meetings that started `since` or later, newest first, with their visitors. */
  invitationsOf(hostMemberId: number, since: Date) {
    return this.db
      .select({
        id: visitorInvitations.id,
        createdAt: visitorInvitations.createdAt,
        guestId: visitorInvitations.guestId,
        event: events,
      })
      .from(visitorInvitations)
      .innerJoin(events, eq(events.id, visitorInvitations.eventId))
      .where(and(eq(visitorInvitations.hostMemberId, hostMemberId), gte(events.startsAt, since)))
      .orderBy(desc(visitorInvitations.createdAt), desc(visitorInvitations.id));
  }
}
