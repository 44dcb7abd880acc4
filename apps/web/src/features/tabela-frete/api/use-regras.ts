import type { TRegraCalculoFrete, TRegraCalculoFreteRequest } from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useDeleteMutation, useSaveMutation } from '../../../lib/crud-mutations';
import type { TListQuery } from '../../../lib/ui/list-query';
import { REGRAS_KEY, TABELA_FRETE_API, type TPagina } from './tabela-frete.keys';

const REGRAS = `${TABELA_FRETE_API}/regras`;

/** POST /api/tabela-frete/regras/search: one page of the company's calculation rules. */
export function useRegrasSearch(query: Pick<TListQuery, 'page' | 'qtdItem' | 'filtro'>) {
  const body = { page: query.page, qtdItem: query.qtdItem, filtro: query.filtro || null };
  return useQuery({
    queryKey: [...REGRAS_KEY, 'search', body],
    queryFn: ({ signal }) =>
      apiRequest<TPagina<TRegraCalculoFrete>>(`${REGRAS}/search`, { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/tabela-frete/regras/{id}. */
export function useRegra(id: string | null) {
  return useQuery({
    queryKey: [...REGRAS_KEY, 'uma', id],
    queryFn: ({ signal }) => apiRequest<TRegraCalculoFrete>(`${REGRAS}/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

/** POST /api/tabela-frete/regras or PUT /api/tabela-frete/regras/{id}. */
export const useSaveRegra = () =>
  useSaveMutation<TRegraCalculoFreteRequest, TRegraCalculoFrete>(REGRAS, REGRAS_KEY);

/** DELETE /api/tabela-frete/regras/{id} (refused while a table uses it). */
export const useExcluirRegra = () => useDeleteMutation<{ message: string }>(REGRAS, REGRAS_KEY);
