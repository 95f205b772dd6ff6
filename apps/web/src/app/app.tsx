import { BrowserRouter } from 'react-router';
import { configKeys } from '../lib/query-keys.ts';
import { AppRoutes, preloadScreens } from './app-routes.tsx';
import { PAGE_ANSWERS_ID, type PageAnswer } from './drawn-markup.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';

// One per page load, made outside React: StrictMode runs state initialisers twice.
const queryClient = createQueryClient();
seedConfigFromPage();
seedAnswersFromPage();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

/**
 * Resolves once the first screen's code is here (lazy screens). The pre-rendered pages (ADR 35)
 * wait for it before React draws: React's first drawing would otherwise be the screen's loader in
 * place of the page the server already drew.
 */
export function whenScreensReady(): Promise<void> {
  return preloadScreens(window.location.pathname);
}

/**
 * The pre-rendered login page carries GET /api/config/'s answer (filled in by the server): the
 * live screen starts from it, with the chapter's name the page already shows, instead of asking
 * again and showing placeholders meanwhile.
 */
function seedConfigFromPage() {
  const text = document.getElementById('chapter-config')?.textContent;
  if (!text) return;
  try {
    queryClient.setQueryData(configKeys.all, JSON.parse(text));
  } catch {
    // Not filled in (the page served as built): the screen asks for the config as usual.
  }
}

/**
 * A page the server drew with its data (a visitor's invitation, ADR 68) carries the answers it was
 * drawn from: the app's queries start from them, so its first drawing is the page already on
 * screen, and nothing is asked again.
 */
function seedAnswersFromPage() {
  const text = document.getElementById(PAGE_ANSWERS_ID)?.textContent;
  if (!text) return;
  try {
    for (const [queryKey, data] of JSON.parse(text) as PageAnswer[]) queryClient.setQueryData(queryKey, data);
  } catch {
    // Not what the server writes: the screen asks for its data as usual.
  }
}
