import type { TConfigResponse } from '@chapter/contract/system';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../components/lazy-part.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { STAFF_LANDING_PATHS } from '../features/liff-landing/staff-links.ts';
import { setConsentRequiredHandler, setUnauthorizedHandler } from '../lib/api-client.ts';
import { MEETING_FORM_PATH } from '../lib/meeting-links.ts';
import { demandConsent } from '../lib/privacy-notice.ts';
import { RequireToken } from './require-token.tsx';
import { RouteError } from './route-error.tsx';
import { LiffAppStaffOnly } from './routes/liff-app-staff-only.tsx';

const notFound = lazyScreen(() =>
  import('../features/not-found/components/not-found-page.tsx').then((m) => m.NotFoundPage),
);

const liffLanding = lazyScreen(() =>
  import('../features/liff-landing/components/liff-landing.tsx').then((m) => m.LiffLanding),
);

/** The mini-apps /liff/:app may name (the `liff_ids` of GET /api/config/). */
const LIFF_APPS = ['profile', 'event', 'payment'] as const satisfies ReadonlyArray<keyof TConfigResponse['liff_ids']>;

/**
 * The spec's route table. Every screen is its own chunk (lazy), so a phone opening /login or a
 * business card downloads only that screen; one that cannot be fetched says so in place (lazyScreen).
 */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      {
        path: '/login',
        lazy: lazyScreen(() => import('../features/login/components/login-screen.tsx').then((m) => m.LoginScreen)),
      },
      // The mini-app landing for its three apps only; any other /liff/... is not found (spec route table).
      ...LIFF_APPS.map((app) => ({ path: `/liff/${app}`, lazy: liffLanding })),
      // A meeting's form opened from the chat (issue 37): LIFF moves here after init, the landing goes on.
      { path: MEETING_FORM_PATH, lazy: liffLanding },
      // The staff rich menu's screens (issue 37): LIFF moves here after init, the landing goes on.
      ...STAFF_LANDING_PATHS.map((path) => ({ path, lazy: liffLanding })),
      {
        // After erasing themselves (issue 19): signed out everywhere, so outside the token guard.
        path: '/erased',
        lazy: lazyScreen(() =>
          import('../features/profile/components/erasure-result-page.tsx').then((m) => m.ErasureResultPage),
        ),
      },
      {
        // A visitor's invitation (issue 34): no account, so outside the token guard; the link is the key.
        path: '/visit',
        lazy: lazyScreen(() => import('../features/visit/components/visit-page.tsx').then((m) => m.VisitPage)),
      },
      {
        Component: RequireToken,
        children: [
          {
            path: '/',
            lazy: lazyScreen(() => import('./routes/desktop-home.tsx').then((m) => m.DesktopHome)),
          },
          {
            // The back office (Admins, on desktop): each section its own chunk.
            path: '/admin',
            lazy: lazyScreen(() =>
              import('../features/back-office/components/back-office-layout.tsx').then((m) => m.BackOfficeLayout),
            ),
            children: [
              { index: true, element: <Navigate to="/admin/events" replace /> },
              {
                path: 'events',
                lazy: lazyScreen(() =>
                  import('../features/back-office/components/events-page.tsx').then((m) => m.EventsPage),
                ),
              },
              {
                path: 'meetings',
                lazy: lazyScreen(() =>
                  import('../features/back-office/components/meetings-page.tsx').then((m) => m.MeetingsPage),
                ),
              },
              {
                path: 'members',
                lazy: lazyScreen(() =>
                  import('../features/back-office/components/members-page.tsx').then((m) => m.MembersPage),
                ),
              },
              {
                path: 'payments',
                lazy: lazyScreen(() =>
                  import('../features/back-office/components/payments-page.tsx').then((m) => m.PaymentsPage),
                ),
              },
              {
                path: 'settings',
                lazy: lazyScreen(() =>
                  import('../features/back-office/components/settings-page.tsx').then((m) => m.SettingsPage),
                ),
              },
              {
                path: 'audit',
                lazy: lazyScreen(() =>
                  import('../features/back-office/components/audit-page.tsx').then((m) => m.AuditPage),
                ),
              },
              {
                path: 'privacy',
                lazy: lazyScreen(() =>
                  import('../features/back-office/components/privacy-page.tsx').then((m) => m.PrivacyPage),
                ),
              },
            ],
          },
          {
            path: '/liff-app',
            lazy: lazyScreen(() => import('./layouts/mini-app-layout.tsx').then((m) => m.MiniAppLayout)),
            children: [
              // /liff-app alone is not in the route table.
              { index: true, lazy: notFound },
              {
                path: 'profile',
                lazy: lazyScreen(() => import('./routes/liff-app-profile.tsx').then((m) => m.LiffAppProfile)),
              },
              {
                path: 'event',
                lazy: lazyScreen(() =>
                  import('../features/events/components/events-screen.tsx').then((m) => m.EventsScreen),
                ),
              },
              {
                path: 'payment',
                lazy: lazyScreen(() =>
                  import('../features/payment/components/payment-screen.tsx').then((m) => m.PaymentScreen),
                ),
              },
              {
                // The meeting's door on the host's phone (issue 35), opened inside LINE for its QR scanner.
                path: 'door',
                lazy: lazyScreen(() => import('../features/door/components/door-screen.tsx').then((m) => m.DoorScreen)),
              },
              {
                // The staff rich menu's screens (issue 37), the desktop home's staff tabs inside LINE.
                Component: LiffAppStaffOnly,
                children: [
                  {
                    path: 'validation',
                    lazy: lazyScreen(() =>
                      import('../features/payment-validation/components/payment-validation-screen.tsx').then(
                        (m) => m.PaymentValidationScreen,
                      ),
                    ),
                  },
                  {
                    path: 'participants',
                    lazy: lazyScreen(() =>
                      import('../features/participants/components/participants-screen.tsx').then(
                        (m) => m.ParticipantsScreen,
                      ),
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: notFound },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(routes);

  // A 401 means the stored token is stale or revoked (the API client has already cleared it).
  // Go to /login and come back here afterwards; drop cached data only once the screen that
  // asked for it is gone, or it would ask again without a token.
  let leaving = false;
  setUnauthorizedHandler(() => {
    if (leaving || router.state.location.pathname === '/login') return;
    leaving = true;
    const from = router.state.location;
    void router.navigate('/login', { replace: true, state: { from } }).finally(() => {
      leaving = false;
      queryClient.clear();
    });
  });

  // Any call refused because the member has not agreed to the privacy notice in force (a version
  // published while the app is open) brings the notice page up in place of the screen.
  setConsentRequiredHandler(() => demandConsent(queryClient));

  return router;
}
