import { defineQueue } from '../../lib/jobs/jobs';

/**
 * The offering's queues (issue 20). A deadline lives in its offer's row (`prazo_resposta`); the job only wakes
 * the sweep (`expirarPrazos`), which reads the row: a job early, late, repeated or lost changes nothing the
 * sweep would not do. The cron sweeps every minute as the safety net for a job that was lost.
 */
export const FILA_PRAZO_OFERTA = defineQueue<{ ofertaId: string }>(
  'oferecimento.prazo',
  { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  (data) => `oferta ${data.ofertaId}`,
);

export const FILA_VARREDURA_PRAZOS = defineQueue<Record<string, never>>('oferecimento.varredura', {
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: false,
  expireInSeconds: 120,
});
export const VARREDURA_PRAZOS_CRON = '* * * * *';
