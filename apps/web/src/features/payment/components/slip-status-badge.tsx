import { Badge } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled, IconClockFilled } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import type { Slip } from '../api/get-payment-history.ts';

const looks = {
  waiting: { label: th.payment.waiting, color: 'yellow', Icon: IconClockFilled },
  accepted: { label: th.payment.validated, color: 'green', Icon: IconCircleCheckFilled },
  refused: { label: th.payment.refused, color: 'red', Icon: IconCircleXFilled },
} as const;

/**
 * Where staff are with a slip, in words and colour. The text is the light badges' dark text
 * (app/providers.tsx), at least 4.5:1 on its tint: light yellow would be too faint in the sun.
 */
export function SlipStatusBadge({ status }: { status: Slip['status'] }) {
  const { label, color, Icon } = looks[status];
  return (
    <Badge
      variant="light"
      color={color}
      size="lg"
      radius="sm"
      tt="none"
      leftSection={<Icon size={16} aria-hidden />}
      data-testid="slip-status"
      data-status={status}
    >
      {label}
    </Badge>
  );
}
