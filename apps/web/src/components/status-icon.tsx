import { IconCircleCheckFilled, IconCircleMinus, IconClockFilled, IconInfoCircleFilled } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

/** What a status that is not done yet looks like: waiting on staff, owed by the member, or not there. */
const notDoneIcons = { waiting: IconClockFilled, owed: IconInfoCircleFilled, missing: IconCircleMinus } as const;

interface StatusIconProps {
  /** Green check when done; yellow otherwise. */
  done: boolean;
  /** Which yellow icon a status not done shows (spec). */
  notDone: keyof typeof notDoneIcons;
  /** Read out and shown on hover, since colour alone says nothing to a screen reader. */
  label: string;
  size?: number;
  /** Beside text it never shrinks; in a table cell it may be centred instead. */
  style?: CSSProperties;
}

/**
 * The one status icon (a slip checked or waiting, a registration paid or owed, an attendance
 * verified or not): an icon and a colour per state, labelled.
 */
export function StatusIcon({ done, notDone, label, size = 26, style = { flexShrink: 0 } }: StatusIconProps) {
  const Icon = done ? IconCircleCheckFilled : notDoneIcons[notDone];
  return (
    <Icon
      role="img"
      aria-label={label}
      title={label}
      size={size}
      color={done ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-yellow-7)'}
      style={style}
    />
  );
}
