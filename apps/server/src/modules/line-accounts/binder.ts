import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { revokeMemberTokens } from '../../lib/sessions-repository.ts';
import type { LineNotifier } from '../../line/notifier.ts';
import type { BindingMember, LineAccountsRepository, LineProfile } from './repository.ts';

/** Who is to be told what over LINE once the binding has committed. */
export interface BindingNotices {
  memberName: string;
  newLineUserId: string;
  previousLineUserId: string | null;
}

export interface BindingProof {
  /** Who vouched for the binding: the approving staff member, the invitation's creator; null for the demo or the operator. */
  actorId: number | null;
  via: 'invitation' | 'claim' | 'demo';
  details: Record<string, unknown>;
  address: string;
}

/**
 * The one place a LINE account becomes a member's, or stops being one (ADR 25): an invitation, an
 * approved claim, or the offline demo all end here, so the rules hold the same way for each — the
 * account may not belong to another member, a replaced account's sessions end, the phone's pending
 * claims close, and the binding is audited with the real actor.
 */
export class LineBinder {
  constructor(
    private readonly repository: LineAccountsRepository,
    private readonly notifier: LineNotifier,
    private readonly chapterName: () => Promise<string>,
  ) {}

  /** In the caller's transaction. Throws when the LINE account is another member's. */
  async bindIn(
    tx: DbOrTx,
    member: BindingMember,
    profile: LineProfile,
    proof: BindingProof,
    at: Date,
  ): Promise<BindingNotices> {
    const holder = await this.repository.memberByLineUser(profile.userId, tx);
    if (holder && holder.id !== member.id) throw ApiError.nonField(apiMessages.lineAccountBoundToOther);
    const previous = member.lineUserId !== null && member.lineUserId !== profile.userId ? member.lineUserId : null;
    // Sessions opened from the account being replaced (a lost or sold phone) end with it.
    if (previous) await revokeMemberTokens(tx, member.id, at);
    await this.repository.bind(tx, member.id, profile, at);
    await this.repository.closePendingClaims(tx, { phone: member.phone, lineUserId: profile.userId }, at);
    await writeAudit(tx, {
      actorId: proof.actorId,
      action: 'member.line_bind',
      subjectType: 'member',
      subjectId: member.id,
      details: {
        via: proof.via,
        lineUserId: profile.userId,
        displayName: profile.displayName,
        ...(previous && { previousLineUserId: previous }),
        ...proof.details,
      },
      ip: proof.address,
    });
    return {
      memberName: fullName(member.firstName, member.lastName),
      newLineUserId: profile.userId,
      previousLineUserId: previous,
    };
  }

  /**
   * Unbinds, in the caller's transaction: the member's sessions end (they may have been opened from
   * that account), and pending claims of their phone close, so one made while they were bound does
   * not become approvable now (issue 31).
   */
  async unbindIn(tx: DbOrTx, member: BindingMember, at: Date): Promise<void> {
    await this.repository.unbind(tx, member.id, at);
    await revokeMemberTokens(tx, member.id, at);
    await this.repository.closePendingClaims(tx, { phone: member.phone }, at);
  }

  /** After commit: the new account hears it is bound; the replaced one hears it is not any more. */
  async tell(notices: BindingNotices): Promise<void> {
    const chapter = await this.chapterName();
    // Side by side: the request waits for one send's time limit at most, not two (issue 36).
    await Promise.all([
      this.notifier.notify(notices.newLineUserId, apiMessages.lineBindingNotice(notices.memberName, chapter)),
      notices.previousLineUserId
        ? this.notifier.notify(notices.previousLineUserId, apiMessages.lineReplacedNotice(notices.memberName, chapter))
        : null,
    ]);
  }
}
