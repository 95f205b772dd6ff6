import path from 'node:path';
import { z } from 'zod';
import { type DatabaseLimits, databaseLimits, type TrustProxy, ZEnv } from './config-env.ts';

export { type DatabaseLimits, parseTrustProxy, type TrustProxy } from './config-env.ts';

/** `limits`: absent where a test or tool opens a database itself, which then waits as long as the driver does. */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string; limits?: DatabaseLimits };

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), as the S3_* variables describe it. */
export interface S3Storage {
  bucket: string;
  /** Put before every key, so one bucket can hold several chapters or other things too. */
  prefix: string;
  region: string;
  /** The service's address; null is AWS S3 itself. */
  endpoint: string | null;
  /** Bucket in the path (`host/bucket/key`) rather than the host name: MinIO and most stand-ins need it. */
  forcePathStyle: boolean;
  /** null takes the AWS SDK's own chain (AWS_* variables, a role of the machine…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export type SlipStorage = { kind: 'folder'; dir: string } | ({ kind: 's3' } & S3Storage);

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  /**
   * Where slip images live: a folder (DATA_DIR/blobs, also with DATABASE_URL) or, when several
   * processes share the load, an S3-compatible bucket every process reaches (ADR 38).
   */
  slipStorage: SlipStorage;
  /** Demo data on a new database and the LINE mock; the default without DATABASE_URL. */
  demoMode: boolean;
  chapterName: string;
  /** `promptpayId`: digits (see parsePromptPayId), empty when the chapter has none. */
  bank: { name: string; accountHolder: string; accountNumber: string; promptpayId: string };
  liffIds: { profile: string | null; event: string | null; payment: string | null };
  line: {
    /** LINE Login channels whose access tokens the mini-app login accepts (the LIFF apps' channels). */
    loginChannelIds: string[];
    /** The secret of loginChannelIds[0], to deauthorize the app when a member erases their account; null cannot. */
    loginChannelSecret: string | null;
    /** Messaging API channel access token; null keeps messages in the recorded outbox. */
    channelAccessToken: string | null;
    /** The Messaging API channel's secret, which signs the webhook's requests; null refuses every webhook call. */
    channelSecret: string | null;
    /** Base URL of LINE's APIs (Login verify/profile and the Messaging API); a fake in tests. */
    apiBaseUrl: string;
    /** Base URL of LINE's data API (message content, rich-menu images); a fake in tests. */
    dataApiBaseUrl: string;
  };
  /** The optional slip-verification provider (issue 17); null reads slips' QRs without asking anyone. */
  slipVerification: { provider: 'slipok'; apiKey: string; branchId: string; baseUrl: string } | null;
  /** `line`: desktop login asks for a code sent to the member's LINE; `off`: the spec's one-step login. */
  loginConfirmation: 'line' | 'off';
  /**
   * Which X-Forwarded-For entries to believe: false (none, the default), the number of proxy hops in
   * front of the server, or the proxies' addresses. Never "all": the left-most entry is the client's
   * own writing (issue 15).
   */
  trustProxy: TrustProxy;
  /**
   * How long a client has to send a whole request (headers and body), so a body sent a byte at a
   * time cannot hold a connection for ever (issue 15). Long enough for a slip from a slow phone.
   */
  requestTimeoutMs: number;
  /** How often each process checks the reminder rules and the message queue. */
  messageBeatMs: number;
  /**
   * How long a process holds a message run without renewing it before another process may take
   * it over (it is taken to have died). Renewed before every message, so only a dead process loses it.
   */
  messageLeaseMs: number;
  /**
   * A sign-in token nobody has used for this many days stops working (ADR 5): a token left on a
   * lost phone or an old computer does not stay a way in for ever.
   */
  tokenIdleDays: number;
  /**
   * Logins per phone number in 15 minutes, whatever the address. Ten is plenty for a member; the
   * end-to-end tests, which sign the demo's one staff account in many times, raise it.
   */
  loginAttemptsPerPhone: number;
  /**
   * The last messages of LINE's monthly quota, kept for login codes and staff's claim digest:
   * reminders, staff's sends and the other notices stop short of them (ADR 46).
   */
  lineQuotaReserve: number;
  logLevel: string;
  /** The built SPA; null serves the API alone (tests). */
  webDistDir: string | null;
}

/** The demo's own chapter and bank, used only in demo mode when the variables are not set. */
const demoDefaults = {
  chapterName: 'Demo Chapter',
  bank: { name: 'ธนาคารกสิกรไทย', accountHolder: 'ชาปเตอร์สาธิต (บัญชีตัวอย่าง)', accountNumber: '123-4-56789-0' },
  /**
   * A 13-digit id that passes the check digit but belongs to nobody (all zeros): the demo shows a
   * real PromptPay QR, and a banking app that scans it finds no account rather than a stranger's.
   */
  promptpayId: '0000000000001',
};

/**
 * The mini-apps a message's buttons open (the reminder's Pay, an announcement's Register): the
 * configured LIFF apps, or in the offline demo made-up ones, so the demo's bubbles show the buttons
 * a real chapter's do. The demo never delivers a message (it is only recorded), and a preview never
 * follows a button, so a made-up id is never opened. They are not the mini-app's own `liffIds`
 * (GET /api/config/): with an id there the demo's browser would start the real LIFF SDK instead of
 * its stand-in (ADR 14).
 */
export const DEMO_MESSAGE_LIFF_IDS = { event: '2000000000-DemoEvnt', payment: '2000000000-DemoPaym' } as const;

export function messageLiffUrls(config: Pick<AppConfig, 'liffIds' | 'demoMode'>): {
  paymentUrl: string | null;
  eventUrl: string | null;
} {
  const demo = config.demoMode ? DEMO_MESSAGE_LIFF_IDS : null;
  const url = (id: string | null | undefined) => (id ? `https://liff.line.me/${id}` : null);
  return {
    paymentUrl: url(config.liffIds.payment ?? demo?.payment),
    eventUrl: url(config.liffIds.event ?? demo?.event),
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * Reads the configuration from the environment once, at boot; throws ConfigError listing every problem.
 * `operator`: the command-line tools (backup, restore, create-admin), which serve no logins, so the
 * login setting's refusal does not stop them.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, purpose: 'server' | 'operator' = 'server'): AppConfig {
  // Operators read these, so English, whatever locale the API's schemas have set globally.
  const parsed = ZEnv.safeParse(env, { error: z.locales.en().localeError });
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const demoMode = e.DEMO_MODE ?? e.DATABASE_URL === undefined;
  const loginChannelIds = e.LINE_LOGIN_CHANNEL_IDS?.split(',').map((id) => id.trim()) ?? [];
  const lineConfigured = loginChannelIds.length > 0 || e.LINE_CHANNEL_ACCESS_TOKEN !== undefined;
  const problems: string[] = [];
  if (demoMode && (lineConfigured || e.LINE_LOGIN_CHANNEL_SECRET !== undefined)) {
    problems.push(
      'DEMO_MODE: demo mode accepts made-up LINE tokens, so it refuses to run with real LINE credentials (LINE_LOGIN_CHANNEL_IDS / LINE_LOGIN_CHANNEL_SECRET / LINE_CHANNEL_ACCESS_TOKEN); set DEMO_MODE=false',
    );
  } else if (e.LINE_LOGIN_CHANNEL_SECRET !== undefined && loginChannelIds.length === 0) {
    problems.push(
      'LINE_LOGIN_CHANNEL_SECRET: is the secret of the first channel in LINE_LOGIN_CHANNEL_IDS, which is not set',
    );
  }
  // Outside the demo a phone number alone must never be the login by accident: it is on every
  // business card. Without LINE the operator has to ask for it in so many words (issue 14).
  const loginConfirmation = e.LOGIN_CONFIRMATION ?? (lineConfigured || !demoMode ? 'line' : 'off');
  if (
    purpose === 'server' &&
    !demoMode &&
    e.LOGIN_CONFIRMATION === undefined &&
    e.LINE_CHANNEL_ACCESS_TOKEN === undefined
  ) {
    problems.push(
      'LOGIN_CONFIRMATION: outside the demo, desktop login is confirmed with a code sent over LINE, but LINE is not configured. Connect LINE (LINE_CHANNEL_ACCESS_TOKEN, LINE_LOGIN_CHANNEL_IDS), or set LOGIN_CONFIRMATION=off to accept that anyone who knows a member’s phone number can log in as them',
    );
  }
  if (e.LOGIN_CONFIRMATION === 'line' && e.LINE_CHANNEL_ACCESS_TOKEN === undefined) {
    problems.push(
      'LOGIN_CONFIRMATION: `line` sends codes over the Messaging API, so LINE_CHANNEL_ACCESS_TOKEN is required',
    );
  }
  if (!demoMode && e.LINE_CHANNEL_ACCESS_TOKEN !== undefined && e.LINE_CHANNEL_SECRET === undefined) {
    problems.push(
      'LINE_CHANNEL_SECRET: the Messaging API channel secret (Basic settings in the LINE Developers Console) is required with LINE_CHANNEL_ACCESS_TOKEN: it checks the signature of every webhook call',
    );
  }
  if (demoMode && e.LINE_CHANNEL_SECRET !== undefined) {
    problems.push('LINE_CHANNEL_SECRET: demo mode refuses real LINE credentials; set DEMO_MODE=false');
  }
  if (e.SLIP_VERIFY_PROVIDER === 'slipok' && (e.SLIPOK_API_KEY === undefined || e.SLIPOK_BRANCH_ID === undefined)) {
    problems.push('SLIP_VERIFY_PROVIDER: slipok needs SLIPOK_API_KEY and SLIPOK_BRANCH_ID (from SlipOK’s API page)');
  }
  const slipStorage = readSlipStorage(e, dataDir, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, limits: databaseLimits(e, purpose) }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    slipStorage,
    demoMode,
    chapterName: e.CHAPTER_NAME ?? (demoMode ? demoDefaults.chapterName : 'Chapter'),
    bank: {
      name: e.BANK_NAME ?? (demoMode ? demoDefaults.bank.name : ''),
      accountHolder: e.BANK_ACCOUNT_HOLDER ?? (demoMode ? demoDefaults.bank.accountHolder : ''),
      accountNumber: e.BANK_ACCOUNT_NUMBER ?? (demoMode ? demoDefaults.bank.accountNumber : ''),
      promptpayId: e.PROMPTPAY_ID ?? (demoMode ? demoDefaults.promptpayId : ''),
    },
    liffIds: {
      profile: e.LIFF_ID_PROFILE ?? null,
      event: e.LIFF_ID_EVENT ?? null,
      payment: e.LIFF_ID_PAYMENT ?? null,
    },
    line: {
      loginChannelIds,
      loginChannelSecret: e.LINE_LOGIN_CHANNEL_SECRET ?? null,
      channelAccessToken: e.LINE_CHANNEL_ACCESS_TOKEN ?? null,
      channelSecret: e.LINE_CHANNEL_SECRET ?? null,
      apiBaseUrl: e.LINE_API_BASE_URL.replace(/\/+$/, ''),
      dataApiBaseUrl: e.LINE_DATA_API_BASE_URL.replace(/\/+$/, ''),
    },
    slipVerification:
      e.SLIP_VERIFY_PROVIDER === 'slipok' && e.SLIPOK_API_KEY && e.SLIPOK_BRANCH_ID
        ? {
            provider: 'slipok',
            apiKey: e.SLIPOK_API_KEY,
            branchId: e.SLIPOK_BRANCH_ID,
            baseUrl: e.SLIPOK_API_BASE_URL.replace(/\/+$/, ''),
          }
        : null,
    loginConfirmation,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    messageBeatMs: e.MESSAGE_BEAT_SECONDS * 1000,
    messageLeaseMs: e.MESSAGE_LEASE_SECONDS * 1000,
    tokenIdleDays: e.TOKEN_IDLE_DAYS,
    loginAttemptsPerPhone: e.LOGIN_ATTEMPTS_PER_PHONE,
    lineQuotaReserve: e.LINE_QUOTA_RESERVE,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
  };
}

/** The S3_* variables, when S3_BUCKET is set; otherwise the folder under DATA_DIR. */
function readSlipStorage(e: z.infer<typeof ZEnv>, dataDir: string, problems: string[]): SlipStorage {
  const folder: SlipStorage = { kind: 'folder', dir: path.join(dataDir, 'blobs') };
  const others = Object.entries(e).filter(([name, value]) => name.startsWith('S3_') && value !== undefined);
  if (e.S3_BUCKET === undefined) {
    if (others.length > 0)
      problems.push(`S3_BUCKET: ${others.map(([name]) => name).join(', ')} set, but no bucket to use them with`);
    return folder;
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push(
      'S3_ACCESS_KEY_ID: give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the AWS SDK’s own credentials',
    );
    return folder;
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    prefix: e.S3_PREFIX ?? '',
    // R2 takes `auto`; MinIO and stand-ins take anything; AWS needs the bucket's own region.
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT ?? null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
  };
}

/**
 * What the operator must hear at every start: a production server whose desktop login is a phone
 * number alone (LOGIN_CONFIRMATION=off outside the demo). The back office shows the same warning.
 */
export function startupWarnings(config: AppConfig): string[] {
  if (config.demoMode || config.loginConfirmation === 'line') return [];
  return [
    'LOGIN_CONFIRMATION=off: desktop login is a phone number alone, so anyone who knows a member’s phone number (it is on their business card) can log in as them. Connect LINE and remove LOGIN_CONFIRMATION to confirm logins with a code.',
  ];
}
