/*
 * The login screen as HTML, rendered once at build time (build/prerender-login.ts, ADR 35) so a
 * phone paints the form with the page's CSS alone, before any script has arrived and run. The
 * build renders it with a stand-in for the chapter's name, which the server replaces (web-app.ts);
 * the app then seeds its config from the page and draws the same screen over it (main.tsx).
 */
import type { TConfigResponse } from '@chapter/contract/system';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginScreen } from '../features/login/components/login-screen.tsx';
import { configQueryOptions } from '../lib/app-config.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';

/** The login screen with the config loaded; `chapterName` is plain ASCII, so React's escaping keeps it as is. */
export function renderLoginMarkup(chapterName: string): string {
  const queryClient = createQueryClient();
  // Only the chapter's name reaches the login screen; the rest is never read there.
  const config = { chapter_name: chapterName } as TConfigResponse;
  queryClient.setQueryData(configQueryOptions().queryKey, config);
  return renderToString(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginScreen />
      </MemoryRouter>
    </AppProviders>,
  );
}
