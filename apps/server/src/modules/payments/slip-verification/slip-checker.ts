import type { TSlipVerification } from '@chapter/contract/slip-check';
import type { SettingsService } from '../../settings/service.ts';
import type { SlipRow } from '../slips/repository.ts';
import { buildSlipPayload } from './payload-of.ts';
import type { SlipOkClient } from './slipok-client.ts';
import { verdictOf } from './verdict.ts';

/**
 * The optional automatic check of a slip with the slip-verification provider (SlipOK): the slip's
 * own QR text goes to the provider, its answer is compared with the amount the member entered,
 * the chapter's PromptPay id and bank account from the settings, and when the slip came.
 */
export class SlipChecker {
  constructor(
    private readonly client: Pick<SlipOkClient, 'check'>,
    private readonly settings: Pick<SettingsService, 'effective'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async check(slip: SlipRow): Promise<TSlipVerification | null> {
    const payload = buildSlipPayload(slip);
    if (payload === null) return null;
    const [answer, settings] = await Promise.all([
      this.client.check({ payload, amountSatang: slip.amountSatang }),
      this.settings.effective(),
    ]);
    const receivers = [settings.promptpay_id, settings.bank_account_number]
      .map((value) => (value ?? '').replace(/\D/g, ''))
      .filter((digits) => digits.length > 0);
    return verdictOf(answer, { amountSatang: slip.amountSatang, receivers, sentAt: slip.createdAt }, this.now());
  }
}
