import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadEnvios } from '../../db/schema';

export interface LeadsWorkerOptions {
  db: Database;
  /** MARKETING_LEAD_URL: where each lead form is POSTed as JSON. */
  url: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** How often the outbox is read (ms). */
  intervalMs?: number;
  /** Attempts per lead before giving up (the row keeps its last error). */
  maxTentativas?: number;
  /** The wait after the first failure (ms); it doubles after each one, up to backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** One POST's time limit (ms). */
  timeoutMs?: number;
  /** Leads taken per round. */
  lote?: number;
  log?: { warn: (obj: object, msg: string) => void };
}

export interface LeadsWorker {
  start(): void;
  /** Stops the timer and waits for the round in progress. */
  stop(): Promise<void>;
  /** One round: takes the due leads and POSTs them (tests call it directly). */
  processarPendentes(): Promise<{ enviados: number; falhas: number }>;
}

export const LEADS_DEFAULTS = {
  intervalMs: 15_000,
  maxTentativas: 8,
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
  timeoutMs: 10_000,
  lote: 20,
} as const;

/** The wait before attempt `tentativas + 1`: base × 2^(tentativas − 1), at most `max`. */
export function esperaAposFalha(tentativas: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, tentativas - 1));
}

interface Pendente {
  id: string;
  payload: unknown;
  tentativas: number;
}

/**
 * The lead form outbox's sender (lead_envios, queued by `enfileirarLead`): every `intervalMs` it takes the
 * due leads and POSTs each as JSON to MARKETING_LEAD_URL; a 2xx marks it sent, anything else (an HTTP error,
 * a timeout, no connection) schedules the next attempt with exponential backoff, up to `maxTentativas`.
 *
 * Safe with several API processes: a round claims its leads in one statement (SELECT … FOR UPDATE SKIP
 * LOCKED inside an UPDATE) that also pushes their `proximo_envio` past the POST's time limit — a lease:
 * no other process takes them meanwhile, and a process that dies mid-send leaves them due again after it.
 * Delivery is at least once (the receiver may see a lead twice after a crash between its 2xx and our write).
 */
export function createLeadsWorker(options: LeadsWorkerOptions): LeadsWorker {
  const { db, url } = options;
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const cfg = {
    intervalMs: options.intervalMs ?? LEADS_DEFAULTS.intervalMs,
    maxTentativas: options.maxTentativas ?? LEADS_DEFAULTS.maxTentativas,
    backoffBaseMs: options.backoffBaseMs ?? LEADS_DEFAULTS.backoffBaseMs,
    backoffMaxMs: options.backoffMaxMs ?? LEADS_DEFAULTS.backoffMaxMs,
    timeoutMs: options.timeoutMs ?? LEADS_DEFAULTS.timeoutMs,
    lote: options.lote ?? LEADS_DEFAULTS.lote,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function claim(): Promise<Pendente[]> {
    const agora = now();
    const lease = new Date(agora.getTime() + cfg.timeoutMs * 2);
    const result = (await db.execute(sql`
      update ${leadEnvios} set proximo_envio = ${lease.toISOString()}::timestamptz
      where id in (
        select id from ${leadEnvios}
        where enviado_em is null and proximo_envio <= ${agora.toISOString()}::timestamptz
        order by proximo_envio
        limit ${cfg.lote}
        for update skip locked)
      returning id, payload, tentativas`)) as unknown as { rows: Pendente[] };
    return result.rows;
  }

  /** POSTs one lead; null when the receiver answered 2xx, else why it failed. */
  async function post(payload: unknown): Promise<string | null> {
    try {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(cfg.timeoutMs),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  async function processarPendentes() {
    let enviados = 0;
    let falhas = 0;
    for (const lead of await claim()) {
      const erro = await post(lead.payload);
      const tentativas = lead.tentativas + 1;
      if (erro === null) {
        enviados += 1;
        await db.execute(sql`update ${leadEnvios}
          set enviado_em = ${now().toISOString()}::timestamptz, proximo_envio = null, tentativas = ${tentativas},
            ultimo_erro = null
          where id = ${lead.id}`);
        continue;
      }
      falhas += 1;
      const desistir = tentativas >= cfg.maxTentativas;
      const proximo = desistir
        ? null
        : new Date(now().getTime() + esperaAposFalha(tentativas, cfg.backoffBaseMs, cfg.backoffMaxMs));
      await db.execute(sql`update ${leadEnvios}
        set tentativas = ${tentativas}, ultimo_erro = ${erro.slice(0, 500)},
          proximo_envio = ${proximo?.toISOString() ?? null}::timestamptz
        where id = ${lead.id}`);
      options.log?.warn(
        { leadId: lead.id, tentativas, erro, desistiu: desistir },
        desistir ? 'formulário de lead não enviado (desistindo)' : 'formulário de lead não enviado',
      );
    }
    return { enviados, falhas };
  }

  function agendar() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = processarPendentes()
        .catch((error: unknown) => options.log?.warn({ err: error }, 'fila de leads indisponível'))
        .finally(() => {
          running = undefined;
          agendar();
        });
    }, cfg.intervalMs);
    // The outbox never keeps the process alive on its own.
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      agendar();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    processarPendentes,
  };
}
