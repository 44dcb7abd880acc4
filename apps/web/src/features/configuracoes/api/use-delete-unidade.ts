import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { UNIDADES_KEY } from './unidades.keys';

/** DELETE /api/unidade-negocio/{id}. */
export function useDeleteUnidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/unidade-negocio/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNIDADES_KEY }),
  });
}
