import type { TClaimPending, TLiffLoginRequest, TPhoneRequired } from '@chapter/contract/auth';
import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';

export type LiffLoginResult = RouteResponse<typeof apiRoutes.liffLogin>;

/**
 * POST /api/users/liff-api-token-auth/: the LIFF access token in (with an invitation's token, or the
 * phone number for a claim), a token out, word that staff have not yet approved the claim, or a
 * request for the phone number.
 */
export function liffLogin(body: TLiffLoginRequest) {
  return apiRequest(apiRoutes.liffLogin, { body });
}

export function useLiffLogin() {
  return useMutation({ mutationFn: liffLogin });
}

/** The answer while staff have not decided on this LINE account's claim (ADR 25). */
export function isClaimPending(result: LiffLoginResult): result is TClaimPending {
  return 'claim_pending' in result;
}

/**
 * The server's request for the phone number (this LINE account is not bound to a member yet, or
 * staff refused its last claim), its `detail` in the server's own words.
 */
export function isPhoneRequired(result: LiffLoginResult): result is TPhoneRequired {
  return 'phone_required' in result;
}

/** A 400's messages for some fields, as the server wrote them (without the field's name). */
function fieldMessages(error: ApiError, fields: readonly string[]): string[] {
  if (error.status !== 400 || error.data === null || typeof error.data !== 'object') return [];
  const data = error.data as Record<string, unknown>;
  return fields.flatMap((field) => {
    const value = data[field];
    const values: unknown[] = Array.isArray(value) ? value : [value];
    return values.filter((item): item is string => typeof item === 'string');
  });
}

/**
 * The server's refusal of an invitation (expired, used, revoked, or this LINE account is another
 * member's), in its own words; null for any other failure (LINE's token, LINE down), which the
 * invitation has nothing to do with.
 */
export function invitationRefusal(error: ApiError): string[] | null {
  const messages = fieldMessages(error, ['invitation', 'non_field_errors']);
  return messages.length > 0 ? messages : null;
}
