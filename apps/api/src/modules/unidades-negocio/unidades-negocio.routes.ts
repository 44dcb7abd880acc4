import { ZUnidadesComAcessoResponse } from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../lib/http-schemas';
import type { UnidadesNegocioService } from './unidades-negocio.service';

/** Business units under /api/unidade-negocio (the spec gives no base path; ARCHITECTURE.md). */
export const unidadesNegocioRoutes: FastifyPluginAsyncZod<{ service: UnidadesNegocioService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/listwithaccess',
    {
      schema: {
        tags: ['unidades-negocio'],
        summary: 'Unidades de negócio que o usuário pode acessar',
        response: { 200: ZUnidadesComAcessoResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => service.listWithAccess(request.session),
  );
};
