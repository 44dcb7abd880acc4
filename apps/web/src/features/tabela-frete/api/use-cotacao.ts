import type { TCotacaoFreteRequest, TCotacaoFreteResponse, TCotacaoFreteSalva } from '@embarca/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/crud-mutations';
import type { TListQuery } from '../../../lib/ui/list-query';
import { COTACOES_KEY, TABELA_FRETE_API, type TPagina } from './tabela-frete.keys';

/** A saved quote as the list shows it. */
export interface TCotacaoFreteResumo {
  id: string;
  numero: number;
  criadoEm: string;
  usuarioNome: string;
  origem: string;
  destino: string;
  pesoKg: string;
  qtdPrecos: number;
  melhorTotal: string | null;
}

/** POST /api/tabela-frete/cotacao: the prices of every table that serves the lane (nothing written). */
export const useCotar = () =>
  useMutation({
    mutationFn: (body: TCotacaoFreteRequest) =>
      apiRequest<TCotacaoFreteResponse>(`${TABELA_FRETE_API}/cotacao`, { method: 'POST', body }),
  });

/** POST /api/tabela-frete/cotacoes { entrada }: keeps the quote (priced again by the API) with a number. */
export const useSalvarCotacao = () =>
  useInvalidatingMutation(COTACOES_KEY, (entrada: TCotacaoFreteRequest) =>
    apiRequest<TCotacaoFreteSalva>(`${TABELA_FRETE_API}/cotacoes`, { method: 'POST', body: { entrada } }),
  );

/** GET /api/tabela-frete/cotacoes/{id}: a saved quote with its input and result. */
export function useCotacaoSalva(id: string | null) {
  return useQuery({
    queryKey: [...COTACOES_KEY, 'uma', id],
    queryFn: ({ signal }) => apiRequest<TCotacaoFreteSalva>(`${TABELA_FRETE_API}/cotacoes/${id}`, { signal }),
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}

/** POST /api/tabela-frete/cotacoes/search: one page of the company's saved quotes, newest first. */
export function useCotacoesSearch(query: TListQuery) {
  const body = { page: query.page, qtdItem: query.qtdItem, filtro: query.filtro || null };
  return useQuery({
    queryKey: [...COTACOES_KEY, 'search', body],
    queryFn: ({ signal }) =>
      apiRequest<TPagina<TCotacaoFreteResumo>>(`${TABELA_FRETE_API}/cotacoes/search`, {
        method: 'POST',
        body,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
