import {
  OrdemPedido,
  TIPO_FILTRO_DATA_PEDIDO_PADRAO,
  type TOrdemPedido,
  type TPedidoLoteTotalizadores,
  type TPedidoPagina,
  type TPedidoSearchInput,
  type TPedidoTotalizadorUnidade,
  type TSituacaoPedido,
  type TTipoFiltroDataPedido,
  type TTipoFrete,
} from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { TListQuery } from '../../../../lib/ui/list-query';
import { loteTotaisKey, PEDIDO_API, pedidosSearchKey, pedidosTotaisKey } from './pedidos.keys';

/** The orders list's filters beside the page and the sort (02 §5). Dates as the inputs keep them: 'yyyy-MM-dd'. */
export interface TFiltrosPedido {
  /** The applied terms: empty or at least 3 characters (MESSAGES.minSearchLength). */
  termos: string;
  tipoFiltroData: TTipoFiltroDataPedido;
  dataIni: string | null;
  dataFim: string | null;
  /** true: only orders to a registered company; false: only without; null: all. */
  comEmpresa: boolean | null;
  unidadeId: string | null;
  caracteristicaId: string | null;
  tiposFrete: TTipoFrete[];
  situacoes: TSituacaoPedido[];
}

export const FILTROS_PEDIDO_VAZIOS: TFiltrosPedido = {
  termos: '',
  tipoFiltroData: TIPO_FILTRO_DATA_PEDIDO_PADRAO,
  dataIni: null,
  dataFim: null,
  comEmpresa: null,
  unidadeId: null,
  caracteristicaId: null,
  tiposFrete: [],
  situacoes: [],
};

/** 'yyyy-MM-dd' → 'DD/MM/YYYY' (the API's dates, 02 §5); null stays null. */
export function dataBr(iso: string | null): string | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

const ORDENS = Object.values(OrdemPedido) as string[];

/** POST /pedido/search's body from the list's page and sort and the filters. */
export function toPedidoSearch(query: TListQuery, filtros: TFiltrosPedido): TPedidoSearchInput {
  const ordem = (ORDENS.includes(query.ordem) ? query.ordem : OrdemPedido.dhCriacaoPedido) as TOrdemPedido;
  return {
    qtdItem: query.qtdItem,
    page: query.page,
    ordem,
    direcao: query.direcao,
    query: filtros.termos || null,
    dataIni: dataBr(filtros.dataIni),
    dataFim: dataBr(filtros.dataFim),
    tipoFiltroData: filtros.tipoFiltroData,
    apenasComEmpresa: filtros.comEmpresa,
    unidadesNegocio: filtros.unidadeId ? [filtros.unidadeId] : [],
    caracteristicaId: filtros.caracteristicaId,
    tiposFrete: filtros.tiposFrete,
    situacoes: filtros.situacoes,
    loteId: null,
    cargaId: null,
  };
}

/** POST /api/formacao/pedido/search: one page of the orders. */
export function usePedidosSearch(query: TListQuery, filtros: TFiltrosPedido) {
  const body = toPedidoSearch(query, filtros);
  return useQuery({
    queryKey: pedidosSearchKey(body),
    queryFn: ({ signal }) =>
      apiRequest<TPedidoPagina>(`${PEDIDO_API}/search`, { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The query string of the totals: the same terms and period as the list. */
export function totaisQueryString(filtros: TFiltrosPedido): string {
  const params = new URLSearchParams();
  if (filtros.termos) params.set('terms', filtros.termos);
  const ini = dataBr(filtros.dataIni);
  const fim = dataBr(filtros.dataFim);
  if (ini) params.set('dataIni', ini);
  if (fim) params.set('dataFim', fim);
  params.set('tipoFiltroData', filtros.tipoFiltroData);
  return params.toString();
}

/** GET /api/formacao/pedido/totalizador/unidade-negocio: per unit, the open, drafted and loaded orders. */
export function usePedidosTotaisPorUnidade(filtros: TFiltrosPedido) {
  const qs = totaisQueryString(filtros);
  return useQuery({
    queryKey: pedidosTotaisKey(qs),
    queryFn: ({ signal }) =>
      apiRequest<TPedidoTotalizadorUnidade>(`${PEDIDO_API}/totalizador/unidade-negocio?${qs}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/formacao/pedido/lote/{id}/totalizadores: a lot order against its subdivisions. */
export function useLoteTotalizadores(loteId: string | null) {
  return useQuery({
    queryKey: loteTotaisKey(loteId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<TPedidoLoteTotalizadores>(`${PEDIDO_API}/lote/${loteId}/totalizadores`, { signal }),
    enabled: Boolean(loteId),
  });
}
