import { randomUUID } from 'node:crypto';
import { HTTPFetchError, messagingApi } from '@line/bot-sdk';

export type LineMessage = messagingApi.Message;

export interface SendOptions {
  retryKey?: string;
  silent?: boolean;
}

export type SendOutcome =
  | { ok: true }
  /** LINE answered and said no: `status` and LINE's own message. */
  | { ok: false; status: number; message: string }
  /** LINE could not be reached, or kept failing, after the retries. */
  | { ok: false; status: null; message: string };

/**
 * Some sends are awaited inside a member's request (a login code, a binding notice): three
 * attempts of 8 s and their pauses (25.5 s in all) end before the server's 30 s idle timer would
 * cut that request off without an answer (issue 36). LINE answers a push in well under 2 s.
 */
const ATTEMPTS = 3;
const TIMEOUT_MS = 8_000;

function timeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS).unref()),
  ]);
}

function lineMessageOf(error: HTTPFetchError): string {
  try {
    const body = JSON.parse(error.body) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : error.statusText;
  } catch {
    return error.statusText;
  }
}

/**
 * The Messaging API through the official SDK. Every send carries an X-Line-Retry-Key, and a send
 * that timed out or met a 5xx is retried with the same key: LINE accepts a key once (a repeat
 * answers 409), so a retry can never deliver twice.
 */
export class LineMessagingClient {
  private readonly client: messagingApi.MessagingApiClient;

  constructor(
    channelAccessToken: string,
    baseUrl: string,
    private readonly pauseMs = 500,
  ) {
    this.client = new messagingApi.MessagingApiClient({ channelAccessToken, baseURL: baseUrl });
  }

  /**
   * `retryKey`: the caller's own when a resend must be recognised across processes and restarts
   * (a run's outbox row keeps it); `silent`: delivered without a notification sound (quiet hours).
   */
  push(to: string, messages: LineMessage[], options: SendOptions = {}): Promise<SendOutcome> {
    return this.send(options.retryKey ?? randomUUID(), (retryKey) =>
      this.client.pushMessage({ to, messages, ...(options.silent && { notificationDisabled: true }) }, retryKey),
    );
  }

  /** At most 500 recipients per call (LINE's limit); callers split larger lists. */
  multicast(to: string[], messages: LineMessage[], options: SendOptions = {}): Promise<SendOutcome> {
    return this.send(options.retryKey ?? randomUUID(), (retryKey) =>
      this.client.multicast({ to, messages, ...(options.silent && { notificationDisabled: true }) }, retryKey),
    );
  }

  /** The channel's monthly limit (null: none) and this month's use, as LINE counts them. */
  async quota(): Promise<{ limit: number | null; used: number }> {
    const [quota, consumption] = await Promise.all([
      timeout(this.client.getMessageQuota()),
      timeout(this.client.getMessageQuotaConsumption()),
    ]);
    return { limit: quota.type === 'limited' ? (quota.value ?? 0) : null, used: consumption.totalUsage ?? 0 };
  }

  private async send(retryKey: string, call: (retryKey: string) => Promise<unknown>): Promise<SendOutcome> {
    let last: SendOutcome = { ok: false, status: null, message: 'not sent' };
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        await timeout(call(retryKey));
        return { ok: true };
      } catch (error) {
        if (error instanceof HTTPFetchError) {
          // 409: an earlier attempt with this key was accepted after all.
          if (error.status === 409) return { ok: true };
          last = { ok: false, status: error.status, message: lineMessageOf(error) };
          if (error.status < 500) return last;
        } else {
          last = { ok: false, status: null, message: error instanceof Error ? error.message : String(error) };
        }
      }
      if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, this.pauseMs * attempt));
    }
    return last;
  }
}
