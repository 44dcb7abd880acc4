import { zEnumCode } from '../shared/enum';

/** Audit status (02 §4). */
export const SituacaoAuditoria = { Pendente: 1, Problema: 2, Conciliada: 3 } as const;
export type TSituacaoAuditoria = (typeof SituacaoAuditoria)[keyof typeof SituacaoAuditoria];
export const ZSituacaoAuditoria = zEnumCode(SituacaoAuditoria);
export const SITUACAO_AUDITORIA_LABELS: Record<TSituacaoAuditoria, string> = {
  1: 'Pendente',
  2: 'Problema',
  3: 'Conciliada',
};
