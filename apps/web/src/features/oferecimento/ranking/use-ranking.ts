import type { TRankingResponse } from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useBusinessUnitScopeKey } from '../../../lib/use-business-unit-scope';

/** The ranking's period as the API takes it: São Paulo days 'yyyy-MM-dd' (empty: the API's default). */
export interface TPeriodoRanking {
  inicio: string | null;
  fim: string | null;
}

export const RANKING_KEY = ['oferecimento', 'ranking'] as const;
const RANKING_API = '/oferecimento/ranking';

/** The query string of a period ('?inicio=…&fim=…', or '' for the default period). */
export function consultaDoPeriodo(periodo: TPeriodoRanking): string {
  const params = new URLSearchParams();
  if (periodo.inicio) params.set('inicio', periodo.inicio);
  if (periodo.fim) params.set('fim', periodo.fim);
  const texto = params.toString();
  return texto ? `?${texto}` : '';
}

/**
 * GET /api/oferecimento/ranking: the carriers ranked over the period, in the business-unit scope the
 * requests carry (a change of unit or filter reads it again).
 */
export function useRanking(periodo: TPeriodoRanking) {
  const escopo = useBusinessUnitScopeKey();
  return useQuery({
    queryKey: [...RANKING_KEY, periodo.inicio, periodo.fim, escopo],
    queryFn: ({ signal }) =>
      apiRequest<TRankingResponse>(`${RANKING_API}${consultaDoPeriodo(periodo)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/oferecimento/ranking/exportar: the same ranking as an .xlsx. */
export const baixarRanking = (periodo: TPeriodoRanking) =>
  apiRequest<Blob>(`${RANKING_API}/exportar${consultaDoPeriodo(periodo)}`, { responseType: 'blob' });
