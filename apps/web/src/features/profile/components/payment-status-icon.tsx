import { IconCircleCheckFilled, IconInfoCircleFilled } from '@tabler/icons-react';
import { th } from '../../../i18n/th.ts';

/** Green check when paid, yellow info when not (spec); labelled, since colour alone says nothing to a screen reader. */
export function PaymentStatusIcon({ paid }: { paid: boolean }) {
  const Icon = paid ? IconCircleCheckFilled : IconInfoCircleFilled;
  const label = paid ? th.profile.paid : th.profile.unpaid;
  return (
    <Icon
      role="img"
      aria-label={label}
      size={26}
      color={paid ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-yellow-7)'}
      title={label}
      style={{ flexShrink: 0 }}
    />
  );
}
