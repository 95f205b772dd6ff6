import type { TLiffLoginRequest } from '@chapter/contract/auth';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';

/** POST /api/users/liff-api-token-auth/: the LIFF access token (and the phone, the first time) in, a token out. */
export function liffLogin(body: TLiffLoginRequest) {
  return apiRequest(apiRoutes.liffLogin, { body });
}

export function useLiffLogin() {
  return useMutation({ mutationFn: liffLogin });
}

/**
 * The server's request for the phone number (this LINE account is not bound to a member yet), in
 * its own words; null for any other refusal.
 */
export function phoneRequest(error: ApiError): string | null {
  if (error.status !== 400) return null;
  const username = (error.data as { username?: unknown } | null)?.username;
  const first: unknown = Array.isArray(username) ? username[0] : username;
  return typeof first === 'string' ? first : null;
}
