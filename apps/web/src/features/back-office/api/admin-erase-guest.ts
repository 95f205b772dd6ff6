import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withPhoneMessage } from './admin-guest-data.ts';

/**
 * POST /api/admin/privacy/guests/erase/: erases every visit of a guest's phone on their request;
 * the visits of a guest who joined are left for the member's erasure (a 409 when that is all).
 */
export function eraseGuest(phone: string) {
  return withPhoneMessage(apiRequest(apiRoutes.adminEraseGuest, { body: { phone, confirm: true } }));
}

export function useEraseGuest() {
  return useMutation({ mutationFn: eraseGuest });
}
