import { apiMessages } from '@chapter/contract/messages';
import type { TMemberSlip, TSlip } from '@chapter/contract/payments';
import { pathOf } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../../blobs/blob-store.ts';
import { isBlobStoreUnavailable, storeUnavailableAnswer } from '../../../blobs/store-unavailable.ts';
import type { Db } from '../../../db/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { satangToBaht } from '../../../lib/money.ts';
import type { RateLimiters } from '../../../lib/rate-limiter.ts';
import type { UrlSigner } from '../../../lib/url-signer.ts';
import { creditChangeSatang, slipStatus } from '../../books/credit.ts';
import type { SlipQrReader } from '../slip-qr/slip-qr-reader.ts';
import type { SlipChecker } from '../slip-verification/slip-checker.ts';
import type { PaymentsRepository, SlipRow } from './repository.ts';
import { SlipProviderCheck } from './slip-provider-check.ts';
import { SlipUpload, type SlipUploadImage, type SlipUploadOptions } from './slip-upload.ts';

// app.ts and the test app name the upload options by the service they configure.
export type { SlipUploadOptions };

export type SlipVariant = 'full' | 'thumb';

/**
 * Why its member may not delete a slip, or null when they may: the one home of the rule, for the
 * delete and for the `deletable` the member's list shows. Accepted and refused slips are the books'
 * evidence; so is one waiting again after an Admin reversed its confirmation (ADR 48).
 */
export function whyUndeletable(slip: Pick<SlipRow, 'validatedBy' | 'refusedBy' | 'firstAcceptedAt'>): string | null {
  if (slipStatus(slip) === 'refused') return apiMessages.slipRefusedCannotDelete;
  if (slipStatus(slip) === 'accepted') return apiMessages.slipValidated;
  if (slip.firstAcceptedAt !== null) return apiMessages.slipOnceAcceptedCannotDelete;
  return null;
}

export interface PaymentsServiceDeps extends SlipUploadOptions {
  db: Db;
  repository: PaymentsRepository;
  blobs: BlobStore;
  signer: UrlSigner;
  log: FastifyBaseLogger;
  /** Reads each slip's QR (bank and transfer reference) on worker threads. */
  slipQr: SlipQrReader;
  /** The optional slip-verification provider; without one, slips are read but not checked. */
  checker?: SlipChecker | null;
  /** Where the per-member upload rate counts (ADR 38). */
  rateLimiters: RateLimiters;
  now?: () => Date;
}

/** A member's slips: uploading, deleting and showing them, their images behind signed links. */
export class PaymentsService {
  private readonly uploads: SlipUpload;
  private readonly provider: SlipProviderCheck;
  private readonly now: () => Date;

  constructor(private readonly deps: PaymentsServiceDeps) {
    this.now = deps.now ?? (() => new Date());
    this.provider = new SlipProviderCheck(deps);
    this.uploads = new SlipUpload({ ...deps, provider: this.provider, now: this.now });
  }

  /** A signed link; staff's links carry who they were made for, so opening one is audited as them. */
  private imageUrl(slipId: number, variant: SlipVariant, viewer: number | undefined): string {
    const signed = viewer === undefined ? [slipId, variant] : [slipId, variant, viewer];
    const { expires, signature } = this.deps.signer.sign(signed, this.now());
    const query = new URLSearchParams({ variant, expires: String(expires), signature });
    if (viewer !== undefined) query.set('viewer', String(viewer));
    return `${pathOf(apiRoutes.slipImage, { id: slipId })}?${query}`;
  }

  /**
   * A slip as the API shows it, with image links only its owner or staff are ever given: `viewer`
   * is the staff member looking at someone else's slips (their opening the image is audited).
   */
  toSlip(row: SlipRow, viewer?: number): TSlip {
    const images = row.imageKey !== null;
    return {
      id: row.id,
      image: images ? this.imageUrl(row.id, 'full', viewer) : null,
      thumbnail: images ? this.imageUrl(row.id, 'thumb', viewer) : null,
      created: row.createdAt.toISOString(),
      amount: row.amountSatang === null ? null : satangToBaht(row.amountSatang),
      status: slipStatus(row),
      refusal_reason: row.refusalReason,
      validated_by: row.validatedBy,
      validated_at: row.validatedAt?.toISOString() ?? null,
      qr: row.qrStatus === null ? null : { status: row.qrStatus, bank: row.sendingBank, reference: row.transRef },
      verification: row.verification,
    };
  }

  /** The member's own slips, with what staff made of each accepted one and whether it may be deleted. */
  async history(memberId: number): Promise<TMemberSlip[]> {
    const rows = await this.deps.repository.listByMemberWithChecks(memberId);
    return rows.map(({ slip, receivedSatang, appliedSatang, waivedSatang, slipsOfConfirmation }) => ({
      ...this.toSlip(slip),
      checked:
        receivedSatang === null || appliedSatang === null || waivedSatang === null || slipStatus(slip) !== 'accepted'
          ? null
          : {
              received: satangToBaht(receivedSatang),
              slips: slipsOfConfirmation,
              credit: satangToBaht(Math.max(0, creditChangeSatang({ receivedSatang, appliedSatang, waivedSatang }))),
            },
      deletable: whyUndeletable(slip) === null,
    }));
  }

  /** Stores a member's slip (slip-upload.ts), then shows it with its provider's answer, if any. */
  async create(
    memberId: number,
    upload: { image: SlipUploadImage; amountSatang: number },
    address: string,
  ): Promise<TSlip> {
    return this.toSlip(await this.uploads.create({ kind: 'member', id: memberId }, upload, address));
  }

  /** Stores a guest's slip for their own fee: the members' upload, limits and duplicate rules (ADR 54). */
  createForGuest(guestId: number, upload: { image: SlipUploadImage; amountSatang: number }, address: string) {
    return this.uploads.create({ kind: 'guest', id: guestId }, upload, address);
  }

  /** Staff ask the provider again about a slip it could not check (slip-provider-check.ts). */
  async checkAgain(slipId: number, staffId: number): Promise<TSlip> {
    return this.toSlip(await this.provider.again(slipId), staffId);
  }

  /** Deletes the member's own unvalidated slip; another member's slip is "not found". */
  async delete(memberId: number, slipId: number, address: string): Promise<void> {
    const { db, repository, blobs } = this.deps;
    const slip = await repository.findById(slipId);
    if (!slip || slip.memberId !== memberId) throw ApiError.notFound(apiMessages.slipNotFound);
    const undeletable = whyUndeletable(slip);
    if (undeletable !== null) throw ApiError.nonField(undeletable);
    await db.transaction(async (tx) => {
      // Staff may accept or refuse it in the meantime; then it stays too.
      if (!(await repository.deleteIfUnvalidated(tx, slipId, memberId))) {
        throw ApiError.nonField(apiMessages.slipValidated);
      }
      await writeAudit(tx, {
        actorId: memberId,
        action: 'payment.slip_delete',
        subjectType: 'payment_slip',
        subjectId: slipId,
        ip: address,
      });
    });
    // After the commit: a failure here leaves an unreferenced file, never a row without its image.
    // Side by side, so a bucket that does not answer holds the member for one call's limit.
    const keys = [slip.imageKey, slip.thumbnailKey].filter((key) => key !== null);
    await Promise.all(
      keys.map((key) =>
        blobs.delete(key).catch((error) => this.deps.log.warn({ err: error, key }, 'slip image not removed')),
      ),
    );
  }

  /**
   * The bytes behind a signed image link. Staff opening a member's full image is written to the
   * audit log as them (issue 19: who looked); thumbnails in a list are not an opening.
   */
  async image(
    slipId: number,
    link: { variant: SlipVariant; expires: number; signature: string; viewer?: number | undefined },
    address: string,
  ) {
    const { variant, expires, signature, viewer } = link;
    const now = this.now();
    const signed = viewer === undefined ? [slipId, variant] : [slipId, variant, viewer];
    if (!this.deps.signer.verify(signed, expires, signature, now)) {
      throw ApiError.detail(403, apiMessages.imageLinkInvalid);
    }
    const slip = await this.deps.repository.findById(slipId);
    const key = slip && (variant === 'full' ? slip.imageKey : slip.thumbnailKey);
    const bytes = key ? await this.readImage(key) : null;
    if (!slip || !bytes) throw ApiError.notFound(apiMessages.slipNotFound);
    if (variant === 'full' && viewer !== undefined && viewer !== slip.memberId) {
      await writeAudit(this.deps.db, {
        actorId: viewer,
        action: 'payment.slip_image_view',
        subjectType: 'payment_slip',
        subjectId: slipId,
        details: slip.guestId === null ? { member_id: slip.memberId } : { member_id: null, guestId: slip.guestId },
        ip: address,
      });
    }
    return {
      bytes,
      contentType: variant === 'full' ? slip.contentType : 'image/webp',
      maxAgeSeconds: Math.max(0, expires - Math.floor(now.getTime() / 1000)),
    };
  }

  /** A stored image; a store that does not answer is a 503 within its limits (issue 36), not a 500. */
  private async readImage(key: string): Promise<Buffer | null> {
    try {
      return await this.deps.blobs.get(key);
    } catch (error) {
      if (!isBlobStoreUnavailable(error)) throw error;
      this.deps.log.error({ err: error }, 'slip image storage unavailable');
      throw storeUnavailableAnswer(apiMessages.imageUnavailable);
    }
  }
}
