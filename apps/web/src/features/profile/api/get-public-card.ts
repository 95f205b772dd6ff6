import { apiRoutes } from '@chapter/contract/routes';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/member/public-profile/{cardId}/: the member's card as anyone sees it, with the fields
 * they left off already null (404 while hidden). What is shared into LINE is built from this, never
 * from the profile, so the member's field choices decide it in one place: the server. Asked on each
 * share, not cached: the member may have just changed what the card shows.
 */
export function getPublicCard(publicCardId: string) {
  return apiRequest(apiRoutes.publicProfile, { params: { id: publicCardId } });
}
