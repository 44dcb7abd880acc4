import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { type JobRole, worksJobs } from './roles';
import { type SqlExecutor, sqlExecutorFor } from './sql-executor';

/**
 * The durable job layer (issue 17): pg-boss 10.4.2 on the app's own database, PostgreSQL server or PGlite
 * alike. Queues are declared in code (`defineQueue`), jobs are rows in pg-boss's `pgboss` schema, so a job
 * sent inside a business transaction exists exactly when that transaction commits. See ARCHITECTURE.md,
 * "Beyond one process (issue 17) — jobs".
 */

export { JOB_ROLES, type JobRole } from './roles';

/** pg-boss's schema (its own tables; Drizzle's migrations never touch it). */
export const JOBS_SCHEMA = 'pgboss';
/** The time zone of every cron (DESIGN.md §2: the product lives in São Paulo time). */
export const SAO_PAULO = 'America/Sao_Paulo';
/** A queue's dead letters: `<queue>.falhas` (jobs that used up their attempts). */
export const DEAD_LETTER_SUFFIX = '.falhas';

export interface QueueOptions {
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before a retry; with `retryBackoff`, the base of a doubling wait with jitter. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job active for longer is failed and retried (its process died or hung). */
  expireInSeconds: number;
  /** Jobs that used up their attempts are copied to `<name>.falhas` for support (default true). */
  deadLetter?: boolean;
  /** pg-boss policy (default standard; `short`/`stately` make a singletonKey deduplicate). */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
}

export interface Queue<T extends object> {
  readonly name: string;
  readonly options: QueueOptions;
  /** `<name>.falhas`, or null without dead letters. */
  readonly deadLetter: string | null;
  /** A one-line text of a job's data for the admin panel. */
  readonly resumo: (data: T) => string;
}

/** Declares a queue; it is created (or its options updated) when the job layer starts, in every role. */
export function defineQueue<T extends object>(
  name: string,
  options: QueueOptions,
  resumo: (data: T) => string = (data) => JSON.stringify(data),
): Queue<T> {
  return {
    name,
    options,
    deadLetter: options.deadLetter === false ? null : `${name}${DEAD_LETTER_SUFFIX}`,
    resumo,
  };
}

export interface Job<T> {
  id: string;
  data: T;
  /** Attempts before this one (0 on the first). */
  retryCount: number;
  /** Attempts after the first one that the job may make; this one is the last when retryCount = retryLimit. */
  retryLimit: number;
  createdOn: Date;
}

export type JobHandler<T> = (jobs: Job<T>[]) => Promise<void>;

export interface WorkOptions {
  /** Jobs handed to the handler at once (default 1); the batch completes or fails as one. */
  batchSize?: number;
  /** How often an idle worker looks for jobs, in seconds (default 2, at least 0.5). */
  pollingIntervalSeconds?: number;
}

export interface SendOptions {
  /** The caller's Drizzle transaction: the job is written there and commits or rolls back with it. */
  db?: Database;
  /** Not before: a date, or seconds from now. */
  startAfter?: Date | number;
  /** With a `short` or `stately` queue, at most one queued job per key. */
  singletonKey?: string;
}

export interface QueueDepth {
  queue: string;
  created: number;
  retry: number;
  active: number;
  failed: number;
}

export interface DeadLetter {
  id: string;
  /** The queue the job came from. */
  queue: string;
  data: unknown;
  resumo: string;
  /** Attempts made before it landed here. */
  attempts: number;
  /** The last error, in the words the handler (or pg-boss) gave. */
  error: string | null;
  failedOn: Date;
}

export type RetryDeadLetterResult =
  | { status: 'reenviada'; queue: string; jobId: string }
  | { status: 'ja-reprocessada' }
  | null;

export interface Jobs {
  readonly role: JobRole;
  /** Whether this process works jobs and runs crons (roles all and worker). */
  readonly works: boolean;
  /** Started and not stopping: what a readiness check asks (a start that keeps failing stays false). */
  isRunning(): boolean;
  /** Registers a queue without a worker here (a queue only sent to, or worked by another role). */
  define<T extends object>(queue: Queue<T>): void;
  /** The queue's handler; it runs only in roles all/worker. Call before `start()`. */
  work<T extends object>(queue: Queue<T>, handler: JobHandler<T>, options?: WorkOptions): void;
  /** A cron (America/Sao_Paulo unless `tz`), registered only in roles all/worker. Call before `start()`. */
  schedule<T extends object>(queue: Queue<T>, cron: string, data: T, options?: { tz?: string }): void;
  /** Queues one job; null when a singleton policy kept an equal one. */
  send<T extends object>(queue: Queue<T>, data: T, options?: SendOptions): Promise<string | null>;
  /** Queues many jobs in one statement (in the caller's transaction with `db`). */
  sendMany<T extends object>(queue: Queue<T>, items: T[], options?: { db?: Database }): Promise<void>;
  /**
   * Creates the queues, registers the crons and starts the workers (by role). With `retryEveryMs`, a failure
   * (the database away) is logged and retried in the background, and the promise resolves anyway.
   */
  start(options?: { retryEveryMs?: number }): Promise<void>;
  /**
   * Stops fetching, waits for the running handlers up to `timeoutMs` (SHUTDOWN_TIMEOUT_MS), then fails
   * what is still running (it is retried later, by this or another process).
   */
  stop(options?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
  /** Jobs per state of every declared queue (dead-letter queues included), for metrics and support. */
  depths(): Promise<QueueDepth[]>;
  /** The dead letters still waiting for support, newest first. */
  deadLetters(options?: { limit?: number }): Promise<DeadLetter[]>;
  /** Sends a dead letter's data to its queue again (fresh attempts) and takes it off the list. */
  retryDeadLetter(id: string): Promise<RetryDeadLetterResult>;
  /** The declared queues (dead-letter queues not included). */
  queues(): Queue<object>[];
}

export interface JobsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface JobsOptions {
  db: Database;
  role: JobRole;
  log: JobsLog;
  /** SHUTDOWN_TIMEOUT_MS: how long `stop()` waits for running jobs. */
  shutdownTimeoutMs: number;
  /** pg-boss's timers (tests shorten them). */
  timings?: {
    /** Expired jobs are failed (and retried) by this cycle (default 30 s). */
    maintenanceIntervalSeconds?: number;
    /** How often crons are checked (default 30 s). */
    cronMonitorIntervalSeconds?: number;
    /** How often the cron's own queue is read (default 5 s). */
    cronWorkerIntervalSeconds?: number;
  };
}

// pg-boss's worker loop fires `complete`/`fail` after a handler without awaiting them: a rejection there
// (the database restarting) would be an unhandled rejection and end the process. Those two statements are
// recognised by their exact text and their errors logged instead; the job then stays active until it
// expires and is retried (delivery is at least once anyway).
const pgBossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};
export const FIRE_AND_FORGET_STATEMENTS = new Set([
  pgBossPlans.completeJobs(JOBS_SCHEMA),
  pgBossPlans.failJobsById(JOBS_SCHEMA),
]);

type PgBossJob<T> = PgBoss.JobWithMetadata<T>;

export function createJobs(options: JobsOptions): Jobs {
  const { db, role, log } = options;
  const works = worksJobs(role);
  const queues = new Map<string, Queue<object>>();
  const workers: { queue: Queue<object>; handler: JobHandler<object>; options: WorkOptions }[] = [];
  const schedules: { queue: Queue<object>; cron: string; data: object; tz: string }[] = [];
  const workerIds: string[] = [];
  /** Statements pg-boss has sent and not yet seen answered; handlers still running. */
  const inFlight = new Set<Promise<unknown>>();
  const running = new Set<Promise<unknown>>();
  /** start() was called (declaring is over); `started` once an attempt succeeded. */
  let requested = false;
  let started = false;
  /** The start attempt in progress. */
  let starting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopping: Promise<void> | undefined;
  const startedWorkers = new Set<unknown>();

  const base = sqlExecutorFor(db);
  const track = <T>(promise: Promise<T>, into: Set<Promise<unknown>>): Promise<T> => {
    into.add(promise);
    const done = () => into.delete(promise);
    promise.then(done, done);
    return promise;
  };
  const executor: SqlExecutor = {
    executeSql(text, values) {
      const run = base.executeSql(text, values);
      if (!FIRE_AND_FORGET_STATEMENTS.has(text)) return track(run, inFlight);
      return track(
        run.catch((error: unknown) => {
          log.warn({ err: error }, 'tarefa executada, mas não foi possível registrar o resultado');
          return { rows: [{ count: '0' }] };
        }),
        inFlight,
      );
    },
  };

  const boss = new PgBoss({
    db: executor as PgBoss.Db,
    schema: JOBS_SCHEMA,
    migrate: true,
    // A `web` process neither maintains the queues (expiry, archive) nor runs crons: workers do.
    supervise: works,
    schedule: works,
    maintenanceIntervalSeconds: options.timings?.maintenanceIntervalSeconds ?? 30,
    cronMonitorIntervalSeconds: options.timings?.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: options.timings?.cronWorkerIntervalSeconds ?? 5,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'fila de tarefas: erro do pg-boss'));

  function define<T extends object>(queue: Queue<T>): void {
    const known = queues.get(queue.name);
    if (known && known !== (queue as unknown as Queue<object>)) {
      throw new Error(`jobs: a fila ${queue.name} foi declarada duas vezes`);
    }
    if (requested && !known) throw new Error(`jobs: declare a fila ${queue.name} antes de start()`);
    queues.set(queue.name, queue as unknown as Queue<object>);
  }

  const deadLetterQueues = () =>
    [...queues.values()].flatMap((queue) => (queue.deadLetter ? [queue.deadLetter] : []));
  const originOf = (deadLetter: string) =>
    [...queues.values()].find((queue) => queue.deadLetter === deadLetter);

  async function createQueue(name: string, queueOptions: PgBoss.Queue) {
    // createQueue does nothing for an existing queue: updateQueue carries changed options over.
    await boss.createQueue(name, queueOptions);
    await boss.updateQueue(name, queueOptions);
  }

  async function startWorker(entry: (typeof workers)[number]) {
    const batchSize = entry.options.batchSize ?? 1;
    let id = '';
    id = await boss.work<object>(
      entry.queue.name,
      {
        batchSize,
        includeMetadata: true,
        pollingIntervalSeconds: entry.options.pollingIntervalSeconds ?? 2,
      },
      (jobs: PgBossJob<object>[]) =>
        track(
          (async () => {
            await entry.handler(jobs.map(toJob));
            // A full batch: more may be waiting, so look again at once instead of after the interval.
            if (jobs.length === batchSize && !stopping) boss.notifyWorker(id);
          })(),
          running,
        ),
    );
    workerIds.push(id);
  }

  /** One start attempt; a later one redoes only what did not happen (every step is idempotent). */
  async function attemptStart(): Promise<void> {
    await boss.start();
    const all = [...queues.values()];
    // A dead-letter queue first: a queue's row references its dead-letter queue.
    for (const queue of all) {
      if (queue.deadLetter)
        await createQueue(queue.deadLetter, { name: queue.deadLetter, policy: 'standard' });
    }
    for (const queue of all) {
      const { deadLetter: _withDeadLetter, ...queueOptions } = queue.options;
      await createQueue(queue.name, {
        name: queue.name,
        ...queueOptions,
        ...(queue.deadLetter ? { deadLetter: queue.deadLetter } : {}),
      });
    }
    if (works) {
      // Crons this version no longer declares stop here (they would fill queues no one works).
      const declared = new Set(schedules.map((entry) => entry.queue.name));
      for (const existing of await boss.getSchedules()) {
        if (!declared.has(existing.name)) await boss.unschedule(existing.name);
      }
      for (const entry of schedules) {
        await boss.schedule(entry.queue.name, entry.cron, entry.data, { tz: entry.tz });
      }
      for (const entry of workers) {
        if (startedWorkers.has(entry)) continue;
        await startWorker(entry);
        startedWorkers.add(entry);
      }
    }
    started = true;
    log.info(
      {
        role,
        filas: all.map((queue) => queue.name),
        trabalhando: works ? workers.map((entry) => entry.queue.name) : [],
        agendadas: works ? schedules.map((entry) => `${entry.queue.name} (${entry.cron})`) : [],
      },
      works
        ? 'fila de tarefas iniciada (executa tarefas e agendamentos)'
        : 'fila de tarefas iniciada (só envia)',
    );
  }

  function start({ retryEveryMs }: { retryEveryMs?: number } = {}): Promise<void> {
    if (stopping) return Promise.reject(new Error('jobs: a fila de tarefas foi encerrada'));
    requested = true;
    if (started) return Promise.resolve();
    starting ??= attemptStart().finally(() => {
      starting = undefined;
    });
    if (retryEveryMs === undefined) return starting;
    // The app becomes ready even with the database away (it answers 503 meanwhile): the job layer keeps
    // trying in the background.
    return starting.catch((error: unknown) => {
      log.warn({ err: error }, 'fila de tarefas indisponível; nova tentativa em instantes');
      if (stopping) return;
      retryTimer = setTimeout(() => void start({ retryEveryMs }), retryEveryMs);
      retryTimer.unref();
    });
  }

  async function ready(queue: Queue<object>): Promise<void> {
    if (!queues.has(queue.name)) throw new Error(`jobs: fila ${queue.name} não declarada`);
    if (started) return;
    if (!requested) throw new Error('jobs: a fila de tarefas não foi iniciada (start)');
    // Not started yet (the database was away): try now, so the caller gets the real error.
    await start();
  }

  async function stop({ graceful = true, timeoutMs = options.shutdownTimeoutMs } = {}): Promise<void> {
    stopping ??= (async () => {
      if (retryTimer) clearTimeout(retryTimer);
      await starting?.catch(() => undefined);
      if (!started) return;
      const deadline = Date.now() + timeoutMs;
      // No new fetch; a fetch already on its way still hands its jobs to the handler, which is waited for.
      for (const id of workerIds) await boss.offWork({ id });
      if (graceful) {
        while ((running.size > 0 || inFlight.size > 0) && Date.now() < deadline) await sleep(25);
      }
      // Handlers still running now are failed by pg-boss ('pg-boss shut down while active') and retried.
      await boss.stop({ graceful: false, close: false });
      const settle = Date.now() + 2_000;
      while (inFlight.size > 0 && Date.now() < settle) await sleep(25);
      log.info({ role, emExecucao: running.size }, 'fila de tarefas encerrada');
    })();
    return stopping;
  }

  return {
    role,
    works,
    isRunning: () => started && !stopping,
    define,
    work(queue, handler, workOptions = {}) {
      define(queue);
      if (requested) throw new Error(`jobs: registre o worker da fila ${queue.name} antes de start()`);
      if (works) {
        workers.push({
          queue: queue as unknown as Queue<object>,
          handler: handler as JobHandler<object>,
          options: workOptions,
        });
      }
    },
    schedule(queue, cron, data, { tz = SAO_PAULO } = {}) {
      define(queue);
      if (requested) throw new Error(`jobs: agende a fila ${queue.name} antes de start()`);
      if (works) schedules.push({ queue: queue as unknown as Queue<object>, cron, data, tz });
    },
    async send(queue, data, sendOptions = {}) {
      await ready(queue as unknown as Queue<object>);
      const id = await boss.send(queue.name, data, {
        ...(sendOptions.startAfter !== undefined ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.db ? { db: sqlExecutorFor(sendOptions.db) as PgBoss.Db } : {}),
      } as PgBoss.SendOptions);
      if (id === null && (queue.options.policy ?? 'standard') === 'standard') {
        throw new Error(`jobs: a fila ${queue.name} não aceitou a tarefa`);
      }
      return id;
    },
    async sendMany(queue, items, sendOptions = {}) {
      await ready(queue as unknown as Queue<object>);
      if (items.length === 0) return;
      await boss.insert(
        items.map((data) => ({ name: queue.name, data })),
        sendOptions.db ? { db: sqlExecutorFor(sendOptions.db) as PgBoss.Db } : {},
      );
    },
    start,
    stop,
    async depths() {
      const names = [...queues.values()].flatMap((queue) =>
        queue.deadLetter ? [queue.name, queue.deadLetter] : [queue.name],
      );
      const { rows } = await executor.executeSql(
        `SELECT name, state::text AS state, count(*)::int AS n FROM ${JOBS_SCHEMA}.job
          WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active', 'failed')
          GROUP BY name, state`,
        [names],
      );
      const byQueue = new Map(
        names.map((queue) => [queue, { queue, created: 0, retry: 0, active: 0, failed: 0 }]),
      );
      for (const row of rows) {
        const depth = byQueue.get(String(row.name));
        if (depth) depth[row.state as 'created' | 'retry' | 'active' | 'failed'] = Number(row.n);
      }
      return [...byQueue.values()];
    },
    async deadLetters({ limit = 100 } = {}) {
      const names = deadLetterQueues();
      if (names.length === 0) return [];
      const { rows } = await executor.executeSql(
        `SELECT id, name, data, output, retry_limit, created_on FROM ${JOBS_SCHEMA}.job
          WHERE name = ANY($1::text[]) AND state = 'created'
          ORDER BY created_on DESC, id LIMIT $2`,
        [names, limit],
      );
      return rows.map((row) => {
        const origin = originOf(String(row.name));
        return {
          id: String(row.id),
          queue: origin?.name ?? String(row.name),
          data: row.data,
          resumo: summarise(origin, row.data),
          // A job lands here after its last attempt: the first plus retryLimit more.
          attempts: Number(row.retry_limit) + 1,
          error: errorMessage(row.output),
          failedOn: new Date(row.created_on as string | Date),
        };
      });
    },
    async retryDeadLetter(id) {
      const names = deadLetterQueues();
      if (names.length === 0) return null;
      return db.transaction(async (tx) => {
        const sqlTx = sqlExecutorFor(tx);
        const { rows } = await sqlTx.executeSql(
          `SELECT name, data, state::text AS state FROM ${JOBS_SCHEMA}.job
            WHERE name = ANY($1::text[]) AND id = $2 FOR UPDATE`,
          [names, id],
        );
        const row = rows[0];
        if (!row) return null;
        if (row.state !== 'created') return { status: 'ja-reprocessada' } as const;
        const origin = originOf(String(row.name));
        if (!origin) return null;
        const jobId = await boss.send(origin.name, (row.data ?? {}) as object, { db: sqlTx as PgBoss.Db });
        if (!jobId) throw new Error(`jobs: a fila ${origin.name} não aceitou a tarefa reprocessada`);
        // Cancelled = taken off the dead letters (pg-boss archives it later).
        await boss.cancel(String(row.name), id, { db: sqlTx as PgBoss.Db });
        log.info({ id, fila: origin.name, novaTarefa: jobId }, 'tarefa reprocessada pelo suporte');
        return { status: 'reenviada', queue: origin.name, jobId } as const;
      });
    },
    queues: () => [...queues.values()],
  };
}

function toJob<T>(job: PgBossJob<T>): Job<T> {
  return {
    id: job.id,
    data: job.data,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    createdOn: new Date(job.createdOn),
  };
}

function summarise(queue: Queue<object> | undefined, data: unknown): string {
  try {
    const text = queue ? queue.resumo((data ?? {}) as object) : JSON.stringify(data);
    return text.length > 200 ? `${text.slice(0, 199)}…` : text;
  } catch {
    return '';
  }
}

/** What pg-boss wrote as a failed job's output, as a message (pg-boss's own ones in pt-BR). */
export function errorMessage(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  const value = output as { message?: unknown; value?: unknown };
  const inner = value.value as { message?: unknown } | string | undefined;
  const message =
    typeof value.message === 'string'
      ? value.message
      : typeof inner === 'string'
        ? inner
        : typeof inner?.message === 'string'
          ? inner.message
          : JSON.stringify(output);
  if (message === 'job failed by timeout in active state' || /^handler execution exceeded/.test(message)) {
    return 'Tempo limite da tarefa esgotado.';
  }
  if (message === 'pg-boss shut down while active') return 'O processo foi encerrado durante a execução.';
  return message;
}
