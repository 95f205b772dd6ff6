import { LEAVE_ROUTE, SUBSTITUTE_ROUTE, VISIT_ROUTE } from './entry-pages.ts';
import type { AimResult, BenchResults } from './results.ts';

/*
 * The pages' aims (issues 21 and 38): what each entry page downloads, and how a phone loads the
 * ones a stranger or a member opens cold. The reference is the bench's baseline page, the same
 * React, Mantine, React Router (declarative, as the app since ADR 66) and TanStack Query drawing one
 * form (baseline-page/): 116 kB gzip of JS+CSS (132 with the data router, before ADR 66). Every page
 * of the app adds to it the router with every route, the API client and its Thai errors, the toasts
 * and the early requests, then its own screen. Each budget below is what the page measured and
 * about 5 % of room.
 */

const KB = 1000;

/** What is known about each aim's cost; attached to an aim only when this run misses it. */
const WHY = {
  weight:
    'every page first downloads React DOM, React Router (declarative, ADR 66), the Mantine core, TanStack Query and the app base (about 140 kB gzip with the toasts); each screen then brings its own parts, and dialogs and later steps come when used (ADR 65). A miss means a screen or a dependency grew: BENCH_VERBOSE=1 lists the files each page downloads.',
  liffWeight:
    'the LIFF SDK adds 27 kB without its polyfills (the offline demo adds liff-mock, 3 kB) to the framework and app base; a miss means the landing or a dependency grew (BENCH_VERBOSE=1 lists its files).',
  cardWeight: 'the card page is rendered by the server without script (ADR 21); a miss means that changed',
  performance: 'see the Lighthouse table: the baseline row is the same framework drawing one form, in the same run',
  accessibility: 'see the Lighthouse report for the failing audits',
} as const;

/**
 * Budgets in kB gzip of JS+CSS, by the route the page-weight table names: each page's weight when
 * issue 38 closed (in brackets, 2026-11-28, ADR 66) with about 5 % of room, rounded to 5 kB, so
 * the bench says when a page grows. /login's and /liff/event's are the issue's own aims.
 */
const WEIGHT_BUDGETS: Array<{ route: string; kb: number; why: string }> = [
  { route: '/nc/', kb: 100, why: WHY.cardWeight },
  // The login page: a form and the chapter's name (151.3; the issue's aim).
  { route: '/login', kb: 168, why: WHY.weight },
  // The mini-app landing with the LIFF SDK (192.5, the demo's liff-mock included; the issue's aim).
  { route: '/liff/event', kb: 200, why: WHY.liffWeight },
  // The member's events in the mini-app: the cards, their registration and the member's visitors (166.7).
  { route: '/liff-app/event', kb: 175, why: WHY.weight },
  // A visitor's new invitation, a stranger's first sight of the chapter: the meeting, the notice, the form (179.1).
  { route: VISIT_ROUTE, kb: 190, why: WHY.weight },
  // The chat's meeting forms: the events with the substitute's form open (204.7), the profile with the leave form (277.7).
  { route: SUBSTITUTE_ROUTE, kb: 215, why: WHY.weight },
  { route: LEAVE_ROUTE, kb: 290, why: WHY.weight },
  // The Visitor Host's door: the meeting's list, search, check-ins and the cash the door takes (249.6).
  { route: '/liff-app/door', kb: 260, why: WHY.weight },
  // The participant list inside LINE, with the meeting's headcount and cash-up (327.9).
  { route: '/liff-app/participants', kb: 340, why: WHY.weight },
];

/** Each page's weight against its budget; a prefix ending in "/" takes any page under it. */
export function weightAims(pages: BenchResults['pageWeight']): AimResult[] {
  return WEIGHT_BUDGETS.map(({ route, kb: limitKb, why }) => {
    const page = pages.find((weight) =>
      route.endsWith('/') ? weight.route.startsWith(route) : weight.route === route,
    );
    const aim = `${route} under ${limitKb} kB gzip of JS+CSS`;
    if (!page) return { aim, met: null, detail: 'not measured' };
    const kb = page.totalGzip / KB;
    return {
      aim,
      met: kb < limitKb,
      detail: `${kb.toFixed(1)} kB${kb >= limitKb ? ` (${(kb - limitKb).toFixed(1)} kB over)` : ''}`,
      ...(kb >= limitKb && { why }),
    };
  });
}

const short = (value: number, aim: number) => (value < aim ? ` (${aim - value} short)` : '');

/** Issue 38: performance ≥ 95 (median of the runs) on these; the card page since issue 21. */
const LIGHTHOUSE_PERFORMANCE = ['/login', '/liff-app/event', VISIT_ROUTE];

/**
 * Lighthouse mobile: performance ≥ 95 on /login, /liff-app/event, a visitor's invitation and the
 * card page, /login within 5 points of the baseline page of the same run, accessibility ≥ 95 on
 * every route of the app; loaded as phones load them, through HTTPS with HTTP/2 in front. The
 * same pages from the server alone over HTTP/1.1 are in the table beside, not judged.
 */
export function lighthouseAims(measured: BenchResults['mobileLoad']): AimResult[] {
  const aims: AimResult[] = [];
  // As phones reach the app: through HTTPS with HTTP/2 in front (mobile-load.ts).
  const loads = measured.filter((load) => load.via === 'https-h2');
  const baseline = loads.find((load) => load.baseline);
  for (const load of loads.filter((entry) => !entry.baseline)) {
    if (LIGHTHOUSE_PERFORMANCE.includes(load.route) || load.route.startsWith('/nc/')) {
      aims.push({
        aim: `Lighthouse performance ≥ 95 on ${load.route}`,
        met: load.performance >= 95,
        detail: `${load.performance}${short(load.performance, 95)}`,
        ...(load.performance < 95 && { why: WHY.performance }),
      });
    }
    if (load.route === '/login') {
      const aim = '/login within 5 Lighthouse performance points of the baseline page';
      if (!baseline) {
        aims.push({ aim, met: null, detail: 'baseline not measured' });
      } else {
        const gap = baseline.performance - load.performance;
        aims.push({
          aim,
          met: gap <= 5,
          detail: `${load.performance} vs ${baseline.performance} (${gap > 0 ? `${gap} below` : 'not below'})${gap > 5 ? ` (${gap - 5} points past)` : ''}`,
          ...(gap > 5 && { why: WHY.performance }),
        });
      }
    }
    aims.push({
      aim: `Lighthouse accessibility ≥ 95 on ${load.route}`,
      met: load.accessibility >= 95,
      detail: `${load.accessibility}${short(load.accessibility, 95)}`,
      ...(load.accessibility < 95 && { why: WHY.accessibility }),
    });
  }
  return aims;
}
