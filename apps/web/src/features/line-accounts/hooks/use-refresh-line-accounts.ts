import { useQueryClient } from '@tanstack/react-query';
import { lineAccountKeys } from '../api/query-keys.ts';

/**
 * Every change here can touch both lists: approving a claim binds a member, inviting or unbinding
 * changes a member's state, and a member bound another way turns a claim's problem on.
 */
export function useRefreshLineAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: lineAccountKeys.claims() }),
      queryClient.invalidateQueries({ queryKey: lineAccountKeys.members() }),
    ]);
}
