import { IconCircleCheckFilled, IconCircleMinus } from '@tabler/icons-react';
import { th } from '../../../i18n/th.ts';

/** Green check when the attendance is verified on the central system, yellow minus when not (spec). */
export function VerifiedIcon({ verified }: { verified: boolean }) {
  const Icon = verified ? IconCircleCheckFilled : IconCircleMinus;
  const label = verified ? th.participants.verified : th.participants.notVerified;
  return (
    <Icon
      role="img"
      aria-label={label}
      title={label}
      size={24}
      color={verified ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-yellow-7)'}
      style={{ display: 'block', margin: '0 auto' }}
    />
  );
}
