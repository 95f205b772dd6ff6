import { createServer } from 'node:http';
import { DEFAULT_BOT_USER_ID } from './bot-info.ts';
import type { RepliedMessages, WebhookDelivery } from './chat-records.ts';
import { channelOfLiffId, defaultLoginChannelSecret, type FakeLineContext, type LiffApp } from './context.ts';
import type { Deauthorization } from './deauthorize-records.ts';
import { closeServer, listen } from './fake-service.ts';
import { createSigningKey, type PublicJwk } from './jwt.ts';
import type { RichMenuRecords } from './richmenu-records.ts';
import { createRequestListener } from './router.ts';
import type { SharedMessages } from './share-target-records.ts';
import {
  type DeliveredMessages,
  type FailureRule,
  FakeLineStore,
  type FakeUser,
  type HoldRule,
  type NewAccessToken,
  type NewUser,
  type QuotaSetting,
  type ReceivedRequest,
} from './store.ts';
import { type SendWebhookOptions, sendWebhook, setWebhookTarget, type WebhookAnswer } from './webhook.ts';
import { type EventOptions, type WebhookEventBuilders, webhookEventBuilders } from './webhook-events.ts';

export { defaultLoginChannelSecret } from './context.ts';
export type {
  Deauthorization,
  DeliveredMessages,
  EventOptions,
  FailureRule,
  FakeUser,
  HoldRule,
  NewAccessToken,
  NewUser,
  QuotaSetting,
  ReceivedRequest,
  RepliedMessages,
  SendWebhookOptions,
  SharedMessages,
  WebhookAnswer,
  WebhookDelivery,
  WebhookEventBuilders,
};

export interface FakeLineOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1: fake-line is for this machine's tests, never for a network. */
  host?: string;
  /** LINE Login channel ids whose logins and token exchanges it accepts (a LIFF id's part before the dash). */
  loginChannels: string[];
  liffApps?: Array<{ liffId: string; endpointUrl: string; scope?: string[] }>;
  /**
   * Channel secrets by channel id, for the client_credentials token endpoint; a channel left out
   * has defaultLoginChannelSecret(channelId). Each must be a channel it accepts.
   */
  loginChannelSecrets?: Record<string, string>;
  /** The Messaging API channel access token it accepts; without one every Messaging call is refused. */
  messagingAccessToken?: string;
  /** The bot's user id, as GET /v2/bot/info answers it; DEFAULT_BOT_USER_ID unless given. */
  botUserId?: string;
  /** The app's webhook URL, where sendWebhook POSTs events; also setWebhook({ url }). */
  webhookUrl?: string;
  /** The Messaging API channel's secret, which signs each webhook call; also setWebhook({ channelSecret }). */
  messagingChannelSecret?: string;
}

export interface FakeLine {
  /** Base URL for every LINE API, e.g. http://127.0.0.1:4010 (no trailing slash). */
  readonly url: string;
  /** The public key ID tokens are signed with, as /oauth2/v2.1/certs serves it. */
  readonly publicJwk: PublicJwk;
  addUser(user: NewUser): FakeUser;
  /** An access token as LINE Login would issue it, without a browser; any channel id is allowed. */
  issueAccessToken(token: NewAccessToken): string;
  expireAccessToken(token: string): void;
  /** The secret of a LINE Login channel it accepts (as set, or defaultLoginChannelSecret); throws for others. */
  loginChannelSecret(channelId: string): string;
  /** Accepted deauthorizations (POST /user/v1/deauthorize), oldest first. */
  readonly deauthorizations: readonly Deauthorization[];
  /** Log in as this user at the authorize step without showing the login page; null shows it again. */
  authorizeAs(userId: string | null): void;
  /** Every request to a LINE endpoint, oldest first (control calls and CORS preflights are left out). */
  readonly received: readonly ReceivedRequest[];
  /** Accepted push and multicast requests, oldest first. */
  readonly messages: readonly DeliveredMessages[];
  /** What users sent through LIFF (the share target picker, liff.sendMessages), oldest first; no quota. */
  readonly shares: readonly SharedMessages[];
  /** The bot's rich menus as LINE holds them: `menus`, `links` (per user), `defaultId`, `shownTo`, `imageOf`. */
  readonly richMenus: RichMenuRecords;
  /** Builders of webhook events as LINE fills them; those LINE lets the bot answer carry a fresh reply token. */
  readonly events: WebhookEventBuilders;
  /** Where the webhook goes and its secret; a field left out keeps its value. Kept by reset(). */
  setWebhook(target: { url?: string; channelSecret?: string }): void;
  /** POSTs `{ destination: botUserId, events }`, signed, to the webhook URL; resolves with the app's answer. */
  sendWebhook(events: readonly object[], options?: SendWebhookOptions): Promise<WebhookAnswer>;
  /** Every webhook call sent and what the app answered, oldest first. */
  readonly webhookDeliveries: readonly WebhookDelivery[];
  /** Accepted replies (POST /v2/bot/message/reply), oldest first; not in `messages`, no quota. */
  readonly replies: readonly RepliedMessages[];
  repliesTo(userId: string): RepliedMessages[];
  /** The reply token is refused from now on, as one more than a minute old. */
  expireReplyToken(replyToken: string): void;
  /** The next matching request(s) fail with this status and body instead of being handled. */
  failNext(rule: FailureRule): void;
  /**
   * The next matching request(s) are handled as usual (delivered, retry key used, quota counted)
   * but get no answer until releaseHeld() or close(): a caller that crashed after LINE accepted.
   */
  holdNext(rule: HoldRule): void;
  /** How many answers are being withheld now; one whose caller disconnects stops counting. */
  readonly held: number;
  /** Sends every withheld answer; resolves with how many once they are written. */
  releaseHeld(): Promise<number>;
  /** Set the monthly target limit (null: none, the default) and, optionally, this month's usage. */
  setQuota(quota: QuotaSetting): void;
  /** Messages counted this month (one per recipient), as /v2/bot/message/quota/consumption answers. */
  readonly usage: number;
  /**
   * Forget users, tokens (users' and channels'), codes, retry keys, recordings, deauthorizations,
   * pending failures and holds, and return to no quota limit and no usage; keep the configuration
   * (channel secrets included, and the webhook's URL and secret). Reply tokens, replies, webhook
   * deliveries and users' message contents are forgotten too. Withheld answers are sent, not dropped.
   */
  reset(): void;
  /** Sends withheld answers first, so it never waits on them and their callers are not left hanging. */
  close(): Promise<void>;
}

const DEFAULT_LIFF_SCOPE = ['openid', 'profile', 'chat_message.write'];

function liffAppsOf(options: FakeLineOptions): Map<string, LiffApp> {
  const apps = new Map<string, LiffApp>();
  for (const app of options.liffApps ?? []) {
    const channelId = channelOfLiffId(app.liffId);
    if (channelId === undefined) throw new Error(`fake-line: '${app.liffId}' is not a LIFF id (<channelId>-<id>)`);
    new URL(app.endpointUrl); // fail at start, not at the first login, on a malformed URL
    apps.set(app.liffId, { ...app, channelId, scope: app.scope ?? DEFAULT_LIFF_SCOPE });
  }
  return apps;
}

/** Every Login channel it accepts, with its secret. */
function loginChannelsOf(options: FakeLineOptions, liffApps: Map<string, LiffApp>): Map<string, string> {
  // A LIFF app's channel is a Login channel by definition, so listing it twice is not required.
  const ids = new Set([...options.loginChannels, ...[...liffApps.values()].map((app) => app.channelId)]);
  const secrets = options.loginChannelSecrets ?? {};
  for (const channelId of Object.keys(secrets)) {
    // A secret for no channel is a typo in a test, which would otherwise fail much later.
    if (!ids.has(channelId)) throw new Error(`fake-line: a secret for channel ${channelId}, which it does not accept`);
  }
  return new Map([...ids].map((channelId) => [channelId, secrets[channelId] ?? defaultLoginChannelSecret(channelId)]));
}

export async function startFakeLine(options: FakeLineOptions): Promise<FakeLine> {
  const liffApps = liffAppsOf(options);
  const context: FakeLineContext = {
    loginChannels: loginChannelsOf(options, liffApps),
    liffApps,
    messagingAccessToken: options.messagingAccessToken,
    botUserId: options.botUserId ?? DEFAULT_BOT_USER_ID,
    key: createSigningKey(),
    store: new FakeLineStore(),
  };
  setWebhookTarget(context, {
    ...(options.webhookUrl === undefined ? {} : { url: options.webhookUrl }),
    ...(options.messagingChannelSecret === undefined ? {} : { channelSecret: options.messagingChannelSecret }),
  });
  const server = createServer(createRequestListener(context));
  // Node closes an idle kept-alive connection after 5 s; a client (Playwright's request context) that
  // sends on it at that moment gets ECONNRESET, which failed an end-to-end test on a busy machine.
  // Tests are short: idle connections stay open for a minute.
  server.keepAliveTimeout = 60_000;
  const url = await listen(server, options.host ?? '127.0.0.1', options.port);
  const { store } = context;

  return {
    url,
    publicJwk: context.key.publicJwk,
    addUser: (user) => store.addUser(user),
    issueAccessToken: (token) => store.issueAccessToken(token),
    expireAccessToken: (token) => store.expireAccessToken(token),
    loginChannelSecret: (channelId) => {
      const secret = context.loginChannels.get(channelId);
      if (secret === undefined) throw new Error(`fake-line: ${channelId} is not a LINE Login channel it accepts`);
      return secret;
    },
    get deauthorizations() {
      return store.deauthorizations;
    },
    authorizeAs: (userId) => {
      if (userId !== null && !store.users.has(userId)) throw new Error(`fake-line: unknown user ${userId}`);
      store.authorizeAs = userId;
    },
    get received() {
      return store.received;
    },
    get messages() {
      return store.messages;
    },
    get shares() {
      return store.shareTarget.shares;
    },
    get richMenus() {
      return store.richMenus;
    },
    events: webhookEventBuilders(store.chat),
    setWebhook: (target) => setWebhookTarget(context, target),
    sendWebhook: (events, sendOptions) => sendWebhook(context, events, sendOptions),
    get webhookDeliveries() {
      return store.chat.deliveries;
    },
    get replies() {
      return store.chat.replies;
    },
    repliesTo: (userId) => store.chat.repliesTo(userId),
    expireReplyToken: (replyToken) => store.chat.expireReplyToken(replyToken),
    failNext: (rule) => store.addFailure(rule),
    holdNext: (rule) => store.addHold(rule),
    get held() {
      return store.heldAnswers.length;
    },
    releaseHeld: () => store.releaseHeld(),
    setQuota: (quota) => store.setQuota(quota),
    get usage() {
      return store.quotaUsed;
    },
    reset: () => store.reset(),
    close: async () => {
      // A held answer keeps its connection busy; send it before cutting connections, so it arrives.
      await store.releaseHeld();
      await closeServer(server);
    },
  };
}
