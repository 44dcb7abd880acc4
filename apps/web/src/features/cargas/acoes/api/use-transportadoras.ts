import { type TEmpresaResumo, TipoVinculo } from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/**
 * POST /api/empresa/search-ativas {tipoVinculo: 2, filtro}: the company's active carriers (the allocation's
 * type 2), up to the endpoint's 50, narrowed by the typed text.
 */
export function useTransportadorasAtivas(filtro: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['empresa', 'search-ativas', 'transportadoras', filtro],
    queryFn: ({ signal }) =>
      apiRequest<TEmpresaResumo[]>('/empresa/search-ativas', {
        method: 'POST',
        body: { tipoVinculo: TipoVinculo.Transportadora, ...(filtro ? { filtro } : {}) },
        signal,
      }),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
