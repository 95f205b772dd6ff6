import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { type Visit, visitQueryOptions } from './get-visit.ts';
import { withLinkMessage } from './visit-errors.ts';

/**
 * A change the visitor makes through their link. Every visitor route answers the whole page
 * (TVisit), which goes straight into the page's query. A refusal other than a field's reloads the
 * page (awaited, so the button spins until it shows): "already registered", "a slip is waiting", a
 * new notice or an expired link all mean the page on screen is out of date.
 */
export function useVisitMutation<TVariables>(token: string, send: (variables: TVariables) => Promise<Visit>) {
  const queryClient = useQueryClient();
  const { queryKey } = visitQueryOptions(token);
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      try {
        return await send(variables);
      } catch (error) {
        throw withLinkMessage(error);
      }
    },
    onSuccess: (visit) => queryClient.setQueryData(queryKey, visit),
    onError: (error) => (fieldErrorsFromApi(error) === null ? queryClient.invalidateQueries({ queryKey }) : undefined),
  });
}
