import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { th } from '../../../i18n/th.ts';
import { normalizeApiError } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useCheckSlipAgain } from '../api/check-slip-again.ts';
import type { MemberSlip } from '../api/get-payment-detail-list.ts';

/**
 * For a slip the verification provider could not check (it was down): staff ask again. Shown only
 * then, since a slip the provider answered about would come back from it as a duplicate.
 */
export function CheckSlipAgainButton({ slip }: { slip: MemberSlip }) {
  const check = useCheckSlipAgain();
  if (slip.qr?.status !== 'read' || slip.verification?.outcome !== 'error') return null;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={check.isPending}
      onClick={() => check.mutate(slip.id, { onError: (error) => notifyError(normalizeApiError(error)) })}
    >
      {th.slipCheck.checkAgain}
    </Button>
  );
}
