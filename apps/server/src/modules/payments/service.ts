import { randomUUID } from 'node:crypto';
import { apiMessages } from '@chapter/contract/messages';
import type { TSlip } from '@chapter/contract/payments';
import { pathOf } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyBaseLogger } from 'fastify';
import { type BlobStore, isStorageFull } from '../../blobs/blob-store.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { bangkokDateTimeText } from '../../lib/bangkok-time.ts';
import { satangToBaht } from '../../lib/money.ts';
import { PerKeyQueue } from '../../lib/per-key-queue.ts';
import { Semaphore } from '../../lib/semaphore.ts';
import type { UrlSigner } from '../../lib/url-signer.ts';
import { slipStatus } from '../books/credit.ts';
import { uploadBytes } from './data-url.ts';
import type { StreamedDataUrl } from './data-url-stream.ts';
import type { PaymentsRepository, SlipRow } from './repository.ts';
import { checkSlipHeader, type ProcessedSlip, reencodeSlipImage, SLIP_LIMITS } from './slip-image.ts';
import type { GreyPixels, SlipQrReader, SlipQrReading } from './slip-qr/slip-qr-reader.ts';
import type { SlipChecker } from './slip-verification/slip-checker.ts';
import { defaultSlipUploadLimits, type SlipUploadLimits, SlipUploadRate } from './upload-limits.ts';
import { uploadMeter } from './upload-meter.ts';

export type SlipVariant = 'full' | 'thumb';

/** An upload's image: the data URL's text, or what decoding it as the body arrived came to. */
export type SlipUploadImage = string | Exclude<StreamedDataUrl, { kind: 'text' }>;

/** What the app's builder may change about uploads: tests raise the limits or hold the image work. */
export interface SlipUploadOptions {
  limits?: Partial<SlipUploadLimits>;
  /** The expensive step on the shared image workers; `reencodeSlipImage` unless a test holds it. */
  reencode?: (bytes: Buffer) => Promise<ProcessedSlip>;
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
  now?: () => Date;
}

/** Uploads whose pixels may exist at once (ADR 11, ADR 34). */
export const IMAGE_SLOTS = 2;

export class PaymentsService {
  /**
   * Decoding a 25 MP photo takes ~75 MB; two at a time keeps a burst of uploads within memory.
   * A slot is held from the decode to the end of the QR read, so at most two uploads' pixels
   * (colour, then grey for the reader) exist at once (ADR 34).
   */
  private readonly imageWork = new Semaphore(IMAGE_SLOTS);
  /**
   * A member's uploads are handled one at a time, in front of the shared workers: one member
   * holds at most one of them, so another member's upload never waits behind that member's
   * queue (issue 15: six 49 MP uploads of one member held a 180 ms upload up for 5.3 s).
   */
  private readonly uploadsOfMember = new PerKeyQueue<number>();
  private readonly limits: SlipUploadLimits;
  private readonly rate: SlipUploadRate;
  private readonly reencode: (bytes: Buffer) => Promise<ProcessedSlip>;
  private readonly now: () => Date;

  constructor(private readonly deps: PaymentsServiceDeps) {
    this.now = deps.now ?? (() => new Date());
    this.limits = { ...defaultSlipUploadLimits, ...deps.limits };
    this.rate = new SlipUploadRate(this.limits.uploadsPerHour, this.now);
    this.reencode = deps.reencode ?? reencodeSlipImage;
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

  async history(memberId: number): Promise<TSlip[]> {
    const rows = await this.deps.repository.listByMember(memberId);
    return rows.map((row) => this.toSlip(row));
  }

  /**
   * Stores a slip, refusing before any work a member over the upload rate, then in the member's
   * own queue: over the waiting-slip cap, the checks of the bytes and header, the re-encoding on
   * a shared worker, the slip's QR read, a transfer or picture already held (ADR 28), the images
   * written, then the row; last the optional provider check. If anything after the first image
   * write fails the images are removed again, so no image is ever kept without its row.
   */
  async create(
    memberId: number,
    upload: { image: SlipUploadImage; amountSatang: number },
    address: string,
  ): Promise<TSlip> {
    this.rate.take(memberId);
    return this.uploadsOfMember.run(memberId, () => this.store(memberId, upload, address));
  }

  private async store(
    memberId: number,
    { image: upload, amountSatang }: { image: SlipUploadImage; amountSatang: number },
    address: string,
  ): Promise<TSlip> {
    const { blobs, db, repository } = this.deps;
    // Exact within a process, as the member's uploads run one at a time; processes sharing a
    // database might each let one more through, which the cap's margin absorbs.
    if ((await repository.countUnvalidated(memberId)) >= this.limits.waitingSlips) {
      throw ApiError.nonField(apiMessages.slipWaitingLimit(this.limits.waitingSlips));
    }
    const bytes = uploadBytes(upload, SLIP_LIMITS.maxBytes);
    await checkSlipHeader(bytes);
    const { processed, qr } = await this.imageWork.run(async () => {
      uploadMeter.enter();
      let held = 0;
      try {
        const { qrPixels, ...processed } = await this.reencode(bytes);
        // The colour pixels the JPEG was made from, and their grey copy for the reader.
        held = processed.width * processed.height * 3 + (qrPixels?.data.length ?? 0);
        uploadMeter.hold(held);
        // The grey pixels go to the reader and are let go with this slot; the stored JPEG is read
        // only where a slip was made without them.
        return { processed, qr: await this.readQr(qrPixels ?? processed.image) };
      } finally {
        uploadMeter.leave(held);
      }
    });
    const transRef = qr.status === 'read' ? qr.transRef : null;
    await this.refuseDuplicate(transRef, processed.pixelHash);
    const now = this.now();
    const base = `slips/${now.toISOString().slice(0, 7)}/${randomUUID()}`;
    const imageKey = `${base}.jpg`;
    const thumbnailKey = `${base}.thumb.webp`;
    let row: SlipRow;
    try {
      await blobs.put(imageKey, processed.image);
      await blobs.put(thumbnailKey, processed.thumbnail);
      row = await db.transaction(async (tx) => {
        const slip = await repository.insert(tx, {
          memberId,
          imageKey,
          thumbnailKey,
          contentType: processed.contentType,
          width: processed.width,
          height: processed.height,
          byteSize: processed.image.length,
          amountSatang,
          createdAt: now,
          ...qrColumns(qr),
          pixelHash: processed.pixelHash,
        });
        await writeAudit(tx, {
          actorId: memberId,
          action: 'payment.slip_upload',
          subjectType: 'payment_slip',
          subjectId: slip.id,
          details: {
            amountSatang,
            byteSize: processed.image.length,
            width: processed.width,
            height: processed.height,
            qr: qr.status,
            ...(qr.status === 'read' && { sendingBank: qr.sendingBank, transRef: qr.transRef }),
          },
          ip: address,
        });
        return slip;
      });
    } catch (error) {
      await Promise.allSettled([blobs.delete(imageKey), blobs.delete(thumbnailKey)]);
      // Nothing the member can change: they are told to tell the chapter rather than shown a 500.
      if (isStorageFull(error)) {
        this.deps.log.error({ err: error }, 'slip storage is full');
        throw ApiError.detail(507, apiMessages.slipStorageFull);
      }
      // Another upload of the same transfer or picture committed first (the unique indexes).
      if (isUniqueViolation(error)) await this.refuseDuplicate(transRef, processed.pixelHash);
      throw error;
    }
    return this.toSlip(await this.check(row));
  }

  /** A decoder failure is logged and the slip kept as one without a QR, for staff to read by eye. */
  private async readQr(image: Buffer | GreyPixels): Promise<SlipQrReading> {
    try {
      return await this.deps.slipQr.read(image);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'slip QR not read');
      return { status: 'none' };
    }
  }

  /** Refuses a transfer or a picture that a live slip already carries, saying when it came. */
  private async refuseDuplicate(transRef: string | null, pixelHash: string): Promise<void> {
    const earlier = await this.deps.repository.findLiveDuplicate(transRef, pixelHash);
    if (!earlier) return;
    const sentAt = bangkokDateTimeText(earlier.createdAt);
    throw ApiError.field(
      'image',
      transRef !== null && earlier.transRef === transRef
        ? apiMessages.slipDuplicateReference(transRef, sentAt)
        : apiMessages.slipDuplicatePicture(sentAt),
    );
  }

  /**
   * Asks the slip-verification provider about a stored slip and keeps its answer. The slip is
   * stored first: the provider being slow or down never loses a member's upload (staff can ask
   * again), and its answer is for staff, never a refusal (ADR 28).
   */
  private async check(row: SlipRow): Promise<SlipRow> {
    const checker = this.deps.checker;
    if (!checker || row.qrStatus !== 'read') return row;
    try {
      const verification = await checker.check(row);
      return (await this.deps.repository.setVerification(row.id, verification)) ?? row;
    } catch (error) {
      // The slip is stored whatever happens here; it shows as not checked yet.
      this.deps.log.warn({ err: error, slipId: row.id }, 'slip not checked with the provider');
      return row;
    }
  }

  /**
   * Staff ask the provider again about a slip it could not check. Only then: a slip the provider
   * answered about was recorded there (`log`), and asking again would come back as a duplicate.
   */
  async checkAgain(slipId: number, staffId: number): Promise<TSlip> {
    const slip = await this.deps.repository.findById(slipId);
    if (!slip) throw ApiError.notFound(apiMessages.slipNotFound);
    if (!this.deps.checker) throw ApiError.nonField(apiMessages.slipCheckNoProvider);
    if (slip.qrStatus !== 'read') throw ApiError.nonField(apiMessages.slipCheckNoQr);
    if (slip.verification && slip.verification.outcome !== 'error') throw ApiError.nonField(apiMessages.slipCheckDone);
    return this.toSlip(await this.check(slip), staffId);
  }

  /** Deletes the member's own unvalidated slip; another member's slip is "not found". */
  async delete(memberId: number, slipId: number, address: string): Promise<void> {
    const { db, repository, blobs } = this.deps;
    const slip = await repository.findById(slipId);
    if (!slip || slip.memberId !== memberId) throw ApiError.notFound(apiMessages.slipNotFound);
    // An accepted or refused slip stays: it is the books' evidence.
    if (slipStatus(slip) === 'refused') throw ApiError.nonField(apiMessages.slipRefusedCannotDelete);
    if (slipStatus(slip) === 'accepted') throw ApiError.nonField(apiMessages.slipValidated);
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
    for (const key of [slip.imageKey, slip.thumbnailKey]) {
      if (key === null) continue;
      await blobs.delete(key).catch((error) => this.deps.log.warn({ err: error, key }, 'slip image not removed'));
    }
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
    const bytes = key ? await this.deps.blobs.get(key) : null;
    if (!slip || !bytes) throw ApiError.notFound(apiMessages.slipNotFound);
    if (variant === 'full' && viewer !== undefined && viewer !== slip.memberId) {
      await writeAudit(this.deps.db, {
        actorId: viewer,
        action: 'payment.slip_image_view',
        subjectType: 'payment_slip',
        subjectId: slipId,
        details: { member_id: slip.memberId },
        ip: address,
      });
    }
    return {
      bytes,
      contentType: variant === 'full' ? slip.contentType : 'image/webp',
      maxAgeSeconds: Math.max(0, expires - Math.floor(now.getTime() / 1000)),
    };
  }
}

function qrColumns(qr: SlipQrReading) {
  return qr.status === 'read'
    ? { qrStatus: qr.status, sendingBank: qr.sendingBank, transRef: qr.transRef }
    : { qrStatus: qr.status, sendingBank: null, transRef: null };
}
