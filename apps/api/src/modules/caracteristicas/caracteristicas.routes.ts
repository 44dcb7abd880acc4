import {
  Licenca,
  Role,
  ZCaracteristica,
  ZCaracteristicaByOwnerQuery,
  ZCaracteristicaByTransportadorQuery,
  ZCaracteristicaEmbarcadorParams,
  ZCaracteristicaList,
  ZCaracteristicaRequest,
  ZCaracteristicaSearchRequest,
  ZCaracteristicaSearchResponse,
  ZCaracteristicaUtilizadoResponse,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, registerAdminRecordRoutes, ZIdParams } from '../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../plugins/access-guard';
import type { CaracteristicasService } from './caracteristicas.service';

const tags = ['caracteristicas'];
const errors = ERROR_RESPONSES;
const canRead = requireAccess({ role: Role.Operador });
/** The characteristic drawers (quick-create, not admin-only): Free licence denied (02 §6). */
const canEdit = requireAccess({ role: Role.Operador, deniedLicences: [Licenca.Free] });

/** Characteristics under /api/caracteristica (02 §7). */
export const caracteristicasRoutes: FastifyPluginAsyncZod<{ service: CaracteristicasService }> = async (
  app,
  { service },
) => {
  protectRoutes(app);

  app.get(
    '/getByOwner',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Características da empresa',
        querystring: ZCaracteristicaByOwnerQuery,
        response: { 200: ZCaracteristicaList, ...errors },
      },
    },
    async (request) => service.getByOwner(request.session, request.query),
  );
  app.get(
    '/getByTransportador',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Características dos embarcadores que contratam a transportadora',
        querystring: ZCaracteristicaByTransportadorQuery,
        response: { 200: ZCaracteristicaList, ...errors },
      },
    },
    async (request) => service.getByTransportador(request.session, request.query.tipo),
  );
  app.get(
    '/embarcador/:owner/:id',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Característica de um embarcador',
        params: ZCaracteristicaEmbarcadorParams,
        response: { 200: ZCaracteristica, ...errors },
      },
    },
    async (request) => service.getDoEmbarcador(request.session, request.params.owner, request.params.id),
  );
  app.post(
    '/search',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Pesquisa paginada',
        body: ZCaracteristicaSearchRequest,
        response: { 200: ZCaracteristicaSearchResponse, ...errors },
      },
    },
    async (request) => service.search(request.session, request.body),
  );
  app.get(
    '/:id/utilizado',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Se alguma carga ou pedido usa a característica',
        params: ZIdParams,
        response: { 200: ZCaracteristicaUtilizadoResponse, ...errors },
      },
    },
    async (request) => service.utilizado(request.session, request.params.id),
  );
  registerAdminRecordRoutes(app, {
    tags,
    nome: 'Característica',
    body: ZCaracteristicaRequest,
    response: ZCaracteristica,
    guards: { write: canEdit, read: canRead },
    summaries: {
      get: 'Uma característica',
      create: 'Cadastra uma característica',
      update: 'Altera uma característica',
      remove: 'Exclui uma característica sem uso',
    },
    service: { ...service, setActive: (session, id, active) => service.setDesativada(session, id, !active) },
  });
};
