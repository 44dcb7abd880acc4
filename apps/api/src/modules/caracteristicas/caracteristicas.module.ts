import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createCaracteristicasRepository } from './caracteristicas.repository';
import { caracteristicasRoutes } from './caracteristicas.routes';
import { createCaracteristicasService } from './caracteristicas.service';

/** Characteristics (02 §7) under /api/caracteristica. */
export async function registerCaracteristicasModule(
  app: FastifyInstance,
  { db }: { db: Database },
): Promise<void> {
  await app.register(caracteristicasRoutes, {
    prefix: '/api/caracteristica',
    service: createCaracteristicasService({ repository: createCaracteristicasRepository(db) }),
  });
}
