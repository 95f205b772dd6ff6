/*
 * A visitor's invitation drawn by the server, per request, with its meeting and notice (ADR 68):
 * the stranger's first sight of the chapter, on a phone, maybe on mobile data, shows with the page's
 * HTML alone instead of after the app's ~55 files, their evaluation and two API calls. The build
 * bundles this module, with everything it imports, into dist/server/ (build/prerender-pages.ts); the
 * server (apps/server/src/plugins/web-app.ts) calls it with GET /api/config/'s and GET /api/visit/'s
 * answers. The markup is the app's own screen, so the app draws the same over it once it runs.
 */
import type { TConfigResponse } from '@chapter/contract/system';
import type { TVisit } from '@chapter/contract/visitors';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { visitKeys } from '../features/visit/api/query-keys.ts';
import { VisitPage } from '../features/visit/components/visit-page.tsx';
import { configKeys } from '../lib/query-keys.ts';
import { drawnMarkup, jsonInScript, PAGE_ANSWERS_ID, type PageAnswer, VISIT_PAGE_SLOTS } from './drawn-markup.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';

export interface VisitAnswers {
  /** The link's key, as the page's query gives it. */
  key: string;
  config: TConfigResponse;
  visit: TVisit;
}

/**
 * visit.html (the template the build wrote) with the invitation drawn in it, and the answers the
 * app starts from (app.tsx seeds its queries with them, so its first drawing is this one). Null for
 * a visitor already registered: their part of the page comes as code of its own (a lazy part),
 * which the server cannot draw in one pass; the app draws that page as before.
 */
export function drawVisitPage(template: string, { key, config, visit }: VisitAnswers): string | null {
  if (visit.visitor !== null) return null;
  const answers: PageAnswer[] = [
    [configKeys.all, config],
    [visitKeys.link(key), visit],
  ];
  const queryClient = createQueryClient();
  for (const [queryKey, data] of answers) queryClient.setQueryData(queryKey, data);
  const drawn = drawnMarkup(
    renderToString(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[`/visit?${new URLSearchParams({ visit: key })}`]}>
          <VisitPage />
        </MemoryRouter>
      </AppProviders>,
    ),
  );
  const head = [
    ...drawn.styles,
    `<script type="application/json" id="${PAGE_ANSWERS_ID}">${jsonInScript(answers)}</script>`,
  ];
  return template
    .replace(VISIT_PAGE_SLOTS.title, () => drawn.title ?? '')
    .replace(VISIT_PAGE_SLOTS.head, () => head.join('\n    '))
    .replace(VISIT_PAGE_SLOTS.markup, () => drawn.body);
}
