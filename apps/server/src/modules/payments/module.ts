import { loadOrCreateSecret } from '../../db/secrets.ts';
import { UrlSigner } from '../../lib/url-signer.ts';
import type { AppParts } from '../app-parts.ts';
import type { Notices } from '../messaging/notices.ts';
import type { SettingsService } from '../settings/service.ts';
import { ConfirmationsRepository } from './confirmations/repository.ts';
import { ConfirmationsService } from './confirmations/service.ts';
import { PromptPayRepository } from './promptpay/repository.ts';
import { PromptPayService } from './promptpay/service.ts';
import { ReversalRepository } from './reversal/repository.ts';
import { ReversalService } from './reversal/service.ts';
import { SlipQrReader } from './slip-qr/slip-qr-reader.ts';
import { SlipChecker } from './slip-verification/slip-checker.ts';
import { SlipOkClient } from './slip-verification/slipok-client.ts';
import { PaymentsRepository } from './slips/repository.ts';
import { PaymentsService, type SlipUploadOptions } from './slips/service.ts';
import { DoorCashService } from './validation/door-cash.ts';
import { GuestQueueService } from './validation/guest-queue.ts';
import { GuestValidationRepository } from './validation/guest-repository.ts';
import { ValidationRepository } from './validation/repository.ts';
import { type BindingVouchers, ValidationService } from './validation/service.ts';

export interface PaymentsTies {
  /** The bank and PromptPay details members pay to (the back office's settings). */
  settings: SettingsService;
  /** A confirmation, a refusal or a reversal tells the member (messaging's notices). */
  notices: Notices;
  /** Who vouched for whose LINE account (the LINE-accounts module's): they do not confirm that member's money. */
  vouchers: BindingVouchers;
}

/** Slips, their checks and images, staff's confirmations, reversals, PromptPay QRs, the month's export. */
export async function paymentsModule(parts: AppParts, ties: PaymentsTies, options: SlipUploadOptions = {}) {
  const { db, blobs, config, rateLimiters, now, log } = parts;
  // Slip image links are signed for one hour, handed out unchanged for ten minutes at a time.
  const signer = new UrlSigner(await loadOrCreateSecret(db, 'slip-image-links'), {
    ttlSeconds: 3600,
    stepSeconds: 600,
  });
  const slipQr = new SlipQrReader();
  const verification = config.slipVerification;
  const payments = new PaymentsService({
    db,
    repository: new PaymentsRepository(db),
    blobs,
    signer,
    log,
    slipQr,
    checker: verification && new SlipChecker(new SlipOkClient(verification), ties.settings, now),
    rateLimiters,
    ...options,
    now,
  });
  const validationRepository = new ValidationRepository(db);
  const validation = new ValidationService(db, validationRepository, payments, ties.notices, ties.vouchers, now);
  return {
    payments,
    validation,
    /** Cash taken at a meeting's door (issue 35), settled by `validation`. */
    doorCash: new DoorCashService(validationRepository, validation),
    guestQueue: new GuestQueueService(new GuestValidationRepository(db), payments),
    reversal: new ReversalService(db, new ReversalRepository(), ties.notices, now),
    confirmations: new ConfirmationsService(db, new ConfirmationsRepository(db)),
    promptPay: new PromptPayService(new PromptPayRepository(db), ties.settings),
    /** The QR reader's worker threads end with the app. */
    close: () => slipQr.close(),
  };
}
