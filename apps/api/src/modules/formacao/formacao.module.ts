import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { LerPlanilha } from '../../lib/planilha';
import type { CargasContext } from '../cargas/cargas.context';
import { createEtiquetasService } from './etiquetas/etiquetas.service';
import { createFormacaoAccess } from './formacao.access';
import { etiquetasRoutes, minutasRoutes, pedidosRoutes, roteirizadorRoutes } from './formacao.routes';
import { createMinutasService } from './minutas/minutas.service';
import { createImportacaoPedidos } from './pedidos/importacao-pedidos';
import { createPedidosService } from './pedidos/pedidos.service';
import { createRoteirizadorService } from './roteirizador/roteirizador.service';

/**
 * Load formation (issue 21) under /api/formacao (DESIGN.md §3): orders (the spec's /pedido calls), drafts
 * (/minuta), the route planner (/roteirizador) and labels (/etiquetas). Loads are written through the cargas
 * module's register path; the cargas gate answers for a load's orders.
 */
export async function registerFormacaoModule(
  app: FastifyInstance,
  { db, cargas, lerPlanilha }: { db: Database; cargas: CargasContext; lerPlanilha: LerPlanilha },
): Promise<void> {
  const access = createFormacaoAccess(db);
  const prefix = '/api/formacao';
  const etiquetas = createEtiquetasService({ db, access, cargas });
  await app.register(pedidosRoutes, {
    prefix: `${prefix}/pedido`,
    pedidos: createPedidosService({ db, access, cargas }),
    importar: createImportacaoPedidos({ db, access, lerPlanilha }),
    etiquetas,
  });
  await app.register(minutasRoutes, {
    prefix: `${prefix}/minuta`,
    minutas: createMinutasService({ db, access, cargas }),
  });
  await app.register(roteirizadorRoutes, {
    prefix: `${prefix}/roteirizador`,
    roteirizador: createRoteirizadorService({ db, access }),
  });
  await app.register(etiquetasRoutes, { prefix: `${prefix}/etiquetas`, etiquetas });
}
