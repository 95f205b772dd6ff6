import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/attendance/remind/: a LINE notice to each chosen member of their absences and the limit. */
export function remindAbsent(members: number[]) {
  return apiRequest(apiRoutes.remindAbsent, { body: { members } });
}

export function useRemindAbsent() {
  // Reminding changes no count: nothing to refresh.
  return useMutation({ mutationFn: remindAbsent });
}
