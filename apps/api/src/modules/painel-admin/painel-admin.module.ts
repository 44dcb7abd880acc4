import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Notify } from '../notificacoes/notificacoes.service';
import { createPainelAdminRepository } from './painel-admin.repository';
import { painelAdminRoutes } from './painel-admin.routes';
import { createPainelAdminService } from './painel-admin.service';

/** The support team's admin panel under /api/painel-admin. */
export async function registerPainelAdminModule(
  app: FastifyInstance,
  { db, notify }: { db: Database; notify: Notify },
): Promise<void> {
  await app.register(painelAdminRoutes, {
    prefix: '/api/painel-admin',
    service: createPainelAdminService({ repository: createPainelAdminRepository(db), notify }),
  });
}
