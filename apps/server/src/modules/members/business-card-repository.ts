import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';

export class BusinessCardRepository {
  constructor(private readonly db: Db) {}

  /** The active member whose public card id this is; never looked up by row number. */
  async findActiveByCardId(cardId: string) {
    const [member] = await this.db
      .select({
        firstName: members.firstName,
        lastName: members.lastName,
        phone: members.phone,
        email: members.email,
        company: members.company,
        position: members.position,
        website: members.website,
        pictureUrl: members.pictureUrl,
      })
      .from(members)
      .where(and(eq(members.publicCardId, cardId), eq(members.active, true)));
    return member ?? null;
  }
}
