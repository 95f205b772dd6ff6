import type { TClaimPending, TPhoneRequired } from '@chapter/contract/auth';
import { CLAIM_LIFETIME_DAYS, type TLineClaim } from '@chapter/contract/line-accounts';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { Notices } from '../messaging/notices.ts';
import type { LineBinder } from './binder.ts';
import type { ClaimThrottle } from './claim-limits.ts';
import type { BindingMember, ClaimRow, LineAccountsRepository, LineProfile } from './repository.ts';
import { type Actor, needsAdmin, replacingNeedsAdmin } from './rules.ts';

export interface ClaimsDeps {
  db: Db;
  repository: LineAccountsRepository;
  binder: LineBinder;
  /** Staff hear of claims in a digest through the message runs, not one push per claim (ADR 46). */
  notices: Notices;
  throttle: ClaimThrottle;
  now: () => Date;
}

const pending: TClaimPending = { claim_pending: true, detail: apiMessages.claimPending };
const CLAIM_LIFETIME_MS = CLAIM_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
/** Refusals that are about who the approver is, not about the claim: 403, like the other role rules. */
const NOT_YOURS: ReadonlySet<string> = new Set([
  apiMessages.claimOwnPhone,
  apiMessages.claimAdminNeedsAdmin,
  apiMessages.claimMemberBound,
]);

/**
 * Claims: a LINE account without an invitation types a phone number; staff approve or refuse it
 * (ADR 25). The answer to a claim is the same whatever the number names — a member, a bound member,
 * nobody — so the mini-app cannot be used to find out who is a member.
 */
export class ClaimsService {
  constructor(private readonly deps: ClaimsDeps) {}

  /**
   * What an unbound LINE account without a phone hears: still waiting, or the phone step (again).
   * An answer, not a refusal: every new member's first visit comes here.
   */
  async status(lineUserId: string): Promise<TClaimPending | TPhoneRequired> {
    const latest = await this.deps.repository.latestClaim(lineUserId);
    if (latest?.status === 'pending' && !this.expired(latest)) return pending;
    const detail =
      latest?.status === 'refused'
        ? apiMessages.claimRefusedBefore
        : latest?.status === 'pending'
          ? apiMessages.claimExpiredBefore
          : apiMessages.phoneNeededToBind;
    return { phone_required: true, detail };
  }

  /** The member who has the phone: the offline demo binds its made-up accounts to them at once, unclaimed. */
  memberByPhone(phone: string): Promise<BindingMember | null> {
    return this.deps.repository.memberByPhone(phone);
  }

  async claim(profile: LineProfile, phone: string, address: string): Promise<TClaimPending> {
    const latest = await this.deps.repository.latestClaim(profile.userId);
    // The same claim again (a member pressing twice): staff were told already.
    if (latest?.status === 'pending' && latest.phone === phone && !this.expired(latest)) return pending;
    await this.deps.throttle.admit(profile.userId, address);
    const member = await this.deps.repository.memberByPhone(phone);
    const at = this.deps.now();
    try {
      await this.deps.db.transaction(async (tx) => {
        const claim = await this.deps.repository.insertClaim(tx, {
          lineUserId: profile.userId,
          lineDisplayName: profile.displayName,
          linePictureUrl: profile.pictureUrl,
          phone,
          createdAt: at,
        });
        await writeAudit(tx, {
          actorId: null,
          action: 'member.line_claim',
          ...(member && { subjectType: 'member', subjectId: member.id }),
          details: { claimId: claim.id, phone, lineUserId: profile.userId, displayName: profile.displayName },
          ip: address,
        });
        // A number no active member has is recorded alike (the answer must not tell), but is
        // nobody's to approve: staff are not told of it.
        if (member?.active) await this.deps.notices.queueClaimsDigest(tx, at);
      });
    } catch (error) {
      // The same LINE account claimed twice at once: one claim stands, and it is pending.
      if (isUniqueViolation(error)) return pending;
      throw error;
    }
    return pending;
  }

  /**
   * A claim undecided for CLAIM_LIFETIME_DAYS has expired: whoever typed that phone a week ago is
   * not vouched for by anything that still holds (issue 31). It stays pending in the table, so the
   * LINE account's next claim replaces it as usual.
   */
  private expired(claim: ClaimRow): boolean {
    return claim.createdAt.getTime() <= this.deps.now().getTime() - CLAIM_LIFETIME_MS;
  }

  /**
   * Live pending claims as the viewer sees them: each with how many claims have named its phone,
   * and why the viewer cannot approve it, if they cannot.
   */
  async list(viewer: Actor): Promise<TLineClaim[]> {
    const since = new Date(this.deps.now().getTime() - CLAIM_LIFETIME_MS);
    const claims = await this.deps.repository.pendingClaims(since);
    const counts = await this.deps.repository.claimCountsByPhone([...new Set(claims.map((claim) => claim.phone))]);
    return Promise.all(
      claims.map(async (claim) => {
        const member = await this.deps.repository.memberByPhone(claim.phone);
        const known = member?.active ? member : null;
        return {
          id: claim.id,
          line_display_name: claim.lineDisplayName,
          line_picture_url: claim.linePictureUrl,
          phone: claim.phone,
          created: claim.createdAt.toISOString(),
          expires_at: new Date(claim.createdAt.getTime() + CLAIM_LIFETIME_MS).toISOString(),
          phone_claims: counts.get(claim.phone) ?? 1,
          member: known && { id: known.id, full_name: fullName(known.firstName, known.lastName), roles: known.roles },
          problem: await this.problem(viewer, claim, known),
        };
      }),
    );
  }

  /** Why the viewer may not approve this claim now, or null. */
  private async problem(viewer: Actor, claim: ClaimRow, member: BindingMember | null): Promise<string | null> {
    if (!member) return apiMessages.claimUnknownMember;
    if (member.id === viewer.id) return apiMessages.claimOwnPhone;
    if (needsAdmin(viewer.roles, member.roles)) return apiMessages.claimAdminNeedsAdmin;
    // An Admin may approve it: the member's LINE account is then replaced (the old one is told).
    if (replacingNeedsAdmin(viewer.roles, member)) return apiMessages.claimMemberBound;
    if (await this.deps.repository.memberByLineUser(claim.lineUserId)) return apiMessages.claimLineTaken;
    return null;
  }

  private async pendingClaim(id: number): Promise<ClaimRow> {
    const claim = await this.deps.repository.claimById(id);
    if (claim?.status !== 'pending') throw ApiError.notFound(apiMessages.claimNotFound);
    return claim;
  }

  async approve(actor: Actor, id: number, address: string): Promise<{ detail: string }> {
    const claim = await this.pendingClaim(id);
    if (this.expired(claim)) throw ApiError.nonField(apiMessages.claimExpired);
    const found = await this.deps.repository.memberByPhone(claim.phone);
    const member = found?.active ? found : null;
    const problem = await this.problem(actor, claim, member);
    if (problem || !member) {
      // Approved by someone else a moment ago (its binding and its decision commit together): say
      // that, rather than what the approval changed (the member now bound).
      if ((await this.deps.repository.claimById(claim.id))?.status !== 'pending') {
        throw ApiError.notFound(apiMessages.claimNotFound);
      }
      const message = problem ?? apiMessages.claimUnknownMember;
      throw NOT_YOURS.has(message) ? ApiError.detail(403, message) : ApiError.nonField(message);
    }
    const at = this.deps.now();
    const profile = { userId: claim.lineUserId, displayName: claim.lineDisplayName, pictureUrl: claim.linePictureUrl };
    try {
      const notices = await this.deps.db.transaction(async (tx) => {
        const decision = { status: 'approved', memberId: member.id } as const;
        if (!(await this.deps.repository.decideClaim(tx, claim.id, decision, actor.id, at))) {
          throw ApiError.notFound(apiMessages.claimNotFound);
        }
        return this.deps.binder.bindIn(
          tx,
          member,
          profile,
          { actorId: actor.id, via: 'claim', details: { claimId: claim.id, phone: claim.phone }, address },
          at,
        );
      });
      await this.deps.binder.tell(notices);
      return { detail: apiMessages.claimApproved(notices.memberName) };
    } catch (error) {
      // The member or the LINE account was bound a moment ago by someone else.
      if (isUniqueViolation(error)) throw ApiError.nonField(apiMessages.claimLineTaken);
      throw error;
    }
  }

  async refuse(actor: Actor, id: number, address: string): Promise<{ detail: string }> {
    const claim = await this.pendingClaim(id);
    const member = await this.deps.repository.memberByPhone(claim.phone);
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repository.decideClaim(tx, claim.id, { status: 'refused' }, actor.id, this.deps.now()))) {
        throw ApiError.notFound(apiMessages.claimNotFound);
      }
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'member.line_claim_refuse',
        ...(member && { subjectType: 'member', subjectId: member.id }),
        details: {
          claimId: claim.id,
          phone: claim.phone,
          lineUserId: claim.lineUserId,
          displayName: claim.lineDisplayName,
        },
        ip: address,
      });
    });
    return { detail: apiMessages.claimRefused };
  }
}
