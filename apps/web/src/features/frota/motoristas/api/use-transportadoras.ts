import { type TEmpresaResumo, TipoVinculo } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/empresa/search-ativas: the company's active carriers (a third-party driver's carrier). */
export function useTransportadorasDoMotorista(enabled = true) {
  return useQuery({
    queryKey: ['empresa', 'search-ativas', 'transportadoras', 'motoristas'],
    queryFn: ({ signal }) =>
      apiRequest<TEmpresaResumo[]>('/empresa/search-ativas', {
        method: 'POST',
        body: { tipoVinculo: TipoVinculo.Transportadora },
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}
