import { formatPeriodo, type TIndisponibilidadeDaFrota } from '../../frota/agenda/agenda.rules';
import { TIPO_ATIVIDADE_VEICULO_LABELS } from '../../frota/frota.enums';
import { capacidadeDoConjunto } from '../../frota/veiculos/veiculos.rules';
import { formatVolume, formatWeight } from '../../shared/formatters';
import { formatPlate } from '../../shared/plates';
import {
  avaliarCapacidade,
  janelasSobrepostas,
  type TCapacidadeVeiculo,
  type TJanela,
  type TNecessidadeCarga,
} from '../rotograma/veiculos-sugestao.rules';

/**
 * Who may take a load (issue 16): one rule for the allocation (POST alocar, PUT atualizar-veiculo — the
 * server refuses with 409), the allocation form (unfit vehicles and drivers disabled with the reason) and
 * 'Encontrar veículo' (what it leaves out).
 *
 * - Capacity: the vehicle's registered weight and volume capacity (`avaliarCapacidade`); a capacity not
 *   registered does not exclude it. Equipment (trailers) is checked for its period only: its capacity is
 *   not added to the vehicle's.
 * - One period, one load: a vehicle (as the vehicle or as equipment) and a driver are on at most one
 *   in-progress load (2 Em andamento, 7 Possui ocorrência) over any instant of the load's collection..delivery
 *   window (`janelasSobrepostas`: ends included; a missing date is open).
 * - Unavailability (issue 18, the fleet agenda: maintenance, day off, other): a vehicle (or equipment) with
 *   an unavailability over any instant of the load's window is refused too.
 */

/** An in-progress load that uses vehicles and a driver over its window. */
export interface TUsoDaFrota {
  cargaId: string;
  /** Its code; null when it is another company's (the caller does not learn that company's codes). */
  cargaCodigo: number | null;
  /** The vehicle and the equipment. */
  veiculoIds: readonly string[];
  motoristaId: string | null;
  janela: TJanela;
}

/** The load being allocated. */
export interface TCargaAAlocar {
  id: string;
  janela: TJanela;
  necessidade: TNecessidadeCarga;
}

export const MotivoImpedimento = {
  SemCapacidade: 'sem-capacidade',
  VeiculoOcupado: 'veiculo-ocupado',
  MotoristaOcupado: 'motorista-ocupado',
  VeiculoIndisponivel: 'veiculo-indisponivel',
} as const;
export type TMotivoImpedimento = (typeof MotivoImpedimento)[keyof typeof MotivoImpedimento];

export interface TImpedimentoAlocacao {
  motivo: TMotivoImpedimento;
  /** The load in the way (busy), when the caller may know its code. */
  cargaCodigo?: number | null;
  /** pt-BR: the 409's message and the reason the form shows. */
  mensagem: string;
}

/** The refusals' texts (pt-BR, the load actions' style: the subject, then why). */
export const ALOCACAO_MESSAGES = {
  veiculoOcupado: (placa: string, codigo: number | null | undefined) =>
    codigo === null || codigo === undefined
      ? `O veículo ${placa} já está alocado em outra carga no mesmo período.`
      : `O veículo ${placa} já está alocado na carga ${codigo} no mesmo período.`,
  motoristaOcupado: (nome: string, codigo: number | null | undefined) =>
    codigo === null || codigo === undefined
      ? `O motorista ${nome} já está alocado em outra carga no mesmo período.`
      : `O motorista ${nome} já está alocado na carga ${codigo} no mesmo período.`,
  veiculoIndisponivel: (placa: string, tipo: string, inicio: Date, fim: Date) =>
    `O veículo ${placa} está indisponível (${tipo.toLowerCase()}) de ${formatPeriodo(inicio, fim)}.`,
  semCapacidadePeso: (placa: string, pesoKg: number, capacidadeKg: number) =>
    `O veículo ${placa} não comporta a carga: ${formatWeight(pesoKg)} para ${formatWeight(capacidadeKg)} de capacidade.`,
  semCapacidadeVolume: (placa: string, volumeM3: number, capacidadeM3: number) =>
    `O veículo ${placa} não comporta a carga: ${formatVolume(volumeM3)} para ${formatVolume(capacidadeM3)} de capacidade.`,
} as const;

const mesmoId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The earliest other in-progress load over the load's window that `usa` says takes the vehicle/driver. */
function usoNoPeriodo(
  carga: TCargaAAlocar,
  usos: readonly TUsoDaFrota[],
  usa: (uso: TUsoDaFrota) => boolean,
): TUsoDaFrota | null {
  const conflitos = usos.filter(
    (uso) => !mesmoId(uso.cargaId, carga.id) && usa(uso) && janelasSobrepostas(carga.janela, uso.janela),
  );
  conflitos.sort(
    (a, b) =>
      (a.janela.inicio?.getTime() ?? Number.NEGATIVE_INFINITY) -
        (b.janela.inicio?.getTime() ?? Number.NEGATIVE_INFINITY) ||
      (a.cargaCodigo ?? Number.POSITIVE_INFINITY) - (b.cargaCodigo ?? Number.POSITIVE_INFINITY),
  );
  return conflitos[0] ?? null;
}

/** The other in-progress load holding the vehicle (as vehicle or equipment) over the load's window. */
export function usoDoVeiculoNoPeriodo(
  veiculoId: string,
  carga: TCargaAAlocar,
  usos: readonly TUsoDaFrota[],
): TUsoDaFrota | null {
  return usoNoPeriodo(carga, usos, (uso) => uso.veiculoIds.some((id) => mesmoId(id, veiculoId)));
}

/** Why the load's weight or volume does not fit the vehicle; null when it fits (or is not registered). */
export function impedimentoDeCapacidade(
  veiculo: TCapacidadeVeiculo & { placa: string },
  necessidade: TNecessidadeCarga,
): TImpedimentoAlocacao | null {
  const avaliacao = avaliarCapacidade(veiculo, necessidade);
  if (avaliacao.cabe) return null;
  const placa = formatPlate(veiculo.placa);
  return {
    motivo: MotivoImpedimento.SemCapacidade,
    mensagem:
      avaliacao.medida === 'peso'
        ? ALOCACAO_MESSAGES.semCapacidadePeso(placa, avaliacao.necessario, avaliacao.capacidade)
        : ALOCACAO_MESSAGES.semCapacidadeVolume(placa, avaliacao.necessario, avaliacao.capacidade),
  };
}

/** The earliest unavailability of the vehicle over the load's window (ends included). */
export function indisponibilidadeNoPeriodo(
  veiculoId: string,
  carga: Pick<TCargaAAlocar, 'janela'>,
  indisponibilidades: readonly TIndisponibilidadeDaFrota[],
): TIndisponibilidadeDaFrota | null {
  const conflitos = indisponibilidades
    .filter((item) => mesmoId(item.veiculoId, veiculoId) && janelasSobrepostas(carga.janela, item.janela))
    .sort((a, b) => a.janela.inicio.getTime() - b.janela.inicio.getTime());
  return conflitos[0] ?? null;
}

/**
 * Why the vehicle cannot take the load: over capacity (not checked for equipment), else busy on another
 * in-progress load in the period, else unavailable (agenda) in the period; null when it can.
 */
export function impedimentoDoVeiculo(
  veiculo: TCapacidadeVeiculo & { id: string; placa: string },
  carga: TCargaAAlocar,
  usos: readonly TUsoDaFrota[],
  opcoes: { equipamento?: boolean; indisponibilidades?: readonly TIndisponibilidadeDaFrota[] } = {},
): TImpedimentoAlocacao | null {
  if (!opcoes.equipamento) {
    const capacidade = impedimentoDeCapacidade(veiculo, carga.necessidade);
    if (capacidade) return capacidade;
  }
  const uso = usoDoVeiculoNoPeriodo(veiculo.id, carga, usos);
  if (!uso) {
    const parada = indisponibilidadeNoPeriodo(veiculo.id, carga, opcoes.indisponibilidades ?? []);
    if (!parada) return null;
    return {
      motivo: MotivoImpedimento.VeiculoIndisponivel,
      mensagem: ALOCACAO_MESSAGES.veiculoIndisponivel(
        formatPlate(veiculo.placa),
        TIPO_ATIVIDADE_VEICULO_LABELS[parada.tipo],
        parada.janela.inicio,
        parada.janela.fim,
      ),
    };
  }
  return {
    motivo: MotivoImpedimento.VeiculoOcupado,
    cargaCodigo: uso.cargaCodigo,
    mensagem: ALOCACAO_MESSAGES.veiculoOcupado(formatPlate(veiculo.placa), uso.cargaCodigo),
  };
}

/** Why the driver cannot take the load (on another in-progress load in the period); null when they can. */
export function impedimentoDoMotorista(
  motorista: { id: string; nome: string },
  carga: TCargaAAlocar,
  usos: readonly TUsoDaFrota[],
): TImpedimentoAlocacao | null {
  const uso = usoNoPeriodo(carga, usos, (item) =>
    item.motoristaId === null ? false : mesmoId(item.motoristaId, motorista.id),
  );
  if (!uso) return null;
  return {
    motivo: MotivoImpedimento.MotoristaOcupado,
    cargaCodigo: uso.cargaCodigo,
    mensagem: ALOCACAO_MESSAGES.motoristaOcupado(motorista.nome, uso.cargaCodigo),
  };
}

/**
 * Every reason an allocation (vehicle, driver, equipment) is refused, vehicle first; empty when it may go.
 * The server answers the first as a 409. The capacity is the set's that will haul the load: the vehicle's
 * plus its equipment's (`capacidadeDoConjunto`; a tractor registers none of its own).
 */
export function impedimentosDaAlocacao(
  alocacao: {
    veiculo: TCapacidadeVeiculo & { id: string; placa: string };
    motorista: { id: string; nome: string };
    equipamentos?: readonly (TCapacidadeVeiculo & { id: string; placa: string })[];
  },
  carga: TCargaAAlocar,
  usos: readonly TUsoDaFrota[],
  indisponibilidades: readonly TIndisponibilidadeDaFrota[] = [],
): TImpedimentoAlocacao[] {
  const conjunto = {
    ...alocacao.veiculo,
    ...capacidadeDoConjunto([alocacao.veiculo, ...(alocacao.equipamentos ?? [])]),
  };
  return [
    impedimentoDoVeiculo(conjunto, carga, usos, { indisponibilidades }),
    impedimentoDoMotorista(alocacao.motorista, carga, usos),
    ...(alocacao.equipamentos ?? []).map((equipamento) =>
      impedimentoDoVeiculo(equipamento, carga, usos, { equipamento: true, indisponibilidades }),
    ),
  ].filter((impedimento): impedimento is TImpedimentoAlocacao => impedimento !== null);
}
