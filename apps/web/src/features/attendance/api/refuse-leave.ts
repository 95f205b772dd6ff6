import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { attendanceKeys } from './query-keys.ts';

/** POST /api/leave/:id/refuse/: with a reason the member sees. */
export function refuseLeave({ id, reason }: { id: number; reason: string }) {
  return apiRequest(apiRoutes.refuseLeave, { params: { id: String(id) }, body: { reason } });
}

export function useRefuseLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseLeave,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.leave() }),
  });
}
