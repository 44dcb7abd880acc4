import type { Database } from '../../db/client';
import type { Jobs } from '../../lib/jobs/jobs';
import type { Notify } from '../notificacoes/notificacoes.service';
import { expirarPrazos } from './cascata';
import { enviarAvisos } from './negociacao';
import { FILA_PRAZO_OFERTA, FILA_VARREDURA_PRAZOS, VARREDURA_PRAZOS_CRON } from './oferecimento.filas';

/**
 * The deadline jobs of the offering (every role declares them; roles all/worker work them): the offer's own
 * job at its deadline and the sweep every minute. Notifications go out after the sweep's commit once
 * `usarNotify` has bound them (the job layer is declared before the modules); a failure to notify is logged.
 */
export function registerOferecimentoJobs(
  jobs: Jobs,
  {
    db,
    log,
    now = () => new Date(),
  }: { db: Database; log: { warn: (o: object, m: string) => void }; now?: () => Date },
): { usarNotify(notify: Notify): void } {
  let notify: Notify | null = null;
  const onError = (error: unknown) => log.warn({ err: error }, 'aviso de oferta não enviado');
  jobs.work(
    FILA_PRAZO_OFERTA,
    async (lote) => {
      for (const job of lote) {
        const { avisos } = await expirarPrazos(db, jobs, { ofertaId: job.data.ofertaId, agora: now() });
        await enviarAvisos(db, notify, avisos, onError);
      }
    },
    { batchSize: 20, pollingIntervalSeconds: 1 },
  );
  jobs.work(
    FILA_VARREDURA_PRAZOS,
    async () => {
      const { avisos } = await expirarPrazos(db, jobs, { agora: now() });
      await enviarAvisos(db, notify, avisos, onError);
    },
    { pollingIntervalSeconds: 30 },
  );
  jobs.schedule(FILA_VARREDURA_PRAZOS, VARREDURA_PRAZOS_CRON, {});
  return {
    usarNotify(value) {
      notify = value;
    },
  };
}
