import type { Database } from '../../../db/client';
import { defineQueue, type Jobs } from '../../../lib/jobs/jobs';
import type { Notify } from '../../notificacoes/notificacoes.service';
import { createVencimentosRepository } from './vencimentos.repository';
import { createVencimentosService } from './vencimentos.service';

/** Daily, 07:00 in São Paulo (the job layer's zone): the fleet's document expiry notices (issue 18). */
export const FILA_AVISOS_VENCIMENTO = defineQueue<Record<string, never>>('frota.vencimentos.avisos', {
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 600,
});
export const AVISOS_VENCIMENTO_CRON = '0 7 * * *';

/**
 * Handler and cron of the expiry notices (every role declares them; roles all/worker run them). `notify`
 * is bound once the notifications module exists (`usarNotify`): the job layer is declared before the
 * modules. A run before that fails and is retried.
 */
export function registerVencimentosJobs(
  jobs: Jobs,
  { db, now }: { db: Database; now?: () => Date },
): { usarNotify(notify: Notify): void } {
  const service = createVencimentosService({ repository: createVencimentosRepository(db), now });
  let notify: Notify | null = null;
  jobs.work(
    FILA_AVISOS_VENCIMENTO,
    async () => {
      if (!notify) throw new Error('notificações ainda não disponíveis');
      await service.avisar(notify);
    },
    // One job a day: no need to ask the database every 2 s (PGlite serves one query at a time).
    { pollingIntervalSeconds: 60 },
  );
  jobs.schedule(FILA_AVISOS_VENCIMENTO, AVISOS_VENCIMENTO_CRON, {});
  return {
    usarNotify(value) {
      notify = value;
    },
  };
}
