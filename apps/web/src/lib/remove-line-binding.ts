import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { memberKeys } from './query-keys.ts';

/**
 * Unbinds a member's LINE account: the member is signed out everywhere and binds again with an
 * invitation or an approved claim. One route for staff and Admins; the server's role rules decide
 * who may unbind whom (ADR 25).
 */
export function removeLineBinding(memberId: number) {
  return apiRequest(apiRoutes.removeLineBinding, { params: { memberId: String(memberId) } });
}

/**
 * The one unbinding of the participant list, the LINE accounts tab and the back office, which do
 * not import each other. It refreshes the staff's list of bindings, whichever screen unbound;
 * `refreshScreen` refreshes what the calling screen shows besides (its own query keys).
 */
export function useRemoveLineBinding(refreshScreen?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLineBinding,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: memberKeys.lineBindings() }), refreshScreen?.()]),
  });
}
