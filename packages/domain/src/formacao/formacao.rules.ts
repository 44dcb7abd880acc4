import { TipoFrete } from '../cargas/cargas.enums';
import { normalizeCnpj } from '../shared/documents';
import { SituacaoPedido, type TSituacaoPedido } from './formacao.enums';
import { MINUTA_MESSAGES, type TMinutaIncompatibilidade } from './formacao.messages';

/** A point with coordinates (order origin/destination, redispatch locality). */
export interface PontoPedido {
  latitude?: number | null;
  longitude?: number | null;
  localidade?: string | null;
  cidade?: string | null;
  uf?: string | null;
  documentoEmpresa?: string | null;
}

/** The order (pedido) fields the drafting rules read (02 §3). */
export interface PedidoMinutaInput {
  id: string | number;
  minutaId?: string | number | null;
  ordenacaoMinuta?: number | null;
  tipoFrete?: number | null;
  tipoLote?: number | boolean | null;
  dhColeta?: Date | string | null;
  possuiRedespacho?: boolean | null;
  localidadeRedespacho?: PontoPedido | null;
  origem?: PontoPedido | null;
  destino?: PontoPedido | null;
}

/** The draft (minuta) fields the rules read (02 §3). */
export interface MinutaInput<P extends PedidoMinutaInput = PedidoMinutaInput> {
  id: string | number;
  tipoFrete?: number | null;
  pedidos: readonly P[];
}

export type MinutaCheck =
  | { ok: true }
  | { ok: false; reasons: TMinutaIncompatibilidade[]; messages: string[] };

function hasCoordinates(ponto: PontoPedido | null | undefined): boolean {
  return (
    typeof ponto?.latitude === 'number' &&
    Number.isFinite(ponto.latitude) &&
    typeof ponto.longitude === 'number' &&
    Number.isFinite(ponto.longitude)
  );
}

/** Coordinates closer than this (degrees, ≈ 11 m) are the same place. */
const SAME_PLACE_DEGREES = 1e-4;

/**
 * Same place: when both points carry the company document (CNPJ identifies the site, branch included)
 * the documents decide; otherwise the coordinates must agree within ≈ 11 m.
 */
export function isSameLocal(a: PontoPedido | null | undefined, b: PontoPedido | null | undefined): boolean {
  if (!a || !b) return false;
  const docA = normalizeCnpj(a.documentoEmpresa);
  const docB = normalizeCnpj(b.documentoEmpresa);
  if (docA && docB) return docA === docB;
  if (!hasCoordinates(a) || !hasCoordinates(b)) return false;
  return (
    Math.abs((a.latitude as number) - (b.latitude as number)) < SAME_PLACE_DEGREES &&
    Math.abs((a.longitude as number) - (b.longitude as number)) < SAME_PLACE_DEGREES
  );
}

/** Freight types 1 (CIF) and 3 (FOB Dirigido) go together; 2 (FOB) only with 2 (02 §4). */
export function areTiposFreteCompatible(a: number | null | undefined, b: number | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return true;
  return (a === TipoFrete.FOB) === (b === TipoFrete.FOB);
}

function hasDate(value: Date | string | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return false;
  return !Number.isNaN((value instanceof Date ? value : new Date(value)).getTime());
}

/** The order's own requirements, whatever the draft (coordinates, pickup date, redispatch, lot). */
export function pedidoDraftProblems(pedido: PedidoMinutaInput): TMinutaIncompatibilidade[] {
  const reasons: TMinutaIncompatibilidade[] = [];
  if (!hasCoordinates(pedido.origem) || !hasCoordinates(pedido.destino)) reasons.push('semCoordenadas');
  if (!hasDate(pedido.dhColeta)) reasons.push('semDataColeta');
  if (pedido.possuiRedespacho && !hasCoordinates(pedido.localidadeRedespacho)) {
    reasons.push('semCoordenadasRedespacho');
  }
  if (pedido.tipoLote) reasons.push('lote');
  return reasons;
}

/**
 * Whether an order can go into a draft (02 §4 "Load drafting"), with every reason it cannot:
 * - the order needs origin and destination coordinates and a pickup date (dhColeta);
 * - with possuiRedespacho, the redispatch locality needs coordinates;
 * - lots are invalid: an order with a tipoLote cannot be drafted;
 * - once the draft has orders, the new order must share the same origin with ALL of them or the same
 *   destination with ALL of them (one origin → many destinations, or many origins → one destination);
 * - its freight type must be compatible with the draft's and its orders' (1 and 3 together, 2 alone).
 */
export function canAddPedidoToMinuta(minuta: MinutaInput, pedido: PedidoMinutaInput): MinutaCheck {
  const reasons = pedidoDraftProblems(pedido);
  if (minuta.pedidos.some((item) => item.id === pedido.id)) reasons.push('jaVinculado');
  const others = minuta.pedidos.filter((item) => item.id !== pedido.id);
  if (others.length > 0) {
    const sameOrigin = others.every((item) => isSameLocal(item.origem, pedido.origem));
    const sameDestination = others.every((item) => isSameLocal(item.destino, pedido.destino));
    if (!sameOrigin && !sameDestination) reasons.push('origemDestinoDiferente');
  }
  const freightTypes = [minuta.tipoFrete, ...others.map((item) => item.tipoFrete)];
  if (freightTypes.some((tipo) => !areTiposFreteCompatible(tipo, pedido.tipoFrete))) {
    reasons.push('tipoFreteIncompativel');
  }
  if (reasons.length === 0) return { ok: true };
  return { ok: false, reasons, messages: reasons.map((reason) => MINUTA_MESSAGES[reason]) };
}

/** The next sort order in a draft: one after the highest ordenacaoMinuta (1 for an empty draft). */
export function nextOrdenacaoMinuta(minuta: MinutaInput): number {
  return minuta.pedidos.reduce((max, item) => Math.max(max, item.ordenacaoMinuta ?? 0), 0) + 1;
}

export type LinkPedidoResult<P extends PedidoMinutaInput, M extends MinutaInput<P>> =
  | { ok: true; minuta: M; pedido: P }
  | { ok: false; reasons: TMinutaIncompatibilidade[]; messages: string[] };

/**
 * Links an order to the open draft (02 §4): checks canAddPedidoToMinuta, then the order gets the draft's
 * id, the next ordenacaoMinuta and takes the draft's freight type. A draft with no freight type yet (an
 * empty one) takes the order's. Returns new objects; the inputs are not changed.
 */
export function linkPedidoToMinuta<P extends PedidoMinutaInput, M extends MinutaInput<P>>(
  minuta: M,
  pedido: P,
): LinkPedidoResult<P, M> {
  const check = canAddPedidoToMinuta(minuta, pedido);
  if (!check.ok) return check;
  const tipoFrete = minuta.tipoFrete ?? pedido.tipoFrete ?? null;
  const linked: P = {
    ...pedido,
    minutaId: minuta.id,
    ordenacaoMinuta: nextOrdenacaoMinuta(minuta),
    tipoFrete,
  };
  return { ok: true, pedido: linked, minuta: { ...minuta, tipoFrete, pedidos: [...minuta.pedidos, linked] } };
}

/**
 * Unlinks an order from its draft (02 §4: unlinking releases the order): the order loses minutaId and
 * ordenacaoMinuta; the remaining orders are renumbered 1..n in their order. An emptied draft loses its
 * freight type.
 */
export function unlinkPedidoFromMinuta<P extends PedidoMinutaInput, M extends MinutaInput<P>>(
  minuta: M,
  pedidoId: P['id'],
): { minuta: M; pedido: P | undefined } {
  const target = minuta.pedidos.find((item) => item.id === pedidoId);
  const remaining = [...minuta.pedidos]
    .filter((item) => item.id !== pedidoId)
    .sort((a, b) => (a.ordenacaoMinuta ?? 0) - (b.ordenacaoMinuta ?? 0))
    .map((item, index) => ({ ...item, ordenacaoMinuta: index + 1 }));
  return {
    pedido: target ? { ...target, minutaId: null, ordenacaoMinuta: null } : undefined,
    minuta: { ...minuta, pedidos: remaining, tipoFrete: remaining.length > 0 ? minuta.tipoFrete : null },
  };
}

/** Clearing (or removing) a draft releases all its orders (02 §4). */
export function releaseMinutaPedidos<P extends PedidoMinutaInput, M extends MinutaInput<P>>(
  minuta: M,
): { minuta: M; pedidos: P[] } {
  return {
    pedidos: minuta.pedidos.map((item) => ({ ...item, minutaId: null, ordenacaoMinuta: null })),
    minuta: { ...minuta, pedidos: [], tipoFrete: null },
  };
}

/** An occupation as a fraction (0.5 = 50 %); null when the vehicle has no capacity of that kind. */
export function ocupacao(total: number, capacidade: number | null | undefined): number | null {
  if (!capacidade || capacidade <= 0) return null;
  return Math.round((total / capacidade) * 10_000) / 10_000;
}

/** Over 100 % is refused (02 §3 ocupacaoPeso/ocupacaoCubagem; issue 21). */
export const OCUPACAO_MAXIMA = 1;

export function ocupacaoExcedida(valor: number | null): boolean {
  return valor !== null && valor > OCUPACAO_MAXIMA + 1e-9;
}

/** An order as the suggestion reads it: the drafting fields plus what fills a vehicle. */
export interface PedidoParaSugestao extends PedidoMinutaInput {
  id: string;
  pesoTotal?: number | null;
  cubagemTotal?: number | null;
  agrupador?: string | null;
}

export interface SugestaoDeMinutas<P extends PedidoParaSugestao> {
  minutas: P[][];
  naoAgrupados: { pedido: P; reasons: TMinutaIncompatibilidade[] }[];
}

/** The polar angle (radians) of a destination around its origin: the sweep's order. */
function anguloDoDestino(pedido: PedidoMinutaInput): number {
  const o = pedido.origem;
  const d = pedido.destino;
  if (!hasCoordinates(o) || !hasCoordinates(d)) return 0;
  return Math.atan2(
    (d?.latitude as number) - (o?.latitude as number),
    (d?.longitude as number) - (o?.longitude as number),
  );
}

/**
 * "Suggest drafts" (issue 21): groups open orders into drafts by the same rules a user is held to
 * (`canAddPedidoToMinuta`) and the vehicle's capacities, with the sweep of vehicle routing: per origin, the
 * orders by the direction of their destination around it (so a draft goes one way: Campinas with Jundiaí,
 * not with Londrina), each going to the draft being filled when it fits and the rules accept it, else to an
 * earlier draft of the same origin that still takes it (first fit), else to a new draft. Orders sharing a
 * grouping key stay together (one block). An order with a problem of its own (no coordinates, no pickup date,
 * a lot) or heavier than the vehicle alone is left out with its reasons. Deterministic: ties by weight, then id.
 */
export function sugerirMinutas<P extends PedidoParaSugestao>(
  pedidos: readonly P[],
  capacidade: { pesoKg?: number | null; cubagemM3?: number | null } = {},
): SugestaoDeMinutas<P> {
  const naoAgrupados: SugestaoDeMinutas<P>['naoAgrupados'] = [];
  const validos: P[] = [];
  for (const pedido of pedidos) {
    const reasons = pedidoDraftProblems(pedido);
    if (reasons.length > 0) naoAgrupados.push({ pedido, reasons });
    else validos.push(pedido);
  }
  const peso = (lista: readonly P[]) => lista.reduce((s, p) => s + (p.pesoTotal ?? 0), 0);
  const cubagem = (lista: readonly P[]) => lista.reduce((s, p) => s + (p.cubagemTotal ?? 0), 0);
  const cabe = (lista: readonly P[]) =>
    (!capacidade.pesoKg || peso(lista) <= capacidade.pesoKg + 1e-9) &&
    (!capacidade.cubagemM3 || cubagem(lista) <= capacidade.cubagemM3 + 1e-9);

  // Blocks: orders of one grouping key travel together; an order without a key is its own block.
  const porChave = new Map<string, P[]>();
  const blocos: P[][] = [];
  for (const pedido of [...validos].sort((a, b) => a.id.localeCompare(b.id))) {
    const chave = pedido.agrupador?.trim();
    if (!chave) {
      blocos.push([pedido]);
      continue;
    }
    const bloco = porChave.get(chave);
    if (bloco) bloco.push(pedido);
    else {
      const novo = [pedido];
      porChave.set(chave, novo);
      blocos.push(novo);
    }
  }
  const origemDe = (bloco: readonly P[]) => {
    const o = bloco[0]?.origem;
    return `${normalizeCnpj(o?.documentoEmpresa) || ''}|${o?.latitude?.toFixed(4)}|${o?.longitude?.toFixed(4)}`;
  };
  const primeiro = (bloco: readonly P[]) => bloco[0] as P;
  blocos.sort(
    (a, b) =>
      origemDe(a).localeCompare(origemDe(b)) ||
      anguloDoDestino(primeiro(a)) - anguloDoDestino(primeiro(b)) ||
      peso(b) - peso(a) ||
      primeiro(a).id.localeCompare(primeiro(b).id),
  );

  type Rascunho = { origem: string; tipoFrete: number | null; pedidos: P[] };
  const minutas: Rascunho[] = [];
  const aceita = (minuta: Pick<Rascunho, 'tipoFrete' | 'pedidos'>, bloco: readonly P[]) => {
    let atual: MinutaInput<P> = { id: 'sugestao', tipoFrete: minuta.tipoFrete, pedidos: minuta.pedidos };
    for (const pedido of bloco) {
      const link = linkPedidoToMinuta(atual, pedido);
      if (!link.ok) return null;
      atual = link.minuta;
    }
    return cabe(atual.pedidos) ? atual : null;
  };
  const colocar = (minuta: Rascunho, bloco: readonly P[]) => {
    const resultado = aceita(minuta, bloco);
    if (!resultado) return false;
    minuta.tipoFrete = resultado.tipoFrete ?? null;
    minuta.pedidos = [...minuta.pedidos, ...bloco];
    return true;
  };
  for (const bloco of blocos) {
    const origem = origemDe(bloco);
    const daOrigem = minutas.filter((m) => m.origem === origem);
    const atual = daOrigem.at(-1);
    if (atual && colocar(atual, bloco)) continue;
    if (daOrigem.some((m) => m !== atual && colocar(m, bloco))) continue;
    const nova: Rascunho = { origem, tipoFrete: null, pedidos: [] };
    if (colocar(nova, bloco)) {
      minutas.push(nova);
      continue;
    }
    // A block that fits no empty draft: over capacity alone, or its own orders clash.
    for (const pedido of bloco) {
      const sozinho: Rascunho = { origem, tipoFrete: null, pedidos: [] };
      if (colocar(sozinho, [pedido])) minutas.push(sozinho);
      else naoAgrupados.push({ pedido, reasons: ['capacidadeExcedida'] });
    }
  }
  return { minutas: minutas.map((m) => m.pedidos), naoAgrupados };
}

/**
 * Where an order is, derived (never stored): in a load, else inactive, else in a draft, else open. The API's
 * SQL filter by situation (`formacao.repository.ts` condicaoDaSituacao) says the same in SQL.
 */
export function situacaoDoPedido(pedido: {
  ativo: boolean;
  minutaId: string | null;
  cargaId: string | null;
}): TSituacaoPedido {
  if (pedido.cargaId) return SituacaoPedido.EmCarga;
  if (!pedido.ativo) return SituacaoPedido.Inativo;
  if (pedido.minutaId) return SituacaoPedido.EmMinuta;
  return SituacaoPedido.Aberto;
}
