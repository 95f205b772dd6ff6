import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useCheckSlipAgain } from '../api/check-slip-again.ts';
import type { MemberSlip } from '../api/get-payment-detail-list.ts';

/**
 * For a slip the verification provider could not check (it was down): staff ask again. Shown only
 * then, since a slip the provider answered about would come back from it as a duplicate.
 */
export function CheckSlipAgainButton({ slip }: { slip: MemberSlip }) {
  // The slip's new verdict shows in the refreshed list; a refusal is a toast.
  const check = useSubmit(useCheckSlipAgain(), { fields: [] });
  if (slip.qr?.status !== 'read' || slip.verification?.outcome !== 'error') return null;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={check.pending}
      onClick={() => void check.submit(slip.id)}
    >
      {th.slipCheck.checkAgain}
    </Button>
  );
}
