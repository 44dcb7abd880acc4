import { type TEmpresa, type TEmpresaResumo, TipoVinculo } from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

const TRANSPORTADORAS_KEY = ['cargas', 'filtros', 'transportadoras'] as const;

/** POST /api/empresa/search-ativas: the company's active carriers whose name or CNPJ matches (≤ 50). */
export function useTransportadorasBusca(filtro: string) {
  const body = { filtro: filtro.trim() || null, tipoVinculo: TipoVinculo.Transportadora };
  return useQuery({
    queryKey: [...TRANSPORTADORAS_KEY, body.filtro],
    queryFn: ({ signal }) =>
      apiRequest<TEmpresaResumo[]>('/empresa/search-ativas', { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET /api/empresa/{id}: the chosen carrier's name when the filter comes from the URL. */
export function useTransportadora(id: string | undefined) {
  return useQuery({
    queryKey: [...TRANSPORTADORAS_KEY, 'id', id],
    queryFn: ({ signal }) => apiRequest<TEmpresa>(`/empresa/${id}`, { signal }),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
