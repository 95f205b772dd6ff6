import { apiMessages } from '@chapter/contract/messages';
import type { LineMessage, LineMessagingClient, SendOutcome } from '../../line/messaging-client.ts';
import type { DeliveryResult, MessageDelivery, OutgoingMessage, Recipient } from './delivery.ts';

/** LINE's limit of recipients per multicast. */
export const MULTICAST_LIMIT = 500;

export function toLineMessage(message: OutgoingMessage): LineMessage {
  if (message.kind === 'text') return { type: 'text', text: message.text };
  return {
    type: 'flex',
    altText: message.altText ?? '',
    // Validated as a bubble or carousel by the contract before it gets here.
    contents: JSON.parse(message.text),
  };
}

function resultOf(outcome: SendOutcome): DeliveryResult {
  if (outcome.ok) return { status: 'sent', detail: apiMessages.deliveredByLine };
  if (outcome.status === 429) return { status: 'refused', detail: apiMessages.lineRateLimited };
  if (outcome.status === null) return { status: 'failed', detail: apiMessages.lineSendFailed };
  return { status: 'refused', detail: apiMessages.lineRefused(outcome.message) };
}

/** Staff messages through the Messaging API: multicast in chunks of 500, members without LINE reported as such. */
export class LineDelivery implements MessageDelivery {
  readonly delivers = true;

  constructor(private readonly client: LineMessagingClient) {}

  async deliver(message: OutgoingMessage, recipients: Recipient[]): Promise<Map<number, DeliveryResult>> {
    const results = new Map<number, DeliveryResult>();
    const bound: Array<Recipient & { lineUserId: string }> = [];
    for (const recipient of recipients) {
      if (recipient.lineUserId) bound.push({ ...recipient, lineUserId: recipient.lineUserId });
      else results.set(recipient.memberId, { status: 'no_line_account', detail: apiMessages.noLineAccount });
    }
    const lineMessage = toLineMessage(message);
    for (let start = 0; start < bound.length; start += MULTICAST_LIMIT) {
      const chunk = bound.slice(start, start + MULTICAST_LIMIT);
      const outcome = await this.client.multicast(
        chunk.map((recipient) => recipient.lineUserId),
        [lineMessage],
      );
      for (const recipient of chunk) results.set(recipient.memberId, resultOf(outcome));
    }
    return results;
  }
}
