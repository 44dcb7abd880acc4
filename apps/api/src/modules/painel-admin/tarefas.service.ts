import { randomUUID } from 'node:crypto';
import {
  ROTULOS_FILAS_TAREFAS,
  TAREFAS_MESSAGES,
  type TPainelTarefas,
  type TReprocessarTarefaResponse,
  type TVerificacao,
  type TVerificacaoCriada,
} from '@embarca/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Jobs } from '../../lib/jobs/jobs';
import { FILA_VERIFICACAO } from './verificacao.jobs';
import { createVerificacaoRepository } from './verificacao.repository';

const rotulo = (fila: string) => ROTULOS_FILAS_TAREFAS[fila] ?? fila;

/**
 * The job layer for support (issue 17): the queues' figures and dead letters, sending a dead letter again,
 * and the self-check batches.
 */
export function createTarefasService({ jobs, db }: { jobs: Jobs; db: Database }) {
  return {
    async painel(): Promise<TPainelTarefas> {
      const [depths, mortas] = await Promise.all([jobs.depths(), jobs.deadLetters({ limit: 100 })]);
      const porFila = new Map(depths.map((depth) => [depth.queue, depth]));
      return {
        papel: jobs.role,
        filas: jobs.queues().map((queue) => {
          const depth = porFila.get(queue.name);
          return {
            nome: queue.name,
            descricao: rotulo(queue.name),
            criadas: depth?.created ?? 0,
            novasTentativas: depth?.retry ?? 0,
            ativas: depth?.active ?? 0,
            falhas: depth?.failed ?? 0,
            aguardandoSuporte: queue.deadLetter ? (porFila.get(queue.deadLetter)?.created ?? 0) : 0,
          };
        }),
        falhas: mortas.map((morta) => ({
          id: morta.id,
          fila: morta.queue,
          descricaoFila: rotulo(morta.queue),
          resumo: morta.resumo,
          tentativas: morta.attempts,
          ultimoErro: morta.error,
          falhouEm: morta.failedOn.toISOString(),
        })),
      };
    },

    async reprocessar(id: string): Promise<TReprocessarTarefaResponse> {
      const result = await jobs.retryDeadLetter(id);
      if (!result) throw new AppError('NOT_FOUND', TAREFAS_MESSAGES.naoEncontrada);
      if (result.status === 'ja-reprocessada')
        throw new AppError('CONFLICT', TAREFAS_MESSAGES.jaReprocessada);
      return { message: TAREFAS_MESSAGES.reprocessada, fila: result.queue, tarefaId: result.jobId };
    },

    /** A batch of `quantidade` self-check jobs: its rows and jobs in one transaction. */
    async verificar(quantidade: number): Promise<TVerificacaoCriada> {
      const lote = randomUUID();
      await db.transaction(async (tx) => {
        await createVerificacaoRepository(tx).criarLote(lote, quantidade);
        const itens = Array.from({ length: quantidade }, (_, i) => ({ lote, sequencia: i + 1 }));
        await jobs.sendMany(FILA_VERIFICACAO, itens, { db: tx });
      });
      return { lote, enfileiradas: quantidade };
    },

    async verificacao(lote: string): Promise<TVerificacao> {
      const resumo = await createVerificacaoRepository(db).resumo(lote);
      if (!resumo) throw new AppError('NOT_FOUND', TAREFAS_MESSAGES.loteNaoEncontrado);
      return {
        lote,
        ...resumo,
        criadaEm: resumo.criadaEm.toISOString(),
        concluidaEm: resumo.concluidaEm?.toISOString() ?? null,
      };
    },
  };
}

export type TarefasService = ReturnType<typeof createTarefasService>;
