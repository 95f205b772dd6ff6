import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { TEraseResponse, TErasureCheck } from '@chapter/contract/privacy';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../blobs/blob-store.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { satangToBaht } from '../../lib/money.ts';
import { generatePublicId } from '../../lib/tokens.ts';
import type { LineLogin } from '../../line/login-client.ts';
import { bahtText } from '../books/money.ts';
import {
  activeAdminIds,
  clearMessagesOf,
  deleteAccessOf,
  dropAuditIpsOf,
  earlierLineAccounts,
  findMember,
  lockBooksOf,
  moneyOf,
  removeSlipImagesOf,
  updateMember,
} from './erasure-repository.ts';
import { scrubValues } from './scrub-repository.ts';

export const ERASED_FIRST_NAME = 'สมาชิกที่ลบข้อมูลแล้ว';
const REMOVED = '[ลบแล้ว]';

export interface ErasureDeps {
  db: Db;
  blobs: BlobStore;
  lineLogin: LineLogin;
  /** Takes the member's rich menu back from their LINE account (issue 37); its row went with the erasure. */
  forgetRichMenu: (lineUserId: string) => Promise<void>;
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
export class ErasureService {
  constructor(private readonly deps: ErasureDeps) {}

  async check(memberId: number): Promise<TErasureCheck> {
    const member = await this.live(this.deps.db, memberId);
    const { owed, credit } = await moneyOf(this.deps.db, memberId);
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
    const member = await findMember(db, memberId);
    if (!member) throw ApiError.notFound(apiMessages.memberNotFound);
    if (member.erasedAt !== null) throw ApiError.detail(409, apiMessages.memberAlreadyErased);
    return member;
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
      await lockBooksOf(tx, { kind: 'member', id: memberId });
      const member = await this.live(tx, memberId);
      const { owed, credit } = await moneyOf(tx, memberId);
      if ((owed > 0 || credit > 0) && !request.moneyAcknowledged) {
        throw ApiError.detail(409, apiMessages.erasureMoneyUnacknowledged(bahtText(owed), bahtText(credit)));
      }
      await this.keepAnAdmin(tx, memberId);

      const slips = await removeSlipImagesOf(tx, memberId, at);
      await clearMessagesOf(tx, memberId, at, REMOVED);
      await deleteAccessOf(tx, member);
      const earlier = await earlierLineAccounts(tx, memberId);
      await scrubValues(tx, memberId, {
        anywhere: [
          member.phone,
          fullName(member.firstName, member.lastName),
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
      await dropAuditIpsOf(tx, memberId);
      await updateMember(tx, memberId, {
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
      });
      await writeAudit(tx, {
        actorId,
        action: 'privacy.erase',
        subjectType: 'member',
        subjectId: memberId,
        details: {
          by: actorId === memberId ? 'self' : 'admin',
          owed: satangToBaht(owed),
          credit: satangToBaht(credit),
          slip_images: slips.slips,
        },
        // Their own address is personal data too; an Admin's is the record of who acted.
        ...(actorId !== memberId && { ip: address }),
      });
      return slips.keys;
    });
    // After the commit: an image left by a crash here is an orphan the next start sweeps (ADR 23).
    // Side by side: a bucket that does not answer holds the answer for one call's limit (issue 36).
    await Promise.all(
      imageKeys.map((key) =>
        blobs.delete(key).catch((error) => log.warn({ err: error, key }, 'erased slip image not removed')),
      ),
    );
    if (before.lineUserId !== null) {
      await this.deps
        .forgetRichMenu(before.lineUserId)
        .catch((error: unknown) => log.warn({ err: error }, 'rich menu not taken back after erasure'));
    }
    return { detail, line_authorization: await this.deauthorize(before.lineUserId, token) };
  }

  private async keepAnAdmin(tx: Tx, memberId: number): Promise<void> {
    const ids = await activeAdminIds(tx);
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
