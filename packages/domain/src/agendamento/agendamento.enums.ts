import { zEnumCode } from '../shared/enum';

/** Dock slot (horário) status (02 §4). */
export const SituacaoHorarioDoca = {
  Livre: 1,
  Agendado: 2,
  Confirmado: 3,
  Ativo: 4,
  Atrasado: 5,
  Vencendo: 6,
  Concluido: 7,
  Bloqueado: 8,
  Pendente: 99,
} as const;
export type TSituacaoHorarioDoca = (typeof SituacaoHorarioDoca)[keyof typeof SituacaoHorarioDoca];
export const ZSituacaoHorarioDoca = zEnumCode(SituacaoHorarioDoca);
export const SITUACAO_HORARIO_DOCA_LABELS: Record<TSituacaoHorarioDoca, string> = {
  1: 'Livre',
  2: 'Agendado',
  3: 'Confirmado',
  4: 'Ativo',
  5: 'Atrasado',
  6: 'Vencendo',
  7: 'Concluído',
  8: 'Bloqueado',
  99: 'Pendente',
};

/** Reservation status (02 §4). */
export const SituacaoReserva = {
  Agendado: 1,
  MotoristaNoLocal: 2,
  MotoristaNaDoca: 3,
  Concluida: 4,
  Bloqueado: 5,
  Pendente: 6,
  Reprovada: 7,
  Checkin: 8,
  Cancelada: 9,
  PendenteInformacoes: 10,
} as const;
export type TSituacaoReserva = (typeof SituacaoReserva)[keyof typeof SituacaoReserva];
export const ZSituacaoReserva = zEnumCode(SituacaoReserva);
export const SITUACAO_RESERVA_LABELS: Record<TSituacaoReserva, string> = {
  1: 'Agendado',
  2: 'Motorista no local',
  3: 'Motorista na doca',
  4: 'Concluída',
  5: 'Bloqueado',
  6: 'Pendente',
  7: 'Reprovada',
  8: 'Check-in',
  9: 'Cancelada',
  10: 'Pendente de informações',
};

/** Priority (02 §4). */
export const Prioridade = { Normal: 1, Urgente: 2, Expresso: 3 } as const;
export type TPrioridade = (typeof Prioridade)[keyof typeof Prioridade];
export const ZPrioridade = zEnumCode(Prioridade);
export const PRIORIDADE_LABELS: Record<TPrioridade, string> = { 1: 'Normal', 2: 'Urgente', 3: 'Expresso' };

/** Cancellation origin (02 §4). */
export const OrigemCancelamento = { Manual: 1, NoShow: 2, FaltaDeInformacoes: 3, Automacao: 4 } as const;
export type TOrigemCancelamento = (typeof OrigemCancelamento)[keyof typeof OrigemCancelamento];
export const ZOrigemCancelamento = zEnumCode(OrigemCancelamento);
export const ORIGEM_CANCELAMENTO_LABELS: Record<TOrigemCancelamento, string> = {
  1: 'Manual',
  2: 'No-show',
  3: 'Falta de informações',
  4: 'Automação',
};

/** Loading-panel status (02 §4). */
export const SituacaoPainelCarregamento = {
  Finalizado: 1,
  EmCarregamento: 2,
  Atrasado: 3,
  Aguardando: 4,
  Checkin: 5,
  Recusado: 6,
} as const;
export type TSituacaoPainelCarregamento =
  (typeof SituacaoPainelCarregamento)[keyof typeof SituacaoPainelCarregamento];
export const ZSituacaoPainelCarregamento = zEnumCode(SituacaoPainelCarregamento);
export const SITUACAO_PAINEL_CARREGAMENTO_LABELS: Record<TSituacaoPainelCarregamento, string> = {
  1: 'Finalizado',
  2: 'Em carregamento',
  3: 'Atrasado',
  4: 'Aguardando',
  5: 'Check-in',
  6: 'Recusado',
};

/** Yard-management user kinds (01 §6, 02 §6: gatehouse, scale, dock, dispatch; codes ours). */
export const TipoUsuarioPatio = { Portaria: 1, Balanca: 2, Doca: 3, Expedicao: 4 } as const;
export type TTipoUsuarioPatio = (typeof TipoUsuarioPatio)[keyof typeof TipoUsuarioPatio];
export const ZTipoUsuarioPatio = zEnumCode(TipoUsuarioPatio);
export const TIPO_USUARIO_PATIO_LABELS: Record<TTipoUsuarioPatio, string> = {
  1: 'Portaria',
  2: 'Balança',
  3: 'Doca',
  4: 'Expedição',
};

/**
 * Selectable fields of the dock-scheduling views (02 §3), all on by default. The spec lists these and
 * says others exist; the labels are ours.
 */
export const CAMPOS_AGENDAMENTO: readonly { campo: string; label: string }[] = [
  { campo: 'transportadorNome', label: 'Transportador' },
  { campo: 'dataReserva', label: 'Data da reserva' },
  { campo: 'dataChegada', label: 'Data de chegada' },
  { campo: 'dataSaida', label: 'Data de saída' },
  { campo: 'doca', label: 'Doca' },
  { campo: 'codigoReferencia', label: 'Código de referência' },
  { campo: 'cargaCodigo', label: 'Código da carga' },
  { campo: 'empresaColeta', label: 'Empresa de coleta' },
  { campo: 'placaVeiculo', label: 'Placa do veículo' },
  { campo: 'tipoVeiculo', label: 'Tipo de veículo' },
  { campo: 'tipoCarroceria', label: 'Tipo de carroceria' },
  { campo: 'motorista', label: 'Motorista' },
  { campo: 'documentoMotorista', label: 'Documento do motorista' },
  { campo: 'telefoneMotorista', label: 'Telefone do motorista' },
  { campo: 'motivoRecusa', label: 'Motivo da recusa' },
  { campo: 'pedidos', label: 'Pedidos' },
  { campo: 'pesoEstimado', label: 'Peso estimado' },
];
