import { MESSAGES } from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import type { BuildInfo } from '../../lib/build-info';
import type { JobRole } from '../../lib/jobs/roles';
import type { THealthDriver, THealthReplica, THealthResponse } from './health.schemas';

export interface HealthServiceDependencies {
  /** Throws when the database does not answer. */
  pingDatabase: () => Promise<void>;
  driver: THealthDriver;
  buildInfo: BuildInfo;
  /** EMBARCA_ROLE of this process. */
  role: JobRole;
  /** With read replicas (DATABASE_REPLICA_URLS): each one's lag as last polled (no query). */
  replicas?: (() => THealthReplica[]) | undefined;
}

export interface HealthService {
  check(): Promise<THealthResponse>;
}

export function createHealthService({
  pingDatabase,
  driver,
  buildInfo,
  role,
  replicas,
}: HealthServiceDependencies): HealthService {
  return {
    async check() {
      const about = { driver, role, version: buildInfo.version, commit: buildInfo.commit };
      try {
        await pingDatabase();
      } catch (error) {
        throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable, {
          cause: error,
          details: { status: 'erro', database: 'indisponivel', ...about },
        });
      }
      // A replica down or behind is not an outage: its reads go to the primary. It is shown, not failed on.
      return { status: 'ok', database: 'ok', ...about, ...(replicas ? { replicas: replicas() } : {}) };
    },
  };
}
