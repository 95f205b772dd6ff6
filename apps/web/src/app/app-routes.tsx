import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { matchRoutes, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import type { LazyScreen } from '../components/lazy-part.tsx';
import { setConsentRequiredHandler, setUnauthorizedHandler } from '../lib/api-client.ts';
import { demandConsent } from '../lib/privacy-notice.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import { routes as appRoutes } from './router.tsx';

/**
 * The route table drawn at the page's location, a screen that throws shown in its place. React
 * Router's declarative mode (ADR 66): its data router would add 16 kB gzip to every page for
 * loaders and actions the app does not use; screens load through lazyScreen instead.
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const drawn = useRoutes(routes);
  return <RouteErrorBoundary location={location}>{drawn}</RouteErrorBoundary>;
}

/** The app's routes, with what the API client asks of the page when a call is refused. */
export function AppRoutes() {
  useRefusalHandlers();
  return <RouteTable routes={appRoutes} />;
}

/**
 * A 401 means the stored token is stale or revoked (the API client has already cleared it): go to
 * /login and come back here afterwards, and drop cached data only once the screen that asked for
 * it is gone, or it would ask again without a token. A call refused for want of consent (a notice
 * published while the app is open) brings the notice up in place of the screen.
 */
function useRefusalHandlers() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const here = useRef(location);
  here.current = location;
  const leaving = useRef(false);

  // Registered as the routes are drawn, before any screen's request can be answered.
  useLayoutEffect(() => {
    setUnauthorizedHandler(() => {
      if (leaving.current || here.current.pathname === '/login') return;
      leaving.current = true;
      void navigate('/login', { replace: true, state: { from: here.current } });
    });
    setConsentRequiredHandler(() => demandConsent(queryClient));
  }, [navigate, queryClient]);

  useEffect(() => {
    if (!leaving.current || location.pathname !== '/login') return;
    leaving.current = false;
    queryClient.clear();
  }, [location, queryClient]);
}

/**
 * Fetches the code of the screens drawn at `pathname`, so the first drawing of a page the server
 * drew is the screen and not a loader in its place (main.tsx, ADR 35).
 */
export function preloadScreens(pathname: string, routes: RouteObject[] = appRoutes): Promise<void> {
  const screens = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.Component as LazyScreen | undefined);
  return Promise.all(screens.map((screen) => screen?.preload?.())).then(() => undefined);
}
