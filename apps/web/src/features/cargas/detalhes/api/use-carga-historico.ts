import type { TCargaHistoricoItem } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { cargaHistoricoKey } from '../../api/cargas.keys';
import { isCargaId, retryUnlessNotFound } from '../../api/use-carga-details';

/** GET /api/carga-mongo/{id}/historico: the load's history entries (the API sends them newest first). */
export function useCargaHistorico(cargaId: string | null | undefined) {
  return useQuery({
    queryKey: cargaHistoricoKey(cargaId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<TCargaHistoricoItem[]>(`/carga-mongo/${encodeURIComponent(cargaId ?? '')}/historico`, {
        signal,
      }),
    enabled: isCargaId(cargaId),
    retry: retryUnlessNotFound,
  });
}
