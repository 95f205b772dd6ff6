import { attempt, badRequest, fields } from '@chapter/fake-line/control-replies';
import { type FakeRequest, json, type Reply } from './http.ts';
import type { ReceiverAccount } from './receiver-accounts.ts';
import { isSlipOkErrorCode } from './slipok-errors.ts';
import type { FakeSlipOkStore, NewTransaction } from './store.ts';

/**
 * fake-slipok's own API under /__fake, for processes that cannot call it in-process (the demo,
 * Playwright specs). SlipOK has nothing under this prefix, so the two never collide.
 */
export const CONTROL_PREFIX = '/__fake/';

function addTransaction(store: FakeSlipOkStore, request: FakeRequest): Reply {
  const body = fields(request);
  const transferredAt = new Date(typeof body.transferredAt === 'string' ? body.transferredAt : Number.NaN);
  // The shape is the programmatic API's; the store rejects what it cannot use.
  return attempt(() => json(201, store.addTransaction({ ...(body as unknown as NewTransaction), transferredAt })));
}

function setReceiverAccounts(store: FakeSlipOkStore, request: FakeRequest): Reply {
  const accounts = fields(request).accounts;
  const valid =
    Array.isArray(accounts) &&
    accounts.every(
      (account: { number?: unknown; bank?: unknown }) =>
        typeof account?.number === 'string' && (account.bank === undefined || typeof account.bank === 'string'),
    );
  if (!valid) return badRequest('accounts must be [{number, bank?}]');
  store.receiverAccounts = accounts as ReceiverAccount[];
  return { status: 204 };
}

function failNext(store: FakeSlipOkStore, request: FakeRequest): Reply {
  const { code, stall } = fields(request);
  if (stall === true) {
    store.stallNext();
    return { status: 204 };
  }
  if (!isSlipOkErrorCode(code) || code === 1012 || code === 1013 || code === 1014) {
    return badRequest('code must be one of the SlipOK error codes 1000-1011, or stall: true');
  }
  store.failNext(code);
  return { status: 204 };
}

export function control(store: FakeSlipOkStore, request: FakeRequest): Reply {
  const route = `${request.method} ${request.path}`;
  switch (route) {
    case 'POST /__fake/transactions':
      return addTransaction(store, request);
    case 'PUT /__fake/receiver-accounts':
      return setReceiverAccounts(store, request);
    case 'POST /__fake/fail-next':
      return failNext(store, request);
    case 'GET /__fake/requests':
      return json(200, store.requests);
    case 'POST /__fake/reset':
      store.reset();
      return { status: 204 };
    default:
      return json(404, { error: 'unknown control endpoint' });
  }
}
