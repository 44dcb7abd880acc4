import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { MODELOS_CARGA_KEY } from './modelos.keys';

/** DELETE /api/carga-modelo/{id}: the template leaves the lists (lots made with it keep their loads). */
export function useExcluirModeloCarga() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>(`/carga-modelo/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MODELOS_CARGA_KEY }),
  });
}
