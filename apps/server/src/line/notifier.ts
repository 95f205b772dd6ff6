import type { LineMessagingClient } from './messaging-client.ts';

/** Whether LINE took the message; when not, LINE's status (429: a rate or monthly quota), or null. */
export type NotifyOutcome = { ok: true } | { ok: false; status: number | null };

/** One text to one LINE user: login codes and binding notices. */
export interface LineNotifier {
  notify(lineUserId: string, text: string): Promise<NotifyOutcome>;
}

export class LinePushNotifier implements LineNotifier {
  constructor(private readonly client: LineMessagingClient) {}

  async notify(lineUserId: string, text: string): Promise<NotifyOutcome> {
    const outcome = await this.client.push(lineUserId, [{ type: 'text', text }]);
    return outcome.ok ? outcome : { ok: false, status: outcome.status };
  }
}

/** Without a Messaging API channel (the offline demo): nothing can be sent, so say it was not. */
export const noLineNotifier: LineNotifier = { notify: async () => ({ ok: false, status: null }) };
