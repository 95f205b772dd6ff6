import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyNotifications } from './lazy-notifications.tsx';
import { theme } from './theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals, so tests see the final state at once. */
  env?: 'default' | 'test';
}

/**
 * Every text at least WCAG AA's 4.5:1 (the accessibility sweep, e2e/tests/axe.ts, checks it).
 * Mantine's dimmed grey (gray.6) is 3.3:1 on white: descriptions use gray.7 instead. Its error red
 * (red.6) is 3.3:1 and its placeholder grey (gray.5) 2.1:1, so a darker red and grey take their
 * places. The text of light badges is shade 9 on shade 1, under 4.5:1 for these colours (yellow's
 * "รอตรวจสอบ" 2.7:1, green 3.8:1, orange 3.6:1): each gets its shade 9 darkened just enough (≥ 4.6:1).
 */
const lightBadgeText: Record<string, string> = {
  red: '#c52929',
  teal: '#087a57',
  green: '#267b37',
  lime: '#4b790b',
  yellow: '#a85700',
  orange: '#a3360b',
};

const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#697077',
    ...Object.fromEntries(
      Object.entries(lightBadgeText).map(([color, text]) => [`--mantine-color-${color}-light-color`, text]),
    ),
  },
  dark: {},
});

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env} cssVariablesResolver={cssVariablesResolver}>
      {/* Top centre on a phone, in a strip kept free of controls; bottom right from 48em (ADR 31). */}
      <LazyNotifications position="top-center" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
