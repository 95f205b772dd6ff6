import { apiMessages } from '@chapter/contract/messages';
import type { messagingApi } from '@line/bot-sdk';
import { bangkokDateTimeText } from '../../../lib/bangkok-time.ts';
import type { LineMessage } from '../../../line/messaging-client.ts';
import { bahtText, substituteName } from '../../books/money.ts';

/** An owed item as the question lists it (a row of the books' owed query). */
export interface OwedItem {
  eventName: string;
  startsAt: Date;
  priceSatang: number;
  seatFirstName: string | null;
  seatLastName: string | null;
}

/** LINE takes at most 13 quick-reply buttons: the total and up to 12 owed items. */
export const MAX_QUICK_REPLIES = 13;
/** LINE cuts a quick-reply button's label at 20 characters. */
export const MAX_LABEL = 20;

/** The postback a quick-reply amount sends: the image's message id and the chosen amount in satang. */
export const slipPostbackData = (messageId: string, amountSatang: number): string =>
  new URLSearchParams({ a: 'slip', msg: messageId, amt: String(amountSatang) }).toString();

/** A label within LINE's 20 characters: the " บาท" goes first, then the end is cut. */
function label(text: string): string {
  if (text.length <= MAX_LABEL) return text;
  const bare = text.replace(/ บาท$/, '');
  return bare.length <= MAX_LABEL ? bare : `${bare.slice(0, MAX_LABEL - 1)}…`;
}

function amountButton(messageId: string, amountSatang: number, text: string): messagingApi.QuickReplyItem {
  return {
    type: 'action',
    action: {
      type: 'postback',
      label: label(text),
      data: slipPostbackData(messageId, amountSatang),
      displayText: apiMessages.chatSlipSaidAmount(bahtText(amountSatang)),
    },
  };
}

/**
 * Which amount an image was a transfer of, when what the member owes does not say (several items,
 * where the transfer may be for one of them): the owed items listed in the text, and a quick-reply
 * button for the total (less credit, what the payment QR asks) and for each item. LINE takes 13
 * buttons, so past 12 items the oldest 12 are offered and the text says how many more there are.
 */
export function askAmount(
  messageId: string,
  owed: readonly OwedItem[],
  totalSatang: number,
  creditUsedSatang: number,
): LineMessage {
  const shown = owed.slice(0, MAX_QUICK_REPLIES - 1);
  const lines = shown.map((row, index) => {
    const item = apiMessages.chatSlipAskItem(
      index + 1,
      row.eventName,
      bangkokDateTimeText(row.startsAt, true),
      bahtText(row.priceSatang),
    );
    const substitute = substituteName(row);
    return substitute === null ? item : `${item} ${apiMessages.chatSlipAskSubstitute(substitute)}`;
  });
  if (owed.length > shown.length) lines.push(apiMessages.chatSlipAskMore(owed.length - shown.length));
  const total = apiMessages.chatSlipAskTotal(bahtText(totalSatang));
  lines.push(creditUsedSatang > 0 ? `${total} ${apiMessages.chatSlipAskCredit(bahtText(creditUsedSatang))}` : total);
  const items = shown.map((row) =>
    amountButton(
      messageId,
      row.priceSatang,
      apiMessages.chatSlipItemButton(bangkokDateTimeText(row.startsAt, true).slice(0, 5), bahtText(row.priceSatang)),
    ),
  );
  return {
    type: 'text',
    text: [apiMessages.chatSlipAskAmount, ...lines].join('\n'),
    quickReply: {
      items: [amountButton(messageId, totalSatang, apiMessages.chatSlipTotalButton(bahtText(totalSatang))), ...items],
    },
  };
}

/**
 * Nothing owed: no amount to offer, so the member is pointed to the mini-app's payment screen,
 * where they state it (a button when the mini-app is configured).
 */
export function nothingOwed(paymentUrl: string | null): LineMessage {
  const text = apiMessages.chatSlipNothingOwed;
  if (paymentUrl === null) return { type: 'text', text };
  return {
    type: 'text',
    text,
    quickReply: {
      items: [{ type: 'action', action: { type: 'uri', label: apiMessages.chatSlipPayButton, uri: paymentUrl } }],
    },
  };
}
