import { zEnumCode } from '../shared/enum';

/**
 * Load formation (02 §2–§4, §7; issue 21): the codes of orders (pedidos) and drafts (minutas). The spec
 * names `tipoLote`, `tipoFiltroData` and the default date filter `dhCriacaoPedido`; the codes are ours
 * (ARCHITECTURE.md "Load formation").
 */

/**
 * An order's lot type. A lot order (pedido de lote) is a contract quantity delivered over several loads: it
 * never goes into a draft itself (02 §4 "Lots are invalid"); its subdivisions (`pedidoOrigemId`) do, and
 * `GET /pedido/lote/{id}/totalizadores` adds them up.
 */
export const TipoLotePedido = { Lote: 1 } as const;
export type TTipoLotePedido = (typeof TipoLotePedido)[keyof typeof TipoLotePedido];
export const ZTipoLotePedido = zEnumCode(TipoLotePedido);
export const TIPO_LOTE_PEDIDO_LABELS: Record<TTipoLotePedido, string> = { 1: 'Pedido de lote' };

/** Where an order is: derived from `ativo`, `minutaId` and `cargaId` (never stored). */
export const SituacaoPedido = { Aberto: 1, EmMinuta: 2, EmCarga: 3, Inativo: 4 } as const;
export type TSituacaoPedido = (typeof SituacaoPedido)[keyof typeof SituacaoPedido];
export const ZSituacaoPedido = zEnumCode(SituacaoPedido);
export const SITUACAO_PEDIDO_LABELS: Record<TSituacaoPedido, string> = {
  1: 'Aberto',
  2: 'Em minuta',
  3: 'Em carga',
  4: 'Inativo',
};

/** The date an order search filters on (02 §5: default dhCriacaoPedido). */
export const TipoFiltroDataPedido = {
  dhCriacaoPedido: 'dhCriacaoPedido',
  dhColeta: 'dhColeta',
  dhEntrega: 'dhEntrega',
  dhEmissao: 'dhEmissao',
} as const;
export type TTipoFiltroDataPedido = (typeof TipoFiltroDataPedido)[keyof typeof TipoFiltroDataPedido];
export const TIPO_FILTRO_DATA_PEDIDO_PADRAO = TipoFiltroDataPedido.dhCriacaoPedido;
export const TIPO_FILTRO_DATA_PEDIDO_LABELS: Record<TTipoFiltroDataPedido, string> = {
  dhCriacaoPedido: 'Data de criação',
  dhColeta: 'Data de coleta',
  dhEntrega: 'Data de entrega',
  dhEmissao: 'Data de emissão',
};

/** The columns an order search may sort by. */
export const OrdemPedido = {
  codigo: 'codigo',
  dhCriacaoPedido: 'dhCriacaoPedido',
  dhColeta: 'dhColeta',
  dhEntrega: 'dhEntrega',
  pesoTotal: 'pesoTotal',
  valorPedido: 'valorPedido',
  destino: 'destino',
} as const;
export type TOrdemPedido = (typeof OrdemPedido)[keyof typeof OrdemPedido];

/** How an order's coordinates were obtained: given (import/form) or the municipality seat (approximate). */
export const OrigemCoordenada = { Informada: 1, Municipio: 2 } as const;
export type TOrigemCoordenada = (typeof OrigemCoordenada)[keyof typeof OrigemCoordenada];
