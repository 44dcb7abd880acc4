import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** A write whose success makes every query under `queryKey` read again (the lists show the change). */
export function useInvalidatingMutation<TVariables, TResult>(
  queryKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** What a save sends: no id creates, an id updates. */
export interface TSaveVariables<TBody> {
  id?: string | null;
  body: TBody;
}

/** POST `path` (create) or PUT `path/{id}` (update), e.g. `/empresa`. */
export function useSaveMutation<TBody, TResult>(path: string, queryKey: QueryKey) {
  return useInvalidatingMutation(queryKey, ({ id, body }: TSaveVariables<TBody>) =>
    id
      ? apiRequest<TResult>(`${path}/${id}`, { method: 'PUT', body })
      : apiRequest<TResult>(path, { method: 'POST', body }),
  );
}

/** DELETE `path/{id}`: a refusal (in use, oneself) comes back with the server's message. */
export function useDeleteMutation<TResult = unknown>(path: string, queryKey: QueryKey) {
  return useInvalidatingMutation(queryKey, (id: string) =>
    apiRequest<TResult>(`${path}/${id}`, { method: 'DELETE' }),
  );
}

/** PATCH `path/{id}/ativar` or `path/{id}/desativar`. */
export function useActivationMutation(path: string, queryKey: QueryKey) {
  return useInvalidatingMutation(queryKey, ({ id, ativar }: { id: string; ativar: boolean }) =>
    apiRequest<unknown>(`${path}/${id}/${ativar ? 'ativar' : 'desativar'}`, { method: 'PATCH' }),
  );
}
