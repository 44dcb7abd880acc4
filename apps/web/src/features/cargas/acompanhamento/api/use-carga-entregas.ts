import type { TCargaEntrega } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { CARGAS_KEY } from '../../api/cargas.keys';
import { isCargaId, retryUnlessNotFound } from '../../api/use-carga-details';

export const cargaEntregasKey = (cargaId: string) => [...CARGAS_KEY, 'entregas', cargaId] as const;

/** GET /api/carga-mongo/{id}/entregas: the load's deliveries (hirings), 02 §3 "Delivery". */
export function useCargaEntregas(cargaId: string | null | undefined) {
  return useQuery({
    queryKey: cargaEntregasKey(cargaId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<TCargaEntrega[]>(`/carga-mongo/${encodeURIComponent(cargaId ?? '')}/entregas`, { signal }),
    enabled: isCargaId(cargaId),
    retry: retryUnlessNotFound,
  });
}
