import { apiMessages } from '@chapter/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import { type BlobStore, isStorageFull } from '../../../blobs/blob-store.ts';
import { newSlipImageKeys } from '../../../blobs/slip-keys.ts';
import { isBlobStoreUnavailable, storeUnavailableAnswer } from '../../../blobs/store-unavailable.ts';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { bangkokDateTimeText } from '../../../lib/bangkok-time.ts';
import { PerKeyQueue } from '../../../lib/per-key-queue.ts';
import type { RateLimiters } from '../../../lib/rate-limiter.ts';
import { Semaphore } from '../../../lib/semaphore.ts';
import { type Payer, payerColumns, payerOf, samePayer } from '../../books/payer.ts';
import type { GreyPixels, SlipQrReader, SlipQrReading } from '../slip-qr/slip-qr-reader.ts';
import { type StreamedDataUrl, uploadBytes } from './data-url.ts';
import type { PaymentsRepository, SlipRow } from './repository.ts';
import { checkSlipHeader, type ProcessedSlip, reencodeSlipImage, SLIP_LIMITS } from './slip-image.ts';
import type { SlipProviderCheck } from './slip-provider-check.ts';
import { defaultSlipUploadLimits, type SlipUploadLimits, SlipUploadRate } from './upload-limits.ts';
import { uploadMeter } from './upload-meter.ts';

/** An upload's image: the data URL's text, or what decoding it as the body arrived came to. */
export type SlipUploadImage = string | Exclude<StreamedDataUrl, { kind: 'text' }>;

/** What the app's builder may change about uploads: tests raise the limits or hold the image work. */
export interface SlipUploadOptions {
  limits?: Partial<SlipUploadLimits>;
  /** The expensive step on the shared image workers; `reencodeSlipImage` unless a test holds it. */
  reencode?: (bytes: Buffer) => Promise<ProcessedSlip>;
}

export interface SlipUploadDeps extends SlipUploadOptions {
  db: Db;
  repository: PaymentsRepository;
  blobs: BlobStore;
  log: FastifyBaseLogger;
  /** Reads each slip's QR (bank and transfer reference) on worker threads. */
  slipQr: SlipQrReader;
  /** Asks the optional provider about each slip once it is stored. */
  provider: SlipProviderCheck;
  /** Where the per-member upload rate counts (ADR 38). */
  rateLimiters: RateLimiters;
  now: () => Date;
}

/** Uploads whose pixels may exist at once (ADR 11, ADR 34). */
export const IMAGE_SLOTS = 2;

/** A member's slip upload, from the bytes sent to the stored row, within the limits on image work. */
export class SlipUpload {
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
  private readonly uploadsOfPayer = new PerKeyQueue<string>();
  private readonly limits: SlipUploadLimits;
  private readonly rate: SlipUploadRate;
  private readonly reencode: (bytes: Buffer) => Promise<ProcessedSlip>;

  constructor(private readonly deps: SlipUploadDeps) {
    this.limits = { ...defaultSlipUploadLimits, ...deps.limits };
    this.rate = new SlipUploadRate(this.limits.uploadsPerHour, deps.rateLimiters);
    this.reencode = deps.reencode ?? reencodeSlipImage;
  }

  /**
   * Stores a slip, refusing before any work a member over the upload rate, then in the member's
   * own queue: over the waiting-slip cap, the checks of the bytes and header, the re-encoding on
   * a shared worker, the slip's QR read, a transfer or picture already held (ADR 28), the images
   * written, then the row; last the optional provider check. If anything after the first image
   * write fails the images are removed again, so no image is kept without its row (a store that
   * does not answer is answered 503 at once, and what its removals miss the start-up sweep takes).
   */
  async create(
    payer: Payer,
    upload: { image: SlipUploadImage; amountSatang: number },
    address: string,
  ): Promise<SlipRow> {
    await this.rate.take(payer);
    return this.uploadsOfPayer.run(`${payer.kind}:${payer.id}`, () => this.store(payer, upload, address));
  }

  private async store(
    payer: Payer,
    { image: upload, amountSatang }: { image: SlipUploadImage; amountSatang: number },
    address: string,
  ): Promise<SlipRow> {
    const { blobs, db, repository } = this.deps;
    // Exact within a process, as the member's uploads run one at a time; processes sharing a
    // database might each let one more through, which the cap's margin absorbs.
    if ((await repository.countUnvalidated(payer)) >= this.limits.waitingSlips) {
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
    await this.refuseDuplicate(payer, transRef, processed.pixelHash);
    const now = this.deps.now();
    // The start-up sweep removes leftovers of exactly this shape (ADR 47).
    const { imageKey, thumbnailKey } = newSlipImageKeys(now);
    let row: SlipRow;
    try {
      // Side by side, so a bucket that does not answer holds the member for one call's limit, not
      // two; both settle before anything is removed, so no write is still on its way then.
      const writes = await Promise.allSettled([
        blobs.put(imageKey, processed.image),
        blobs.put(thumbnailKey, processed.thumbnail),
      ]);
      for (const write of writes) if (write.status === 'rejected') throw write.reason;
      row = await db.transaction(async (tx) => {
        const slip = await repository.insert(tx, {
          ...payerColumns(payer),
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
          // A guest has no account: the entry names them, with no actor.
          actorId: payer.kind === 'member' ? payer.id : null,
          action: 'payment.slip_upload',
          subjectType: 'payment_slip',
          subjectId: slip.id,
          details: {
            ...(payer.kind === 'guest' && { guestId: payer.id }),
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
      const removed = Promise.allSettled([blobs.delete(imageKey), blobs.delete(thumbnailKey)]);
      // The bucket does not answer (issue 36): no row was written, so the member is told nothing was
      // saved, at once. The removals go on within the store's limits without holding the answer or
      // the member's next upload; what they miss no row names, and the start-up sweep removes it.
      if (isBlobStoreUnavailable(error)) {
        this.deps.log.error({ err: error }, 'slip storage unavailable: the upload was refused');
        throw storeUnavailableAnswer(apiMessages.slipStorageUnavailable);
      }
      await removed;
      // Nothing the member can change: they are told to tell the chapter rather than shown a 500.
      if (isStorageFull(error)) {
        this.deps.log.error({ err: error }, 'slip storage is full');
        throw ApiError.detail(507, apiMessages.slipStorageFull);
      }
      // Another upload of the same transfer or picture committed first (the unique indexes).
      if (isUniqueViolation(error)) await this.refuseDuplicate(payer, transRef, processed.pixelHash);
      throw error;
    }
    return this.deps.provider.check(row);
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

  /**
   * Refuses a picture that a live slip already carries, or a transfer the payer sent already,
   * saying when it came. Another member's slip of the transfer is kept for staff (ADR 48); a
   * guest's transfer is theirs alone, and a transfer anyone sent is never a guest's (ADR 54).
   */
  private async refuseDuplicate(payer: Payer, transRef: string | null, pixelHash: string): Promise<void> {
    const earlier = await this.deps.repository.findLiveDuplicate(payer, transRef, pixelHash);
    if (!earlier) return;
    const sentAt = bangkokDateTimeText(earlier.createdAt);
    const samePayerSent = samePayer(payerOf(earlier), payer);
    if (transRef !== null && earlier.transRef === transRef && !samePayerSent) {
      throw ApiError.field('image', apiMessages.visitSlipReferenceTaken(sentAt));
    }
    throw ApiError.field(
      'image',
      transRef !== null && earlier.transRef === transRef
        ? apiMessages.slipDuplicateReference(transRef, sentAt)
        : apiMessages.slipDuplicatePicture(sentAt),
    );
  }
}

function qrColumns(qr: SlipQrReading) {
  return qr.status === 'read'
    ? { qrStatus: qr.status, sendingBank: qr.sendingBank, transRef: qr.transRef }
    : { qrStatus: qr.status, sendingBank: null, transRef: null };
}
