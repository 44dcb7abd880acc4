import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createAnunciosRepository } from './anuncios.repository';
import { anunciosRoutes, painelAnunciosRoutes, painelNovidadesRoutes } from './anuncios.routes';
import { createAnunciosService } from './anuncios.service';

/** Announcements and what's new: users read them under /api; support manages them in the admin panel. */
export async function registerAnunciosModule(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const service = createAnunciosService({ repository: createAnunciosRepository(db) });
  await app.register(anunciosRoutes, { prefix: '/api', service });
  await app.register(painelAnunciosRoutes, { prefix: '/api/painel-admin/anuncios', service });
  await app.register(painelNovidadesRoutes, { prefix: '/api/painel-admin/novidades', service });
}
