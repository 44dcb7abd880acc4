import { zEnumCode } from '../shared/enum';

/**
 * Shipment/occurrence status (02 §4): 1 Pendente, 2 Em andamento, 3 Resolvida, 99 Cancelada.
 * An occurrence of a finished load takes situacao 4 (SITUACAO_OCORRENCIA_CARGA_FINALIZADA).
 */
export const SituacaoOcorrencia = { Pendente: 1, EmAndamento: 2, Resolvida: 3, Cancelada: 99 } as const;
export type TSituacaoOcorrencia = (typeof SituacaoOcorrencia)[keyof typeof SituacaoOcorrencia];
export const ZSituacaoOcorrencia = zEnumCode(SituacaoOcorrencia);
export const SITUACAO_OCORRENCIA_LABELS: Record<TSituacaoOcorrencia, string> = {
  1: 'Pendente',
  2: 'Em andamento',
  3: 'Resolvida',
  99: 'Cancelada',
};

/** "An occurrence load uses situacao 4 when finished" (02 §4): the occurrence's situacao then. */
export const SITUACAO_OCORRENCIA_CARGA_FINALIZADA = 4;
export const SITUACAO_OCORRENCIA_CARGA_FINALIZADA_LABEL = 'Carga finalizada';

/** Step status (02 §4): 1 Pendente, 2 Em andamento, 3 Executado. */
export const SituacaoEtapa = { Pendente: 1, EmAndamento: 2, Executado: 3 } as const;
export type TSituacaoEtapa = (typeof SituacaoEtapa)[keyof typeof SituacaoEtapa];
export const ZSituacaoEtapa = zEnumCode(SituacaoEtapa);
export const SITUACAO_ETAPA_LABELS: Record<TSituacaoEtapa, string> = {
  1: 'Pendente',
  2: 'Em andamento',
  3: 'Executado',
};
