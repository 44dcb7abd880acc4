import {
  Licenca,
  Role,
  ZUnidadeNegocioDetalhe,
  ZUnidadeNegocioList,
  ZUnidadeNegocioListQuery,
  ZUnidadeNegocioRequest,
  ZUnidadesComAcessoResponse,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZUnauthorizedResponse } from '../../lib/http-schemas';
import { ERROR_RESPONSES, registerAdminRecordRoutes } from '../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../plugins/access-guard';
import type { UnidadesNegocioService } from './unidades-negocio.service';

const tags = ['unidades-negocio'];
const errors = ERROR_RESPONSES;
/** Only an Administrador manages business units (01 §6); the drawer denies the Free licence. */
const canManage = requireAccess({ role: Role.Administrador, deniedLicences: [Licenca.Free] });

/** Business units under /api/unidade-negocio (the spec gives no base path; ARCHITECTURE.md). */
export const unidadesNegocioRoutes: FastifyPluginAsyncZod<{ service: UnidadesNegocioService }> = async (
  app,
  { service },
) => {
  protectRoutes(app);
  // The shell lists the units before one is chosen: no BusinessUnitId required here.
  app.addHook('onRequest', requireAccess({ role: Role.Operador, businessUnit: 'optional' }));
  app.get(
    '/listwithaccess',
    {
      schema: {
        tags,
        summary: 'Unidades de negócio que o usuário pode acessar',
        response: { 200: ZUnidadesComAcessoResponse, 401: ZUnauthorizedResponse, 403: ZErrorResponse },
      },
    },
    async (request) => service.listWithAccess(request.session),
  );

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: 'Unidades de negócio (todas para o administrador; as próprias para o operador)',
        querystring: ZUnidadeNegocioListQuery,
        response: { 200: ZUnidadeNegocioList, ...errors },
      },
    },
    async (request) => service.list(request.session, request.query),
  );

  registerAdminRecordRoutes(app, {
    tags,
    nome: 'Unidade de negócio',
    body: ZUnidadeNegocioRequest,
    response: ZUnidadeNegocioDetalhe,
    guards: { write: canManage },
    summaries: {
      get: 'Uma unidade de negócio',
      create: 'Cadastra uma unidade de negócio',
      update: 'Altera uma unidade de negócio',
      remove: 'Exclui uma unidade sem cargas',
    },
    service: { ...service, setActive: (session, id, active) => service.setAtivo(session, id, active) },
  });
};
