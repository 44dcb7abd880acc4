import {
  paraEntradaRoteirizacao,
  reordenarRota,
  type TAlertaRota,
  type TMinuta,
  type TParadaRoteirizacaoBody,
  type TPedido,
  type TPlanejarRotasBody,
  type TPlanejarRotasBodyInput,
  type TPlanoRotasResponse,
  ZPlanejarRotasBody,
} from '@embarca/domain';
import { lugar } from '../formar-cargas/formar-cargas.rules';

/** A vehicle row of the form (capacities in kg / m³; the working day as 'HH:mm'). */
export interface TVeiculoForm {
  chave: string;
  nome: string;
  capacidadePesoKg: number | null;
  capacidadeCubagemM3: number | null;
  inicio: string;
  fim: string;
}

/** The depot of the form (decimal degrees). */
export interface TDepositoForm {
  latitude: number | null;
  longitude: number | null;
  nome: string;
}

/**
 * The default working day: leaving at 06:00, no end but the day's (a draft is often a load between cities:
 * a shorter day would leave its stops unserved). The user sets the end for urban deliveries.
 */
export const JORNADA_PADRAO = { inicio: '06:00', fim: '' } as const;
/** A working day with a start only ends at the end of the day. */
export const FIM_DO_DIA = '23:59';

let sequenciaVeiculo = 0;
/** A new vehicle row (its key only tells rows apart). */
export function novoVeiculo(parcial: Partial<Omit<TVeiculoForm, 'chave'>> = {}): TVeiculoForm {
  sequenciaVeiculo += 1;
  return {
    chave: `veiculo-${sequenciaVeiculo}`,
    nome: '',
    capacidadePesoKg: null,
    capacidadeCubagemM3: null,
    inicio: JORNADA_PADRAO.inicio,
    fim: JORNADA_PADRAO.fim,
    ...parcial,
  };
}

/** The default vehicle of a draft: its vehicle set (plate and capacities), or an unnamed one. */
export function veiculoDaMinuta(minuta: TMinuta | null | undefined): TVeiculoForm {
  return novoVeiculo({
    nome: minuta?.veiculoConjuntoPlaca ?? '',
    capacidadePesoKg: minuta?.capacidadePesoKg ?? null,
    capacidadeCubagemM3: minuta?.capacidadeCubagemM3 ?? null,
  });
}

const temCoordenadas = (ponto: TPedido['destino']) =>
  ponto.latitude !== null && ponto.longitude !== null && !(ponto.latitude === 0 && ponto.longitude === 0);

/**
 * The stops of the orders: each order's destination (its id is the order's, so a plan saved for a draft
 * re-sequences the draft's orders), its weight and cubage. Orders without destination coordinates are left
 * out (and told).
 */
export function paradasDosPedidos(pedidos: readonly TPedido[]): {
  paradas: TParadaRoteirizacaoBody[];
  semCoordenadas: TPedido[];
} {
  const paradas: TParadaRoteirizacaoBody[] = [];
  const semCoordenadas: TPedido[] = [];
  for (const pedido of pedidos) {
    if (!temCoordenadas(pedido.destino)) {
      semCoordenadas.push(pedido);
      continue;
    }
    paradas.push({
      id: pedido.id,
      latitude: pedido.destino.latitude as number,
      longitude: pedido.destino.longitude as number,
      ...(pedido.pesoTotal !== null ? { pesoKg: pedido.pesoTotal } : {}),
      ...(pedido.cubagemTotal !== null ? { cubagemM3: pedido.cubagemTotal } : {}),
    });
  }
  return { paradas, semCoordenadas };
}

/** The default depot: the first order's origin (with coordinates). */
export function depositoPadrao(pedidos: readonly TPedido[]): TDepositoForm {
  const primeiro = pedidos.find((pedido) => temCoordenadas(pedido.origem));
  if (!primeiro) return { latitude: null, longitude: null, nome: '' };
  return {
    latitude: primeiro.origem.latitude,
    longitude: primeiro.origem.longitude,
    nome: primeiro.origem.nome ?? lugar(primeiro.origem),
  };
}

/** The distinct origins of the orders, as depot choices ('CD Campinas — Campinas/SP'). */
export function origensDosPedidos(
  pedidos: readonly TPedido[],
): { chave: string; rotulo: string; deposito: TDepositoForm }[] {
  const vistas = new Map<string, { chave: string; rotulo: string; deposito: TDepositoForm }>();
  for (const pedido of pedidos) {
    const origem = pedido.origem;
    if (!temCoordenadas(origem)) continue;
    const chave = `${origem.latitude?.toFixed(4)}|${origem.longitude?.toFixed(4)}`;
    if (vistas.has(chave)) continue;
    const cidade = lugar(origem);
    vistas.set(chave, {
      chave,
      rotulo: origem.nome ? `${origem.nome} — ${cidade}` : cidade,
      deposito: { latitude: origem.latitude, longitude: origem.longitude, nome: origem.nome ?? cidade },
    });
  }
  return [...vistas.values()];
}

function jornada(veiculo: TVeiculoForm): { inicio: string; fim: string } | undefined {
  const inicio = veiculo.inicio.trim();
  const fim = veiculo.fim.trim();
  if (!inicio && !fim) return undefined;
  return { inicio: inicio || '00:00', fim: fim || FIM_DO_DIA };
}

/** The request of POST /roteirizador/planejar as the form holds it (validated by the contract next). */
export function montarRequisicao({
  deposito,
  paradas,
  veiculos,
  retornarAoDeposito,
}: {
  deposito: TDepositoForm;
  paradas: readonly TParadaRoteirizacaoBody[];
  veiculos: readonly TVeiculoForm[];
  retornarAoDeposito: boolean;
}): TPlanejarRotasBodyInput {
  return {
    deposito: {
      latitude: deposito.latitude as number,
      longitude: deposito.longitude as number,
      ...(deposito.nome.trim() ? { nome: deposito.nome.trim() } : {}),
    },
    paradas: [...paradas],
    veiculos: veiculos.map((veiculo) => {
      const periodo = jornada(veiculo);
      return {
        ...(veiculo.nome.trim() ? { nome: veiculo.nome.trim() } : {}),
        ...(veiculo.capacidadePesoKg !== null ? { capacidadePesoKg: veiculo.capacidadePesoKg } : {}),
        ...(veiculo.capacidadeCubagemM3 !== null ? { capacidadeCubagemM3: veiculo.capacidadeCubagemM3 } : {}),
        ...(periodo ? { jornada: periodo } : {}),
      };
    }),
    retornarAoDeposito,
  };
}

/** The contract's check before calling: the request, or every message (each names its field). */
export function validarRequisicao(
  body: TPlanejarRotasBodyInput,
): { ok: true; body: TPlanejarRotasBody } | { ok: false; mensagens: string[] } {
  const resultado = ZPlanejarRotasBody.safeParse(body);
  if (resultado.success) return { ok: true, body: resultado.data };
  const mensagens = [...new Set(resultado.error.issues.map((issue) => issue.message))];
  return { ok: false, mensagens };
}

/**
 * A stop dragged to another position of its route: the route is recalculated here, with the domain's
 * `reordenarRota` (distances, arrival times, loads; warnings when a window, a capacity or the working day
 * breaks), and the plan's total follows.
 */
export function reordenarNoPlano(
  entrada: TPlanejarRotasBody,
  plano: TPlanoRotasResponse,
  rotaIndice: number,
  de: number,
  para: number,
): { plano: TPlanoRotasResponse; alertas: TAlertaRota[] } {
  const rota = plano.rotas[rotaIndice];
  if (!rota || de === para) return { plano, alertas: [] };
  const recalculada = reordenarRota(paraEntradaRoteirizacao(entrada), rota, de, para);
  const rotas = plano.rotas.map((item, indice) => (indice === rotaIndice ? recalculada.rota : item));
  return {
    plano: { ...plano, rotas, distanciaTotalM: rotas.reduce((total, item) => total + item.distanciaM, 0) },
    alertas: recalculada.alertas,
  };
}

/** One colour per route (vehicle), on the map and beside the route's list. */
export const CORES_ROTAS = [
  '#1971c2',
  '#e8590c',
  '#2f9e44',
  '#9c36b5',
  '#c92a2a',
  '#0c8599',
  '#5f3dc4',
  '#a61e4d',
] as const;

export const corDaRota = (indice: number) => CORES_ROTAS[indice % CORES_ROTAS.length]!;
