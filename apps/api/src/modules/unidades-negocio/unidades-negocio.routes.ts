import {
  Licenca,
  Role,
  successMessage,
  ZUnidadeNegocioDetalhe,
  ZUnidadeNegocioList,
  ZUnidadeNegocioListQuery,
  ZUnidadeNegocioRequest,
  ZUnidadesComAcessoResponse,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZUnauthorizedResponse } from '../../lib/http-schemas';
import { ERROR_RESPONSES, registerLifecycleRoutes, registerRecordRoutes } from '../../lib/route-contracts';
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

  registerRecordRoutes(app, {
    tags,
    guard: canManage,
    get: {
      summary: 'Uma unidade de negócio',
      response: ZUnidadeNegocioDetalhe,
      run: (session, id) => service.get(session, id),
    },
    create: {
      summary: 'Cadastra uma unidade de negócio',
      body: ZUnidadeNegocioRequest,
      response: ZUnidadeNegocioDetalhe,
      run: (session, body) => service.create(session, body),
    },
    update: {
      summary: 'Altera uma unidade de negócio',
      body: ZUnidadeNegocioRequest,
      response: ZUnidadeNegocioDetalhe,
      run: (session, id, body) => service.update(session, id, body),
    },
  });

  registerLifecycleRoutes(app, {
    tags,
    guard: canManage,
    remove: {
      summary: 'Exclui uma unidade sem cargas',
      run: (session, id) => service.remove(session, id),
      message: successMessage('deleted', 'Unidade de negócio'),
    },
    setActive: (session, id, active) => service.setAtivo(session, id, active),
    messages: {
      activated: successMessage('reactivated', 'Unidade de negócio'),
      deactivated: successMessage('deactivated', 'Unidade de negócio'),
    },
  });
};
