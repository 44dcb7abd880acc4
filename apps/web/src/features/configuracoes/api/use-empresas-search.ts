import {
  ORDEM_EMPRESA,
  type TEmpresaSearchRequestInput,
  type TEmpresaSearchResponse,
  type TOrdemEmpresa,
} from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TListQuery } from '../../../lib/ui/list-query';
import { EMPRESAS_KEY } from './empresas.keys';

function isOrdemEmpresa(value: string): value is TOrdemEmpresa {
  return (ORDEM_EMPRESA as readonly string[]).includes(value);
}

/** The list state as the search payload (01 §3: page, ordem, direcao, qtdItem, filtro; plus `ativo`). */
export function toEmpresaSearch(query: TListQuery): TEmpresaSearchRequestInput {
  return {
    page: query.page,
    ordem: isOrdemEmpresa(query.ordem) ? query.ordem : 'nome',
    direcao: query.direcao,
    qtdItem: query.qtdItem,
    filtro: query.filtro || null,
    ativo: query.ativos,
  };
}

/** POST /api/empresa/search: one page of the company's companies (01 §7). */
export function useEmpresasSearch(query: TListQuery) {
  const body = toEmpresaSearch(query);
  return useQuery({
    queryKey: [...EMPRESAS_KEY, body],
    queryFn: ({ signal }) =>
      apiRequest<TEmpresaSearchResponse>('/empresa/search', { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
  });
}
