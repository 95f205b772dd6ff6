import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  type InitialEntry,
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  useLocation,
  useNavigate,
} from 'react-router';
import { RouteTable } from '../app/app-routes.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';

/** What a test reads of the router: where it is now, and a way to go elsewhere. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

/** Keeps `router` up to date with each drawing's location and navigate. */
function RouterProbe({ router }: { router: TestRouter }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.state.location = location;
    router.navigate = navigate;
  });
  return null;
}

/**
 * Renders routes in memory as the app draws them (app-routes.tsx), with the app's real providers
 * (Mantine in test mode, a fresh query client without retries so a failure shows at once).
 */
export function renderRoutes(routes: RouteObject[], initialEntry: InitialEntry = '/') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router: TestRouter = {
    state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } },
    navigate: () => {
      throw new Error('the router has not drawn yet');
    },
  };
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[initialEntry]}>
        <RouterProbe router={router} />
        <RouteTable routes={routes} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
