import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { members, messageOutbox, messageRuns } from '../../db/schema/index.ts';

export class MessagingRepository {
  constructor(private readonly db: Db) {}

  /** The members among the ids, with whether they are active. */
  activeRecipients(ids: number[]) {
    return this.db.select({ id: members.id, active: members.active }).from(members).where(inArray(members.id, ids));
  }

  latest(limit: number) {
    const sender = alias(members, 'sender');
    return this.db
      .select({
        id: messageOutbox.id,
        createdAt: messageOutbox.createdAt,
        senderFirstName: sender.firstName,
        senderLastName: sender.lastName,
        runId: messageOutbox.runId,
        runKind: messageRuns.kind,
        memberId: messageOutbox.memberId,
        firstName: members.firstName,
        lastName: members.lastName,
        kind: messageOutbox.kind,
        message: messageOutbox.message,
        altText: messageOutbox.altText,
        status: messageOutbox.status,
        note: messageOutbox.note,
      })
      .from(messageOutbox)
      .innerJoin(members, eq(members.id, messageOutbox.memberId))
      .leftJoin(sender, eq(sender.id, messageOutbox.sentBy))
      .leftJoin(messageRuns, eq(messageRuns.id, messageOutbox.runId))
      .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id))
      .limit(limit);
  }
}
