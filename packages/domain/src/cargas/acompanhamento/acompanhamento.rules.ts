import { successMessage } from '../../shared/messages';
import { SituacaoCarga, TipoRota, type TSituacaoCarga } from '../cargas.enums';

/**
 * The load's follow-up (02 §2 "Follow-up", sub-page `acompanhamento`): its events, planned and done.
 * Our reading of the spec, which lists the card's counters (qntEventos, qntEventosRealizados,
 * qntEventosPlanejados) and the sub-page but not what an event is:
 * - one event per route point, in route order: the collection at the origin, each stop, the delivery at
 *   the final destination; planned = the point's dhPrevista, done = its dhRealizada;
 * - events are registered as done in route order (the next pending one only), at an instant not after now
 *   and not before the previous point's; a done event is not registered again;
 * - events are registered while the load is on the road or delivered but not finished (situacao 2, 3, 7, 8);
 * - registering the last event (the delivery at the final destination) delivers the load: a load in
 *   progress (2) or with an occurrence (7) becomes 8 'Entregue mas não finalizada', which the creator may
 *   then finish (02 §4); a delivered load keeps its situacao.
 */

export const ACOMPANHAMENTO_MESSAGES = {
  situacaoNaoPermite: 'A situação da carga não permite registrar eventos.',
  jaRealizado: 'Este evento já foi registrado como realizado.',
  anteriorPendente: 'Registre antes a realização do ponto anterior da rota.',
  dataFutura: 'A data de realização não pode ser posterior ao momento atual.',
  antesDoAnterior: 'A data de realização deve ser igual ou posterior à do ponto anterior.',
  registrado: successMessage('created', 'Evento'),
} as const;

/** What the rules read of a route point. */
export interface RotaPontoAcompanhamento {
  id: string;
  ordem: number;
  /** 1 origem, 2 parada, 3 destino final. */
  rota: number;
  dhPrevista: string | Date | null;
  dhRealizada: string | Date | null;
}

export const SituacaoEvento = {
  Realizado: 'realizado',
  /** Planned, its time not reached yet (or no planned time). */
  Previsto: 'previsto',
  /** Planned, its time passed without being done. */
  Atrasado: 'atrasado',
} as const;
export type TSituacaoEvento = (typeof SituacaoEvento)[keyof typeof SituacaoEvento];
export const SITUACAO_EVENTO_LABELS: Record<TSituacaoEvento, string> = {
  realizado: 'Realizado',
  previsto: 'Previsto',
  atrasado: 'Atrasado',
};

export interface EventoAcompanhamento {
  rotaId: string;
  ordem: number;
  rota: number;
  /** 'Coleta', 'Parada 1', 'Parada 2', …, 'Entrega'. */
  titulo: string;
  dhPrevista: string | null;
  dhRealizada: string | null;
  situacao: TSituacaoEvento;
  /** The next event to register (the first not done, in route order). */
  proximo: boolean;
}

/** The situacoes in which events may be registered. */
export const SITUACOES_COM_EVENTOS: readonly TSituacaoCarga[] = [
  SituacaoCarga.EmAndamento,
  SituacaoCarga.Entregue,
  SituacaoCarga.Ocorrencia,
  SituacaoCarga.EntregueNaoFinalizada,
];

const instante = (value: string | Date | null): number | null => {
  if (value === null) return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
};
const iso = (value: string | Date | null): string | null => {
  const time = instante(value);
  return time === null ? null : new Date(time).toISOString();
};

function emOrdem<T extends RotaPontoAcompanhamento>(rotas: readonly T[]): T[] {
  return [...rotas].sort((a, b) => a.ordem - b.ordem);
}

/** The events of the load's route, in route order, with their state at `agora`. */
export function eventosDaRota(
  rotas: readonly RotaPontoAcompanhamento[],
  agora: Date = new Date(),
): EventoAcompanhamento[] {
  const ordered = emOrdem(rotas);
  const proximo = ordered.find((ponto) => instante(ponto.dhRealizada) === null);
  let parada = 0;
  return ordered.map((ponto) => {
    const titulo =
      ponto.rota === TipoRota.Origem
        ? 'Coleta'
        : ponto.rota === TipoRota.Destino
          ? 'Entrega'
          : `Parada ${++parada}`;
    const prevista = instante(ponto.dhPrevista);
    const situacao =
      instante(ponto.dhRealizada) !== null
        ? SituacaoEvento.Realizado
        : prevista !== null && prevista < agora.getTime()
          ? SituacaoEvento.Atrasado
          : SituacaoEvento.Previsto;
    return {
      rotaId: ponto.id,
      ordem: ponto.ordem,
      rota: ponto.rota,
      titulo,
      dhPrevista: iso(ponto.dhPrevista),
      dhRealizada: iso(ponto.dhRealizada),
      situacao,
      proximo: ponto === proximo,
    };
  });
}

/** The card's counters (02 §3), as the board computes them: every point, the done ones, the rest. */
export function contarEventos(rotas: readonly Pick<RotaPontoAcompanhamento, 'dhRealizada'>[]): {
  qntEventos: number;
  qntEventosRealizados: number;
  qntEventosPlanejados: number;
} {
  const realizados = rotas.filter((ponto) => instante(ponto.dhRealizada) !== null).length;
  return {
    qntEventos: rotas.length,
    qntEventosRealizados: realizados,
    qntEventosPlanejados: rotas.length - realizados,
  };
}

/** True when the load's situacao lets events be registered. */
export function podeRegistrarEventos(situacao: number): boolean {
  return (SITUACOES_COM_EVENTOS as readonly number[]).includes(situacao);
}

export interface RegistroRealizadoInput {
  situacao: number;
  rotas: readonly RotaPontoAcompanhamento[];
  /** The point registered (one of `rotas`; the caller answers 404 for another load's point). */
  rotaId: string;
  dhRealizada: Date;
  agora: Date;
}

export type RegistroRealizadoResult =
  | {
      allowed: true;
      /** The load's situacao after the registration (8 when it delivers a load in progress). */
      situacao: TSituacaoCarga;
      /** True when this was the last event: the load is delivered. */
      entregue: boolean;
    }
  | { allowed: false; message: string };

/**
 * Whether the point may be registered as done at `dhRealizada` (see the module comment), and the load's
 * situacao afterwards. A point that is not one of `rotas` is refused with the situacao message (callers
 * look it up first and answer 404).
 */
export function validarRegistroRealizado(input: RegistroRealizadoInput): RegistroRealizadoResult {
  if (!podeRegistrarEventos(input.situacao)) {
    return { allowed: false, message: ACOMPANHAMENTO_MESSAGES.situacaoNaoPermite };
  }
  const ordered = emOrdem(input.rotas);
  const index = ordered.findIndex((ponto) => ponto.id === input.rotaId);
  const ponto = ordered[index];
  if (!ponto) return { allowed: false, message: ACOMPANHAMENTO_MESSAGES.situacaoNaoPermite };
  if (instante(ponto.dhRealizada) !== null) {
    return { allowed: false, message: ACOMPANHAMENTO_MESSAGES.jaRealizado };
  }
  const anterior = index > 0 ? ordered[index - 1] : undefined;
  const anteriorRealizada = anterior ? instante(anterior.dhRealizada) : null;
  if (anterior && anteriorRealizada === null) {
    return { allowed: false, message: ACOMPANHAMENTO_MESSAGES.anteriorPendente };
  }
  const quando = input.dhRealizada.getTime();
  if (quando > input.agora.getTime()) return { allowed: false, message: ACOMPANHAMENTO_MESSAGES.dataFutura };
  if (anteriorRealizada !== null && quando < anteriorRealizada) {
    return { allowed: false, message: ACOMPANHAMENTO_MESSAGES.antesDoAnterior };
  }
  const entregue = index === ordered.length - 1;
  const emCurso = input.situacao === SituacaoCarga.EmAndamento || input.situacao === SituacaoCarga.Ocorrencia;
  const situacao =
    entregue && emCurso ? SituacaoCarga.EntregueNaoFinalizada : (input.situacao as TSituacaoCarga);
  return { allowed: true, situacao, entregue };
}
