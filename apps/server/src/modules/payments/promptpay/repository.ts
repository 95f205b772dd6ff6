import type { Db } from '../../../db/client.ts';
import { registrations } from '../../../db/schema/index.ts';
import { creditOf, isPayer } from '../../books/credit-repository.ts';
import type { Payer } from '../../books/payer.ts';
import { owedRegistrations } from '../../books/registration-repository.ts';

/** What a payer's PromptPay QR reads from the books: what they owe and their credit. */
export class PromptPayRepository {
  constructor(private readonly db: Db) {}

  /** The payer's owed registrations, by event start. */
  owedOf(payer: Payer) {
    return owedRegistrations(this.db, isPayer(payer, registrations));
  }

  /** The payer's credit, in satang. */
  creditOf(payer: Payer) {
    return creditOf(this.db, payer);
  }
}
