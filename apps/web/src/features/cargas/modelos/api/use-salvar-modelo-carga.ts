import type { TModeloCargaRequestInput, TModeloCargaSaveResponse } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { MODELOS_CARGA_KEY } from './modelos.keys';

/** POST /api/carga-modelo, or PUT /api/carga-modelo/{id} when an id is given. */
export function useSalvarModeloCarga() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TModeloCargaRequestInput }) =>
      id
        ? apiRequest<TModeloCargaSaveResponse>(`/carga-modelo/${id}`, { method: 'PUT', body })
        : apiRequest<TModeloCargaSaveResponse>('/carga-modelo', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MODELOS_CARGA_KEY }),
  });
}
