import { apiRoutes } from '@chapter/contract/routes';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/meetings/:id/check-in-code/: a new check-in code for the signed-in member at this
 * meeting; their earlier unused one stops working. Drawn by components/check-in-code.tsx, which
 * owns the query (its key is checkInCodeKeys.meeting).
 */
export function requestMemberCheckInCode(meetingId: number) {
  return apiRequest(apiRoutes.memberCheckInCode, { params: { id: String(meetingId) } });
}
