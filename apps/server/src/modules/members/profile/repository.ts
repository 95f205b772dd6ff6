import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { events, guests, members, registrations } from '../../../db/schema/index.ts';
import { changesOf, writeAudit } from '../../../lib/audit.ts';
import { generatePublicId } from '../../../lib/tokens.ts';
import { creditOf } from '../../books/credit-repository.ts';
import { isLive, seatGuest } from '../../books/registration-repository.ts';
import { shownFieldsOf } from '../card/card-fields.ts';

export class MembersRepository {
  constructor(private readonly db: Db) {}

  /** The member's credit, in satang. */
  credit(memberId: number) {
    return creditOf(this.db, { kind: 'member', id: memberId });
  }

  async findById(memberId: number) {
    const [member] = await this.db
      .select({
        id: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        pictureUrl: members.pictureUrl,
        publicCardId: members.publicCardId,
        remindersOff: members.remindersOff,
        cardHidden: members.cardHidden,
        cardHiddenFields: members.cardHiddenFields,
      })
      .from(members)
      .where(eq(members.id, memberId));
    return member ?? null;
  }

  async setRemindersOff(memberId: number, off: boolean, address: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(members).set({ remindersOff: off, updatedAt: new Date() }).where(eq(members.id, memberId));
      await writeAudit(tx, {
        actorId: memberId,
        action: off ? 'member.reminders_off' : 'member.reminders_on',
        subjectType: 'member',
        subjectId: memberId,
        ip: address,
      });
    });
  }

  /**
   * The member's card choices, audited as `{field: {from, to}}` in the same transaction; the row
   * is locked first, so two saves at once each record what they really changed.
   */
  async updateCard(memberId: number, card: { hidden: boolean; hiddenFields: string[] }, address: string) {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ hidden: members.cardHidden, hiddenFields: members.cardHiddenFields })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update');
      const [after] = await tx
        .update(members)
        .set({ cardHidden: card.hidden, cardHiddenFields: card.hiddenFields, updatedAt: new Date() })
        .where(eq(members.id, memberId))
        .returning({ publicCardId: members.publicCardId });
      if (!before || !after) return null;
      await writeAudit(tx, {
        actorId: memberId,
        action: 'card.update',
        subjectType: 'member',
        subjectId: memberId,
        details: {
          // In the API's words (the fields shown), as the member chose them.
          changes: changesOf(
            { hidden: before.hidden, shown_fields: shownFieldsOf(before.hiddenFields) },
            { hidden: card.hidden, shown_fields: shownFieldsOf(card.hiddenFields) },
          ),
        },
        ip: address,
      });
      return after.publicCardId;
    });
  }

  /**
   * A new random card id, so every link given out so far stops working. The ids are left out of
   * the audit: the log is read by admins, and an old id would still say whose card it was.
   */
  async newCardAddress(memberId: number, address: string): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(members)
        .set({ publicCardId: generatePublicId(), updatedAt: new Date() })
        .where(eq(members.id, memberId))
        .returning({ publicCardId: members.publicCardId });
      if (!row) return null;
      await writeAudit(tx, {
        actorId: memberId,
        action: 'card.new_address',
        subjectType: 'member',
        subjectId: memberId,
        ip: address,
      });
      return row.publicCardId;
    });
  }

  /** The member's uncancelled registrations with their events, latest event first. */
  async listLiveRegistrations(memberId: number) {
    return this.db
      .select({
        id: registrations.id,
        priceSatang: registrations.priceSatang,
        paidAt: registrations.paidAt,
        eventId: events.id,
        eventName: events.name,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        eventCancelledAt: events.cancelledAt,
        ...seatGuest,
      })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .leftJoin(guests, eq(guests.id, registrations.seatGuestId))
      .where(and(eq(registrations.memberId, memberId), isLive()))
      .orderBy(desc(events.startsAt), desc(registrations.id));
  }
}
