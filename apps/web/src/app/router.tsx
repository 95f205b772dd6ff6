import type { TConfigResponse } from '@chapter/contract/system';
import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../components/lazy-part.tsx';
import { STAFF_LANDING_PATHS } from '../features/liff-landing/staff-links.ts';
import { MEETING_FORM_PATH } from '../lib/meeting-links.ts';
import { RequireToken } from './require-token.tsx';
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
 * Drawn by app-routes.tsx.
 */
export const routes: RouteObject[] = [
  {
    path: '/login',
    Component: lazyScreen(() => import('../features/login/components/login-screen.tsx').then((m) => m.LoginScreen)),
  },
  // The mini-app landing for its three apps only; any other /liff/... is not found (spec route table).
  ...LIFF_APPS.map((app) => ({ path: `/liff/${app}`, Component: liffLanding })),
  // A meeting's form opened from the chat (issue 37): LIFF moves here after init, the landing goes on.
  { path: MEETING_FORM_PATH, Component: liffLanding },
  // The staff rich menu's screens (issue 37): LIFF moves here after init, the landing goes on.
  ...STAFF_LANDING_PATHS.map((path) => ({ path, Component: liffLanding })),
  {
    // After erasing themselves (issue 19): signed out everywhere, so outside the token guard.
    path: '/erased',
    Component: lazyScreen(() =>
      import('../features/profile/components/erasure-result-page.tsx').then((m) => m.ErasureResultPage),
    ),
  },
  {
    // A visitor's invitation (issue 34): no account, so outside the token guard; the link is the key.
    path: '/visit',
    Component: lazyScreen(() => import('../features/visit/components/visit-page.tsx').then((m) => m.VisitPage)),
  },
  {
    Component: RequireToken,
    children: [
      {
        path: '/',
        Component: lazyScreen(() => import('./routes/desktop-home.tsx').then((m) => m.DesktopHome)),
      },
      {
        // The back office (Admins, on desktop): each section its own chunk.
        path: '/admin',
        Component: lazyScreen(() =>
          import('../features/back-office/components/back-office-layout.tsx').then((m) => m.BackOfficeLayout),
        ),
        children: [
          { index: true, element: <Navigate to="/admin/events" replace /> },
          {
            path: 'events',
            Component: lazyScreen(() =>
              import('../features/back-office/components/events-page.tsx').then((m) => m.EventsPage),
            ),
          },
          {
            path: 'meetings',
            Component: lazyScreen(() =>
              import('../features/back-office/components/meetings-page.tsx').then((m) => m.MeetingsPage),
            ),
          },
          {
            path: 'members',
            Component: lazyScreen(() =>
              import('../features/back-office/components/members-page.tsx').then((m) => m.MembersPage),
            ),
          },
          {
            path: 'payments',
            Component: lazyScreen(() =>
              import('../features/back-office/components/payments-page.tsx').then((m) => m.PaymentsPage),
            ),
          },
          {
            path: 'settings',
            Component: lazyScreen(() =>
              import('../features/back-office/components/settings-page.tsx').then((m) => m.SettingsPage),
            ),
          },
          {
            path: 'audit',
            Component: lazyScreen(() =>
              import('../features/back-office/components/audit-page.tsx').then((m) => m.AuditPage),
            ),
          },
          {
            path: 'privacy',
            Component: lazyScreen(() =>
              import('../features/back-office/components/privacy-page.tsx').then((m) => m.PrivacyPage),
            ),
          },
        ],
      },
      {
        path: '/liff-app',
        Component: lazyScreen(() => import('./layouts/mini-app-layout.tsx').then((m) => m.MiniAppLayout)),
        children: [
          // /liff-app alone is not in the route table.
          { index: true, Component: notFound },
          {
            path: 'profile',
            Component: lazyScreen(() => import('./routes/liff-app-profile.tsx').then((m) => m.LiffAppProfile)),
          },
          {
            path: 'event',
            Component: lazyScreen(() =>
              import('../features/events/components/events-screen.tsx').then((m) => m.EventsScreen),
            ),
          },
          {
            path: 'payment',
            Component: lazyScreen(() =>
              import('../features/payment/components/payment-screen.tsx').then((m) => m.PaymentScreen),
            ),
          },
          {
            // The meeting's door on the host's phone (issue 35), opened inside LINE for its QR scanner.
            path: 'door',
            Component: lazyScreen(() =>
              import('../features/door/components/door-screen.tsx').then((m) => m.DoorScreen),
            ),
          },
          {
            // The staff rich menu's screens (issue 37), the desktop home's staff tabs inside LINE.
            Component: LiffAppStaffOnly,
            children: [
              {
                path: 'validation',
                Component: lazyScreen(() =>
                  import('../features/payment-validation/components/payment-validation-screen.tsx').then(
                    (m) => m.PaymentValidationScreen,
                  ),
                ),
              },
              {
                path: 'participants',
                Component: lazyScreen(() =>
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
  { path: '*', Component: notFound },
];
