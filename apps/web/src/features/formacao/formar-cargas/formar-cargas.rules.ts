import {
  canAddPedidoToMinuta,
  type MinutaCheck,
  OCUPACAO_MAXIMA,
  ocupacaoExcedida,
  TIPO_FILTRO_DATA_PEDIDO_PADRAO,
  type TMinuta,
  type TPedido,
  type TTipoFiltroDataPedido,
} from '@embarca/domain';

/** 'todos' = no filter; 'com' / 'sem' = only orders whose destination is (not) a registered company. */
export type TFiltroEmpresa = 'todos' | 'com' | 'sem';

/** The open orders' filter bar (dates as 'yyyy-MM-dd' from the date inputs). */
export interface TFiltrosPedidos {
  terms: string;
  dataIni: string | null;
  dataFim: string | null;
  tipoFiltroData: TTipoFiltroDataPedido;
  empresa: TFiltroEmpresa;
}

export const FILTROS_PEDIDOS_VAZIOS: TFiltrosPedidos = {
  terms: '',
  dataIni: null,
  dataFim: null,
  tipoFiltroData: TIPO_FILTRO_DATA_PEDIDO_PADRAO,
  empresa: 'todos',
};

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' (the orders' calls take dates as DD/MM/YYYY, 02 §5). */
export function isoParaBr(iso: string | null | undefined): string | null {
  const partes = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return partes ? `${partes[3]}/${partes[2]}/${partes[1]}` : null;
}

/** The query string of GET /pedido/listar: only the filters given. */
export function consultaPedidosAbertos(filtros: TFiltrosPedidos): string {
  const params = new URLSearchParams();
  if (filtros.terms.trim()) params.set('terms', filtros.terms.trim());
  const dataIni = isoParaBr(filtros.dataIni);
  const dataFim = isoParaBr(filtros.dataFim);
  if (dataIni) params.set('dataIni', dataIni);
  if (dataFim) params.set('dataFim', dataFim);
  if (dataIni || dataFim) params.set('tipoFiltroData', filtros.tipoFiltroData);
  if (filtros.empresa !== 'todos') params.set('apenasComEmpresa', String(filtros.empresa === 'com'));
  const texto = params.toString();
  return texto ? `?${texto}` : '';
}

/** The period is inverted ('Data final' before 'Data inicial'): the list is not asked. */
export function periodoInvertido(filtros: Pick<TFiltrosPedidos, 'dataIni' | 'dataFim'>): boolean {
  return Boolean(filtros.dataIni && filtros.dataFim && filtros.dataFim < filtros.dataIni);
}

/**
 * Whether the order may go into the draft, by the domain's drafting rule (02 §4): the screen asks it before
 * calling the API (the server judges again). Moving an order within its own draft is not a link.
 */
export function verificarVinculo(minuta: TMinuta, pedido: TPedido): MinutaCheck {
  return canAddPedidoToMinuta(minuta, pedido);
}

/** The array with the item at `de` moved to `para`. */
export function moverItem<T>(itens: readonly T[], de: number, para: number): T[] {
  const copia = [...itens];
  const [item] = copia.splice(de, 1);
  if (item === undefined) return copia;
  copia.splice(para, 0, item);
  return copia;
}

/** An occupation (0.5 = 50 %) as a bar value (0–100, capped) and whether it passes the maximum. */
export function barraDeOcupacao(valor: number | null): { percentual: number; excedida: boolean } | null {
  if (valor === null) return null;
  return {
    percentual: Math.max(0, Math.min(100, (valor / OCUPACAO_MAXIMA) * 100)),
    excedida: ocupacaoExcedida(valor),
  };
}

/** 'Cidade/UF' of an order's place (or its name when the city is missing). */
export function lugar(ponto: TPedido['origem']): string {
  if (ponto.cidade) return ponto.uf ? `${ponto.cidade}/${ponto.uf}` : ponto.cidade;
  return ponto.nome ?? '—';
}

/** The drafts a confirmation sends: the selected ones, or else the one shown. */
export function minutasParaConfirmar(
  minutas: readonly TMinuta[],
  selecionadas: ReadonlySet<string>,
): string[] {
  const escolhidas = minutas.filter((minuta) => selecionadas.has(minuta.id)).map((minuta) => minuta.id);
  if (escolhidas.length > 0) return escolhidas;
  return minutas.filter((minuta) => minuta.exibindo && minuta.pedidos.length > 0).map((minuta) => minuta.id);
}
