import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { CargasContext } from '../cargas/cargas.context';
import { createFrotaRepository } from './frota.repository';
import { frotaRoutes } from './frota.routes';
import { createFrotaService } from './frota.service';
import { createVeiculoAtividadesRepository } from './veiculo-atividades.repository';
import { veiculoAtividadesRoutes } from './veiculo-atividades.routes';
import { createVeiculoAtividadesService } from './veiculo-atividades.service';

/**
 * The fleet (/api/frota): the lists behind the allocation forms and a contracted vehicle's activities. A
 * load it touches goes through the cargas module's gate and write path.
 */
export async function registerFrotaModule(
  app: FastifyInstance,
  { db, cargas }: { db: Database; cargas: Pick<CargasContext, 'access' | 'readModel' | 'writer'> },
): Promise<void> {
  await app.register(frotaRoutes, {
    prefix: '/api/frota',
    service: createFrotaService({ repository: createFrotaRepository(db), access: cargas.access }),
  });
  await app.register(veiculoAtividadesRoutes, {
    prefix: '/api/frota',
    service: createVeiculoAtividadesService({
      repository: createVeiculoAtividadesRepository(db),
      access: cargas.access,
      readModel: cargas.readModel,
      writer: cargas.writer,
    }),
  });
}
