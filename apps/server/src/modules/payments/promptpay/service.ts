import { apiMessages } from '@chapter/contract/messages';
import type { TPromptPayResponse } from '@chapter/contract/promptpay';
import { formatPromptPayId, parsePromptPayId } from '@chapter/contract/promptpay-id';
import { ApiError } from '../../../lib/api-error.ts';
import { satangToBaht } from '../../../lib/money.ts';
import { promptPayPayload, qrPngDataUrl } from '../../../lib/promptpay-qr.ts';
import { sumSatang } from '../../books/money.ts';
import type { Payer } from '../../books/payer.ts';
import type { SettingsService } from '../../settings/service.ts';
import type { PromptPayRepository } from './repository.ts';

/**
 * A member's PromptPay QR code for exactly what they chose to pay (issue 16, ADR 27). The amount
 * comes from the books, never from the browser: the chosen owed registrations' prices, less the
 * member's credit, never below zero.
 */
export class PromptPayService {
  constructor(
    private readonly repository: PromptPayRepository,
    private readonly settings: SettingsService,
  ) {}

  /** `chosen`: registration ids to pay; undefined means every owed registration of the payer. */
  async qr(payer: Payer, chosen: readonly number[] | undefined): Promise<TPromptPayResponse> {
    const [owed, creditSatang, settings] = await Promise.all([
      this.repository.owedOf(payer),
      this.repository.creditOf(payer),
      this.settings.effective(),
    ]);
    // Someone else's, paid, cancelled and unknown registrations get the same answer, so the
    // refusal tells a member nothing about registrations that are not theirs.
    const owedIds = new Set(owed.map((row) => row.id));
    const refused = (chosen ?? []).filter((id) => !owedIds.has(id));
    if (refused.length > 0) {
      throw new ApiError(400, { registrations: refused.map((id) => apiMessages.registrationNotOwedByYou(id)) });
    }

    const selected = chosen === undefined ? owed : owed.filter((row) => chosen.includes(row.id));
    const selectedSatang = sumSatang(selected);
    const creditUsedSatang = Math.min(Math.max(creditSatang, 0), selectedSatang);
    const amountSatang = selectedSatang - creditUsedSatang;

    // The stored id was validated when saved; one that no longer reads as an id pays nobody.
    const id = settings.promptpay_id ? parsePromptPayId(settings.promptpay_id) : null;
    const payload = id?.ok && amountSatang > 0 ? promptPayPayload(id, amountSatang) : null;
    return {
      promptpay_id: id?.ok ? formatPromptPayId(id.digits) : null,
      account_holder: settings.bank_account_holder,
      registrations: selected.map((row) => row.id),
      selected: satangToBaht(selectedSatang),
      credit: satangToBaht(creditUsedSatang),
      amount: satangToBaht(amountSatang),
      payload,
      image: payload === null ? null : await qrPngDataUrl(payload),
    };
  }
}
