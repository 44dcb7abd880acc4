import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createLookupProviders } from './lookups.providers';
import { createLookupsRepository } from './lookups.repository';
import { lookupsRoutes } from './lookups.routes';
import { createLookupsService } from './lookups.service';

/** Lookups and utilities (01 §7): /api/tipo, unidadeMedidas, modelosDocumento, cep, consulta/cnpj. */
export async function registerLookupsModule(
  app: FastifyInstance,
  { db, config }: { db: Database; config: AppConfig['lookups'] },
): Promise<void> {
  const repository = createLookupsRepository(db);
  await app.register(lookupsRoutes, {
    prefix: '/api',
    service: createLookupsService({ repository, ...createLookupProviders(config, repository) }),
  });
}
