import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { migrationsApplied } from '../../db/migrations-status';
import type { BuildInfo } from '../../lib/build-info';
import { metricsRoute } from '../../plugins/metrics';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';
import { readinessRoutes } from './readiness.routes';
import { createReadinessService } from './readiness.service';

/**
 * The operations endpoints, served by every role (a worker serves only these): GET /api/health (liveness:
 * the database answers, the driver and the build), GET /api/health/ready (readiness, issue 17: migrated,
 * the database answers, not draining) and GET /api/metrics (Prometheus; METRICS_TOKEN). The metrics hooks
 * themselves are registered before every route (app.ts, plugins/metrics.ts).
 */
export async function registerHealthModule(
  app: FastifyInstance,
  { database, buildInfo }: { database: DatabaseHandle; buildInfo: BuildInfo },
): Promise<void> {
  await app.register(healthRoutes, {
    prefix: '/api',
    service: createHealthService({
      pingDatabase: () => database.ping(),
      driver: database.driver,
      role: app.config.role,
      buildInfo,
      replicas: database.replication ? () => database.replication?.status() ?? [] : undefined,
    }),
  });
  await app.register(readinessRoutes, {
    prefix: '/api',
    service: createReadinessService({
      draining: () => app.lifecycle.draining,
      pingDatabase: () => database.ping(),
      migrationsApplied: () => migrationsApplied(database.db),
    }),
  });
  await app.register(metricsRoute, { token: app.config.metricsToken });
}
