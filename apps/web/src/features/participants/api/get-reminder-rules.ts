import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { messagingKeys } from './query-keys.ts';

export type ReminderRule = RouteResponse<typeof apiRoutes.reminderRules>[number];

/** GET /api/messaging/rules/: the reminder rules, when each sends next and how its last run went. */
export function getReminderRules(signal?: AbortSignal) {
  return apiRequest(apiRoutes.reminderRules, { signal });
}

export const reminderRulesQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.rules(),
    queryFn: ({ signal }) => getReminderRules(signal),
  });

export function useReminderRules() {
  return useQuery(reminderRulesQueryOptions());
}
