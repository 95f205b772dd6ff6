import { apiMessages } from '@chapter/contract/messages';
import type { ZDeliveryStatus } from '@chapter/contract/messaging';
import type { z } from 'zod';

export type DeliveryStatus = z.infer<typeof ZDeliveryStatus>;

export interface OutgoingMessage {
  kind: 'text' | 'flex';
  text: string;
  altText: string | null;
}

export interface Recipient {
  memberId: number;
  lineUserId: string | null;
}

export interface DeliveryResult {
  status: DeliveryStatus;
  /** What the staff member reads about it, in Thai. */
  detail: string;
}

/**
 * How staff messages leave the building. The outbox records every message whatever happens; a
 * delivery decides, per recipient, what became of it.
 */
export interface MessageDelivery {
  /** True when messages really reach members (LINE connected). */
  readonly delivers: boolean;
  deliver(message: OutgoingMessage, recipients: Recipient[]): Promise<Map<number, DeliveryResult>>;
}

/** Until LINE is connected: nothing is sent, everything is recorded, and the reply says so. */
export const recordOnlyDelivery: MessageDelivery = {
  delivers: false,
  deliver: async (_message, recipients) =>
    new Map(
      recipients.map((recipient) => [recipient.memberId, { status: 'recorded', detail: apiMessages.recordedNotSent }]),
    ),
};
