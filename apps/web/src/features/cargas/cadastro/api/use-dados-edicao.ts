import type { TDadosEdicaoCarga } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { isCargaId, retryUnlessNotFound } from '../../api/use-carga-details';
import { dadosEdicaoKey } from './cadastro-carga.keys';

/**
 * GET /api/carga-mongo/{id}/dadosEdicao: the edit form's values, the load's code, situacao and version.
 * Not refetched on focus: the form is filled once (and again only on 'Recarregar'), so a silent refetch
 * would only make the version the form sends disagree with the values it shows.
 */
export function useDadosEdicao(cargaId: string | null | undefined) {
  return useQuery({
    queryKey: dadosEdicaoKey(cargaId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<TDadosEdicaoCarga>(`/carga-mongo/${encodeURIComponent(cargaId ?? '')}/dadosEdicao`, {
        signal,
      }),
    enabled: isCargaId(cargaId),
    retry: retryUnlessNotFound,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
