import { createHash, randomInt } from 'node:crypto';
import type { TLoginCodeSent, TLoginResponse } from '@chapter/contract/auth';
import { apiMessages } from '@chapter/contract/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { LineLogin } from '../../line/login-client.ts';
import type { LineNotifier } from '../../line/notifier.ts';
import type { AuthRepository, LoginMember } from './repository.ts';

export interface LoginLimits {
  /** Failed logins per client address per window: slows phone-number guessing. */
  failuresPerAddress: number;
  /** Attempts per phone number per window, from anywhere: protects one member's account. */
  attemptsPerPhone: number;
  windowMs: number;
}

/**
 * Failures, not attempts, count per address: a chapter meeting puts thirty members behind one
 * venue Wi-Fi address, all logging in within minutes.
 */
export const defaultLoginLimits: LoginLimits = {
  failuresPerAddress: 20,
  attemptsPerPhone: 10,
  windowMs: 15 * 60 * 1000,
};

const CODE_LIFETIME_MS = 10 * 60 * 1000;

export interface AuthServiceDeps {
  db: Db;
  repository: AuthRepository;
  /** `line`: desktop login needs a code sent to the member's LINE (ADR 13). */
  loginConfirmation: 'line' | 'off';
  lineLogin: LineLogin;
  notifier: LineNotifier;
  /** The chapter's name as members see it now (settings can change it at any time). */
  chapterName: () => Promise<string>;
  limits?: LoginLimits;
  now?: () => Date;
}

const hashCode = (memberId: number, code: string) => createHash('sha256').update(`${memberId}:${code}`).digest('hex');

export class AuthService {
  private readonly failuresByAddress: RateLimiter;
  private readonly attemptsByPhone: RateLimiter;
  private readonly now: () => Date;

  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? (() => new Date());
    const limits = deps.limits ?? defaultLoginLimits;
    const clock = () => this.now().getTime();
    this.failuresByAddress = new RateLimiter({
      limit: limits.failuresPerAddress,
      windowMs: limits.windowMs,
      now: clock,
    });
    this.attemptsByPhone = new RateLimiter({ limit: limits.attemptsPerPhone, windowMs: limits.windowMs, now: clock });
  }

  /** Refuses with 429 while the address or the phone number is over its limit; counts this attempt. */
  private throttle(address: string, phone: string | undefined): void {
    const wait = Math.max(
      this.failuresByAddress.retryAfter(address),
      phone ? this.attemptsByPhone.retryAfter(phone) : 0,
    );
    if (wait > 0) {
      throw ApiError.detail(429, apiMessages.tooManyLoginAttempts(Math.ceil(wait / 60)), {
        'Retry-After': String(wait),
      });
    }
    if (phone) this.attemptsByPhone.hit(phone);
  }

  private refuse(address: string, error: ApiError): never {
    this.failuresByAddress.hit(address);
    throw error;
  }

  /**
   * Phone-number login. With confirmation off it is the spec's one step; with `line`, the first call
   * sends a code to the member's LINE and the second, with the code, logs in.
   */
  async login(phone: string, code: string | undefined, address: string): Promise<TLoginResponse | TLoginCodeSent> {
    this.throttle(address, phone);
    const member = await this.deps.repository.findActiveMemberByPhone(phone);
    if (!member) this.refuse(address, ApiError.nonField(apiMessages.loginFailed));
    if (this.deps.loginConfirmation === 'off') return this.issueToken(member, address, 'auth.login');
    if (!member.lineUserId) throw ApiError.nonField(apiMessages.loginNeedsLineBinding);
    if (code === undefined) return this.sendCode(member as LoginMember & { lineUserId: string });
    await this.checkCode(member, code, address);
    return this.issueToken(member, address, 'auth.login');
  }

  private async sendCode(member: LoginMember & { lineUserId: string }): Promise<TLoginCodeSent> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.now();
    const codeId = await this.deps.repository.replaceLoginCode(
      this.deps.db,
      member.id,
      hashCode(member.id, code),
      now,
      new Date(now.getTime() + CODE_LIFETIME_MS),
    );
    const sent = await this.deps.notifier.notify(
      member.lineUserId,
      apiMessages.loginCodeText(code, await this.deps.chapterName()),
    );
    if (!sent) {
      await this.deps.repository.spendLoginCode(this.deps.db, codeId, now);
      throw ApiError.detail(503, apiMessages.loginCodeNotSent);
    }
    return { confirmation_required: true, detail: apiMessages.loginCodeSent };
  }

  private async checkCode(member: LoginMember, code: string, address: string): Promise<void> {
    const now = this.now();
    const live = await this.deps.repository.liveLoginCode(member.id, now);
    if (!live) this.refuse(address, ApiError.field('code', apiMessages.loginCodeExpired));
    if (live.codeHash !== hashCode(member.id, code)) {
      const left = await this.deps.repository.recordWrongCode(live.id, now);
      this.refuse(
        address,
        ApiError.field('code', left > 0 ? apiMessages.loginCodeWrong(left) : apiMessages.loginCodeExpired),
      );
    }
    // Spent in one conditional statement: of two requests racing with the right code, one wins.
    if (!(await this.deps.repository.spendLoginCode(this.deps.db, live.id, now))) {
      this.refuse(address, ApiError.field('code', apiMessages.loginCodeExpired));
    }
  }

  /**
   * Login from the LINE mini-app. LINE vouches for the account; the member is the one bound to it,
   * or, the first time, the one with the phone number given, which then gets bound (both ways unique).
   */
  async liffLogin(phone: string | undefined, accessToken: string, address: string): Promise<TLoginResponse> {
    this.throttle(address, phone);
    const profile = await this.deps.lineLogin.profileOf(accessToken);
    const { repository, db } = this.deps;
    const bound = await repository.findActiveMemberByLineUser(profile.userId);
    if (bound) {
      if (phone) {
        const byPhone = await repository.findActiveMemberByPhone(phone);
        if (byPhone && byPhone.id !== bound.id) throw ApiError.nonField(apiMessages.lineAccountBoundToOther);
      }
      await repository.saveLineAccount(db, bound.id, profile, this.now());
      return this.issueToken({ ...bound, lineDisplayName: profile.displayName }, address, 'auth.liff_login');
    }
    if (!phone) throw ApiError.field('username', apiMessages.phoneNeededToBind);
    const member = await repository.findActiveMemberByPhone(phone);
    if (!member) this.refuse(address, ApiError.nonField(apiMessages.loginFailed));
    if (member.lineUserId) throw ApiError.nonField(apiMessages.memberBoundToOtherLine);
    if (await repository.lineUserTaken(profile.userId)) throw ApiError.nonField(apiMessages.lineAccountBoundToOther);

    const now = this.now();
    try {
      const response = await this.issueToken(
        { ...member, lineDisplayName: profile.displayName },
        address,
        'auth.liff_login',
        async (tx) => {
          await repository.saveLineAccount(tx, member.id, profile, now);
          await writeAudit(tx, {
            actorId: member.id,
            action: 'member.line_bind',
            subjectType: 'member',
            subjectId: member.id,
            details: { lineUserId: profile.userId, displayName: profile.displayName },
            ip: address,
          });
        },
      );
      const name = `${member.firstName} ${member.lastName}`;
      await this.deps.notifier.notify(
        profile.userId,
        apiMessages.lineBindingNotice(name, await this.deps.chapterName()),
      );
      return response;
    } catch (error) {
      // Another member bound this LINE account a moment ago.
      if (isUniqueViolation(error)) throw ApiError.nonField(apiMessages.lineAccountBoundToOther);
      throw error;
    }
  }

  private async issueToken(
    member: LoginMember,
    address: string,
    action: string,
    alsoInTransaction?: (tx: DbOrTx) => Promise<void>,
  ): Promise<TLoginResponse> {
    const token = generateToken();
    await this.deps.db.transaction(async (tx) => {
      await alsoInTransaction?.(tx);
      await this.deps.repository.insertToken(tx, member.id, hashToken(token));
      await writeAudit(tx, { actorId: member.id, action, subjectType: 'member', subjectId: member.id, ip: address });
    });
    return {
      token,
      member: {
        id: member.id,
        first_name: member.firstName,
        last_name: member.lastName,
        roles: member.roles.map((name) => ({ name })),
      },
      user: { liff_display_name: member.lineDisplayName },
    };
  }

  async signOut(memberId: number, tokenHash: string, address: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.deps.repository.revokeToken(tx, tokenHash, this.now());
      await writeAudit(tx, {
        actorId: memberId,
        action: 'auth.sign_out',
        subjectType: 'member',
        subjectId: memberId,
        ip: address,
      });
    });
  }

  findSession(tokenHash: string) {
    return this.deps.repository.findSession(tokenHash);
  }
}
