import { MESSAGES } from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import type { BuildInfo } from '../../lib/build-info';
import type { THealthDriver, THealthResponse } from './health.schemas';

export interface HealthServiceDependencies {
  /** Throws when the database does not answer. */
  pingDatabase: () => Promise<void>;
  driver: THealthDriver;
  buildInfo: BuildInfo;
}

export interface HealthService {
  check(): Promise<THealthResponse>;
}

export function createHealthService({
  pingDatabase,
  driver,
  buildInfo,
}: HealthServiceDependencies): HealthService {
  return {
    async check() {
      const about = { driver, version: buildInfo.version, commit: buildInfo.commit };
      try {
        await pingDatabase();
      } catch (error) {
        throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable, {
          cause: error,
          details: { status: 'erro', database: 'indisponivel', ...about },
        });
      }
      return { status: 'ok', database: 'ok', ...about };
    },
  };
}
