import { POSICOES_RETENCAO_DIAS } from '@embarca/domain';
import type { Database } from '../../../db/client';
import { defineQueue, type Jobs } from '../../../lib/jobs/jobs';
import { createMonitoramentoRepository } from './monitoramento.repository';
import { simularPosicoes } from './simulador-posicoes';

/** Daily, 03:30 in São Paulo: positions older than POSICOES_RETENCAO_DIAS are deleted, in batches. */
export const FILA_PODA_POSICOES = defineQueue<Record<string, never>>('frota.posicoes.poda', {
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: false,
  expireInSeconds: 900,
  deadLetter: false,
});
export const PODA_POSICOES_CRON = '30 3 * * *';
/** Rows per DELETE: short statements, so ingestion never waits long on the prune. */
export const PODA_POSICOES_LOTE = 5_000;

/** Every minute: the demo simulator moves the demo companies' vehicles along their loads' routes. */
export const FILA_SIMULADOR_POSICOES = defineQueue<Record<string, never>>('frota.posicoes.simulador', {
  retryLimit: 0,
  retryDelay: 0,
  retryBackoff: false,
  expireInSeconds: 50,
  deadLetter: false,
  policy: 'singleton',
});
export const SIMULADOR_POSICOES_CRON = '* * * * *';

/**
 * Deletes the positions older than `retencaoDias` (before `agora`), `lote` rows per statement until none is
 * left. Returns how many were deleted.
 */
export async function podarPosicoes(
  db: Database,
  { agora = new Date(), retencaoDias = POSICOES_RETENCAO_DIAS, lote = PODA_POSICOES_LOTE } = {},
): Promise<number> {
  const repository = createMonitoramentoRepository(db);
  const antesDe = new Date(agora.getTime() - retencaoDias * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const apagadas = await repository.podarPosicoes(antesDe, lote);
    total += apagadas;
    if (apagadas < lote) return total;
  }
}

/** The fleet's jobs (every role declares them; roles all/worker run them). */
export function registerMonitoramentoJobs(
  jobs: Jobs,
  { db, simulador }: { db: Database; simulador: boolean },
): void {
  jobs.work(
    FILA_PODA_POSICOES,
    async () => {
      await podarPosicoes(db);
    },
    { pollingIntervalSeconds: 60 },
  );
  jobs.schedule(FILA_PODA_POSICOES, PODA_POSICOES_CRON, {});
  if (simulador) {
    jobs.work(
      FILA_SIMULADOR_POSICOES,
      async () => {
        await simularPosicoes(db);
      },
      { pollingIntervalSeconds: 10 },
    );
    jobs.schedule(FILA_SIMULADOR_POSICOES, SIMULADOR_POSICOES_CRON, {});
  } else {
    jobs.define(FILA_SIMULADOR_POSICOES);
  }
}
