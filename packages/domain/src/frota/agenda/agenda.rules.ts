import { diaEmSaoPaulo, somarDias } from '../../cargas/modelos/modelos.rules';
import { janelasSobrepostas, type TJanela } from '../../cargas/rotograma/veiculos-sugestao.rules';
import { formatDateTime } from '../../shared/formatters';
import { TipoAtividadeVeiculo, type TTipoAtividadeVeiculo } from '../frota.enums';

/**
 * The fleet agenda (issue 18, `/frota/agenda`): per vehicle, its allocated loads (collection → delivery),
 * the trips' return times (`veiculo_atividades` tipo 1) and the unavailability a user adds (tipo 2–4, both
 * ends required). Overlaps follow the allocation rule's own test (`janelasSobrepostas`: ends included).
 */

/** Longest period the agenda reads at once (a month view). */
export const AGENDA_PERIODO_MAX_DIAS = 31;
/** Vehicles per page of the agenda. */
export const AGENDA_VEICULOS_POR_PAGINA = 20;
export const AGENDA_VEICULOS_POR_PAGINA_MAX = 50;
/** Longest unavailability (a long stop is deactivated in the register instead). */
export const INDISPONIBILIDADE_MAX_DIAS = 90;

/** The kinds of unavailability a user adds (TipoAtividadeVeiculo without the trip). */
export const TIPOS_INDISPONIBILIDADE = [
  TipoAtividadeVeiculo.Manutencao,
  TipoAtividadeVeiculo.Folga,
  TipoAtividadeVeiculo.Indisponivel,
] as const;
export type TTipoIndisponibilidade = (typeof TIPOS_INDISPONIBILIDADE)[number];

export function eIndisponibilidade(tipo: number): tipo is TTipoIndisponibilidade {
  return (TIPOS_INDISPONIBILIDADE as readonly number[]).includes(tipo);
}

export const AGENDA_MESSAGES = {
  tipoIndisponibilidade: 'Informe o tipo: manutenção, folga ou indisponível.',
  fimAntesDoInicio: 'O fim deve ser posterior ao início.',
  periodoLongo: `O período da agenda deve ter no máximo ${AGENDA_PERIODO_MAX_DIAS} dias.`,
  indisponibilidadeLonga: `A indisponibilidade deve durar no máximo ${INDISPONIBILIDADE_MAX_DIAS} dias.`,
  criada: 'Indisponibilidade cadastrada com sucesso!',
  atualizada: 'Indisponibilidade atualizada com sucesso!',
  excluida: 'Indisponibilidade excluída com sucesso!',
} as const;

const DIA_MS = 24 * 60 * 60 * 1000;

/** Why an unavailability's period is refused (the message), or null when it may be saved. */
export function validarPeriodoIndisponibilidade(inicio: Date, fim: Date): string | null {
  if (fim.getTime() <= inicio.getTime()) return AGENDA_MESSAGES.fimAntesDoInicio;
  if (fim.getTime() - inicio.getTime() > INDISPONIBILIDADE_MAX_DIAS * DIA_MS) {
    return AGENDA_MESSAGES.indisponibilidadeLonga;
  }
  return null;
}

/**
 * The first instant of a São Paulo calendar day. Brazil has had no daylight saving since 2019, so the
 * offset is a fixed −03:00.
 */
export function inicioDoDiaEmSaoPaulo(dia: string): Date {
  return new Date(`${dia}T00:00:00-03:00`);
}

/** Today's date in São Paulo (YYYY-MM-DD): the day the agenda opens on and CNH expiry is judged on. */
export function hojeEmSaoPaulo(agora: Date = new Date()): string {
  return diaEmSaoPaulo(agora);
}

/** The agenda's period as instants: from the first day's 00:00 to the day after the last (São Paulo). */
export function periodoDaAgenda(inicio: string, fim: string): { inicio: Date; fim: Date } {
  return { inicio: inicioDoDiaEmSaoPaulo(inicio), fim: inicioDoDiaEmSaoPaulo(somarDias(fim, 1)) };
}

/** An item of a vehicle's timeline as the overlap rule reads it. */
export interface TItemSobreponivel {
  id: string;
  janela: TJanela;
  /**
   * Items of the same group never conflict with each other (a load and its own trip's return time share
   * the load's id).
   */
  grupo: string | null;
}

/**
 * The ids of the items that overlap another item of the same vehicle (ends included, as the allocation
 * rule reads a period): two loads, a load and an unavailability, two unavailabilities…
 */
export function itensSobrepostos(itens: readonly TItemSobreponivel[]): Set<string> {
  const sobrepostos = new Set<string>();
  for (let i = 0; i < itens.length; i += 1) {
    const a = itens[i] as TItemSobreponivel;
    for (let j = i + 1; j < itens.length; j += 1) {
      const b = itens[j] as TItemSobreponivel;
      if (a.grupo !== null && a.grupo === b.grupo) continue;
      if (janelasSobrepostas(a.janela, b.janela)) {
        sobrepostos.add(a.id);
        sobrepostos.add(b.id);
      }
    }
  }
  return sobrepostos;
}

/** A vehicle's unavailability as the allocation rule reads it. */
export interface TIndisponibilidadeDaFrota {
  id: string;
  veiculoId: string;
  tipo: TTipoAtividadeVeiculo;
  janela: { inicio: Date; fim: Date };
}

/** The period of an unavailability as the forms and messages show it: 'dd/MM/aaaa HH:mm a dd/MM/aaaa HH:mm'. */
export function formatPeriodo(inicio: Date | string, fim: Date | string): string {
  return `${formatDateTime(inicio)} a ${formatDateTime(fim)}`;
}
