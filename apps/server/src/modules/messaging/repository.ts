import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { members, messageOutbox } from '../../db/schema/index.ts';

export type OutboxInsert = typeof messageOutbox.$inferInsert;

export class MessagingRepository {
  constructor(private readonly db: Db) {}

  /** The active members among the ids, with their LINE user id when they have bound one. */
  activeRecipients(ids: number[]) {
    return this.db
      .select({
        id: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        lineUserId: members.lineUserId,
        active: members.active,
      })
      .from(members)
      .where(inArray(members.id, ids));
  }

  async record(tx: DbOrTx, rows: OutboxInsert[]): Promise<void> {
    if (rows.length > 0) await tx.insert(messageOutbox).values(rows);
  }

  latest(limit: number) {
    const sender = alias(members, 'sender');
    return this.db
      .select({
        id: messageOutbox.id,
        createdAt: messageOutbox.createdAt,
        senderFirstName: sender.firstName,
        senderLastName: sender.lastName,
        memberId: messageOutbox.memberId,
        firstName: members.firstName,
        lastName: members.lastName,
        kind: messageOutbox.kind,
        message: messageOutbox.message,
        altText: messageOutbox.altText,
        status: messageOutbox.status,
      })
      .from(messageOutbox)
      .innerJoin(members, eq(members.id, messageOutbox.memberId))
      .innerJoin(sender, eq(sender.id, messageOutbox.sentBy))
      .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id))
      .limit(limit);
  }
}
