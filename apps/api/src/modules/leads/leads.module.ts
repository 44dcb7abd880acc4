import type { Database } from '../../db/client';
import type { Jobs, JobsLog } from '../../lib/jobs/jobs';
import { createLeadsOutbox, type LeadsOutbox } from './leads.outbox';
import {
  createLeadSender,
  FILA_ENVIO_LEAD,
  FILA_VARREDURA_LEADS,
  VARREDURA_LEADS_CRON,
  varrerLeadsSemTarefa,
} from './leads.worker';

/**
 * The lead form of trial companies' loads (01 §3) on the job layer: the register use case queues through
 * the returned outbox (in its transaction); with MARKETING_LEAD_URL set, processes that work jobs (roles
 * all/worker) send them and sweep rows queued before the job layer. Unset: nothing is queued or sent.
 */
export function registerLeadsModule(
  jobs: Jobs,
  { db, url, log }: { db: Database; url: string | undefined; log: JobsLog },
): LeadsOutbox {
  jobs.define(FILA_ENVIO_LEAD);
  if (url) {
    jobs.work(FILA_ENVIO_LEAD, createLeadSender({ db, url, log }));
    jobs.work(
      FILA_VARREDURA_LEADS,
      async () => {
        await varrerLeadsSemTarefa(db, jobs);
      },
      // One job every 10 minutes: no need to ask the database every 2 s.
      { pollingIntervalSeconds: 60 },
    );
    jobs.schedule(FILA_VARREDURA_LEADS, VARREDURA_LEADS_CRON, {});
  }
  return createLeadsOutbox({ jobs, url });
}
