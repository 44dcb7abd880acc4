import type { TEmpresa, TEmpresaResumo, TTipoVinculo } from '@embarca/domain';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../../lib/api-client';
import { empresaKey, empresasAtivasKey } from './cadastro-carga.keys';

/**
 * POST /api/empresa/search-ativas {filtro, tipoVinculo}: the company's active companies whose name or
 * CNPJ matches (≤ 50). Without `tipoVinculo` the endpoint's default applies: every link but sellers —
 * the route points' companies; `TipoVinculo.Transportadora` gives the carriers of a directed load.
 */
export function useEmpresasAtivas(filtro: string, tipoVinculo: TTipoVinculo | null = null) {
  const body = { filtro: filtro.trim() || null, ...(tipoVinculo ? { tipoVinculo } : {}) };
  return useQuery({
    queryKey: empresasAtivasKey(tipoVinculo, body.filtro ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<TEmpresaResumo[]>('/empresa/search-ativas', { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

const empresaQuery = (empresaId: string) => ({
  queryKey: empresaKey(empresaId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<TEmpresa>(`/empresa/${encodeURIComponent(empresaId)}`, { signal }),
  staleTime: 5 * 60_000,
  retry: false,
});

/** GET /api/empresa/{id} for each id: the names of chosen companies no search result lists. */
export function useEmpresas(ids: readonly string[]) {
  return useQueries({ queries: ids.map((id) => empresaQuery(id)) });
}

/** Reads one company (cached): its address fills a route point when it is chosen. */
export function useBuscarEmpresa() {
  const queryClient = useQueryClient();
  return useCallback((empresaId: string) => queryClient.fetchQuery(empresaQuery(empresaId)), [queryClient]);
}
