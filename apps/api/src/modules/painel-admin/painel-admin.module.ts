import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Jobs } from '../../lib/jobs/jobs';
import type { Notify } from '../notificacoes/notificacoes.service';
import { createPainelAdminRepository } from './painel-admin.repository';
import { painelAdminRoutes } from './painel-admin.routes';
import { createPainelAdminService } from './painel-admin.service';
import { tarefasRoutes } from './tarefas.routes';
import { createTarefasService } from './tarefas.service';

/**
 * The support team's admin panel under /api/painel-admin: company accounts, and the job layer's queues
 * (tarefas; their handlers are registered for every role in app.ts, verificacao.jobs.ts).
 */
export async function registerPainelAdminModule(
  app: FastifyInstance,
  { db, notify, jobs }: { db: Database; notify: Notify; jobs: Jobs },
): Promise<void> {
  await app.register(painelAdminRoutes, {
    prefix: '/api/painel-admin',
    service: createPainelAdminService({ repository: createPainelAdminRepository(db), notify }),
  });
  await app.register(tarefasRoutes, {
    prefix: '/api/painel-admin/tarefas',
    service: createTarefasService({ jobs, db }),
  });
}
