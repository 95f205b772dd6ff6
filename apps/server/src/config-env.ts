import { isIP } from 'node:net';
import { parsePromptPayId } from '@chapter/contract/promptpay-id';
import { z } from 'zod';

const ZOptionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const ZBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

function wholeSeconds(min: number, max: number, fallback: number) {
  return z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(min, `must be at least ${min} ${min === 1 ? 'second' : 'seconds'}`)
    .max(max, `must be at most ${max} seconds`)
    .default(fallback);
}

/** Every environment variable the server reads. The README's configuration table mirrors this. */
export const ZEnv = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: ZOptionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DEMO_MODE: ZBoolean.optional(),
  CHAPTER_NAME: ZOptionalText,
  BANK_NAME: ZOptionalText,
  BANK_ACCOUNT_HOLDER: ZOptionalText,
  BANK_ACCOUNT_NUMBER: ZOptionalText,
  PROMPTPAY_ID: ZOptionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const parsed = parsePromptPayId(value);
    if (parsed.ok) return parsed.digits;
    ctx.addIssue({
      code: 'custom',
      message:
        parsed.problem === 'check_digit'
          ? 'the 13-digit national/tax id has a wrong check digit (its last digit); check for a mistyped digit'
          : 'must be a 10-digit Thai mobile number (081-234-5678), a 13-digit national/tax id or a 15-digit e-wallet id',
    });
    return z.NEVER;
  }),
  LIFF_ID_PROFILE: ZOptionalText,
  LIFF_ID_EVENT: ZOptionalText,
  LIFF_ID_PAYMENT: ZOptionalText,
  LINE_LOGIN_CHANNEL_IDS: ZOptionalText.pipe(
    z
      .string()
      .regex(/^\d+(\s*,\s*\d+)*$/, 'must be LINE Login channel ids (digits), separated by commas')
      .optional(),
  ),
  /**
   * The channel secret of the first channel in LINE_LOGIN_CHANNEL_IDS (the LIFF apps' channel):
   * with it the server deauthorizes the app for a member who erases their account, as LINE's
   * development guidelines require. One secret, not one per channel: a chapter has one Login channel.
   */
  LINE_LOGIN_CHANNEL_SECRET: ZOptionalText,
  LINE_CHANNEL_ACCESS_TOKEN: ZOptionalText,
  /**
   * The Messaging API channel's secret: the webhook's signatures are checked with it (issue 37).
   * Outside the demo a server with a channel access token refuses to start without it.
   */
  LINE_CHANNEL_SECRET: ZOptionalText,
  LINE_API_BASE_URL: z.url({ error: 'must be an http(s) URL' }).default('https://api.line.me'),
  /** Where LINE serves content (images members send, rich-menu images); tests point it at fake-line too. */
  LINE_DATA_API_BASE_URL: z.url({ error: 'must be an http(s) URL' }).default('https://api-data.line.me'),
  LOGIN_CONFIRMATION: z.enum(['line', 'off'], { error: 'must be line or off' }).optional(),
  SLIP_VERIFY_PROVIDER: z.enum(['none', 'slipok'], { error: 'must be none or slipok' }).default('none'),
  SLIPOK_API_KEY: ZOptionalText,
  SLIPOK_BRANCH_ID: ZOptionalText.pipe(z.string().regex(/^\d+$/, 'must be the SlipOK branch id (digits)').optional()),
  SLIPOK_API_BASE_URL: z.url({ error: 'must be an http(s) URL' }).default('https://api.slipok.com'),
  TRUST_PROXY: ZOptionalText.transform((value, ctx) => {
    const trust = parseTrustProxy(value);
    if (trust === null) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be the number of reverse proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8), or false; `true` would let any client choose the address the rate limits and the audit log see',
      });
      return z.NEVER;
    }
    return trust;
  }),
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(5, 'must be at least 5 seconds')
    .max(3600, 'must be at most 3600 seconds')
    .default(120),
  MESSAGE_BEAT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 second')
    .max(300, 'must be at most 300 seconds')
    .default(30),
  MESSAGE_LEASE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(2, 'must be at least 2 seconds')
    .max(600, 'must be at most 600 seconds')
    .default(60),
  TOKEN_IDLE_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(2, 'must be at least 2 days: a token records its use at most once a day')
    .max(3650, 'must be at most 3650 days')
    .default(180),
  LINE_QUOTA_RESERVE: z.coerce
    .number({ error: 'must be a whole number of messages' })
    .int('must be a whole number of messages')
    .min(0, 'must be at least 0')
    .max(100_000, 'must be at most 100000')
    .default(50),
  // Time limits on PostgreSQL (issue 36): a network partition must not hang every request for ever.
  DATABASE_CONNECT_TIMEOUT_SECONDS: wholeSeconds(1, 60, 5),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: wholeSeconds(1, 600, 15),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: wholeSeconds(1, 3600, 30),
  LOGIN_ATTEMPTS_PER_PHONE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(10),
  // Slip images in an S3-compatible bucket instead of DATA_DIR/blobs (ADR 38).
  S3_BUCKET: ZOptionalText,
  S3_PREFIX: ZOptionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9/_.-]*\/$/i, 'must be letters, digits, - _ . / ending with / (e.g. chapter/)')
      .optional(),
  ),
  S3_REGION: ZOptionalText,
  S3_ENDPOINT: ZOptionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  S3_FORCE_PATH_STYLE: ZBoolean.optional(),
  S3_ACCESS_KEY_ID: ZOptionalText,
  S3_SECRET_ACCESS_KEY: ZOptionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: ZOptionalText,
});

export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's trustProxy) knows for whole address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY's value: false, a hop count, or addresses and CIDR ranges; null when it is none of them. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (value === undefined || ['false', 'no', '0'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (NAMED_RANGES.has(entry)) return true;
    const [address, prefix, ...rest] = entry.split('/');
    if (rest.length > 0 || !address || isIP(address) === 0) return false;
    const max = isIP(address) === 4 ? 32 : 128;
    return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= max);
  });
  return valid && entries.length > 0 ? entries : null;
}

/**
 * How long a PostgreSQL server may keep the server waiting (issue 36); null is no limit. Without
 * them a network partition hangs every request, the health check included, until the network heals.
 */
export interface DatabaseLimits {
  /** Opening a connection, or waiting for one of the pool's when all are busy. */
  connectTimeoutMs: number;
  /** One statement, cut by the server (SQLSTATE 57014); the driver gives up a little later on its own. */
  statementTimeoutMs: number | null;
  /** A transaction left open without a statement, rolled back by the server so its locks go. */
  idleInTransactionTimeoutMs: number | null;
}

/**
 * The limits of the server, or of the operator's commands (backup, restore, create-admin): a person
 * runs those and watches them, and a restore of a large chapter may run one long statement, so only
 * the connection is bounded.
 */
export function databaseLimits(e: z.infer<typeof ZEnv>, purpose: 'server' | 'operator'): DatabaseLimits {
  const connectTimeoutMs = e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000;
  if (purpose === 'operator') return { connectTimeoutMs, statementTimeoutMs: null, idleInTransactionTimeoutMs: null };
  return {
    connectTimeoutMs,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS * 1000,
  };
}
