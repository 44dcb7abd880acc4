import {
  Modulo,
  Role,
  successMessage,
  ZCargaMongo,
  ZKanbanEtapa,
  ZKanbanEtapaCreateBody,
  ZKanbanEtapaList,
  ZKanbanEtapaUpdateBody,
  ZKanbanListQuery,
  ZKanbanPosicaoBody,
  ZMoverEtapaParams,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERROR_RESPONSES,
  registerRecordRoutes,
  ZIdParams,
  ZMessageResponse,
} from '../../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../../plugins/access-guard';
import { guardCargaRoutes } from '../carga.access';
import type { CargasPartOptions } from '../cargas.context';
import { createEtapasService } from './etapas.service';

const tags = ['kanban'];
const errors = ERROR_RESPONSES;
/**
 * Stages belong to the company, not to a business unit, so no unit is required (like the company's
 * characteristics). Reading needs the Cargas module; changing needs an Administrador of such a company.
 */
const canRead = requireAccess({ modules: [Modulo.Cargas] });
const canChange = requireAccess({ modules: [Modulo.Cargas], role: Role.Administrador });

/** Board stages under /api/kanbanpipecargas (02 §7 "Kanban board"). */
export const etapasRoutes: FastifyPluginAsyncZod<CargasPartOptions> = async (app, { ctx }) => {
  protectRoutes(app);
  const service = createEtapasService(ctx);

  app.get(
    '/',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Todas as etapas da empresa (todos os tipos de quadro)',
        response: { 200: ZKanbanEtapaList, ...errors },
      },
    },
    async (request) => service.list(request.session),
  );
  app.get(
    '/list',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Etapas de um tipo de quadro, por grupo e ordem',
        querystring: ZKanbanListQuery,
        response: { 200: ZKanbanEtapaList, ...errors },
      },
    },
    async (request) => service.list(request.session, request.query.tipo),
  );
  registerRecordRoutes(app, {
    tags,
    guard: canChange,
    create: {
      summary: 'Cadastra uma etapa (ao fim do seu grupo)',
      body: ZKanbanEtapaCreateBody,
      response: ZKanbanEtapa,
      run: (session, body) => service.create(session, body),
    },
    update: {
      summary: 'Renomeia ou muda a cor de uma etapa',
      body: ZKanbanEtapaUpdateBody,
      response: ZKanbanEtapa,
      run: (session, id, body) => service.update(session, id, body),
    },
  });

  app.put(
    '/:id/posicao',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Troca a ordem de duas etapas do mesmo grupo',
        params: ZIdParams,
        body: ZKanbanPosicaoBody,
        response: { 200: ZKanbanEtapaList, ...errors },
      },
    },
    async (request) => service.swap(request.session, request.params.id, request.body.etapaDestinoId),
  );
  app.delete(
    '/:id',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Exclui uma etapa (as cargas dela voltam para a primeira etapa do grupo)',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.session, request.params.id);
      return { message: successMessage('deleted', 'Etapa') };
    },
  );
};

/** PUT /api/carga-mongo/{id}/etapa/{etapaId}: a load moved to another stage of its board group. */
export const moverEtapaRoutes: FastifyPluginAsyncZod<CargasPartOptions> = async (app, { ctx }) => {
  // Operators move loads too (Operador accepts both roles).
  guardCargaRoutes(app, { role: Role.Operador });
  const service = createEtapasService(ctx);
  app.put(
    '/:id/etapa/:etapaId',
    {
      schema: {
        tags: ['cargas'],
        summary: 'Move a carga para outra etapa do seu grupo no quadro',
        params: ZMoverEtapaParams,
        response: { 200: ZCargaMongo, ...errors },
      },
    },
    async (request) => service.moverCarga(request.session, request.params.id, request.params.etapaId),
  );
};
