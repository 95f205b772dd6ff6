import type { TStaffVisitorRequest } from '@chapter/contract/meeting-guests';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventKeys } from '../../../lib/query-keys.ts';

export interface RegisterVisitorVariables {
  eventId: number;
  visitor: TStaffVisitorRequest;
}

/** POST /api/meetings/:id/visitors/: staff register a visitor who phoned; the answer holds their link, once. */
export function registerVisitorByStaff({ eventId, visitor }: RegisterVisitorVariables) {
  return apiRequest(apiRoutes.registerVisitorByStaff, { params: { id: String(eventId) }, body: visitor });
}

export function useRegisterVisitorByStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerVisitorByStaff,
    // The meeting's guests under its members gain the visitor.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.months() }),
  });
}
