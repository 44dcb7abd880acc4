import type { TCaracteristica, TCaracteristicaRequest } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CARACTERISTICAS_KEY } from './caracteristicas.keys';

/** POST /api/caracteristica or PUT /api/caracteristica/{id}. */
export function useSaveCaracteristica() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | undefined; body: TCaracteristicaRequest }) =>
      id
        ? apiRequest<TCaracteristica>(`/caracteristica/${id}`, { method: 'PUT', body })
        : apiRequest<TCaracteristica>('/caracteristica', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARACTERISTICAS_KEY }),
  });
}
