import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createPreferenciasRepository } from './preferencias.repository';
import { ownerPreferencesRoutes, userPreferencesRoutes } from './preferencias.routes';
import { createPreferenciasService } from './preferencias.service';

/** Company and user preferences (01 §7) under /api/owner-preferences and /api/user-preferences. */
export async function registerPreferenciasModule(
  app: FastifyInstance,
  { db }: { db: Database },
): Promise<void> {
  const service = createPreferenciasService({ repository: createPreferenciasRepository(db) });
  await app.register(ownerPreferencesRoutes, { prefix: '/api/owner-preferences', service });
  await app.register(userPreferencesRoutes, { prefix: '/api/user-preferences', service });
}
