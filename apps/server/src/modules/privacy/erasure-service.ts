import { apiMessages } from '@chapter/contract/messages';
import type { TEraseResponse, TErasureCheck } from '@chapter/contract/privacy';
import { ROLE_ADMIN } from '@chapter/contract/roles';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../blobs/blob-store.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  auditLog,
  authTokens,
  lineClaims,
  lineInvitations,
  loginCodes,
  memberRoles,
  members,
  messageOutbox,
  messageRuns,
  paymentSlips,
  registrations,
  roles,
} from '../../db/schema/index.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { satangToBaht } from '../../lib/money.ts';
import { generatePublicId } from '../../lib/tokens.ts';
import type { LineLogin } from '../../line/login-client.ts';
import { creditOf, lockBooksOf } from '../books/credit.ts';
import { bahtText, sumSatang } from '../books/money.ts';
import { owedRegistrations } from '../books/registration-state.ts';
import { scrubValues } from './scrub.ts';

export const ERASED_FIRST_NAME = 'สมาชิกที่ลบข้อมูลแล้ว';
const REMOVED = '[ลบแล้ว]';

export interface ErasureDeps {
  db: Db;
  blobs: BlobStore;
  lineLogin: LineLogin;
  now: () => Date;
  log: FastifyBaseLogger;
}

interface EraseRequest {
  moneyAcknowledged: boolean;
  lineAccessToken?: string | undefined;
}

/**
 * Erasure (issue 19, ADR 30): every personal value of a member goes, in one transaction; their
 * money records stay under a pseudonym (the member row, renamed), so the chapter's accounts still
 * add up. Their sessions end, and with LINE's token from the mini-app the app's LINE authorization
 * is revoked. Their phone is freed: the same person can join again as a new member.
 */
/** The audit entries that name the LINE accounts a member was bound to, the current one and every earlier one. */
const LINE_BINDING_ACTIONS = ['member.line_bind', 'member.line_unbind'];

/**
 * Every LINE account the member was ever bound to, as their binding entries name them: the member
 * row knows only the current one. A LINE user id is unique to a person, so it is scrubbed wherever
 * it is written; a display name ("Tom") may be anyone's word, so only in rows about the member.
 */
async function earlierLineAccounts(tx: Tx, memberId: number): Promise<{ userIds: string[]; displayNames: string[] }> {
  const entries = await tx
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectType, 'member'),
        eq(auditLog.subjectId, String(memberId)),
        inArray(auditLog.action, LINE_BINDING_ACTIONS),
      ),
    );
  const strings = (key: string) =>
    entries.map(({ details }) => details[key]).filter((value): value is string => typeof value === 'string');
  return {
    userIds: [...strings('lineUserId'), ...strings('previousLineUserId')],
    displayNames: strings('displayName'),
  };
}

export class ErasureService {
  constructor(private readonly deps: ErasureDeps) {}

  async check(memberId: number): Promise<TErasureCheck> {
    const member = await this.live(this.deps.db, memberId);
    const { owed, credit } = await this.money(this.deps.db, memberId);
    return { owed: satangToBaht(owed), credit: satangToBaht(credit), line_bound: member.lineUserId !== null };
  }

  async eraseSelf(memberId: number, request: EraseRequest, address: string): Promise<TEraseResponse> {
    return this.erase(memberId, memberId, request, address, apiMessages.erasedSelf);
  }

  async eraseByAdmin(adminId: number, memberId: number, moneyAcknowledged: boolean, address: string) {
    if (adminId === memberId) throw ApiError.nonField(apiMessages.eraseSelfInBackOffice);
    return this.erase(adminId, memberId, { moneyAcknowledged }, address, apiMessages.erasedMember);
  }

  private async live(db: Db | Tx, memberId: number) {
    const [member] = await db.select().from(members).where(eq(members.id, memberId));
    if (!member) throw ApiError.notFound(apiMessages.memberNotFound);
    if (member.erasedAt !== null) throw ApiError.detail(409, apiMessages.memberAlreadyErased);
    return member;
  }

  private async money(db: Db | Tx, memberId: number): Promise<{ owed: number; credit: number }> {
    const owed = sumSatang(await owedRegistrations(db, eq(registrations.memberId, memberId)));
    return { owed, credit: await creditOf(db, memberId) };
  }

  private async erase(
    actorId: number,
    memberId: number,
    request: EraseRequest,
    address: string,
    detail: string,
  ): Promise<TEraseResponse> {
    const { db, blobs, lineLogin, now, log } = this.deps;
    const before = await this.live(db, memberId);
    // The token must be the member's own LINE account before anything is erased: it is checked
    // with LINE now, and used to revoke once the erasure has committed.
    const token = before.lineUserId === null ? undefined : request.lineAccessToken;
    if (token !== undefined && (await lineLogin.profileOf(token)).userId !== before.lineUserId) {
      throw ApiError.field('line_access_token', apiMessages.lineTokenNotYours);
    }
    const at = now();
    const imageKeys = await db.transaction(async (tx) => {
      await lockBooksOf(tx, memberId);
      const member = await this.live(tx, memberId);
      const { owed, credit } = await this.money(tx, memberId);
      if ((owed > 0 || credit > 0) && !request.moneyAcknowledged) {
        throw ApiError.detail(409, apiMessages.erasureMoneyUnacknowledged(bahtText(owed), bahtText(credit)));
      }
      await this.keepAnAdmin(tx, memberId);

      const withImages = and(eq(paymentSlips.memberId, memberId), isNotNull(paymentSlips.imageKey));
      const slips = await tx
        .select({ image: paymentSlips.imageKey, thumbnail: paymentSlips.thumbnailKey })
        .from(paymentSlips)
        .where(withImages);
      // The provider's answer names the sender's account: it goes with the images.
      await tx.update(paymentSlips).set({ imageKey: null, thumbnailKey: null, imagesRemovedAt: at }).where(withImages);
      await tx.update(paymentSlips).set({ verification: null }).where(eq(paymentSlips.memberId, memberId));
      const keys = slips.flatMap((s) => [s.image, s.thumbnail]).filter((k): k is string => k !== null);
      // Messages: what was sent stays counted, not what it said nor where it went.
      await tx
        .update(messageOutbox)
        .set({ message: REMOVED, altText: null, lineUserId: null, detail: {} })
        .where(eq(messageOutbox.memberId, memberId));
      await tx
        .update(messageOutbox)
        .set({ status: 'no_line_account', note: REMOVED })
        .where(and(eq(messageOutbox.memberId, memberId), eq(messageOutbox.status, 'pending')));
      const theirRuns = sql`${messageRuns.plan} -> 'audience' ->> 'type' = 'member' AND (${messageRuns.plan} -> 'audience' ->> 'memberId')::int = ${memberId}`;
      await tx
        .update(messageRuns)
        .set({ status: 'cancelled', finishedAt: at })
        .where(and(theirRuns, eq(messageRuns.status, 'queued')));
      await tx
        .update(messageRuns)
        .set({ plan: { audience: { type: 'member', memberId }, erased: true } })
        .where(theirRuns);
      const claimsOf = [eq(lineClaims.phone, member.phone), eq(lineClaims.memberId, memberId)];
      if (member.lineUserId !== null) claimsOf.push(eq(lineClaims.lineUserId, member.lineUserId));
      for (const claim of claimsOf) await tx.delete(lineClaims).where(claim);
      await tx.delete(lineInvitations).where(eq(lineInvitations.memberId, memberId));
      await tx.delete(loginCodes).where(eq(loginCodes.memberId, memberId));
      await tx.delete(authTokens).where(eq(authTokens.memberId, memberId));
      await tx.delete(memberRoles).where(eq(memberRoles.memberId, memberId));
      const earlier = await earlierLineAccounts(tx, memberId);
      await scrubValues(tx, memberId, {
        anywhere: [
          member.phone,
          `${member.firstName} ${member.lastName}`,
          member.email,
          member.lineUserId,
          member.lineDisplayName,
          member.publicCardId,
          member.pictureUrl,
          ...earlier.userIds,
        ],
        inTheirRows: [member.firstName, member.lastName, ...earlier.displayNames],
        placeholder: REMOVED,
      });
      await tx.execute(sql`UPDATE audit_log SET ip = NULL WHERE actor_id = ${memberId}`);
      await tx
        .update(members)
        .set({
          firstName: ERASED_FIRST_NAME,
          lastName: `#${memberId}`,
          phone: `erased-${memberId}`,
          email: null,
          company: null,
          position: null,
          website: null,
          pictureUrl: null,
          lineUserId: null,
          lineDisplayName: null,
          lineBoundAt: null,
          publicCardId: generatePublicId(),
          active: false,
          remindersOff: true,
          cardHidden: true,
          cardHiddenFields: [],
          erasedAt: at,
          updatedAt: at,
        })
        .where(eq(members.id, memberId));
      await writeAudit(tx, {
        actorId,
        action: 'privacy.erase',
        subjectType: 'member',
        subjectId: memberId,
        details: {
          by: actorId === memberId ? 'self' : 'admin',
          owed: satangToBaht(owed),
          credit: satangToBaht(credit),
          slip_images: slips.length,
        },
        // Their own address is personal data too; an Admin's is the record of who acted.
        ...(actorId !== memberId && { ip: address }),
      });
      return keys;
    });
    // After the commit: an image left by a crash here is an orphan the next start sweeps (ADR 23).
    for (const key of imageKeys) {
      await blobs.delete(key).catch((error) => log.warn({ err: error, key }, 'erased slip image not removed'));
    }
    return { detail, line_authorization: await this.deauthorize(before.lineUserId, token) };
  }

  private async keepAnAdmin(tx: Tx, memberId: number): Promise<void> {
    const admins = await tx
      .select({ id: memberRoles.memberId })
      .from(memberRoles)
      .innerJoin(roles, eq(roles.id, memberRoles.roleId))
      .innerJoin(members, eq(members.id, memberRoles.memberId))
      .where(and(eq(roles.name, ROLE_ADMIN), eq(members.active, true)));
    const ids = admins.map((a) => a.id);
    if (ids.includes(memberId) && ids.length === 1) throw ApiError.detail(409, apiMessages.eraseLastAdmin);
  }

  private async deauthorize(
    lineUserId: string | null,
    token: string | undefined,
  ): Promise<TEraseResponse['line_authorization']> {
    if (lineUserId === null) return 'not_bound';
    if (token === undefined) return 'not_revoked';
    try {
      return (await this.deps.lineLogin.deauthorize(token)) === 'revoked' ? 'revoked' : 'not_revoked';
    } catch (error) {
      this.deps.log.warn({ err: error }, 'LINE authorization not revoked after erasure');
      return 'not_revoked';
    }
  }
}
