import { z } from 'zod';
import { MESSAGES } from '../shared/messages';

/**
 * The job layer seen by support (issue 17): GET /api/painel-admin/tarefas lists every queue with its jobs
 * per state and the dead letters (jobs that used up their attempts); POST …/tarefas/{id}/reprocessar sends
 * a dead letter's job again. The self-check (POST …/tarefas/verificacao, GET …/verificacao/{lote}) queues a
 * batch of harmless jobs and reports whether each ran, and that none had its effect twice.
 */

/** pt-BR names of the queues (the API answers the queue's own name when it has none here). */
export const ROTULOS_FILAS_TAREFAS: Readonly<Record<string, string>> = {
  'leads.envio': 'Envio do formulário de lead',
  'leads.varredura': 'Leads sem tarefa (varredura)',
  'sistema.verificacao': 'Verificação da fila de tarefas',
  'sistema.verificacao.limpeza': 'Limpeza das verificações antigas',
};

export const TAREFAS_MESSAGES = {
  reprocessada: 'Tarefa reenviada para a fila.',
  jaReprocessada: 'Esta tarefa já foi reprocessada.',
  naoEncontrada: 'Tarefa não encontrada.',
  loteNaoEncontrado: 'Lote de verificação não encontrado.',
} as const;

/** The process that answered: its EMBARCA_ROLE. */
export const ZPapelDoProcesso = z.enum(['all', 'web', 'worker']);

export const ZFilaDeTarefas = z.object({
  nome: z.string(),
  descricao: z.string(),
  /** Waiting for their first attempt. */
  criadas: z.number().int(),
  /** Failed at least once, waiting for the next attempt. */
  novasTentativas: z.number().int(),
  ativas: z.number().int(),
  /** Used up their attempts (kept by pg-boss for a while; their copy is in the dead letters). */
  falhas: z.number().int(),
  /** Dead letters waiting for support. */
  aguardandoSuporte: z.number().int(),
});
export type TFilaDeTarefas = z.infer<typeof ZFilaDeTarefas>;

export const ZTarefaComFalha = z.object({
  id: z.string(),
  fila: z.string(),
  descricaoFila: z.string(),
  /** A one-line text of the job's data. */
  resumo: z.string(),
  tentativas: z.number().int(),
  ultimoErro: z.string().nullable(),
  /** When it landed in the dead letters (ISO 8601). */
  falhouEm: z.string(),
});
export type TTarefaComFalha = z.infer<typeof ZTarefaComFalha>;

export const ZPainelTarefas = z.object({
  papel: ZPapelDoProcesso,
  filas: z.array(ZFilaDeTarefas),
  falhas: z.array(ZTarefaComFalha),
});
export type TPainelTarefas = z.infer<typeof ZPainelTarefas>;

export const ZReprocessarTarefaResponse = z.object({
  message: z.string(),
  fila: z.string(),
  /** The new job's id. */
  tarefaId: z.string(),
});
export type TReprocessarTarefaResponse = z.infer<typeof ZReprocessarTarefaResponse>;

export const VERIFICACAO_MAXIMO = 10_000;

/** POST /api/painel-admin/tarefas/verificacao */
export const ZVerificacaoRequest = z.object({
  quantidade: z
    .number({ error: MESSAGES.invalidValue })
    .int({ error: MESSAGES.invalidValue })
    .min(1, `${MESSAGES.minValue}1`)
    .max(VERIFICACAO_MAXIMO, `${MESSAGES.maxValue}${VERIFICACAO_MAXIMO}`),
});
export type TVerificacaoRequest = z.infer<typeof ZVerificacaoRequest>;

export const ZVerificacaoCriada = z.object({ lote: z.string(), enfileiradas: z.number().int() });
export type TVerificacaoCriada = z.infer<typeof ZVerificacaoCriada>;

export const ZVerificacaoParams = z.object({ lote: z.guid({ error: MESSAGES.invalidFormat }) });

/** GET /api/painel-admin/tarefas/verificacao/{lote} */
export const ZVerificacao = z.object({
  lote: z.string(),
  enfileiradas: z.number().int(),
  /** Jobs whose effect was applied. */
  concluidas: z.number().int(),
  /** Jobs whose effect was applied more than once: 0 by construction (the self-check's point). */
  efeitosDuplicados: z.number().int(),
  /** Executions beyond the first (a job delivered again after a worker died): allowed, effect-free. */
  execucoesRepetidas: z.number().int(),
  criadaEm: z.string(),
  /** When the last job's effect was applied; null while any is pending. */
  concluidaEm: z.string().nullable(),
});
export type TVerificacao = z.infer<typeof ZVerificacao>;
