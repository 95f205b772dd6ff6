import { Group, Text } from '@mantine/core';
import { th } from '../i18n/th.ts';

/** The app's mark: a green rounded square with a "C", then the name. Inline, so no extra request. */
export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#06C755" />
        <path d="M21.5 11.2a7 7 0 1 0 0 9.6" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      </svg>
      <Text fw={700} size="lg">
        {th.appName}
      </Text>
    </Group>
  );
}
