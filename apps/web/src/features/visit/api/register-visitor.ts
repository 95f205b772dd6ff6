import { apiRoutes } from '@chapter/contract/routes';
import type { TVisitorRegisterRequest } from '@chapter/contract/visitors';
import { apiRequest } from '../../../lib/api-client.ts';
import { useVisitMutation } from './use-visit-mutation.ts';

/**
 * POST /api/visit/register/?visit=T: once per link, before the meeting starts, agreeing to the
 * visitors' notice version the visitor read (`notice_version`); the fee is then owed.
 */
export function registerVisitor(token: string, body: TVisitorRegisterRequest) {
  return apiRequest(apiRoutes.visitRegister, { query: { visit: token }, body });
}

export function useRegisterVisitor(token: string) {
  return useVisitMutation(token, (body: TVisitorRegisterRequest) => registerVisitor(token, body));
}
