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
 * Mantine's dimmed grey (gray.6) is 3.3:1 on white, under WCAG AA's 4.5:1 for text; descriptions
 * and secondary lines use gray.7 instead. Likewise the text of light orange badges (the events'
 * "Early Bird"): orange.9 on orange.1 is 3.6:1, so a darker orange (5.7:1) takes its place.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-orange-light-color': '#a3360b' },
  dark: {},
});

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env} cssVariablesResolver={cssVariablesResolver}>
      {/* Not the spec's top-center: there a toast covers the tabs and dialog titles (ADR 31). */}
      <LazyNotifications position="bottom-center" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
