import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface DrainOptions {
  /** Closes the database after the app (server.ts: `database.close()`, which also frees the data folder). */
  closeDatabase: () => Promise<void>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * The graceful stop of a replica (issue 17), in this order:
 *
 * 1. draining: GET /api/health/ready answers 503 at once (the load balancer takes the replica out) and each
 *    answer from now on closes its keep-alive connection (plugins/lifecycle.ts);
 * 2. every hub WebSocket is closed with 1001 "going away" and a pt-BR reason: the clients reconnect, through
 *    the load balancer, to another replica (the live events reach them there over LISTEN/NOTIFY);
 * 3. no new connection is accepted (the listening socket closes; idle keep-alive connections are dropped);
 * 4. the HTTP requests in flight finish and are answered;
 * 5. `app.close()`: the onClose hooks stop what the app started (the job worker, the buses' LISTEN);
 * 6. the database pools (or PGlite and its data-folder lock).
 *
 * Not bounded here: server.ts races it against SHUTDOWN_TIMEOUT_MS (`withDeadline`).
 */
export async function drainAndStop(app: FastifyInstance, options: DrainOptions): Promise<void> {
  app.lifecycle.startDraining();
  const hubSockets = app.hubSockets.closeAll();
  if (app.server.listening) app.server.close();
  options.log.info(
    { inFlight: app.lifecycle.inFlight, hubSockets },
    'drenando: prontidão 503, sem novas conexões, esperando as requisições em andamento',
  );
  await app.lifecycle.whenIdle();
  // Keep-alive connections whose last answer went out before draining began, idle now.
  app.server.closeIdleConnections?.();
  options.log.info('requisições concluídas; encerrando as tarefas e as conexões');
  await app.close();
  await options.closeDatabase();
}

/** Thrown by `withDeadline` when the work outlives its time. */
export class DeadlineExceededError extends Error {
  constructor(ms: number) {
    super(`não terminou em ${ms} ms`);
    this.name = 'DeadlineExceededError';
  }
}

/** `work`, or a DeadlineExceededError after `ms` (the work itself goes on: the caller exits). */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceededError(ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
