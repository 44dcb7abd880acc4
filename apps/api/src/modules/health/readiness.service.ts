import { AppError } from '../../lib/app-error';
import type { TNotReadyStatus, TReadyResponse } from './readiness.schemas';

/** The 503 texts of GET /api/health/ready, by reason. */
export const NOT_READY_MESSAGES: Readonly<Record<TNotReadyStatus, string>> = {
  encerrando: 'O servidor está sendo encerrado e não recebe novas requisições.',
  'banco-indisponivel': 'O banco de dados não respondeu.',
  'migracoes-pendentes': 'As migrações do banco de dados desta versão ainda não foram aplicadas.',
};

/**
 * How long the readiness check waits for the database: a load balancer's check gives up after a few
 * seconds (deploy/haproxy: 3 s), and the pool would wait up to 5 s for a restarting server.
 */
export const READINESS_DATABASE_TIMEOUT_MS = 2_000;

export interface ReadinessDependencies {
  /** True from SIGTERM on (plugins/lifecycle.ts). */
  draining: () => boolean;
  /** Throws when the database does not answer. */
  pingDatabase: () => Promise<void>;
  /** Whether the database holds every migration of this build (db/migrations-status.ts). */
  migrationsApplied: () => Promise<boolean>;
  timeoutMs?: number;
}

export interface ReadinessService {
  check(): Promise<TReadyResponse>;
}

/**
 * Readiness (issue 17): whether a load balancer should send this process requests — not draining, the
 * database answers, and this build's migrations are there. Liveness stays GET /api/health. Migrations never
 * go back, so once found applied they are not read again: each later check costs one `select 1`.
 */
export function createReadinessService(deps: ReadinessDependencies): ReadinessService {
  const timeoutMs = deps.timeoutMs ?? READINESS_DATABASE_TIMEOUT_MS;
  let migrated = false;
  const notReady = (status: TNotReadyStatus, cause?: unknown) =>
    new AppError('SERVICE_UNAVAILABLE', NOT_READY_MESSAGES[status], { cause, details: { status } });

  return {
    async check() {
      if (deps.draining()) throw notReady('encerrando');
      try {
        await withTimeout(deps.pingDatabase(), timeoutMs);
        if (!migrated) migrated = await withTimeout(deps.migrationsApplied(), timeoutMs);
      } catch (error) {
        throw notReady('banco-indisponivel', error);
      }
      if (!migrated) throw notReady('migracoes-pendentes');
      // Draining may have started while the database answered.
      if (deps.draining()) throw notReady('encerrando');
      return { status: 'pronto' };
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
