import {
  ORDEM_MOTORISTA,
  type TFiltroCnh,
  type TMotoristaSearchRequestInput,
  type TMotoristaSearchResponse,
  type TOrdemMotorista,
} from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { TListQuery } from '../../../../lib/ui/list-query';
import { MOTORISTAS_KEY } from './motoristas.keys';

/** The list's extra filters (besides the text and the active filter). */
export interface TMotoristaFiltros {
  cnhCategoria: string | null;
  visibilidade: number | null;
  transportadoraEmpresaId: string | null;
  cnh: TFiltroCnh | null;
}

export const FILTROS_VAZIOS: TMotoristaFiltros = {
  cnhCategoria: null,
  visibilidade: null,
  transportadoraEmpresaId: null,
  cnh: null,
};

function isOrdem(value: string): value is TOrdemMotorista {
  return (ORDEM_MOTORISTA as readonly string[]).includes(value);
}

/** The list state as the search payload. */
export function toMotoristaSearch(
  query: TListQuery,
  filtros: TMotoristaFiltros,
): TMotoristaSearchRequestInput {
  return {
    page: query.page,
    ordem: isOrdem(query.ordem) ? query.ordem : 'nome',
    direcao: query.direcao,
    qtdItem: query.qtdItem,
    filtro: query.filtro || null,
    ativo: query.ativos,
    cnhCategoria: (filtros.cnhCategoria as TMotoristaSearchRequestInput['cnhCategoria']) ?? null,
    visibilidade: (filtros.visibilidade as TMotoristaSearchRequestInput['visibilidade']) ?? null,
    transportadoraEmpresaId: filtros.transportadoraEmpresaId,
    cnh: filtros.cnh,
  };
}

/** POST /api/frota/motoristas/search: one page of the company's drivers. */
export function useMotoristasSearch(query: TListQuery, filtros: TMotoristaFiltros) {
  const body = toMotoristaSearch(query, filtros);
  return useQuery({
    queryKey: [...MOTORISTAS_KEY, body],
    queryFn: ({ signal }) =>
      apiRequest<TMotoristaSearchResponse>('/frota/motoristas/search', { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
  });
}
