import { createServer } from 'node:http';
import { closeServer, listen } from '@chapter/fake-line/fake-service';
import type { ReceiverAccount } from './receiver-accounts.ts';
import { createRequestListener } from './router.ts';
import type { InjectableCode } from './slipok-errors.ts';
import { FakeSlipOkStore, type NewTransaction, type RecordedRequest, type Transaction } from './store.ts';

export { slipQrPayload } from './slip-qr.ts';
export type { InjectableCode, NewTransaction, ReceiverAccount, RecordedRequest, Transaction };

export const DEFAULT_API_KEY = 'SLIPOK-FAKE-KEY';
export const DEFAULT_BRANCH_ID = '10001';

export interface FakeSlipOkOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1: fake-slipok is for this machine's tests, never for a network. */
  host?: string;
  /** The key it accepts in `x-authorization`; anything else is 1002. */
  apiKey?: string;
  /** The one branch it serves; any other id in the path is 1001. */
  branchId?: string;
}

export interface FakeSlipOk {
  /** Base URL, e.g. http://127.0.0.1:4020 (no trailing slash); checks go to `${url}/api/line/apikey/${branchId}`. */
  readonly url: string;
  readonly apiKey: string;
  readonly branchId: string;
  /** A transfer the banks know; its payload (given, or the slip QR of its bank and reference) is what `data` carries. */
  addTransaction(transaction: NewTransaction): Transaction;
  /** The branch's registered receiving accounts; `log: true` checks of a slip paid elsewhere get 1014. None: no check. */
  setReceiverAccounts(accounts: ReceiverAccount[]): void;
  /** The next authorised check answers this refusal (1010 with its data) instead of being handled. */
  failNext(code: InjectableCode): void;
  /** The next authorised check gets no answer at all, until the client gives up or close(). */
  stallNext(): void;
  /** Every request to SlipOK's endpoints, oldest first (control calls are left out). */
  readonly requests: readonly RecordedRequest[];
  /** Forget transactions, logged slips, accounts, recordings and pending failures; keep key and branch. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeSlipOk(options: FakeSlipOkOptions = {}): Promise<FakeSlipOk> {
  const branch = { apiKey: options.apiKey ?? DEFAULT_API_KEY, branchId: options.branchId ?? DEFAULT_BRANCH_ID };
  const store = new FakeSlipOkStore();
  const server = createServer(createRequestListener(branch, store));
  const url = await listen(server, options.host ?? '127.0.0.1', options.port);

  return {
    url,
    apiKey: branch.apiKey,
    branchId: branch.branchId,
    addTransaction: (transaction) => store.addTransaction(transaction),
    setReceiverAccounts: (accounts) => {
      store.receiverAccounts = accounts.map((account) => ({ ...account }));
    },
    failNext: (code) => store.failNext(code),
    stallNext: () => store.stallNext(),
    get requests() {
      return store.requests;
    },
    reset: () => store.reset(),
    close: () => closeServer(server),
  };
}
