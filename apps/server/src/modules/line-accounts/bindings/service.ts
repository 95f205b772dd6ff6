import type { TLineAccountMember } from '@chapter/contract/line-accounts';
import type { TLineBinding } from '@chapter/contract/members';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { Db } from '../../../db/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { writeAudit } from '../../../lib/audit.ts';
import type { LineNotifier } from '../../../line/notifier.ts';
import type { LineBinder } from '../binder.ts';
import type { LineAccountsRepository } from '../repository.ts';
import { type Actor, needsAdmin } from '../rules.ts';
import { blockedMemberIds, boundLineAccounts } from './repository.ts';

export interface LineBindingsDeps {
  db: Db;
  repository: LineAccountsRepository;
  binder: LineBinder;
  notifier: LineNotifier;
  chapterName: () => Promise<string>;
  now?: () => Date;
}

/** Staff's view of which member holds which LINE account, and the way to undo a binding. */
export class LineBindingsService {
  private readonly now: () => Date;

  constructor(private readonly deps: LineBindingsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(): Promise<TLineBinding[]> {
    const rows = await boundLineAccounts(this.deps.db);
    return rows.map((row) => ({
      id: row.id,
      full_name: fullName(row.firstName, row.lastName),
      line_display_name: row.lineDisplayName,
      line_user_id: row.lineUserId ?? '',
      bound_at: row.lineBoundAt?.toISOString() ?? null,
    }));
  }

  /** Every active member with their binding and live invitation, and what the viewer may not do. */
  async overview(viewer: Actor): Promise<TLineAccountMember[]> {
    const [rows, invitations, blocked] = await Promise.all([
      this.deps.repository.activeMembers(),
      this.deps.repository.liveInvitations(this.now()),
      blockedMemberIds(this.deps.db),
    ]);
    return rows.map((member) => {
      const invitation = invitations.find((row) => row.memberId === member.id);
      return {
        id: member.id,
        full_name: fullName(member.firstName, member.lastName),
        phone: member.phone,
        roles: member.roles,
        line_display_name: member.lineUserId ? member.lineDisplayName : null,
        line_picture_url: member.lineUserId ? member.pictureUrl : null,
        bound_at: member.lineBoundAt?.toISOString() ?? null,
        line_blocked: member.lineUserId !== null && blocked.has(member.id),
        invitation: invitation
          ? {
              id: invitation.id,
              created: invitation.createdAt.toISOString(),
              expires_at: invitation.expiresAt.toISOString(),
              created_by: invitation.creatorFirstName
                ? fullName(invitation.creatorFirstName, invitation.creatorLastName)
                : null,
            }
          : null,
        restriction: needsAdmin(viewer.roles, member.roles) ? apiMessages.restrictionAdminNeedsAdmin : null,
      };
    });
  }

  /**
   * Unbinds the member's LINE account, clears the LINE name and picture from their card, and signs
   * out their sessions, which may have been opened from that account (a lost or sold phone is the
   * usual reason). The next binding needs an invitation or an approved claim again (ADR 25).
   */
  async remove(actor: Actor, memberId: number, address: string): Promise<void> {
    const member = await this.deps.repository.memberById(memberId);
    if (!member) throw ApiError.notFound(apiMessages.memberNotFound);
    if (needsAdmin(actor.roles, member.roles)) throw ApiError.detail(403, apiMessages.unbindAdminNeedsAdmin);
    const lineUserId = member.lineUserId;
    if (!lineUserId) throw ApiError.nonField(apiMessages.memberNotBound);
    const at = this.now();
    await this.deps.db.transaction(async (tx) => {
      await this.deps.binder.unbindIn(tx, member, at);
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'member.line_unbind',
        subjectType: 'member',
        subjectId: memberId,
        details: { lineUserId },
        ip: address,
      });
    });
    await this.deps.notifier.notify(
      lineUserId,
      apiMessages.lineUnboundNotice(fullName(member.firstName, member.lastName), await this.deps.chapterName()),
    );
  }
}
