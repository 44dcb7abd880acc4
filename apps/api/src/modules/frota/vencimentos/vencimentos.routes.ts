import { Modulo, Role, ZVencimentosList, ZVencimentosQuery } from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../../plugins/access-guard';
import type { VencimentosService } from './vencimentos.service';

/** GET /api/frota/vencimentos (issue 18): module Frota, an Operador or Administrador; the company's rows. */
export const vencimentosRoutes: FastifyPluginAsyncZod<{ service: VencimentosService }> = async (
  app,
  { service },
) => {
  protectRoutes(app, requireAccess({ modules: [Modulo.Frota], role: Role.Operador }));

  app.get(
    '/vencimentos',
    {
      schema: {
        tags: ['frota'],
        summary: 'CNH e documentos de veículos vencidos ou a vencer nos próximos dias',
        querystring: ZVencimentosQuery,
        response: { 200: ZVencimentosList, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.listar(request.session, request.query),
  );
};
