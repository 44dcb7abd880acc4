import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Jobs } from '../../lib/jobs/jobs';
import type { CargasContext } from '../cargas/cargas.context';
import { createGruposService } from './grupos.service';
import { createMotoristaOfertas } from './motorista-ofertas';
import { createOferecimentoAccess } from './oferecimento.access';
import {
  motoristaOfertasRoutes,
  oferecimentoEmbarcadorRoutes,
  oferecimentoTransportadoraRoutes,
  ofertasRoutes,
} from './oferecimento.routes';
import { createOferecimentoService } from './oferecimento.service';
import { rankingRoutes } from './ranking/ranking.routes';
import { createRankingService, ordemDoRanking } from './ranking/ranking.service';

/**
 * Carrier offering (issue 20) under /api/oferecimento: offers, negotiation, the automatic waterfall, the
 * freight-table award, both boards, carrier groups and the ranking. The award goes through the cargas
 * module's write path; deadlines are jobs (`prazos.jobs.ts`, registered with the job layer in app.ts).
 */
export async function registerOferecimentoModule(
  app: FastifyInstance,
  { db, cargas, jobs }: { db: Database; cargas: CargasContext; jobs: Jobs },
): Promise<void> {
  const access = createOferecimentoAccess(db, cargas);
  const service = createOferecimentoService({
    db,
    cargas,
    access,
    jobs,
    notify: cargas.notify,
    ordemDoRanking: (ownerId, ids) => ordemDoRanking(db, ownerId, ids),
    onAfterCommitError: cargas.onAfterCommitError,
  });
  const prefix = '/api/oferecimento';
  await app.register(oferecimentoEmbarcadorRoutes, { prefix, service, grupos: createGruposService(db) });
  await app.register(oferecimentoTransportadoraRoutes, { prefix, service });
  await app.register(ofertasRoutes, { prefix, service });
  await app.register(rankingRoutes, { prefix, ranking: createRankingService({ db }) });
  await app.register(motoristaOfertasRoutes, {
    prefix: '/api/motorista/ofertas',
    motorista: createMotoristaOfertas({ db, cargas }),
  });
}
