import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { BuildInfo } from '../../lib/build-info';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

/** GET /api/health: the database answers, the driver and the build. */
export async function registerHealthModule(
  app: FastifyInstance,
  { database, buildInfo }: { database: DatabaseHandle; buildInfo: BuildInfo },
): Promise<void> {
  await app.register(healthRoutes, {
    prefix: '/api',
    service: createHealthService({ pingDatabase: () => database.ping(), driver: database.driver, buildInfo }),
  });
}
