import type { ReceiverAccount } from './receiver-accounts.ts';
import { slipQrPayload } from './slip-qr.ts';
import { type InjectableCode, isSlipOkErrorCode } from './slipok-errors.ts';

export type ProxyType = 'MSISDN' | 'NATID' | 'EWALLETID';

/** A transfer the fake's "banks" know about, as a slip would show it. */
export interface NewTransaction {
  /** The slip QR's text; defaults to the mini QR of sendingBank and transRef (slipQrPayload). */
  payload?: string;
  transRef: string;
  sendingBank: string;
  receivingBank: string;
  /** Baht, as SlipOK answers it (e.g. 500 or 1234.5). */
  amount: number;
  transferredAt: Date;
  sender: { name: string; displayName: string; account: string };
  /** account masked as a slip shows it ('xxx-x-x5366-x'), and/or the PromptPay proxy it paid. */
  receiver: { name: string; displayName: string; account?: string; proxy?: { type: ProxyType; value: string } };
}

export type Transaction = NewTransaction & { payload: string };

/** A request to the SlipOK endpoints (control calls are left out). */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  at: string;
}

export class FakeSlipOkStore {
  /** By payload: the QR text is what SlipOK is given. */
  readonly transactions = new Map<string, Transaction>();
  /** transRef → when a `log: true` check first recorded it (SlipOK's duplicate memory). */
  readonly logged = new Map<string, Date>();
  receiverAccounts: ReceiverAccount[] = [];
  readonly requests: RecordedRequest[] = [];
  private readonly pending: Array<InjectableCode | 'stall'> = [];

  addTransaction(transaction: NewTransaction): Transaction {
    if (!Number.isFinite(transaction.amount) || transaction.amount <= 0) {
      throw new Error(`fake-slipok: amount must be a positive number of baht, not ${transaction.amount}`);
    }
    if (Number.isNaN(transaction.transferredAt.getTime())) throw new Error('fake-slipok: transferredAt is not a date');
    const payload = transaction.payload ?? slipQrPayload(transaction);
    const stored = { ...transaction, payload };
    this.transactions.set(payload, stored);
    return stored;
  }

  failNext(code: InjectableCode): void {
    const asked: unknown = code; // checked again: control calls and casts reach here too
    // 1012-1014 are answers about a slip: make the slip a duplicate or a mismatch instead.
    if (!isSlipOkErrorCode(asked) || asked === 1012 || asked === 1013 || asked === 1014) {
      throw new Error(`fake-slipok: cannot inject ${String(asked)}`);
    }
    this.pending.push(asked);
  }

  stallNext(): void {
    this.pending.push('stall');
  }

  takePending(): InjectableCode | 'stall' | undefined {
    return this.pending.shift();
  }

  reset(): void {
    this.transactions.clear();
    this.logged.clear();
    this.receiverAccounts = [];
    this.requests.length = 0;
    this.pending.length = 0;
  }
}
