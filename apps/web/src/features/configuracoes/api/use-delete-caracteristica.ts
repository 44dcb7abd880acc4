import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CARACTERISTICAS_KEY } from './caracteristicas.keys';

/** DELETE /api/caracteristica/{id}: refused with the server's message when the characteristic is in use. */
export function useDeleteCaracteristica() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/caracteristica/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARACTERISTICAS_KEY }),
  });
}
