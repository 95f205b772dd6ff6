import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, members, registrations } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { creditOf } from '../books/credit.ts';
import { isLive } from '../books/registration-state.ts';

export class MembersRepository {
  constructor(private readonly db: Db) {}

  /** The member's credit, in satang. */
  credit(memberId: number) {
    return creditOf(this.db, memberId);
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
      })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(and(eq(registrations.memberId, memberId), isLive()))
      .orderBy(desc(events.startsAt), desc(registrations.id));
  }
}
