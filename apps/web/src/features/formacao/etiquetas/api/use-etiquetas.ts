import {
  DEFAULT_PAGE_SIZE,
  DirecaoOrdenacao,
  OrdemPedido,
  PESQUISA_RAPIDA_MIN_CARACTERES,
  type TCargaQuadroCard,
  type TEtiquetasImpressao,
  type THistoricoEtiquetas,
  type TImprimirEtiquetas,
  TIPO_FILTRO_DATA_PEDIDO_PADRAO,
  type TPedidoPagina,
  type TPedidoSearchInput,
  type TPesquisaRapidaResponse,
} from '@embarca/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { businessUnitScopeKey } from '../../../../lib/business-unit.storage';
import { useInvalidatingMutation } from '../../../../lib/crud-mutations';
import { pesquisaRapidaKey } from '../../../cargas/quadro/pesquisa-rapida/api/use-pesquisa-rapida';

/**
 * The labels screen's reads and writes. Keys start with 'formacao' (the module's prefix): a write to the
 * orders refreshes the orders listed here too.
 */
export const ETIQUETAS_KEY = ['formacao', 'etiquetas'] as const;
export const HISTORICO_ETIQUETAS_KEY = [...ETIQUETAS_KEY, 'historico'] as const;
export const historicoEtiquetasKey = (page: number, qtdItem: number) =>
  [...HISTORICO_ETIQUETAS_KEY, page, qtdItem] as const;
export const pedidosParaEtiquetasKey = (body: TPedidoSearchInput) =>
  [...ETIQUETAS_KEY, 'pedidos', body] as const;

const IMPRESSAO_API = '/formacao/etiquetas/impressao';

/** Rows of the history and of the orders list. */
export const HISTORICO_POR_PAGINA = DEFAULT_PAGE_SIZE;
export const PEDIDOS_POR_PAGINA = DEFAULT_PAGE_SIZE;

/** POST /pedido/search's body: the orders matching the terms, newest first, one page. */
export function buscaDePedidos(termos: string, page: number): TPedidoSearchInput {
  return {
    qtdItem: PEDIDOS_POR_PAGINA,
    page,
    ordem: OrdemPedido.dhCriacaoPedido,
    direcao: DirecaoOrdenacao.Descendente,
    query: termos || null,
    dataIni: null,
    dataFim: null,
    tipoFiltroData: TIPO_FILTRO_DATA_PEDIDO_PADRAO,
    apenasComEmpresa: null,
    unidadesNegocio: [],
    caracteristicaId: null,
    tiposFrete: [],
    situacoes: [],
    loteId: null,
    cargaId: null,
  };
}

/** POST /api/formacao/pedido/search: a page of the orders to choose from. */
export function usePedidosParaEtiquetas(termos: string, page: number, { enabled }: { enabled: boolean }) {
  const body = buscaDePedidos(termos, page);
  return useQuery({
    queryKey: pedidosParaEtiquetasKey(body),
    queryFn: ({ signal }) =>
      apiRequest<TPedidoPagina>('/formacao/pedido/search', { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/formacao/etiquetas/impressao?page&qtdItem: the prints, newest first. */
export function useHistoricoEtiquetas(page: number) {
  return useQuery({
    queryKey: historicoEtiquetasKey(page, HISTORICO_POR_PAGINA),
    queryFn: ({ signal }) =>
      apiRequest<THistoricoEtiquetas>(`${IMPRESSAO_API}?page=${page}&qtdItem=${HISTORICO_POR_PAGINA}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/formacao/etiquetas/impressao: the labels of the orders and loads (the print is recorded). */
export const useImprimirEtiquetas = () =>
  useInvalidatingMutation(HISTORICO_ETIQUETAS_KEY, (body: TImprimirEtiquetas) =>
    apiRequest<TEtiquetasImpressao>(IMPRESSAO_API, { method: 'POST', body }),
  );

/** POST /api/formacao/etiquetas/impressao/{id}/reimprimir: a recorded print again (recorded too). */
export const useReimprimirEtiquetas = () =>
  useInvalidatingMutation(HISTORICO_ETIQUETAS_KEY, (id: string) =>
    apiRequest<TEtiquetasImpressao>(`${IMPRESSAO_API}/${id}/reimprimir`, { method: 'POST' }),
  );

/**
 * The quick search's term for a load code: digits padded with zeros to the search's minimum length
 * ('42' → '0042': the API reads a number term as the code, so short codes are found too); anything else
 * as typed (an identifier code).
 */
export function termoDaCarga(codigo: string): string {
  const termo = codigo.trim();
  return /^\d+$/.test(termo) ? termo.padStart(PESQUISA_RAPIDA_MIN_CARACTERES, '0') : termo;
}

/** Whether a quick search card is the load typed: its code (a number) or its identifier code. */
export function ehACarga(card: TCargaQuadroCard, codigo: string): boolean {
  const termo = codigo.trim();
  if (/^\d+$/.test(termo)) return card.codigo === Number(termo);
  return (card.codigoIdentificador ?? '').toUpperCase() === termo.toUpperCase();
}

/**
 * The load of a code through the shell's quick search (GET /api/carga-mongo/pesquisa-rapida, the same
 * cache as the search dialog), or null when no visible load has it.
 */
export async function buscarCargaPorCodigo(
  queryClient: QueryClient,
  codigo: string,
): Promise<TCargaQuadroCard | null> {
  const termo = termoDaCarga(codigo);
  const resposta = await queryClient.fetchQuery({
    queryKey: pesquisaRapidaKey(termo, businessUnitScopeKey()),
    queryFn: ({ signal }) =>
      apiRequest<TPesquisaRapidaResponse>(`/carga-mongo/pesquisa-rapida?termo=${encodeURIComponent(termo)}`, {
        signal,
      }),
    staleTime: 30_000,
  });
  return resposta.items.find((card) => ehACarga(card, codigo)) ?? null;
}
