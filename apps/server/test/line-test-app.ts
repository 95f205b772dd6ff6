import { apiRoutes } from '@chapter/contract/routes';
import { type FakeLine, startFakeLine } from '@chapter/fake-line/server';
import type { LightMyRequestResponse } from 'fastify';
import type { AppDeps } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { call } from './call.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export const CHANNEL_ID = '1656000001';
export const LIFF_ID = `${CHANNEL_ID}-event`;
export const CHANNEL_ACCESS_TOKEN = 'test-channel-access-token';
/** The Messaging API channel's secret: fake-line signs the webhook's events with it. */
export const MESSAGING_CHANNEL_SECRET = '0123456789abcdef0123456789abcdef';
/** The bot's own user id, which LINE puts in every webhook call's `destination`. */
export const BOT_USER_ID = 'U0000000000000000000000000000b0t1';

/**
 * On the PostgreSQL project, the app as it runs on PostgreSQL: its rate limits are rows there that
 * every process counts into (ADR 38), not this process's memory. The URL is not used: the test's
 * database is handed over already open.
 */
export const engineConfig = (): Partial<AppConfig> =>
  process.env.TEST_DB_KIND === 'postgres' ? { database: { kind: 'postgres', url: 'postgres://test-database' } } : {};

/** A LINE account on the fake LINE, and a fresh LIFF access token of it whenever one is asked for. */
export interface TestLineAccount {
  userId: string;
  token: () => string;
}

export type LineTestApp = TestApp & {
  line: FakeLine;
  /** A new LINE account on the fake LINE. */
  lineAccount(displayName: string): TestLineAccount;
  /** The mini-app's login, as the LIFF landing sends it. */
  liffLogin(payload: object): Promise<LightMyRequestResponse>;
};

/** The app wired to a fake LINE, as production is wired to LINE. */
export async function startLineTestApp(
  options: {
    loginConfirmation?: AppConfig['loginConfirmation'];
    now?: () => Date;
    config?: Partial<AppConfig>;
    messageLeaseMs?: number;
    /** Another app's database: two apps on one database stand for two server processes. */
    database?: Database;
    /** Another app's fake LINE. */
    line?: FakeLine;
    /** Widens or narrows the line in front of the database (ADR 33). */
    databaseQueue?: AppDeps['databaseQueue'];
  } = {},
): Promise<LineTestApp> {
  const ownLine = options.line === undefined;
  const line =
    options.line ??
    (await startFakeLine({
      loginChannels: [CHANNEL_ID],
      liffApps: [{ liffId: LIFF_ID, endpointUrl: 'http://127.0.0.1:3000/liff/event' }],
      messagingAccessToken: CHANNEL_ACCESS_TOKEN,
    }));
  const t = await startTestApp({
    config: {
      line: {
        loginChannelIds: [CHANNEL_ID],
        loginChannelSecret: line.loginChannelSecret(CHANNEL_ID),
        channelAccessToken: CHANNEL_ACCESS_TOKEN,
        apiBaseUrl: line.url,
        dataApiBaseUrl: line.url,
        channelSecret: MESSAGING_CHANNEL_SECRET,
      },
      loginConfirmation: options.loginConfirmation ?? 'off',
      ...options.config,
    },
    ...(options.messageLeaseMs && { messageLeaseMs: options.messageLeaseMs }),
    ...(options.database && { database: options.database }),
    ...(options.now && { now: options.now }),
    ...(options.databaseQueue && { databaseQueue: options.databaseQueue }),
  });
  return {
    ...t,
    line,
    lineAccount: (displayName) => {
      const { userId } = line.addUser({ displayName });
      return { userId, token: () => line.issueAccessToken({ userId, channelId: CHANNEL_ID }) };
    },
    liffLogin: (payload) => call(t, apiRoutes.liffLogin, { rawBody: payload }),
    close: async () => {
      await t.close();
      if (ownLine) await line.close();
    },
  };
}
