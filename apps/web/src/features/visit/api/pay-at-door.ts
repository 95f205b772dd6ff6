import { apiRoutes } from '@chapter/contract/routes';
import { apiRequest } from '../../../lib/api-client.ts';
import { useVisitMutation } from './use-visit-mutation.ts';

/** POST /api/visit/pay-at-door/?visit=T: the visitor will pay cash at the door (a slip may still follow). */
export function payAtDoor(token: string) {
  return apiRequest(apiRoutes.visitPayAtDoor, { query: { visit: token } });
}

export function usePayAtDoor(token: string) {
  return useVisitMutation<void>(token, () => payAtDoor(token));
}
