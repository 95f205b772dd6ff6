import type { TRetention } from '@chapter/contract/privacy';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminPrivacyQueryOptions } from './admin-privacy.ts';

/** PUT /api/admin/privacy/retention/: how long slip images and client addresses are kept. */
export function updateRetention(retention: TRetention) {
  return apiRequest(apiRoutes.adminUpdateRetention, { body: retention });
}

export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRetention,
    onSuccess: (privacy) => queryClient.setQueryData(adminPrivacyQueryOptions().queryKey, privacy),
  });
}
