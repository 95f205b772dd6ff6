import { createHash, randomInt } from 'node:crypto';
import { apiMessages } from '@chapter/contract/messages';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { LineNotifier } from '../../line/notifier.ts';
import type { AuthRepository, LoginMember } from './repository.ts';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** A new code for the same member no sooner than this after the last (issue 15): one push a minute at most. */
export const CODE_SPACING_MS = 60 * 1000;

const hashCode = (memberId: number, code: string) => createHash('sha256').update(`${memberId}:${code}`).digest('hex');

export type BoundMember = LoginMember & { lineUserId: string };

/** Why a code check failed: the caller counts it against the address and the phone. */
export class WrongCode extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

/**
 * The desktop login's one-time codes (ADR 13): 6 random digits pushed to the member's LINE, stored
 * as hashes, 10 minutes, spent by the first right use or the fifth wrong one, a new one replacing
 * the old — and at most one push a minute per member, however often someone asks.
 */
export class LoginCodes {
  constructor(
    private readonly deps: {
      db: Db;
      repository: AuthRepository;
      notifier: LineNotifier;
      chapterName: () => Promise<string>;
      now: () => Date;
    },
  ) {}

  /**
   * Pushes a new code unless a live one went out less than a minute ago (then that one is still the
   * one to use; a code already spent, by a login or five wrong tries, does not hold the next back). Refuses with 503 when LINE does not take the message, saying so plainly when it is LINE's
   * quota, and counts nothing against anyone: LINE's limits are nobody's wrong guess.
   */
  async send(member: BoundMember): Promise<void> {
    const now = this.deps.now();
    const last = await this.deps.repository.latestLiveLoginCodeAt(member.id, now);
    if (last && now.getTime() - last.getTime() < CODE_SPACING_MS) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeId = await this.deps.repository.replaceLoginCode(
      this.deps.db,
      member.id,
      hashCode(member.id, code),
      now,
      new Date(now.getTime() + CODE_LIFETIME_MS),
    );
    const outcome = await this.deps.notifier.notify(
      member.lineUserId,
      apiMessages.loginCodeText(code, await this.deps.chapterName()),
    );
    if (!outcome.ok) {
      // Not sent, so not usable, and not a reason to wait before the next try.
      await this.deps.repository.dropLoginCode(this.deps.db, codeId);
      throw ApiError.detail(503, outcome.status === 429 ? apiMessages.loginCodeQuota : apiMessages.loginCodeNotSent);
    }
  }

  /** Spends the member's live code if `code` is it; throws WrongCode otherwise. */
  async check(member: LoginMember, code: string): Promise<void> {
    const now = this.deps.now();
    const live = await this.deps.repository.liveLoginCode(member.id, now);
    if (!live) throw new WrongCode(ApiError.field('code', apiMessages.loginCodeExpired));
    if (live.codeHash !== hashCode(member.id, code)) {
      const left = await this.deps.repository.recordWrongCode(live.id, now);
      throw new WrongCode(
        ApiError.field('code', left > 0 ? apiMessages.loginCodeWrong(left) : apiMessages.loginCodeExpired),
      );
    }
    // Spent in one conditional statement: of two requests racing with the right code, one wins.
    if (!(await this.deps.repository.spendLoginCode(this.deps.db, live.id, now))) {
      throw new WrongCode(ApiError.field('code', apiMessages.loginCodeExpired));
    }
  }
}
