import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

/** GET /api/payment/unvalidated-member/: members with slips waiting for staff, by name. */
export function getUnvalidatedMembers(signal?: AbortSignal) {
  return apiRequest(apiRoutes.unvalidatedMembers, { signal });
}

export type UnvalidatedMember = RouteResponse<typeof apiRoutes.unvalidatedMembers>[number];
export type UnpaidRegistration = UnvalidatedMember['unpaid_registrations'][number];

export const unvalidatedMembersQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.unvalidatedMembers(),
    queryFn: ({ signal }) => getUnvalidatedMembers(signal),
  });

export function useUnvalidatedMembers() {
  return useQuery(unvalidatedMembersQueryOptions());
}
