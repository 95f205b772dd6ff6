import { IconCircleCheckFilled, IconClockFilled } from '@tabler/icons-react';
import { th } from '../i18n/th.ts';

/** Yellow while staff have not checked the slip, green once they have; labelled for screen readers. */
export function SlipStatusIcon({ validated }: { validated: boolean }) {
  const Icon = validated ? IconCircleCheckFilled : IconClockFilled;
  const label = validated ? th.payment.validated : th.payment.waiting;
  return (
    <Icon
      role="img"
      aria-label={label}
      size={26}
      color={validated ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-yellow-7)'}
      title={label}
      style={{ flexShrink: 0 }}
    />
  );
}
