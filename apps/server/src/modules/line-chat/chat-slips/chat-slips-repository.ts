import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { lineWebhookEvents, registrations } from '../../../db/schema/index.ts';
import { creditOf, isPayer } from '../../books/credit-repository.ts';
import { owedRegistrations } from '../../books/registration-repository.ts';

/** What a slip sent in the chat reads: what the member owes (the books' own queries) and the image it names. */
export class ChatSlipsRepository {
  constructor(private readonly db: Db) {}

  /** The member's owed registrations, by event start (the books' query behind every owed list). */
  owedOf(memberId: number) {
    return owedRegistrations(this.db, isPayer({ kind: 'member', id: memberId }, registrations));
  }

  /** The member's credit, in satang. */
  creditOf(memberId: number): Promise<number> {
    return creditOf(this.db, { kind: 'member', id: memberId });
  }

  /**
   * Whether this LINE account sent an image with this message id into the chat (an event the
   * webhook kept): a postback naming a message is only ever taken for its own sender's image.
   */
  async sentImage(lineUserId: string, messageId: string): Promise<boolean> {
    const [found] = await this.db
      .select({ id: lineWebhookEvents.webhookEventId })
      .from(lineWebhookEvents)
      .where(
        and(
          eq(lineWebhookEvents.lineUserId, lineUserId),
          eq(lineWebhookEvents.type, 'message'),
          sql`${lineWebhookEvents.event}->'message'->>'type' = 'image'`,
          sql`${lineWebhookEvents.event}->'message'->>'id' = ${messageId}`,
        ),
      )
      .limit(1);
    return found !== undefined;
  }
}
