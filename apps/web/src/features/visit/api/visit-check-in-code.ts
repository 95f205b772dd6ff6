import { apiRoutes } from '@chapter/contract/routes';
import { apiRequest } from '../../../lib/api-client.ts';
import { withLinkMessage } from './visit-errors.ts';

/**
 * POST /api/visit/check-in-code/?visit=T: a new check-in code for the visitor or substitute whose
 * link this is; their earlier unused one stops working. Drawn by components/check-in-code.tsx, which
 * owns the query (its key is visitKeys.checkInCode).
 */
export function requestVisitCheckInCode(token: string) {
  return apiRequest(apiRoutes.visitCheckInCode, { query: { visit: token } }).catch((error: unknown) => {
    throw withLinkMessage(error);
  });
}
