import { apiMessages } from '@chapter/contract/messages';
import type { TChannelQuota } from '@chapter/contract/reminders';
import type { LineMessage, LineMessagingClient, SendOutcome } from './messaging-client.ts';

export type FinalStatus = 'sent' | 'refused' | 'failed';

export interface SendResult {
  status: FinalStatus;
  /** What staff read about it, in Thai. */
  note: string;
}

/**
 * How messages leave the building: one message to one or more LINE users under one retry key.
 * Without LINE (`connected` false) nothing leaves and the outbox records the messages as such.
 */
export interface LineSender {
  readonly connected: boolean;
  send(to: string[], message: LineMessage, options: { retryKey: string; silent: boolean }): Promise<SendResult>;
  quota(): Promise<TChannelQuota>;
}

function resultOf(outcome: SendOutcome): SendResult {
  if (outcome.ok) return { status: 'sent', note: apiMessages.deliveredByLine };
  if (outcome.status === 429) return { status: 'refused', note: apiMessages.lineRateLimited };
  if (outcome.status === null) return { status: 'failed', note: apiMessages.lineSendFailed };
  return { status: 'refused', note: apiMessages.lineRefused(outcome.message) };
}

/** The Messaging API: a push for one recipient, a multicast (at most 500, the caller's chunks) for more. */
export class MessagingApiSender implements LineSender {
  readonly connected = true;

  constructor(private readonly client: LineMessagingClient) {}

  async send(to: string[], message: LineMessage, options: { retryKey: string; silent: boolean }) {
    const [only] = to;
    const outcome =
      to.length === 1 && only !== undefined
        ? await this.client.push(only, [message], options)
        : await this.client.multicast(to, [message], options);
    return resultOf(outcome);
  }

  /** LINE's figures; when LINE cannot say, unknown (the send itself then meets LINE's own limit). */
  async quota(): Promise<TChannelQuota> {
    try {
      return { connected: true, ...(await this.client.quota()) };
    } catch {
      return { connected: true, limit: null, used: null };
    }
  }
}

/** Until LINE is connected: nothing is sent, everything is recorded, and the outbox says so. */
export const recordOnlySender: LineSender = {
  connected: false,
  send: async () => {
    throw new Error('recordOnlySender sends nothing; rows are recorded when the run is planned');
  },
  quota: async () => ({ connected: false, limit: null, used: null }),
};
