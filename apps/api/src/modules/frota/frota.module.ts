import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { createShortJsonCache } from '../../lib/short-json-cache';
import type { SmsSender } from '../../lib/sms';
import type { ObjectStorage } from '../../lib/storage';
import type { CargasContext } from '../cargas/cargas.context';
import { createAgendaRepository } from './agenda/agenda.repository';
import { agendaRoutes } from './agenda/agenda.routes';
import { createAgendaService } from './agenda/agenda.service';
import { createFrotaAccess } from './frota.access';
import { createFrotaRepository } from './frota.repository';
import { frotaRoutes } from './frota.routes';
import { createFrotaService } from './frota.service';
import { createMonitoramentoRepository } from './monitoramento/monitoramento.repository';
import {
  monitoramentoRoutes,
  posicoesRoutes,
  tokensIntegracaoRoutes,
} from './monitoramento/monitoramento.routes';
import { createMonitoramentoService } from './monitoramento/monitoramento.service';
import { registerMotoristasParts } from './motoristas/motoristas.module';
import { createVeiculoAtividadesRepository } from './veiculo-atividades.repository';
import { veiculoAtividadesRoutes } from './veiculo-atividades.routes';
import { createVeiculoAtividadesService } from './veiculo-atividades.service';
import { veiculosRoutes } from './veiculos/veiculos.routes';
import { createVeiculosService } from './veiculos/veiculos.service';
import { createVencimentosRepository } from './vencimentos/vencimentos.repository';
import { vencimentosRoutes } from './vencimentos/vencimentos.routes';
import { createVencimentosService } from './vencimentos/vencimentos.service';

/**
 * The fleet (/api/frota): the lists behind the allocation forms and a contracted vehicle's activities. A
 * load it touches goes through the cargas module's gate and write path.
 */
export async function registerFrotaModule(
  app: FastifyInstance,
  {
    db,
    cargas,
    storage,
    mailer,
    sms,
    mapaCacheSegundos,
  }: {
    db: Database;
    cargas: Pick<CargasContext, 'access' | 'readModel' | 'writer'>;
    storage: ObjectStorage;
    mailer: Mailer;
    sms: SmsSender;
    /** config.mapaCacheSegundos: how long one build of the monitoring map is served again. */
    mapaCacheSegundos: number;
  },
): Promise<void> {
  const vencimentos = createVencimentosService({ repository: createVencimentosRepository(db) });
  await registerMotoristasParts(app, { db, storage, mailer, sms });
  // Vehicles and equipment (issue 18): search, record, sets and documents under /api/frota/veiculos.
  await app.register(veiculosRoutes, {
    prefix: '/api/frota/veiculos',
    service: createVeiculosService({
      db,
      access: createFrotaAccess(db),
      storage,
      onStorageError: (error, key) => app.log.error({ err: error, key }, 'arquivo de documento órfão'),
    }),
  });
  await app.register(frotaRoutes, {
    prefix: '/api/frota',
    service: createFrotaService({
      db,
      repository: createFrotaRepository(db),
      access: cargas.access,
      vencimentos,
    }),
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
  const monitoramento = createMonitoramentoService({ db, repository: createMonitoramentoRepository(db) });
  await app.register(monitoramentoRoutes, {
    prefix: '/api/frota',
    service: monitoramento,
    cache: createShortJsonCache({ ttlMs: mapaCacheSegundos * 1000, maxBytes: 32 * 1024 * 1024 }),
  });
  await app.register(tokensIntegracaoRoutes, { prefix: '/api/frota', service: monitoramento });
  await app.register(posicoesRoutes, { prefix: '/api/frota', service: monitoramento });
  // The agenda and document expiry (issue 18).
  await app.register(agendaRoutes, {
    prefix: '/api/frota',
    service: createAgendaService({ repository: createAgendaRepository(db), access: createFrotaAccess(db) }),
  });
  await app.register(vencimentosRoutes, { prefix: '/api/frota', service: vencimentos });
}
