import type { TModeloCargaListaItem } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { MODELOS_CARGA_KEY } from './modelos.keys';

/** GET /api/carga-modelo: the company's active cargo templates ({descricao, id, model}), by description. */
export function useModelosCarga(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: MODELOS_CARGA_KEY,
    queryFn: ({ signal }) => apiRequest<TModeloCargaListaItem[]>('/carga-modelo', { signal }),
    staleTime: 60_000,
    enabled: options.enabled ?? true,
  });
}
