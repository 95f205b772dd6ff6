import { useQueryClient } from '@tanstack/react-query';
import { lineAccountMembersQueryOptions } from '../api/get-line-account-members.ts';
import { lineClaimsQueryOptions } from '../api/get-line-claims.ts';

/**
 * Every change here can touch both lists: approving a claim binds a member, inviting or unbinding
 * changes a member's state, and a member bound another way turns a claim's problem on.
 */
export function useRefreshLineAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: lineClaimsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: lineAccountMembersQueryOptions().queryKey }),
    ]);
}
