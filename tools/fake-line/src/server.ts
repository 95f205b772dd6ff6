import { createServer } from 'node:http';
import { channelOfLiffId, defaultLoginChannelSecret, type FakeLineContext, type LiffApp } from './context.ts';
import type { Deauthorization } from './deauthorize-records.ts';
import { closeServer, listen } from './fake-service.ts';
import { createSigningKey, type PublicJwk } from './jwt.ts';
import { createRequestListener } from './router.ts';
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

export { defaultLoginChannelSecret } from './context.ts';
export type {
  Deauthorization,
  DeliveredMessages,
  FailureRule,
  FakeUser,
  HoldRule,
  NewAccessToken,
  NewUser,
  QuotaSetting,
  ReceivedRequest,
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
   * (channel secrets included). Withheld answers are sent, not dropped.
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
    key: createSigningKey(),
    store: new FakeLineStore(),
  };
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
