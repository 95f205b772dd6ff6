/**
 * The receiving accounts a SlipOK branch registers in its LINE LIFF settings. With `log: true`
 * SlipOK checks the slip's receiver against them and answers 1014 when it is none of them.
 *
 * SlipOK asks the bank and knows the receiver's full account; the fake has only what a slip
 * shows, masked ('xxx-x-x5366-x', 'xxx-xxx-4567'). So it decides by the digits the mask leaves:
 * a registered number matches when it has the same length (separators ignored) and the same
 * digit at every position the mask shows one. A masked value with no digits matches nothing.
 */
export interface ReceiverAccount {
  /** The full account number or PromptPay id (phone, national id, e-wallet), separators allowed. */
  number: string;
  /** The bank code ('004'); when given, an account match also needs the slip's receivingBank. */
  bank?: string;
}

export interface SlipReceiver {
  account?: string;
  proxy?: { type: string; value: string };
}

function compact(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function maskedMatches(masked: string, full: string): boolean {
  const shown = compact(masked);
  const number = compact(full);
  if (shown.length === 0 || shown.length !== number.length || !/\d/.test(shown)) return false;
  return [...shown].every((char, index) => !/\d/.test(char) || char === number[index]);
}

/** Whether the slip's receiver is one of the branch's accounts, by account or by PromptPay proxy. */
export function isBranchReceiver(
  receiver: SlipReceiver,
  receivingBank: string,
  accounts: readonly ReceiverAccount[],
): boolean {
  return accounts.some(
    (registered) =>
      (receiver.account !== undefined &&
        (registered.bank === undefined || registered.bank === receivingBank) &&
        maskedMatches(receiver.account, registered.number)) ||
      (receiver.proxy !== undefined && maskedMatches(receiver.proxy.value, registered.number)),
  );
}
