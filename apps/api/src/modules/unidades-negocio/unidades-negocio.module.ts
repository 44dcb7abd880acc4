import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createUnidadesNegocioRepository } from './unidades-negocio.repository';
import { unidadesNegocioRoutes } from './unidades-negocio.routes';
import { createUnidadesNegocioService } from './unidades-negocio.service';

/** Business units (01 §7) under /api/unidade-negocio. */
export async function registerUnidadesNegocioModule(
  app: FastifyInstance,
  { db }: { db: Database },
): Promise<void> {
  await app.register(unidadesNegocioRoutes, {
    prefix: '/api/unidade-negocio',
    service: createUnidadesNegocioService({ repository: createUnidadesNegocioRepository(db) }),
  });
}
