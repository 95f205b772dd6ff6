import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateMembers } from './admin-members.ts';

/**
 * POST /api/admin/members/:id/erase/: erases a member on their request; LINE's authorization is
 * left for the member to unlink. A 409 means they owe or hold credit and it was not acknowledged.
 */
export function eraseMember({ id, moneyAcknowledged }: { id: number; moneyAcknowledged: boolean }) {
  return apiRequest(apiRoutes.adminEraseMember, {
    params: { id: String(id) },
    body: { confirm: true, money_acknowledged: moneyAcknowledged },
  });
}

export function useEraseMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: eraseMember, onSettled: invalidate });
}
