import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { readXlsxSheets } from '../../lib/planilha';
import { createEmpresasRepository } from './empresas.repository';
import { empresasRoutes, parceirosRoutes } from './empresas.routes';
import { createEmpresasService } from './empresas.service';

/** Companies and partners (01 §7) under /api/empresa and /api/parceiro; the users module reads companies. */
export async function registerEmpresasModule(app: FastifyInstance, { db }: { db: Database }) {
  const service = createEmpresasService({
    repository: createEmpresasRepository(db),
    readSpreadsheet: readXlsxSheets,
  });
  await app.register(empresasRoutes, { prefix: '/api/empresa', service });
  await app.register(parceirosRoutes, { prefix: '/api/parceiro', service });
  return service;
}
