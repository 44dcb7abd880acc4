import type { TUnidadeNegocioDetalhe, TUnidadeNegocioRequest } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { UNIDADES_KEY } from './unidades.keys';

export interface TSaveUnidade {
  id: string | undefined;
  body: TUnidadeNegocioRequest;
}

/** POST /api/unidade-negocio (create) or PUT /api/unidade-negocio/{id} (update). */
export function useSaveUnidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: TSaveUnidade) =>
      id
        ? apiRequest<TUnidadeNegocioDetalhe>(`/unidade-negocio/${id}`, { method: 'PUT', body })
        : apiRequest<TUnidadeNegocioDetalhe>('/unidade-negocio', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNIDADES_KEY }),
  });
}
