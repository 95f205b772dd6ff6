import type { RouteBody } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { apiRequest } from '../../../lib/api-client.ts';
import { useVisitMutation } from './use-visit-mutation.ts';

export type VisitAgreeRequest = RouteBody<typeof apiRoutes.visitAgree>;

/**
 * POST /api/visit/agree/?visit=T: a guest someone else registered (a substitute who pays their own
 * meal) agrees to the visitors' notice version they read; until then no slip or door is taken.
 */
export function agreeVisit(token: string, body: VisitAgreeRequest) {
  return apiRequest(apiRoutes.visitAgree, { query: { visit: token }, body });
}

export function useAgreeVisit(token: string) {
  return useVisitMutation(token, (body: VisitAgreeRequest) => agreeVisit(token, body));
}
