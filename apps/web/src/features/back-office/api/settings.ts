import type { TSettingsRequest } from '@chapter/contract/admin-settings';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { configKeys } from '../../../lib/query-keys.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/settings/: what members see, the defaults, and which are overridden. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => apiRequest(apiRoutes.adminSettings, { signal }),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** PUT /api/admin/settings/ */
export function saveSettings(settings: TSettingsRequest) {
  return apiRequest(apiRoutes.adminUpdateSettings, { body: settings });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryOptions().queryKey, saved),
    // The login title and the payment screen's bank details come from the public config.
    onSettled: () => queryClient.invalidateQueries({ queryKey: configKeys.all }),
  });
}
