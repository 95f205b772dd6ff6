import { randomBytes, randomUUID } from 'node:crypto';
import { ChatRecords } from './chat-records.ts';
import type { ChannelTokenGrant, Deauthorization } from './deauthorize-records.ts';
import { RichMenuRecords } from './richmenu-records.ts';
import { takeRule } from './rule-match.ts';
import { ShareTargetRecords } from './share-target-records.ts';

/** A LINE account known to the fake. */
export interface FakeUser {
  userId: string;
  displayName: string;
  pictureUrl?: string;
  statusMessage?: string;
  /** Whether the user has added the LINE Official Account as a friend (liff.getFriendship). */
  friendFlag: boolean;
}

export interface NewUser {
  userId?: string;
  displayName: string;
  pictureUrl?: string;
  statusMessage?: string;
  friendFlag?: boolean;
}

export interface AccessTokenGrant {
  userId: string;
  channelId: string;
  /** Space-separated, as LINE's verify endpoint returns it. */
  scope: string;
  expiresAt: number;
}

export interface NewAccessToken {
  userId: string;
  channelId: string;
  /** Seconds; LINE's access tokens live 30 days. */
  expiresIn?: number;
  scope?: string;
}

/** An authorization code between the authorize redirect and the token exchange. */
export interface AuthorizationCode {
  liffId: string;
  channelId: string;
  userId: string;
  codeChallenge: string;
  redirectUri: string;
  scope: string;
  expiresAt: number;
}

/** An authorize request waiting on the fake login page for a user to be chosen. */
export interface PendingAuthorization {
  liffId: string;
  channelId: string;
  state: string;
  codeChallenge: string;
  /** Where to send the browser back to; also the `liffRedirectUri` the token call must repeat. */
  redirectUri: string;
  scope: string;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  /** The LINE host it was meant for, when it came through the Playwright helper. */
  host?: string;
  at: string;
}

export interface DeliveredMessages {
  kind: 'push' | 'multicast';
  to: string[];
  messages: object[];
  retryKey?: string;
  requestId: string;
  at: string;
}

export interface FailureRule {
  method?: string;
  path: string | RegExp;
  status: number;
  body?: object;
  headers?: Record<string, string>;
  /** How many matching requests fail; default 1. */
  times?: number;
}

/** Which requests' answers to withhold: they are handled as usual, only their answers wait. */
export interface HoldRule {
  method?: string;
  path: string | RegExp;
  /** Only a push or multicast to this LINE user: other tests' messages on a shared fake go on. */
  to?: string;
  /** How many matching requests are held; default 1. */
  times?: number;
}

/** LINE's monthly target limit for the channel; null is LINE's default, no limit. */
export interface QuotaSetting {
  limit: number | null;
  /** Messages already counted this month; unchanged when left out. */
  used?: number;
}

/** Sends one withheld answer; settles once it is written or its caller has gone away. */
export type HeldAnswer = () => Promise<void>;

/** Authorization codes are short-lived: LINE's expire after 10 minutes. */
export const AUTHORIZATION_CODE_TTL_MS = 10 * 60 * 1000;
const DEFAULT_ACCESS_TOKEN_TTL_S = 30 * 24 * 60 * 60;

const USER_ID = /^U[0-9a-f]{32}$/;

export function randomUserId(): string {
  return `U${randomBytes(16).toString('hex')}`;
}

/** Long and opaque like LINE's tokens, so nothing in the app can depend on their form. */
function randomToken(bytes = 48): string {
  return randomBytes(bytes).toString('base64url');
}

function isCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/**
 * Everything fake-line remembers. Plain maps and arrays: one process, tests only, and a reset
 * that returns to the configured start.
 */
export class FakeLineStore {
  readonly users = new Map<string, FakeUser>();
  readonly accessTokens = new Map<string, AccessTokenGrant>();
  readonly channelTokens = new Map<string, ChannelTokenGrant>();
  readonly deauthorizations: Deauthorization[] = [];
  readonly codes = new Map<string, AuthorizationCode>();
  readonly pending = new Map<string, PendingAuthorization>();
  /** Accepted retry keys, per channel access token, to the request id that was accepted. */
  readonly retryKeys = new Map<string, string>();
  readonly received: ReceivedRequest[] = [];
  readonly messages: DeliveredMessages[] = [];
  /** The share target picker's sessions and what users shared through LIFF (share-target.ts). */
  readonly shareTarget = new ShareTargetRecords();
  /** The bot's rich menus, their images, per-user links and the default (richmenu.ts). */
  readonly richMenus = new RichMenuRecords();
  readonly chat = new ChatRecords();
  failures: Array<FailureRule & { remaining: number }> = [];
  holds: Array<HoldRule & { remaining: number }> = [];
  /** Answers a hold rule is withholding from callers still connected, oldest first. */
  readonly heldAnswers: HeldAnswer[] = [];
  /** The monthly target limit; null (LINE's default) lets every send through. */
  quotaLimit: number | null = null;
  /** Messages counted this month: one per recipient of each accepted push or multicast. */
  quotaUsed = 0;
  /** The user the authorize step logs in without showing its page; null shows the page. */
  authorizeAs: string | null = null;

  addUser(input: NewUser): FakeUser {
    const userId = input.userId ?? randomUserId();
    // The Messaging API refuses other forms, so a test with a made-up id would fail confusingly later.
    if (!USER_ID.test(userId)) throw new Error(`fake-line: a LINE user id is 'U' and 32 hex digits, not ${userId}`);
    if (input.displayName === '') throw new Error('fake-line: displayName may not be empty');
    const user: FakeUser = {
      userId,
      displayName: input.displayName,
      friendFlag: input.friendFlag ?? true,
      ...(input.pictureUrl === undefined ? {} : { pictureUrl: input.pictureUrl }),
      ...(input.statusMessage === undefined ? {} : { statusMessage: input.statusMessage }),
    };
    this.users.set(userId, user);
    return user;
  }

  issueAccessToken(input: NewAccessToken, now = Date.now()): string {
    if (!this.users.has(input.userId)) throw new Error(`fake-line: unknown user ${input.userId}; addUser first`);
    const token = randomToken();
    this.accessTokens.set(token, {
      userId: input.userId,
      channelId: input.channelId,
      scope: input.scope ?? 'profile openid',
      expiresAt: now + (input.expiresIn ?? DEFAULT_ACCESS_TOKEN_TTL_S) * 1000,
    });
    return token;
  }

  /** Returned by the token endpoint for fidelity; fake-line does not implement refreshing. */
  issueRefreshToken(): string {
    return randomToken(24);
  }

  expireAccessToken(token: string): void {
    const grant = this.accessTokens.get(token);
    if (!grant) throw new Error('fake-line: unknown access token');
    grant.expiresAt = Date.now() - 1000;
  }

  issueCode(code: Omit<AuthorizationCode, 'expiresAt'>, now = Date.now()): string {
    const value = randomToken(15);
    this.codes.set(value, { ...code, expiresAt: now + AUTHORIZATION_CODE_TTL_MS });
    return value;
  }

  /** Codes are single use: taking one removes it, whether the exchange then succeeds or not. */
  takeCode(value: string): AuthorizationCode | undefined {
    const code = this.codes.get(value);
    this.codes.delete(value);
    return code;
  }

  addPending(pending: PendingAuthorization): string {
    const id = randomUUID();
    this.pending.set(id, pending);
    return id;
  }

  addFailure(rule: FailureRule): void {
    this.failures.push({ ...rule, remaining: rule.times ?? 1 });
  }

  /** The first failure rule matching this request, used up by one; undefined when none matches. */
  takeFailure(method: string, path: string): FailureRule | undefined {
    const { rule, rest } = takeRule(this.failures, method, path);
    this.failures = rest;
    return rule;
  }

  addHold(rule: HoldRule): void {
    this.holds.push({ ...rule, remaining: rule.times ?? 1 });
  }

  /** Whether this request's answer is to be withheld, using up one of the matching rule's times. */
  takeHold(method: string, path: string, to: readonly string[]): boolean {
    const { rule, rest } = takeRule(this.holds, method, path, to);
    this.holds = rest;
    return rule !== undefined;
  }

  /** Drops a withheld answer whose caller has disconnected; nothing to send it to. */
  forgetHeld(answer: HeldAnswer): void {
    const index = this.heldAnswers.indexOf(answer);
    if (index !== -1) this.heldAnswers.splice(index, 1);
  }

  /** Sends every withheld answer; resolves with how many once they are all written. */
  async releaseHeld(): Promise<number> {
    const answers = this.heldAnswers.splice(0);
    await Promise.all(answers.map((send) => send()));
    return answers.length;
  }

  setQuota(quota: QuotaSetting): void {
    if (quota.limit !== null && !isCount(quota.limit)) {
      throw new Error(`fake-line: a quota limit is null or a whole number >= 0, not ${quota.limit}`);
    }
    if (quota.used !== undefined && !isCount(quota.used)) {
      throw new Error(`fake-line: quota usage is a whole number >= 0, not ${quota.used}`);
    }
    this.quotaLimit = quota.limit;
    if (quota.used !== undefined) this.quotaUsed = quota.used;
  }

  /**
   * Counts an accepted send of this many messages against the quota, or refuses it (false) when
   * it would take usage past the limit: LINE refuses the whole request then, not part of it.
   */
  consumeQuota(count: number): boolean {
    if (this.quotaLimit !== null && this.quotaUsed + count > this.quotaLimit) return false;
    this.quotaUsed += count;
    return true;
  }

  reset(): void {
    this.users.clear();
    this.accessTokens.clear();
    this.channelTokens.clear();
    this.deauthorizations.length = 0;
    this.codes.clear();
    this.pending.clear();
    this.retryKeys.clear();
    this.received.length = 0;
    this.messages.length = 0;
    this.shareTarget.reset();
    this.richMenus.reset();
    this.chat.reset();
    this.failures = [];
    this.holds = [];
    this.authorizeAs = null;
    this.quotaLimit = null;
    this.quotaUsed = 0;
    // Answered, not dropped: a caller still waiting would otherwise hang until close().
    void this.releaseHeld();
  }
}
