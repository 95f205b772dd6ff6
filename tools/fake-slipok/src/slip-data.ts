import { randomUUID } from 'node:crypto';
import type { Transaction } from './store.ts';

/** Thailand is UTC+7 all year; SlipOK's transDate and transTime are the slip's Bangkok wall clock. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:mm:ss' in Bangkok. */
export function bangkokClock(instant: Date): string {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

const NO_PROXY = { type: null, value: null };
const NO_ACCOUNT = { type: '', value: '' };

/**
 * The `data` of a check-slip answer, field for field as SlipOK's "Check Slip Response" table
 * lists them (slipok.com/api-documentation/check-slip). Absent proxies and accounts are written
 * as a published example answer writes them, `{type: null, value: null}` and `{type: '', value: ''}`,
 * so clients must treat null and '' alike (README, "Where each shape comes from").
 */
export function slipData(transaction: Transaction) {
  const clock = bangkokClock(transaction.transferredAt);
  const { sender, receiver } = transaction;
  return {
    success: true,
    message: '✅',
    rqUID: `fake_${randomUUID()}`,
    language: 'TH',
    transRef: transaction.transRef,
    sendingBank: transaction.sendingBank,
    receivingBank: transaction.receivingBank,
    transDate: clock.slice(0, 10).replaceAll('-', ''),
    transTime: clock.slice(11),
    transTimestamp: transaction.transferredAt.toISOString(),
    sender: {
      displayName: sender.displayName,
      name: sender.name,
      proxy: NO_PROXY,
      account: { type: 'BANKAC', value: sender.account },
    },
    receiver: {
      displayName: receiver.displayName,
      name: receiver.name,
      proxy: receiver.proxy ?? NO_PROXY,
      account: receiver.account === undefined ? NO_ACCOUNT : { type: 'BANKAC', value: receiver.account },
    },
    amount: transaction.amount,
    paidLocalAmount: transaction.amount,
    paidLocalCurrency: '764',
    countryCode: 'TH',
    transFeeAmount: 0,
    ref1: '',
    ref2: '',
    ref3: '',
    toMerchantId: '',
  };
}
