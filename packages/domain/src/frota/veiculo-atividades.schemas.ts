import { z } from 'zod';
import { SituacaoCarga, type TSituacaoCarga } from '../cargas/cargas.enums';
import { MESSAGES, successMessage } from '../shared/messages';
import { lengthMessage, zDateTime } from '../shared/zod-fields';

/**
 * A fleet vehicle's activities (02 §2 route `frota/agenda/{vehicleId}/atividade/{plate}`: "add return
 * time"), under /api/frota/veiculos/{id}/atividades (ours: the spec shows no call):
 * - POST registers when a contracted fleet vehicle (veiculos.frota, the card's veiculoContratadoFrota)
 *   returns from a load's trip: one activity per vehicle and load — a second POST for the same load
 *   changes its return time and note (200; 201 when created);
 * - GET lists the vehicle's latest activities and, with `?cargaId=`, the load the form is about.
 * The activity starts when the load was collected (the origin's done time, else its planned collection);
 * the return may be a planned time (the fleet agenda reads the vehicle as busy until then), never before
 * the start.
 */

// Activity kinds: TipoAtividadeVeiculo in frota.enums.ts (1 a trip carrying a load; the agenda's unavailability).

export const OBSERVACAO_ATIVIDADE_MAX = 500;
/** The latest activities GET lists (02 §9: default list size 10). */
export const ATIVIDADES_VEICULO_LIMITE = 10;

export const VEICULO_ATIVIDADE_MESSAGES = {
  veiculoNaoFrota: 'O veículo não é da frota contratada.',
  cargaNaoAlocada: 'A carga não está alocada a este veículo.',
  situacaoNaoPermite: 'A situação da carga não permite registrar o horário de retorno.',
  retornoAntesDaSaida: 'O horário de retorno deve ser posterior à saída do veículo.',
  registrado: successMessage('created', 'Horário de retorno'),
  atualizado: successMessage('updated', 'Horário de retorno'),
} as const;

/** The load situacoes with a vehicle on the road or back (the card's in-progress and delivered groups). */
export const SITUACOES_COM_RETORNO: readonly TSituacaoCarga[] = [
  SituacaoCarga.EmAndamento,
  SituacaoCarga.Ocorrencia,
  SituacaoCarga.Entregue,
  SituacaoCarga.EntregueNaoFinalizada,
  SituacaoCarga.Finalizada,
];

/** True when the return time may be registered for a load in this situacao. */
export function podeRegistrarRetorno(situacao: number): boolean {
  return (SITUACOES_COM_RETORNO as readonly number[]).includes(situacao);
}

/** The return must not be before the start (when the start is known); null = allowed, else the message. */
export function validarHorarioRetorno(
  dhInicio: Date | string | null,
  dhRetorno: Date | string,
): string | null {
  if (dhInicio === null) return null;
  const inicio = new Date(dhInicio).getTime();
  const retorno = new Date(dhRetorno).getTime();
  return retorno <= inicio ? VEICULO_ATIVIDADE_MESSAGES.retornoAntesDaSaida : null;
}

export const ZVeiculoAtividadeParams = z.object({ id: z.guid({ error: MESSAGES.invalidFormat }) });

export const ZVeiculoAtividadeQuery = z.object({
  cargaId: z.guid({ error: MESSAGES.invalidFormat }).optional(),
});
export type TVeiculoAtividadeQuery = z.infer<typeof ZVeiculoAtividadeQuery>;

/** A note: trimmed, blank = none, at most 500 characters. */
const zObservacao = z
  .string({ error: MESSAGES.invalidFormat })
  .trim()
  .max(OBSERVACAO_ATIVIDADE_MAX, { error: lengthMessage('max', OBSERVACAO_ATIVIDADE_MAX) })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);

export const ZVeiculoAtividadeBody = z.object({
  cargaId: z.guid({ error: MESSAGES.invalidFormat }),
  dhRetorno: zDateTime('Horário de retorno'),
  observacao: zObservacao,
});
export type TVeiculoAtividadeBody = z.input<typeof ZVeiculoAtividadeBody>;

export const ZVeiculoAtividade = z.object({
  id: z.string(),
  veiculoId: z.string(),
  cargaId: z.string().nullable(),
  cargaCodigo: z.number().int().nullable(),
  tipo: z.number().int(),
  dhInicio: z.string().nullable(),
  dhRetorno: z.string().nullable(),
  observacao: z.string().nullable(),
  criadoPor: z.string().nullable(),
  criadoEm: z.string(),
});
export type TVeiculoAtividade = z.infer<typeof ZVeiculoAtividade>;

/** The load the form is about: its code, when the trip started, and its activity when one exists. */
export const ZVeiculoAtividadeCarga = z.object({
  id: z.string(),
  codigo: z.number().int(),
  dhInicio: z.string().nullable(),
  atividade: ZVeiculoAtividade.nullable(),
});
export type TVeiculoAtividadeCarga = z.infer<typeof ZVeiculoAtividadeCarga>;

export const ZVeiculoAtividades = z.object({
  /** `placa` normalised (ABC1234 / ABC1D23). */
  veiculo: z.object({ id: z.string(), placa: z.string(), frota: z.boolean() }),
  carga: ZVeiculoAtividadeCarga.nullable(),
  /** The latest ATIVIDADES_VEICULO_LIMITE activities, newest return first. */
  atividades: z.array(ZVeiculoAtividade),
});
export type TVeiculoAtividades = z.infer<typeof ZVeiculoAtividades>;

/** POST's answer: the success text and the activity. */
export const ZVeiculoAtividadeResponse = z.object({ message: z.string(), atividade: ZVeiculoAtividade });
export type TVeiculoAtividadeResponse = z.infer<typeof ZVeiculoAtividadeResponse>;
