import type { TRegiaoFrete, TRegiaoFreteRequest } from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useDeleteMutation, useSaveMutation } from '../../../lib/crud-mutations';
import type { TListQuery } from '../../../lib/ui/list-query';
import { REGIOES_KEY, TABELA_FRETE_API, type TPagina } from './tabela-frete.keys';

const REGIOES = `${TABELA_FRETE_API}/regioes`;

/** POST /api/tabela-frete/regioes/search: one page of the company's regions. */
export function useRegioesSearch(query: Pick<TListQuery, 'page' | 'qtdItem' | 'filtro'>) {
  const body = { page: query.page, qtdItem: query.qtdItem, filtro: query.filtro || null };
  return useQuery({
    queryKey: [...REGIOES_KEY, 'search', body],
    queryFn: ({ signal }) =>
      apiRequest<TPagina<TRegiaoFrete>>(`${REGIOES}/search`, { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The regions to choose from (a rule's components, a table line's lane): the first 100 by name. */
export const useRegioesParaSelecao = () => useRegioesSearch({ page: 1, qtdItem: 100, filtro: '' });

/** GET /api/tabela-frete/regioes/{id}. */
export function useRegiao(id: string | null) {
  return useQuery({
    queryKey: [...REGIOES_KEY, 'uma', id],
    queryFn: ({ signal }) => apiRequest<TRegiaoFrete>(`${REGIOES}/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

/** POST /api/tabela-frete/regioes or PUT /api/tabela-frete/regioes/{id}. */
export const useSaveRegiao = () => useSaveMutation<TRegiaoFreteRequest, TRegiaoFrete>(REGIOES, REGIOES_KEY);

/** DELETE /api/tabela-frete/regioes/{id} (refused while a table uses it). */
export const useExcluirRegiao = () => useDeleteMutation<{ message: string }>(REGIOES, REGIOES_KEY);
