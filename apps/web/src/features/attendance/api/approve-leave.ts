import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { attendanceKeys } from './query-keys.ts';

/** POST /api/leave/:id/approve/: by default only once the period's meeting fees are paid. */
export function approveLeave(id: number) {
  return apiRequest(apiRoutes.approveLeave, { params: { id: String(id) } });
}

export function useApproveLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveLeave,
    // Approved leave turns the period's absences into M: a sheet not yet closed shows it too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
