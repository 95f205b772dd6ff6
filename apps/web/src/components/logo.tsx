import { Group, Skeleton, Text } from '@mantine/core';
import { useChapterName } from '../lib/app-config.ts';

/**
 * The app's mark: a green rounded square with a "C", then the chapter's name from its settings
 * (a long one wraps to a second line, and is cut only past that, rather than pushing the menu).
 * Inline, so no extra request.
 */
export function Logo() {
  const name = useChapterName();
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
        <rect width="32" height="32" rx="8" fill="#06C755" />
        <path d="M21.5 11.2a7 7 0 1 0 0 9.6" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      </svg>
      {name === undefined ? (
        <Skeleton height={20} width={120} data-testid="logo-name-loading" />
      ) : (
        // Two lines rather than an ellipsis: at 360 px "Demo Chapter" was cut to "Demo Chap…".
        <Text fw={700} size="lg" lh={1.2} lineClamp={2} style={{ overflowWrap: 'anywhere' }} data-testid="logo-name">
          {name}
        </Text>
      )}
    </Group>
  );
}
