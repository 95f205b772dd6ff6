import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/users/sign-out-everywhere/: revokes every token of the member, this browser's too. A 401
 * is left to the caller: this session is over either way, and the caller decides where to go.
 */
export function signOutEverywhere() {
  return apiRequest(apiRoutes.signOutEverywhere, { keepSessionOn401: true });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
