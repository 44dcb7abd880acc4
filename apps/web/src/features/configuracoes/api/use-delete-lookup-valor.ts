import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LOOKUP_VALORES_KEY } from './use-lookup-valores';

/** DELETE /api/tipo/valores/{id}: one of the company's own values; refused with the server's message when in use. */
export function useDeleteLookupValor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/tipo/valores/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOOKUP_VALORES_KEY }),
  });
}
