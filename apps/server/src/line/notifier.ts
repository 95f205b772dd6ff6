import type { LineMessagingClient } from './messaging-client.ts';

/** One text to one LINE user: login codes and binding notices. */
export interface LineNotifier {
  /** Whether LINE accepted the message. */
  notify(lineUserId: string, text: string): Promise<boolean>;
}

export class LinePushNotifier implements LineNotifier {
  constructor(private readonly client: LineMessagingClient) {}

  async notify(lineUserId: string, text: string): Promise<boolean> {
    return (await this.client.push(lineUserId, [{ type: 'text', text }])).ok;
  }
}

/** Without a Messaging API channel (the offline demo): nothing can be sent, so say it was not. */
export const noLineNotifier: LineNotifier = { notify: async () => false };
