import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { registrations } from '../../../db/schema/index.ts';
import { creditOf } from '../../books/credit-repository.ts';
import { owedRegistrations } from '../../books/registration-repository.ts';

/** What a member's PromptPay QR reads from the books: what they owe and their credit. */
export class PromptPayRepository {
  constructor(private readonly db: Db) {}

  /** The member's owed registrations, by event start. */
  owedOf(memberId: number) {
    return owedRegistrations(this.db, eq(registrations.memberId, memberId));
  }

  /** The member's credit, in satang. */
  creditOf(memberId: number) {
    return creditOf(this.db, memberId);
  }
}
