import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { ObjectStorage } from '../../lib/storage';
import type { CargasContext } from '../cargas/cargas.context';
import { createAcessoMotoristaRepository } from '../frota/acesso-motorista/acesso-motorista.repository';
import type { Notify } from '../notificacoes/notificacoes.service';
import { createMensagensAccess } from './mensagens.access';
import { createMensagensRepository } from './mensagens.repository';
import { conversaCargaRoutes, conversasDoMotoristaRoutes } from './mensagens.routes';
import { createMensagensService } from './mensagens.service';

/**
 * Chat with drivers (issue 20): the users' calls under /api/conversacarga (01 §7, verbatim) and the
 * driver's under /api/motorista/conversas (driver token). Loads go through the cargas gate; a driver's
 * message reaches the users live as a notification (`notify`, channel CARGA_MOTORISTA).
 */
export async function registerMensagensModule(
  app: FastifyInstance,
  {
    db,
    cargas,
    storage,
    notify,
  }: { db: Database; cargas: Pick<CargasContext, 'access'>; storage: ObjectStorage; notify: Notify },
): Promise<void> {
  const repository = createMensagensRepository(db);
  const motoristas = createAcessoMotoristaRepository(db);
  const service = createMensagensService({
    db,
    repository,
    access: createMensagensAccess({ repository, cargas: cargas.access }),
    storage,
    notify,
    motoristasAtivos: (ids) => motoristas.motoristasAtivos(ids),
    onError: (error, context) => app.log.warn({ err: error }, context),
  });
  await app.register(conversaCargaRoutes, { prefix: '/api/conversacarga', service });
  await app.register(conversasDoMotoristaRoutes, { prefix: '/api/motorista/conversas', service });
}
