import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as th from '../i18n/th.ts';
import { apiRequest } from './api-client.ts';
import { configKeys } from './query-keys.ts';

/**
 * GET /api/config/: the chapter name, bank details and LIFF ids. Shared by several screens
 * (login now; payment and the mini-app later), so it lives here rather than in one feature.
 */
export function getConfig(signal?: AbortSignal) {
  return apiRequest(apiRoutes.config, { signal });
}

export const configQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.all,
    queryFn: ({ signal }) => getConfig(signal),
    // It changes when the server is redeployed or an admin saves the settings (which refreshes it).
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useConfig() {
  return useQuery(configQueryOptions());
}

/**
 * The chapter's name from its settings, for the logo and page titles. Undefined while the config
 * loads (a placeholder holds its place rather than flashing another name); the product's own name
 * if the config cannot be had.
 */
export function useChapterName(): string | undefined {
  const config = useConfig();
  if (config.data?.chapter_name) return config.data.chapter_name;
  return config.isPending ? undefined : th.appName;
}

/** A page's `<title>`: the screen's name, if any, then the chapter's (the product's while loading). */
export function pageTitle(chapterName: string | undefined, screen?: string): string {
  const chapter = chapterName ?? th.appName;
  return screen ? `${screen} · ${chapter}` : chapter;
}
