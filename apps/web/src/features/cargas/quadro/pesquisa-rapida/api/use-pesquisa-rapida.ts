import { type TPesquisaRapidaResponse, termoPesquisaValido } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/api-client';
import { businessUnitScopeKey } from '../../../../../lib/business-unit.storage';
import { useBusinessUnitScopeKey } from '../../../../../lib/use-business-unit-scope';
import { CARGAS_KEY } from '../../../api/cargas.keys';

/** Under CARGAS_KEY: a change to a load refreshes an open search too; keyed by the business-unit scope. */
export const pesquisaRapidaKey = (termo: string, escopo: string = businessUnitScopeKey()) =>
  [...CARGAS_KEY, 'pesquisa-rapida', termo, escopo] as const;

/**
 * GET /api/carga-mongo/pesquisa-rapida?termo=…: the load cards matching the term (01 §2 quick search).
 * Runs only for a term of more than 3 characters. A new term makes the previous query unobserved and
 * TanStack Query aborts its request (the signal is handed to fetch), so a late answer never shows.
 */
export function usePesquisaRapida(termo: string) {
  const busca = termo.trim();
  const escopo = useBusinessUnitScopeKey();
  return useQuery({
    queryKey: pesquisaRapidaKey(busca, escopo),
    queryFn: ({ signal }) =>
      apiRequest<TPesquisaRapidaResponse>(`/carga-mongo/pesquisa-rapida?termo=${encodeURIComponent(busca)}`, {
        signal,
      }),
    enabled: termoPesquisaValido(busca),
    staleTime: 30_000,
  });
}
