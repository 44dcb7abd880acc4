import {
  Licenca,
  Role,
  ZPreferencia,
  ZPreferenciaList,
  ZPreferenciaParams,
  ZPreferenciaQuery,
  ZPreferenciaResponse,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../plugins/access-guard';
import type { PreferenciasService } from './preferencias.service';

const tags = ['preferencias'];
const errors = ERROR_RESPONSES;
const canRead = requireAccess({ role: Role.Operador });
/** The company's preferences are an admin menu item (01 §6: Preferences, admin only). */
const canManage = requireAccess({ role: Role.Administrador, deniedLicences: [Licenca.Free] });

/** /api/owner-preferences (01 §7, 02 §7). */
export const ownerPreferencesRoutes: FastifyPluginAsyncZod<{ service: PreferenciasService }> = async (
  app,
  { service },
) => {
  protectRoutes(app);
  app.get(
    '/',
    {
      onRequest: canRead,
      schema: { tags, summary: 'Preferências da empresa', response: { 200: ZPreferenciaList, ...errors } },
    },
    async (request) => service.listOwner(request.session),
  );
  app.get(
    '/preferencia/:name',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Uma preferência da empresa pelo nome',
        params: ZPreferenciaParams,
        querystring: ZPreferenciaQuery,
        response: { 200: ZPreferenciaResponse, ...errors },
      },
    },
    async (request) => service.getOwner(request.session, request.params.name, request.query.ownerId),
  );
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/',
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Grava uma preferência da empresa',
        body: ZPreferencia,
        response: { 200: ZPreferenciaResponse, ...errors },
      },
      handler: async (request) => service.saveOwner(request.session, request.body),
    });
  }
};

/** /api/user-preferences (01 §7): the signed-in user's own. */
export const userPreferencesRoutes: FastifyPluginAsyncZod<{ service: PreferenciasService }> = async (
  app,
  { service },
) => {
  protectRoutes(app, canRead);
  app.get(
    '/',
    { schema: { tags, summary: 'Preferências do usuário', response: { 200: ZPreferenciaList, ...errors } } },
    async (request) => service.listUser(request.session),
  );
  app.put(
    '/',
    {
      schema: {
        tags,
        summary: 'Grava uma preferência do usuário',
        body: ZPreferencia,
        response: { 200: ZPreferenciaResponse, ...errors },
      },
    },
    async (request) => service.saveUser(request.session, request.body),
  );
};
