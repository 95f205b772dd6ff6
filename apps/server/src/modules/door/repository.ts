import { and, asc, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  checkInCodes,
  checkIns,
  events,
  guests,
  meetingClosings,
  meetingSeries,
  members,
  registrations,
} from '../../db/schema/index.ts';
import { attendanceClosedAt } from '../attendance/repository.ts';
import { insertVisitor, type NewVisitor, VisitorsRepository } from '../visitors/repository.ts';

/** A person at the door: a member, or a guest of the meeting (ADR 54). */
export type DoorPerson = { memberId: number; guestId?: never } | { guestId: number; memberId?: never };

const personOf = (person: DoorPerson) =>
  person.memberId !== undefined
    ? { memberId: person.memberId, guestId: null }
    : { memberId: null, guestId: person.guestId as number };

const isPerson = (table: typeof checkIns | typeof checkInCodes, person: DoorPerson) =>
  person.memberId !== undefined ? eq(table.memberId, person.memberId) : eq(table.guestId, person.guestId as number);

export type NewCheckIn = Omit<typeof checkIns.$inferInsert, 'id' | 'undoneAt' | 'undoneBy'>;

/** The door's own rows: check-in codes and check-ins (issue 35, ADR 56). */
export class DoorRepository {
  constructor(private readonly db: Db) {}

  /** A meeting with its on-time minutes and whether its attendance is closed; null when no such event. */
  async meeting(db: DbOrTx | undefined, eventId: number) {
    const [row] = await (db ?? this.db)
      .select({
        id: events.id,
        name: events.name,
        locationName: events.locationName,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        cancelledAt: events.cancelledAt,
        seriesId: events.seriesId,
        visitorFeeSatang: events.visitorFeeSatang,
        onTimeMinutes: meetingSeries.onTimeMinutes,
        closedAt: meetingClosings.closedAt,
      })
      .from(events)
      .leftJoin(meetingSeries, eq(meetingSeries.id, events.seriesId))
      .leftJoin(meetingClosings, eq(meetingClosings.eventId, events.id))
      .where(eq(events.id, eventId));
    return row ?? null;
  }

  /**
   * When the meeting's attendance was closed, read after a closing under way has committed
   * (attendance's lock): a check-in written in `tx` is then in the sheet or refused, never left out.
   */
  closedAt(tx: DbOrTx, eventId: number) {
    return attendanceClosedAt(tx, eventId);
  }

  /** Weekly meetings starting in [from, to), soonest first. */
  meetingsBetween(from: Date, to: Date) {
    return this.db
      .select({
        id: events.id,
        name: events.name,
        locationName: events.locationName,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        cancelledAt: events.cancelledAt,
        onTimeMinutes: meetingSeries.onTimeMinutes,
        closedAt: meetingClosings.closedAt,
      })
      .from(events)
      .innerJoin(meetingSeries, eq(meetingSeries.id, events.seriesId))
      .leftJoin(meetingClosings, eq(meetingClosings.eventId, events.id))
      .where(and(gt(events.startsAt, from), lt(events.startsAt, to)))
      .orderBy(asc(events.startsAt), asc(events.id));
  }

  /** A new code for the person, their unused ones for the meeting gone: one code on screen at a time. */
  async replaceCode(values: { eventId: number; person: DoorPerson; codeHash: string; at: Date; expiresAt: Date }) {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(checkInCodes)
        .where(
          and(
            eq(checkInCodes.eventId, values.eventId),
            isPerson(checkInCodes, values.person),
            isNull(checkInCodes.usedAt),
          ),
        );
      await tx.insert(checkInCodes).values({
        eventId: values.eventId,
        ...personOf(values.person),
        codeHash: values.codeHash,
        createdAt: values.at,
        expiresAt: values.expiresAt,
      });
    });
  }

  /** Uses a code once: only an unused, unexpired one, whoever races. Null when it was not such a code. */
  async consumeCode(tx: DbOrTx, codeHash: string, at: Date) {
    const [row] = await tx
      .update(checkInCodes)
      .set({ usedAt: at })
      .where(and(eq(checkInCodes.codeHash, codeHash), isNull(checkInCodes.usedAt), gt(checkInCodes.expiresAt, at)))
      .returning({ eventId: checkInCodes.eventId, memberId: checkInCodes.memberId, guestId: checkInCodes.guestId });
    return row ?? null;
  }

  /** A code by its hash with its meeting's name and start: to say why it cannot be used. */
  async codeByHash(tx: DbOrTx, codeHash: string) {
    const [row] = await tx
      .select({
        eventId: checkInCodes.eventId,
        usedAt: checkInCodes.usedAt,
        expiresAt: checkInCodes.expiresAt,
        eventName: events.name,
        startsAt: events.startsAt,
      })
      .from(checkInCodes)
      .innerJoin(events, eq(events.id, checkInCodes.eventId))
      .where(eq(checkInCodes.codeHash, codeHash));
    return row ?? null;
  }

  /** The person's live check-in at the meeting, with who made it. */
  async liveCheckIn(eventId: number, person: DoorPerson, db: DbOrTx = this.db) {
    const [row] = await db
      .select({ id: checkIns.id, checkedInAt: checkIns.checkedInAt })
      .from(checkIns)
      .where(and(eq(checkIns.eventId, eventId), isPerson(checkIns, person), isNull(checkIns.undoneAt)));
    return row ?? null;
  }

  /** Inserts a check-in unless the person has a live one (the partial unique indexes decide); null then. */
  async insertCheckIn(tx: DbOrTx, values: NewCheckIn): Promise<number | null> {
    const [row] = await tx.insert(checkIns).values(values).onConflictDoNothing().returning({ id: checkIns.id });
    return row?.id ?? null;
  }

  /** Undoes a live check-in of the meeting; null when there was none such to undo. */
  async undoCheckIn(tx: DbOrTx, eventId: number, checkInId: number, by: number, at: Date) {
    const [row] = await tx
      .update(checkIns)
      .set({ undoneAt: at, undoneBy: by })
      .where(and(eq(checkIns.id, checkInId), eq(checkIns.eventId, eventId), isNull(checkIns.undoneAt)))
      .returning({ memberId: checkIns.memberId, guestId: checkIns.guestId });
    return row ?? null;
  }

  async checkInExists(tx: DbOrTx, eventId: number, checkInId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: checkIns.id })
      .from(checkIns)
      .where(and(eq(checkIns.id, checkInId), eq(checkIns.eventId, eventId)));
    return row !== undefined;
  }

  /** An active member's name; null for an unknown or inactive member. */
  async activeMember(db: DbOrTx, memberId: number) {
    const [row] = await db
      .select({ firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.active, true)));
    return row ?? null;
  }

  /** A guest of this meeting, erased or not. */
  async guest(db: DbOrTx, eventId: number, guestId: number) {
    const [row] = await db
      .select({
        id: guests.id,
        kind: guests.kind,
        firstName: guests.firstName,
        lastName: guests.lastName,
        cancelledAt: guests.cancelledAt,
        erasedAt: guests.erasedAt,
      })
      .from(guests)
      .where(and(eq(guests.id, guestId), eq(guests.eventId, eventId)));
    return row ?? null;
  }

  /** The meeting's live check-ins, with who checked each person in. */
  liveCheckIns(eventId: number) {
    return this.checkInRows(this.db, and(eq(checkIns.eventId, eventId), isNull(checkIns.undoneAt)) as SQL);
  }

  /** A check-in's row as the door answers it. */
  async checkInById(db: DbOrTx, checkInId: number) {
    const [row] = await this.checkInRows(db, eq(checkIns.id, checkInId));
    return row ?? null;
  }

  /** Check-ins with who made each: the one shape the door answers them in. */
  private checkInRows(db: DbOrTx, where: SQL) {
    const by = alias(members, 'checked_in_by');
    return db
      .select({
        id: checkIns.id,
        memberId: checkIns.memberId,
        guestId: checkIns.guestId,
        checkedInAt: checkIns.checkedInAt,
        late: checkIns.late,
        how: checkIns.how,
        byFirstName: by.firstName,
        byLastName: by.lastName,
      })
      .from(checkIns)
      .innerJoin(by, eq(by.id, checkIns.checkedInBy))
      .where(where);
  }

  /** The visitors' notice in force (the visitors module's), which a walk-in agrees to on the host's phone. */
  visitorNotice(db: DbOrTx = this.db) {
    return new VisitorsRepository(this.db).currentNotice(db);
  }

  /** A walk-in visitor and their seat, as the visitors module registers any visitor (ADR 55). */
  async insertWalkIn(tx: DbOrTx, values: NewVisitor): Promise<{ guestId: number; registrationId: number }> {
    const guestId = await insertVisitor(tx, values);
    const [seat] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.seatGuestId, guestId));
    if (!seat) throw new Error('walk-in seat not inserted');
    return { guestId, registrationId: seat.id };
  }
}
