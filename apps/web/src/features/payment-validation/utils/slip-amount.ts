import * as th from '../../../i18n/th.ts';
import { formatBahtSatang } from '../../../lib/format.ts';
import type { MemberSlip } from '../api/get-payment-detail-list.ts';

/** "1,250 บาท", or a plain "no amount" for a slip sent before amounts were asked. */
export const slipAmountText = (slip: Pick<MemberSlip, 'amount'>) =>
  slip.amount === null ? th.validation.slipNoAmount : th.common.baht(formatBahtSatang(slip.amount));
