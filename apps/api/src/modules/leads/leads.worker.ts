import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadEnvios } from '../../db/schema';
import { defineQueue, type Job, type Jobs, type JobsLog } from '../../lib/jobs/jobs';

/**
 * One lead form to POST (lead_envios.id). 8 attempts (the first + 7), the wait after a failure starting at
 * 30 s and doubling (pg-boss adds up to the same again as jitter: 30–60 s, 60–120 s, … 32–64 min), then
 * the dead letters, where support sees it and may send it again (painel-admin "Tarefas").
 */
export const FILA_ENVIO_LEAD = defineQueue<{ leadEnvioId: string }>(
  'leads.envio',
  { retryLimit: 7, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  (data) => `Formulário de lead (envio ${data.leadEnvioId})`,
);

/** The sweep of lead rows without a job (queued before the job layer existed); a cron, every 10 min. */
export const FILA_VARREDURA_LEADS = defineQueue<Record<string, never>>('leads.varredura', {
  retryLimit: 0,
  retryDelay: 0,
  retryBackoff: false,
  expireInSeconds: 300,
  // The next run sweeps again: nothing for support to retry.
  deadLetter: false,
});
export const VARREDURA_LEADS_CRON = '*/10 * * * *';

export interface LeadSenderOptions {
  db: Database;
  /** MARKETING_LEAD_URL: where each lead form is POSTed as JSON. */
  url: string;
  fetch?: typeof fetch;
  /** One POST's time limit (ms, default 10 s). */
  timeoutMs?: number;
  log?: JobsLog;
}

/**
 * The handler of queue leads.envio: POSTs the row's payload as JSON to MARKETING_LEAD_URL; a 2xx marks it
 * sent, anything else (an HTTP error, a time-out, no connection) is recorded on the row (attempts, last
 * error; `desistido_em` on the last attempt) and thrown, so pg-boss retries the job with its backoff.
 *
 * A job delivered again whose row is already sent does nothing: a lead is POSTed twice only when a process
 * dies between the receiver's 2xx and our update (delivery is at least once, as any outbox's).
 */
export function createLeadSender(options: LeadSenderOptions) {
  const { db, url } = options;
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** POSTs one lead; null when the receiver answered 2xx, else why it failed. */
  async function post(payload: unknown): Promise<string | null> {
    try {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return motivoDaFalha(error);
    }
  }

  return async function enviarLeads(jobs: Job<{ leadEnvioId: string }>[]): Promise<void> {
    for (const job of jobs) {
      const result = (await db.execute(sql`
        select payload, enviado_em from ${leadEnvios} where id = ${job.data.leadEnvioId}`)) as unknown as {
        rows: { payload: unknown; enviado_em: unknown }[];
      };
      const envio = result.rows[0];
      // Gone (nothing to send) or already sent (this job ran again after a crash).
      if (!envio || envio.enviado_em) continue;
      const erro = await post(envio.payload);
      if (erro === null) {
        await db.execute(sql`update ${leadEnvios}
          set enviado_em = now(), tentativas = tentativas + 1, ultimo_erro = null, desistido_em = null
          where id = ${job.data.leadEnvioId}`);
        continue;
      }
      const ultima = job.retryCount >= job.retryLimit;
      await db.execute(sql`update ${leadEnvios}
        set tentativas = tentativas + 1, ultimo_erro = ${erro.slice(0, 500)},
          desistido_em = ${ultima ? sql`now()` : sql`null`}
        where id = ${job.data.leadEnvioId}`);
      options.log?.warn(
        { leadEnvioId: job.data.leadEnvioId, tentativa: job.retryCount + 1, erro, desistiu: ultima },
        ultima ? 'formulário de lead não enviado (última tentativa)' : 'formulário de lead não enviado',
      );
      throw new Error(`Formulário de lead não enviado: ${erro}`);
    }
  };
}

/**
 * Why a POST failed, for the row and for support: fetch only says "fetch failed" and keeps the reason in
 * `cause` (ECONNREFUSED, ENOTFOUND…); its time-out is a TimeoutError.
 */
export function motivoDaFalha(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'tempo limite esgotado';
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (typeof cause?.code === 'string') return `falha de conexão (${cause.code})`;
  if (typeof cause?.message === 'string' && cause.message) return `${error.message}: ${cause.message}`;
  return error.message;
}

/**
 * Queues a job for each lead row that has none (rows written before the job layer), at most `limite` per
 * run, each in the same transaction as its `tarefa_id`: SKIP LOCKED keeps two workers' sweeps apart.
 */
export async function varrerLeadsSemTarefa(db: Database, jobs: Jobs, limite = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      select id from ${leadEnvios}
      where tarefa_id is null and enviado_em is null and desistido_em is null
      order by created_at limit ${limite}
      for update skip locked`)) as unknown as { rows: { id: string }[] };
    for (const { id } of result.rows) {
      const tarefaId = await jobs.send(FILA_ENVIO_LEAD, { leadEnvioId: id }, { db: tx });
      await tx.execute(sql`update ${leadEnvios} set tarefa_id = ${tarefaId} where id = ${id}`);
    }
    return result.rows.length;
  });
}
