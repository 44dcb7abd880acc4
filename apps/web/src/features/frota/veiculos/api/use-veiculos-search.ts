import {
  ORDEM_VEICULO,
  type TOrdemVeiculo,
  type TVeiculoSearchRequestInput,
  type TVeiculoSearchResponse,
} from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { TListQuery } from '../../../../lib/ui/list-query';
import { VEICULOS_KEY } from './veiculos.keys';

/** The list's own filters beside the search text and the active filter. */
export interface TFiltrosVeiculo {
  cadastro: 'veiculo' | 'equipamento' | null;
  tipoVeiculo: number | null;
  tipoCarroceria: number | null;
  transportadoraEmpresaId: string | null;
  emUso: boolean | null;
}

export const FILTROS_VEICULO_VAZIOS: TFiltrosVeiculo = {
  cadastro: null,
  tipoVeiculo: null,
  tipoCarroceria: null,
  transportadoraEmpresaId: null,
  emUso: null,
};

export function toVeiculoSearch(query: TListQuery, filtros: TFiltrosVeiculo): TVeiculoSearchRequestInput {
  const ordem = (ORDEM_VEICULO as readonly string[]).includes(query.ordem)
    ? (query.ordem as TOrdemVeiculo)
    : 'placa';
  return {
    page: query.page,
    ordem,
    direcao: query.direcao,
    qtdItem: query.qtdItem,
    filtro: query.filtro || null,
    ativo: query.ativos,
    ...filtros,
  };
}

/** POST /api/frota/veiculos/search: one page of the company's vehicles and equipment. */
export function useVeiculosSearch(query: TListQuery, filtros: TFiltrosVeiculo) {
  const body = toVeiculoSearch(query, filtros);
  return useQuery({
    queryKey: [...VEICULOS_KEY, 'search', body],
    queryFn: ({ signal }) =>
      apiRequest<TVeiculoSearchResponse>('/frota/veiculos/search', { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
  });
}
