import { randomUUID } from 'node:crypto';
import { apiMessages } from '@chapter/contract/messages';
import type { TSlip } from '@chapter/contract/payments';
import { pathOf } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../blobs/blob-store.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { Semaphore } from '../../lib/semaphore.ts';
import type { UrlSigner } from '../../lib/url-signer.ts';
import { decodeDataUrl } from './data-url.ts';
import type { PaymentsRepository, SlipRow } from './repository.ts';
import { processSlipImage, SLIP_LIMITS } from './slip-image.ts';

export type SlipVariant = 'full' | 'thumb';

export interface PaymentsServiceDeps {
  db: Db;
  repository: PaymentsRepository;
  blobs: BlobStore;
  signer: UrlSigner;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export class PaymentsService {
  /** Decoding a 50 MP photo takes ~150 MB; two at a time keeps a burst of uploads within memory. */
  private readonly imageWork = new Semaphore(2);
  private readonly now: () => Date;

  constructor(private readonly deps: PaymentsServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private imageUrl(slipId: number, variant: SlipVariant): string {
    const { expires, signature } = this.deps.signer.sign([slipId, variant], this.now());
    const query = new URLSearchParams({ variant, expires: String(expires), signature });
    return `${pathOf(apiRoutes.slipImage, { id: slipId })}?${query}`;
  }

  /** A slip as the API shows it, with image links only its owner or staff are ever given. */
  toSlip(row: SlipRow): TSlip {
    return {
      id: row.id,
      image: this.imageUrl(row.id, 'full'),
      thumbnail: this.imageUrl(row.id, 'thumb'),
      created: row.createdAt.toISOString(),
      validated_by: row.validatedBy,
      validated_at: row.validatedAt?.toISOString() ?? null,
    };
  }

  async history(memberId: number): Promise<TSlip[]> {
    const rows = await this.deps.repository.listByMember(memberId);
    return rows.map((row) => this.toSlip(row));
  }

  /**
   * Stores a slip: checked and re-encoded first, images written, then the row. If the row cannot
   * be written the images are removed again, so no image is ever kept without its row.
   */
  async create(memberId: number, dataUrl: string, address: string): Promise<TSlip> {
    const bytes = decodeDataUrl(dataUrl, SLIP_LIMITS.maxBytes);
    const processed = await this.imageWork.run(() => processSlipImage(bytes));
    const now = this.now();
    const base = `slips/${now.toISOString().slice(0, 7)}/${randomUUID()}`;
    const imageKey = `${base}.jpg`;
    const thumbnailKey = `${base}.thumb.webp`;
    const { blobs, db, repository } = this.deps;
    try {
      await blobs.put(imageKey, processed.image);
      await blobs.put(thumbnailKey, processed.thumbnail);
      const row = await db.transaction(async (tx) => {
        const slip = await repository.insert(tx, {
          memberId,
          imageKey,
          thumbnailKey,
          contentType: processed.contentType,
          width: processed.width,
          height: processed.height,
          byteSize: processed.image.length,
          createdAt: now,
        });
        await writeAudit(tx, {
          actorId: memberId,
          action: 'payment.slip_upload',
          subjectType: 'payment_slip',
          subjectId: slip.id,
          details: { byteSize: processed.image.length, width: processed.width, height: processed.height },
          ip: address,
        });
        return slip;
      });
      return this.toSlip(row);
    } catch (error) {
      await Promise.allSettled([blobs.delete(imageKey), blobs.delete(thumbnailKey)]);
      throw error;
    }
  }

  /** Deletes the member's own unvalidated slip; another member's slip is "not found". */
  async delete(memberId: number, slipId: number, address: string): Promise<void> {
    const { db, repository, blobs } = this.deps;
    const slip = await repository.findById(slipId);
    if (!slip || slip.memberId !== memberId) throw ApiError.notFound(apiMessages.slipNotFound);
    if (slip.validatedBy !== null) throw ApiError.nonField(apiMessages.slipValidated);
    await db.transaction(async (tx) => {
      // Staff may validate it in the meantime; then it stays.
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
    for (const key of [slip.imageKey, slip.thumbnailKey]) {
      await blobs.delete(key).catch((error) => this.deps.log.warn({ err: error, key }, 'slip image not removed'));
    }
  }

  /** The bytes behind a signed image link. */
  async image(slipId: number, variant: SlipVariant, expires: number, signature: string) {
    const now = this.now();
    if (!this.deps.signer.verify([slipId, variant], expires, signature, now)) {
      throw ApiError.detail(403, apiMessages.imageLinkInvalid);
    }
    const slip = await this.deps.repository.findById(slipId);
    const bytes = slip && (await this.deps.blobs.get(variant === 'full' ? slip.imageKey : slip.thumbnailKey));
    if (!slip || !bytes) throw ApiError.notFound(apiMessages.slipNotFound);
    return {
      bytes,
      contentType: variant === 'full' ? slip.contentType : 'image/webp',
      maxAgeSeconds: Math.max(0, expires - Math.floor(now.getTime() / 1000)),
    };
  }
}
