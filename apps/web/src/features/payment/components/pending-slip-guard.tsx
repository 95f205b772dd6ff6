import type { ReactNode } from 'react';
import { WaitingSlipGuard, waitingSlipsAmount } from '../../../components/slip-upload/waiting-slip-guard.tsx';
import * as th from '../../../i18n/th.ts';
import { usePaymentHistory } from '../api/get-payment-history.ts';

/**
 * The shared guard in front of the member's QR code, fed with the member's slips waiting for staff.
 * Part cover says to tick only what the waiting slip did not pay.
 */
export function PendingSlipGuard({ amount, children }: { amount: number; children: ReactNode }) {
  const history = usePaymentHistory();
  return (
    <WaitingSlipGuard
      pending={waitingSlipsAmount(history.data ?? [])}
      amount={amount}
      partlyText={th.payment.pendingPartly}
    >
      {children}
    </WaitingSlipGuard>
  );
}
