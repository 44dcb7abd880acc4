import { diasEntre } from '../../cargas/modelos/modelos.rules';
import { formatDate } from '../../shared/formatters';
import { formatPlate } from '../../shared/plates';
import { DIAS_AVISO_VENCIMENTO_PADRAO } from '../frota.enums';

/**
 * Document expiry (issue 18): a driver's CNH and a vehicle's documents (CRLV, RNTRC, insurance…) expire on a
 * date; the company is told `N` days before (the owner preference `DiasAvisoVencimento`, default
 * DIAS_AVISO_VENCIMENTO_PADRAO) and again never for the same document and date. Days are São Paulo
 * calendar days; a document is still valid on its expiry date and expired from the day after.
 */

/** The owner preference holding N (whole days, 1–365). */
export const PREFERENCIA_DIAS_AVISO_VENCIMENTO = 'DiasAvisoVencimento';
export const DIAS_AVISO_VENCIMENTO_MIN = 1;
export const DIAS_AVISO_VENCIMENTO_MAX = 365;

/** The preference's value when stored, else the default (anything malformed reads as the default). */
export function diasAvisoVencimento(valor: unknown): number {
  return typeof valor === 'number' &&
    Number.isInteger(valor) &&
    valor >= DIAS_AVISO_VENCIMENTO_MIN &&
    valor <= DIAS_AVISO_VENCIMENTO_MAX
    ? valor
    : DIAS_AVISO_VENCIMENTO_PADRAO;
}

export const SituacaoValidade = { Vencido: 'vencido', AVencer: 'a-vencer' } as const;
export type TSituacaoValidade = (typeof SituacaoValidade)[keyof typeof SituacaoValidade];

/**
 * Where an expiry date stands today within the warning window: expired (before today), expiring (today up to
 * `dias` days ahead) or null (further away, or no date).
 */
export function situacaoDaValidade(
  validade: string | null,
  hoje: string,
  dias: number,
): { situacao: TSituacaoValidade; diasRestantes: number } | null {
  if (!validade) return null;
  const diasRestantes = diasEntre(hoje, validade);
  if (diasRestantes < 0) return { situacao: SituacaoValidade.Vencido, diasRestantes };
  if (diasRestantes <= dias) return { situacao: SituacaoValidade.AVencer, diasRestantes };
  return null;
}

/** What an alert is about. */
export const TipoAlertaFrota = {
  CnhVencida: 'cnh-vencida',
  CnhAVencer: 'cnh-a-vencer',
  DocumentoVencido: 'documento-vencido',
  DocumentoAVencer: 'documento-a-vencer',
} as const;
export type TTipoAlertaFrota = (typeof TipoAlertaFrota)[keyof typeof TipoAlertaFrota];

/** 'hoje', 'amanhã', 'em 12 dias'. */
export function prazoEmDias(dias: number): string {
  if (dias === 0) return 'hoje';
  if (dias === 1) return 'amanhã';
  return `em ${dias} dias`;
}

const dataBr = (dia: string) => formatDate(`${dia}T12:00:00-03:00`);

export const VENCIMENTO_MESSAGES = {
  cnhVencida: (nome: string, validade: string) => `A CNH de ${nome} venceu em ${dataBr(validade)}.`,
  cnhAVencer: (nome: string, validade: string, dias: number) =>
    `A CNH de ${nome} vence ${prazoEmDias(dias)} (${dataBr(validade)}).`,
  documentoVencido: (documento: string, placa: string, validade: string) =>
    `${documento} do veículo ${formatPlate(placa)}: vencido em ${dataBr(validade)}.`,
  documentoAVencer: (documento: string, placa: string, validade: string, dias: number) =>
    `${documento} do veículo ${formatPlate(placa)}: vence ${prazoEmDias(dias)} (${dataBr(validade)}).`,
  tituloAviso: 'Documento da frota a vencer',
  tituloVencido: 'Documento da frota vencido',
  /** The allocation form's confirm step. */
  confirmarAlocacao: 'Há documentos vencidos ou a vencer. Deseja alocar mesmo assim?',
} as const;

/** An alert the selector lists carry (the allocation form warns before saving). */
export interface TAlertaValidade {
  tipo: TTipoAlertaFrota;
  mensagem: string;
  validade: string;
  diasRestantes: number;
}

/** The CNH alert of a driver (expired, or expiring within `dias`); null when none. */
export function alertaDaCnh(
  motorista: { nome: string; cnhValidade: string | null },
  hoje: string,
  dias: number,
): TAlertaValidade | null {
  const situacao = situacaoDaValidade(motorista.cnhValidade, hoje, dias);
  if (!situacao || !motorista.cnhValidade) return null;
  const validade = motorista.cnhValidade;
  return situacao.situacao === SituacaoValidade.Vencido
    ? {
        tipo: TipoAlertaFrota.CnhVencida,
        mensagem: VENCIMENTO_MESSAGES.cnhVencida(motorista.nome, validade),
        validade,
        diasRestantes: situacao.diasRestantes,
      }
    : {
        tipo: TipoAlertaFrota.CnhAVencer,
        mensagem: VENCIMENTO_MESSAGES.cnhAVencer(motorista.nome, validade, situacao.diasRestantes),
        validade,
        diasRestantes: situacao.diasRestantes,
      };
}

/** A vehicle document's alert (expired, or expiring within `dias`); null when none. */
export function alertaDoDocumento(
  documento: { nome: string; placa: string; validade: string | null },
  hoje: string,
  dias: number,
): TAlertaValidade | null {
  const situacao = situacaoDaValidade(documento.validade, hoje, dias);
  if (!situacao || !documento.validade) return null;
  const { nome, placa, validade } = documento;
  return situacao.situacao === SituacaoValidade.Vencido
    ? {
        tipo: TipoAlertaFrota.DocumentoVencido,
        mensagem: VENCIMENTO_MESSAGES.documentoVencido(nome, placa, validade),
        validade,
        diasRestantes: situacao.diasRestantes,
      }
    : {
        tipo: TipoAlertaFrota.DocumentoAVencer,
        mensagem: VENCIMENTO_MESSAGES.documentoAVencer(nome, placa, validade, situacao.diasRestantes),
        validade,
        diasRestantes: situacao.diasRestantes,
      };
}

/**
 * Whether the allocation form asks to confirm before saving: the driver's CNH expired or expiring within the
 * window, or a vehicle (or equipment) document expired.
 */
export function alertasQueConfirmam(alertas: readonly TAlertaValidade[]): TAlertaValidade[] {
  return alertas.filter(
    (alerta) =>
      alerta.tipo === TipoAlertaFrota.CnhVencida ||
      alerta.tipo === TipoAlertaFrota.CnhAVencer ||
      alerta.tipo === TipoAlertaFrota.DocumentoVencido,
  );
}

/** The dedupe key of a notice: one per document and expiry date (the notification's eventId). */
export function chaveAvisoVencimento(
  origem: 'motorista' | 'veiculo-documento',
  id: string,
  validade: string,
): string {
  return `frota-vencimento:${origem}:${id.toLowerCase()}:${validade}`;
}
