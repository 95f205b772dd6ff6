import { INVITATION_DEFAULT_DAYS, invitationLink, type TCreatedInvitation } from '@chapter/contract/line-accounts';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { BindingNotices, LineBinder } from './binder.ts';
import type { BindingMember, InvitationRow, LineAccountsRepository, LineProfile } from './repository.ts';
import { type Actor, needsAdmin, replacingNeedsAdmin } from './rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitationsDeps {
  db: Db;
  repository: LineAccountsRepository;
  binder: LineBinder;
  liffIdProfile: string | null;
  now: () => Date;
}

/** An invitation checked and ready to be spent, with the member it binds. */
export interface AcceptableInvitation {
  invitation: InvitationRow;
  member: BindingMember;
}

/**
 * Personal invitations: a random one-time link (256 bits; only its SHA-256 is kept) that binds the
 * LINE account opening it to one member. Staff create them; they expire, can be revoked, and a new
 * one replaces the member's unused one (ADR 25).
 */
export class InvitationsService {
  constructor(private readonly deps: InvitationsDeps) {}

  /** All or nothing: every member must exist, be active and be the caller's to invite. */
  async create(actor: Actor, memberIds: number[], days: number | undefined, address: string) {
    const ids = [...new Set(memberIds)];
    const found = await this.deps.repository.membersByIds(ids);
    const missing = ids.filter((id) => !found.some((member) => member.id === id && member.active));
    if (missing.length > 0) {
      throw new ApiError(400, { members: missing.map((id) => apiMessages.invitationMemberNotFound(id)) });
    }
    const staff = found.find((member) => needsAdmin(actor.roles, member.roles));
    if (staff) {
      throw ApiError.detail(403, apiMessages.invitationAdminNeedsAdmin(fullName(staff.firstName, staff.lastName)));
    }
    const bound = found.find((member) => replacingNeedsAdmin(actor.roles, member));
    if (bound) {
      throw ApiError.detail(403, apiMessages.invitationReplaceNeedsAdmin(fullName(bound.firstName, bound.lastName)));
    }
    const invitations = await this.deps.db.transaction(async (tx) => {
      const created: TCreatedInvitation[] = [];
      for (const id of ids) {
        const member = found.find((row) => row.id === id) as BindingMember;
        created.push(await this.createIn(tx, member, actor.id, days ?? INVITATION_DEFAULT_DAYS, address));
      }
      return created;
    });
    return { detail: apiMessages.invitationsCreated(invitations.length), invitations };
  }

  /**
   * The first admin's invitation, made by the operator's command line (no signed-in actor).
   * Returns the link to print.
   */
  async createForOperator(memberId: number): Promise<TCreatedInvitation> {
    const member = await this.deps.repository.memberById(memberId);
    if (!member) throw new Error(`member ${memberId} not found`);
    return this.deps.db.transaction((tx) => this.createIn(tx, member, null, INVITATION_DEFAULT_DAYS, 'command line'));
  }

  private async createIn(
    tx: DbOrTx,
    member: BindingMember,
    createdBy: number | null,
    days: number,
    address: string,
  ): Promise<TCreatedInvitation> {
    const token = generateToken();
    const createdAt = this.deps.now();
    const expiresAt = new Date(createdAt.getTime() + days * DAY_MS);
    const row = await this.deps.repository.insertInvitation(tx, {
      memberId: member.id,
      tokenHash: hashToken(token),
      createdBy,
      createdAt,
      expiresAt,
    });
    await writeAudit(tx, {
      actorId: createdBy,
      action: 'member.line_invite',
      subjectType: 'member',
      subjectId: member.id,
      details: { invitationId: row.id, expiresAt: expiresAt.toISOString() },
      ip: address,
    });
    return {
      id: row.id,
      member_id: member.id,
      full_name: fullName(member.firstName, member.lastName),
      link: invitationLink(this.deps.liffIdProfile, token),
      expires_at: expiresAt.toISOString(),
    };
  }

  async revoke(actor: Actor, id: number, address: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const row = await this.deps.repository.revokeInvitation(tx, id, this.deps.now());
      if (!row) throw ApiError.notFound(apiMessages.invitationNotFound);
      const member = await this.deps.repository.memberById(row.memberId, tx);
      // Throwing rolls the revocation back.
      if (member && needsAdmin(actor.roles, member.roles)) {
        throw ApiError.detail(403, apiMessages.restrictionAdminNeedsAdmin);
      }
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'member.line_invite_revoke',
        subjectType: 'member',
        subjectId: row.memberId,
        details: { invitationId: row.id },
        ip: address,
      });
    });
  }

  /**
   * The invitation a LINE account opened, if it may still bind: live, its member active, and —
   * unless the operator made it — its creator still allowed to make it now: an Admin for a member
   * who has a staff role by now, or who was bound to another account since (issue 31). One message
   * for every way a link fails, so a link says nothing about the member behind it.
   */
  async check(token: string, profile: LineProfile): Promise<AcceptableInvitation> {
    const invalid = () => ApiError.field('invitation', apiMessages.invitationInvalid);
    const invitation = await this.deps.repository.invitationByHash(hashToken(token));
    const now = this.deps.now();
    if (!invitation || invitation.usedAt || invitation.revokedAt || invitation.expiresAt <= now) throw invalid();
    const member = await this.deps.repository.memberById(invitation.memberId);
    if (!member?.active) throw invalid();
    if (invitation.createdBy !== null) {
      const creator = await this.deps.repository.memberById(invitation.createdBy);
      // A creator who has left counts as no Admin.
      const creatorRoles = creator?.active ? creator.roles : [];
      const replacing = member.lineUserId !== profile.userId && replacingNeedsAdmin(creatorRoles, member);
      if (needsAdmin(creatorRoles, member.roles) || replacing) throw invalid();
    }
    const holder = await this.deps.repository.memberByLineUser(profile.userId);
    if (holder && holder.id !== member.id) throw ApiError.nonField(apiMessages.invitationOtherMember);
    return { invitation, member };
  }

  /** Spends the invitation and binds, in the caller's transaction (the one that issues the token). */
  async acceptIn(
    tx: DbOrTx,
    accepted: AcceptableInvitation,
    profile: LineProfile,
    address: string,
  ): Promise<BindingNotices> {
    const at = this.deps.now();
    if (!(await this.deps.repository.spendInvitation(tx, accepted.invitation.id, profile.userId, at))) {
      throw ApiError.field('invitation', apiMessages.invitationInvalid);
    }
    return this.deps.binder.bindIn(
      tx,
      accepted.member,
      profile,
      {
        actorId: accepted.invitation.createdBy,
        via: 'invitation',
        details: { invitationId: accepted.invitation.id },
        address,
      },
      at,
    );
  }
}
