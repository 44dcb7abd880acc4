import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CARACTERISTICAS_KEY } from './caracteristicas.keys';

/** PATCH /api/caracteristica/{id}/ativar | desativar. */
export function useToggleCaracteristica() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ativar }: { id: string; ativar: boolean }) =>
      apiRequest<unknown>(`/caracteristica/${id}/${ativar ? 'ativar' : 'desativar'}`, { method: 'PATCH' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARACTERISTICAS_KEY }),
  });
}
