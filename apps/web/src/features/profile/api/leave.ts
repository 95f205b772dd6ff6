import type { TLeaveRequestBody } from '@chapter/contract/attendance';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { attendanceKeys } from '../../../lib/query-keys.ts';

/** POST /api/leave/: the member asks for leave from one Bangkok day to another (YYYY-MM-DD), with a reason. */
export function requestLeave(body: TLeaveRequestBody) {
  return apiRequest(apiRoutes.requestLeave, { body });
}

/** POST /api/leave/:id/withdraw/: a pending or approved request of their own, before it starts. */
export function withdrawLeave(leaveId: number) {
  return apiRequest(apiRoutes.withdrawLeave, { params: { id: String(leaveId) } });
}

/**
 * Leave changes the member's attendance (the list of requests, and a coming meeting's answer on
 * the events screen): awaited, so the form and the buttons spin until the profile shows it.
 */
function useRefreshingMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

export function useRequestLeave() {
  return useRefreshingMutation(requestLeave);
}

export function useWithdrawLeave() {
  return useRefreshingMutation(withdrawLeave);
}
