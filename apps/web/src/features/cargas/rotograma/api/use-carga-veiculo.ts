import { INTERVALO_ATUALIZACAO_MAPA_MS, type TCargaVeiculo, type TSugestaoVeiculos } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { isCargaId, retryUnlessNotFound } from '../../api/use-carga-details';
import { cargaVeiculoKey, sugestaoVeiculosKey } from './rotograma.keys';

const base = '/carga-mongo';

/**
 * GET /api/carga-mongo/{id}/veiculo: the load's vehicle, driver and last position. While `acompanhar` (a
 * vehicle on the road) it is read again every 60,000 ms (02 §9).
 */
export function useCargaVeiculo(cargaId: string, options: { enabled: boolean; acompanhar: boolean }) {
  return useQuery({
    queryKey: cargaVeiculoKey(cargaId),
    queryFn: ({ signal }) =>
      apiRequest<TCargaVeiculo>(`${base}/${encodeURIComponent(cargaId)}/veiculo`, { signal }),
    enabled: options.enabled && isCargaId(cargaId),
    refetchInterval: options.acompanhar ? INTERVALO_ATUALIZACAO_MAPA_MS : false,
    retry: retryUnlessNotFound,
  });
}

/** GET /api/carga-mongo/veiculo/{id}/sugerir ({id} = the load): the fleet's vehicles that fit, best first. */
export function useSugestaoVeiculos(cargaId: string) {
  return useQuery({
    queryKey: sugestaoVeiculosKey(cargaId),
    queryFn: ({ signal }) =>
      apiRequest<TSugestaoVeiculos>(`${base}/veiculo/${encodeURIComponent(cargaId)}/sugerir`, { signal }),
    enabled: isCargaId(cargaId),
    retry: retryUnlessNotFound,
  });
}
