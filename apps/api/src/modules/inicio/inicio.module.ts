import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createInicioRepository } from './inicio.repository';
import { inicioRoutes } from './inicio.routes';
import { createInicioService } from './inicio.service';

/** The home's 'Visão geral' figures (GET /api/inicio/resumo), under the loads board's visibility. */
export async function registerInicioModule(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  await app.register(inicioRoutes, {
    prefix: '/api/inicio',
    service: createInicioService({ repository: createInicioRepository(db) }),
  });
}
