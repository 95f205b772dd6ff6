/*
 * Screens as HTML, rendered once at build time (build/prerender-pages.ts) so a phone paints them
 * with the page's CSS alone, before any script has arrived and run; the app then draws the live
 * screen over them (main.tsx).
 * - The login screen (ADR 35), with a stand-in for the chapter's name that the server replaces
 *   (web-app.ts); the app seeds its config from the page.
 * - The event mini-app as it shows while its data loads (ADR 37): its heading and loader in the
 *   mini-app's frame. Nothing personal is in it, so one file serves every member.
 */
import type { TConfigResponse } from '@chapter/contract/system';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { EventsScreen } from '../features/events/components/events-screen.tsx';
import { LoginScreen } from '../features/login/components/login-screen.tsx';
import { configQueryOptions } from '../lib/app-config.ts';
import { MiniAppLayout } from './layouts/mini-app-layout.tsx';
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

/** /liff-app/event before any answer has come: the same layout and screen, every query still pending. */
export function renderEventMiniAppMarkup(): string {
  return renderToString(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/liff-app/event']}>
        <Routes>
          <Route path="/liff-app" element={<MiniAppLayout />}>
            <Route path="event" element={<EventsScreen />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}
