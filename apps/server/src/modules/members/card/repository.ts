import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { members } from '../../../db/schema/index.ts';
import { withoutHiddenFields } from './card-fields.ts';
import type { VCardContact } from './vcard.ts';

export class BusinessCardRepository {
  constructor(private readonly db: Db) {}

  /**
   * The card of the active member whose public card id this is, never looked up by row number,
   * with the fields the member left off already null. A hidden card is not found, exactly like an
   * unknown id, so its page, contact file and JSON all answer the same 404 and say nothing.
   */
  async findShownByCardId(cardId: string): Promise<VCardContact | null> {
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
        cardHiddenFields: members.cardHiddenFields,
      })
      .from(members)
      .where(and(eq(members.publicCardId, cardId), eq(members.active, true), eq(members.cardHidden, false)));
    return member ? withoutHiddenFields(member) : null;
  }
}
