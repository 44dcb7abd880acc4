import {
  ORDEM_CARACTERISTICA,
  type TCaracteristica,
  type TCaracteristicaSearchRequestInput,
  type TTipoCaracteristica,
} from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TListQuery } from '../../../lib/ui/list-query';
import { CARACTERISTICAS_KEY } from './caracteristicas.keys';

type TOrdem = (typeof ORDEM_CARACTERISTICA)[number];

export interface TCaracteristicaPage {
  items: TCaracteristica[];
  total: number;
  page: number;
  qtdItem: number;
}

export function toCaracteristicaSearch(
  query: TListQuery,
  tipo: TTipoCaracteristica | null,
): TCaracteristicaSearchRequestInput {
  const ordem = (ORDEM_CARACTERISTICA as readonly string[]).includes(query.ordem)
    ? (query.ordem as TOrdem)
    : 'descricao';
  return {
    page: query.page,
    ordem,
    direcao: query.direcao,
    qtdItem: query.qtdItem,
    descricao: query.filtro || null,
    tipo: tipo ? [tipo] : null,
    ativo: query.ativos,
  };
}

/** POST /api/caracteristica/search: one page of the company's characteristics (02 §7). */
export function useCaracteristicasSearch(query: TListQuery, tipo: TTipoCaracteristica | null) {
  const body = toCaracteristicaSearch(query, tipo);
  return useQuery({
    queryKey: [...CARACTERISTICAS_KEY, body],
    queryFn: ({ signal }) =>
      apiRequest<TCaracteristicaPage>('/caracteristica/search', { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
  });
}
