import { type FakeRequest, json, type Reply } from './http.ts';
import { isBranchReceiver } from './receiver-accounts.ts';
import { bangkokClock, slipData } from './slip-data.ts';
import { readSlipQr } from './slip-qr.ts';
import { BANK_NAMES, messageOf, type SlipOkErrorCode, statusOf } from './slipok-errors.ts';
import type { FakeSlipOkStore, Transaction } from './store.ts';

export interface Branch {
  branchId: string;
  apiKey: string;
}

/** POST /api/line/apikey/{branchId} */
export const CHECK_PATH = /^\/api\/line\/apikey\/([^/]+)\/?$/;

function refusal(code: SlipOkErrorCode, values: Record<string, string | number> = {}, data?: unknown): Reply {
  const message = messageOf(code, values);
  return json(statusOf(code), data === undefined ? { code, message } : { code, message, data });
}

function fieldsOf(request: FakeRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
}

/** SlipOK takes JSON or form fields, so `log` and `amount` may arrive as text. */
function amountOf(value: unknown): number | undefined {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined;
}

function satang(baht: number): number {
  return Math.round(baht * 100);
}

/** 1010: the sending bank's record arrives late; SlipOK says which bank and how long to wait. */
function bankDelay(payload: string, transaction: Transaction | undefined): Reply {
  const bankCode = transaction?.sendingBank ?? readSlipQr(payload)?.sendingBank ?? '014';
  const bankName = BANK_NAMES[bankCode] ?? bankCode;
  const delay = 5;
  return refusal(1010, { bank: bankName, minutes: delay }, { qrcodeData: payload, bankCode, bankName, delay });
}

/**
 * One check, in the order SlipOK's documented answers imply: who is asking (branch, key), any
 * injected failure, what was sent, whether the transfer exists, then — for a slip that does —
 * duplicate (1012, log only), receiver (1014, log only), amount (1013). Which of 1012/1013/1014
 * wins when several apply is not documented; the fake's order is its own choice (README).
 */
export function checkSlip(branch: Branch, store: FakeSlipOkStore, request: FakeRequest, branchId: string): Reply {
  if (branchId !== branch.branchId) return refusal(1001);
  if (request.headers['x-authorization'] !== branch.apiKey) return refusal(1002);

  const fields = fieldsOf(request);
  const payload = typeof fields.data === 'string' ? fields.data.trim() : '';
  const transaction = store.transactions.get(payload);
  const injected = store.takePending();
  if (injected === 'stall') return { stall: true };
  if (injected === 1010) return bankDelay(payload, transaction);
  if (injected !== undefined) return refusal(injected);

  // The fake reads only the QR's text; an uploaded picture or an image URL it cannot decode.
  if (payload === '' && (fields.files !== undefined || fields.url !== undefined || typeof request.body === 'string')) {
    return refusal(1006);
  }
  if (payload === '') return refusal(1000);
  if (!transaction) return refusal(readSlipQr(payload) ? 1011 : 1008);

  const log = fields.log === true || fields.log === 'true';
  const data = slipData(transaction);
  const firstLogged = store.logged.get(transaction.transRef);
  if (log && firstLogged) return refusal(1012, { time: bangkokClock(firstLogged) }, data);
  if (
    log &&
    store.receiverAccounts.length > 0 &&
    !isBranchReceiver(transaction.receiver, transaction.receivingBank, store.receiverAccounts)
  ) {
    return refusal(1014, {}, data);
  }
  const amount = amountOf(fields.amount);
  if (amount !== undefined && satang(amount) !== satang(transaction.amount)) return refusal(1013, {}, data);

  // Only a slip that passed is remembered, so a refused one can be sent again once put right.
  if (log) store.logged.set(transaction.transRef, new Date());
  return json(200, { success: true, data });
}
