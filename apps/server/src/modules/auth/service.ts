import type { TClaimPending, TLoginCodeSent, TLoginResponse, TPhoneRequired } from '@chapter/contract/auth';
import { apiMessages } from '@chapter/contract/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { RateLimiters } from '../../lib/rate-limiter.ts';
import { revokeMemberTokens } from '../../lib/sessions-repository.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { LineLogin } from '../../line/login-client.ts';
import type { LineNotifier } from '../../line/notifier.ts';
import type { BindingNotices, LineBinder } from '../line-accounts/binder.ts';
import type { ClaimsService } from '../line-accounts/claims-service.ts';
import type { InvitationsService } from '../line-accounts/invitations-service.ts';
import { type BoundMember, LoginCodes, WrongCode } from './login-codes.ts';
import { defaultLoginLimits, LoginFailure, LoginGuard, type LoginLimits } from './login-guard.ts';
import type { AuthRepository, LoginMember } from './repository.ts';

/** The LINE-account module's parts the mini-app login uses (ADR 25). */
export interface LineAccountParts {
  binder: LineBinder;
  invitations: InvitationsService;
  claims: ClaimsService;
}

export interface AuthServiceDeps {
  db: Db;
  repository: AuthRepository;
  lineAccounts: LineAccountParts;
  /** The offline demo: its made-up LINE accounts' claims are approved at once. */
  demoApproval: boolean;
  /** `line`: desktop login needs a code sent to the member's LINE (ADR 13). */
  loginConfirmation: 'line' | 'off';
  lineLogin: LineLogin;
  notifier: LineNotifier;
  /** The chapter's name as members see it now (settings can change it at any time). */
  chapterName: () => Promise<string>;
  limits?: LoginLimits;
  /** Where the counts are kept: this process's memory, or PostgreSQL shared by every process (ADR 38). */
  rateLimiters: RateLimiters;
  now?: () => Date;
}

export class AuthService {
  private readonly guard: LoginGuard;
  private readonly codes: LoginCodes;
  private readonly now: () => Date;

  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? (() => new Date());
    this.guard = new LoginGuard(deps.limits ?? defaultLoginLimits, deps.rateLimiters);
    this.codes = new LoginCodes({ ...deps, now: this.now });
  }

  /**
   * Phone-number login. With confirmation off it is the spec's one step; with `line`, the first call
   * sends a code to the member's LINE and the second, with the code, logs in. The first step answers
   * the same for a bound member, an unbound one and a number nobody has, so it tells nobody who is
   * a member (issue 14, case 6).
   */
  async login(phone: string, code: string | undefined, address: string): Promise<TLoginResponse | TLoginCodeSent> {
    const { repository } = this.deps;
    if (this.deps.loginConfirmation === 'off') {
      const member = await this.guard.guarded(address, null, async () => {
        await this.guard.countPhoneLogin(phone);
        const found = await repository.findActiveMemberByPhone(phone);
        if (!found) throw new LoginFailure(ApiError.nonField(apiMessages.loginFailed));
        return found;
      });
      return this.issueToken(member, address, 'auth.login');
    }
    if (code === undefined) {
      // Asking for a code costs a LINE push: counted per address, never against the member's own tries.
      await this.guard.codeRequest(address, phone);
      const member = await repository.findActiveMemberByPhone(phone);
      if (member?.lineUserId) await this.codes.send(member as BoundMember);
      return { confirmation_required: true, detail: apiMessages.loginCodeMaybeSent };
    }
    // Only a code can be wrong: it alone is a failure of the address and of the phone.
    const member = await this.guard.guarded(address, phone, async () => {
      const found = await repository.findActiveMemberByPhone(phone);
      if (!found?.lineUserId) throw new LoginFailure(ApiError.field('code', apiMessages.loginCodeExpired));
      try {
        await this.codes.check(found, code);
      } catch (error) {
        throw error instanceof WrongCode ? new LoginFailure(error.error) : error;
      }
      return found;
    });
    return this.issueToken(member, address, 'auth.login');
  }

  /**
   * Login from the LINE mini-app. LINE vouches for the account; a phone number, being public, proves
   * nothing (ADR 25). A bound account logs in (any phone sent with it is ignored); an unbound one
   * binds with a staff member's invitation, or its phone number becomes a claim that staff approve.
   */
  async liffLogin(
    input: { phone: string | undefined; invitation: string | undefined; accessToken: string },
    address: string,
  ): Promise<TLoginResponse | TClaimPending | TPhoneRequired> {
    // LINE's word first: a token LINE refuses is the address's failure and nobody's phone's, so a
    // stranger without a LINE account cannot spend a member's tries (issue 31).
    const profile = await this.guard.guarded(address, null, () =>
      this.deps.lineLogin.profileOf(input.accessToken).catch((error: unknown) => {
        throw isTokenRefusal(error) ? new LoginFailure(error) : error;
      }),
    );
    const { repository, db, lineAccounts } = this.deps;
    if (input.invitation !== undefined) {
      const accepted = await lineAccounts.invitations.check(input.invitation, profile);
      return this.bindAndLogIn({ ...accepted.member, lineDisplayName: profile.displayName }, address, (tx) =>
        lineAccounts.invitations.acceptIn(tx, accepted, profile, address),
      );
    }
    const bound = await repository.findActiveMemberByLineUser(profile.userId);
    if (bound) {
      await repository.saveLineAccount(db, bound.id, profile, this.now());
      return this.issueToken({ ...bound, lineDisplayName: profile.displayName }, address, 'auth.liff_login');
    }
    if (input.phone === undefined) return lineAccounts.claims.status(profile.userId);
    if (this.deps.demoApproval) {
      // The offline demo's made-up LINE accounts are approved at once (README): a two-click tour.
      const member = await lineAccounts.claims.memberByPhone(input.phone);
      if (member?.active && !member.lineUserId) {
        return this.bindAndLogIn({ ...member, lineDisplayName: profile.displayName }, address, (tx) =>
          lineAccounts.binder.bindIn(
            tx,
            member,
            profile,
            { actorId: null, via: 'demo', details: {}, address },
            this.now(),
          ),
        );
      }
    }
    return lineAccounts.claims.claim(profile, input.phone, address);
  }

  /** Binds (in the token's transaction, so both land or neither), logs in, then tells LINE. */
  private async bindAndLogIn(
    member: LoginMember,
    address: string,
    bind: (tx: DbOrTx) => Promise<BindingNotices>,
  ): Promise<TLoginResponse> {
    let notices: BindingNotices | null = null;
    try {
      const response = await this.issueToken(member, address, 'auth.liff_login', async (tx) => {
        notices = await bind(tx);
      });
      if (notices) await this.deps.lineAccounts.binder.tell(notices);
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
      await this.deps.repository.insertToken(tx, member.id, hashToken(token), this.now());
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

  /**
   * Ends every session of the member at once, this one included: for a lost phone or a shared
   * computer, where the member cannot reach the other device to sign out there.
   */
  async signOutEverywhere(memberId: number, address: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const revoked = await revokeMemberTokens(tx, memberId, this.now());
      await writeAudit(tx, {
        actorId: memberId,
        action: 'auth.sign_out_everywhere',
        subjectType: 'member',
        subjectId: memberId,
        details: { tokens: revoked },
        ip: address,
      });
    });
  }
}

/** LINE refused the access token (expired, another channel's, made up): the caller's failure. */
function isTokenRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.statusCode === 400 && 'liff_access_token' in error.body;
}
