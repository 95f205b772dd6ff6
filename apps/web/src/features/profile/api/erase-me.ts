import type { TEraseRequest } from '@chapter/contract/privacy';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/privacy/erase-me/: erases the member; every token of theirs is revoked, this one too.
 * A 409 means they owe or hold credit and did not acknowledge it.
 */
export function eraseMe(body: TEraseRequest) {
  return apiRequest(apiRoutes.eraseMe, { body });
}

export function useEraseMe() {
  return useMutation({ mutationFn: eraseMe });
}
