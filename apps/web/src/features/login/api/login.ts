import type { TLoginRequest } from '@chapter/contract/auth';
import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/users/api-token-auth/: the telephone number in, a bearer token and the member out. */
export function login(body: TLoginRequest) {
  return apiRequest(apiRoutes.login, { body });
}

export type LoginResult = RouteResponse<typeof apiRoutes.login>;

export function useLogin() {
  return useMutation({ mutationFn: login });
}
