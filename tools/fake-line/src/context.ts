import { createHash } from 'node:crypto';
import type { FakeRequest, Reply } from './http.ts';
import type { SigningKey } from './jwt.ts';
import type { FailureRule, FakeLineStore } from './store.ts';

export interface LiffApp {
  liffId: string;
  /** The LINE Login channel the app belongs to: the part of the LIFF id before the dash. */
  channelId: string;
  endpointUrl: string;
  /** The LIFF app's scopes, e.g. ['profile', 'openid', 'chat_message.write']. */
  scope: string[];
}

/** What every group of endpoints needs: the fixed configuration, the signing key and the state. */
export interface FakeLineContext {
  /** LINE Login channel ids it accepts, each with its channel secret (for client_credentials). */
  loginChannels: ReadonlyMap<string, string>;
  liffApps: ReadonlyMap<string, LiffApp>;
  /** The Messaging API channel access token it accepts; undefined refuses every Messaging call. */
  messagingAccessToken: string | undefined;
  /** The Messaging API bot's user id: GET /v2/bot/info's `userId`, the webhook's `destination`. */
  botUserId: string;
  key: SigningKey;
  store: FakeLineStore;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** Exact path, or a pattern whose groups become `params`. */
  path: string | RegExp;
  handle(request: FakeRequest, params: Array<string | undefined>): Reply | Promise<Reply>;
  /** How an injected failure looks on this route, when not as a plain error status. */
  fail?(request: FakeRequest, rule: FailureRule): Reply;
}

/** The LIFF id's channel: LIFF ids are `<channelId>-<random>`. */
export function channelOfLiffId(liffId: string): string | undefined {
  return /^(\d+)-\w+$/.exec(liffId)?.[1];
}

/**
 * The secret a LINE Login channel has unless the test gives it another: 32 hex digits like LINE's,
 * derived from the channel id so every channel's differs (one channel's secret never passes for
 * another's) and a test in another process can work it out without asking.
 */
export function defaultLoginChannelSecret(channelId: string): string {
  return createHash('sha256').update(`fake-line channel secret ${channelId}`).digest('hex').slice(0, 32);
}
