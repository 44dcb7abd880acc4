import type { Database } from '../../db/client';
import { defineQueue, type Jobs } from '../../lib/jobs/jobs';
import { createVerificacaoRepository, type ItemDeVerificacao } from './verificacao.repository';

/**
 * The job layer's self-check (issue 17): jobs of a batch queued by support or bench/run-cluster.ts
 * (POST /api/painel-admin/tarefas/verificacao), worked 50 at a time. A job whose worker dies is failed by
 * pg-boss's maintenance once it has been active for 30 s and retried (up to 5 times, 1 s doubling).
 */
export const FILA_VERIFICACAO = defineQueue<ItemDeVerificacao>(
  'sistema.verificacao',
  { retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 30 },
  (item) => `Lote ${item.lote}, tarefa ${item.sequencia}`,
);
export const VERIFICACAO_LOTE_DO_WORKER = 50;

/** Daily, 03:00 in São Paulo: self-check batches older than a week are deleted. */
export const FILA_LIMPEZA_VERIFICACAO = defineQueue<Record<string, never>>('sistema.verificacao.limpeza', {
  retryLimit: 0,
  retryDelay: 0,
  retryBackoff: false,
  expireInSeconds: 300,
  deadLetter: false,
});
export const LIMPEZA_VERIFICACAO_CRON = '0 3 * * *';
export const VERIFICACAO_RETENCAO_DIAS = 7;

/** Handlers and cron of the self-check (every role declares them; roles all/worker run them). */
export function registerVerificacaoJobs(jobs: Jobs, { db }: { db: Database }): void {
  const repository = createVerificacaoRepository(db);
  jobs.work(
    FILA_VERIFICACAO,
    async (batch) => {
      await repository.aplicar(batch.map((job) => job.data));
    },
    // A full batch fetches the next one at once; an idle worker looks every 2 s.
    { batchSize: VERIFICACAO_LOTE_DO_WORKER, pollingIntervalSeconds: 2 },
  );
  jobs.work(
    FILA_LIMPEZA_VERIFICACAO,
    async () => {
      await repository.limpar(VERIFICACAO_RETENCAO_DIAS);
    },
    // One job a day: no need to ask the database every 2 s (PGlite serves one query at a time).
    { pollingIntervalSeconds: 60 },
  );
  jobs.schedule(FILA_LIMPEZA_VERIFICACAO, LIMPEZA_VERIFICACAO_CRON, {});
}
