import { RouterProvider } from 'react-router';
import { configKeys } from '../lib/query-keys.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

// One of each per page load, made outside React: StrictMode runs state initialisers twice, and
// the router registers the API client's 401 handler, which must belong to the router in use.
const queryClient = createQueryClient();
seedConfigFromPage();
const router = createAppRouter(queryClient);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * Resolves once the router has the first screen's code (lazy routes). The pre-rendered login page
 * (ADR 35) waits for it before React draws: React's first drawing would otherwise be the route's
 * loader in place of the form the page already shows.
 */
export function whenRouterReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
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
