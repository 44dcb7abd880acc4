import {
  Role,
  ZCargaAcaoResponse,
  ZCargaEntregas,
  ZCargaIdParams,
  ZRegistrarRealizadoBody,
  ZRegistrarRealizadoParams,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { requireAccess } from '../../../plugins/access-guard';
import { guardCargaRoutes } from '../carga.access';
import type { CargasPartOptions } from '../cargas.context';
import { createAcompanhamentoService } from './acompanhamento.service';

const tags = ['cargas'];

/**
 * The load's follow-up under /api/carga-mongo (02 §2 `acompanhamento`, §3 "Delivery", §7): like the other
 * load calls, module Cargas and a selected business unit; registering an event needs an Operador or
 * Administrador of the load's company.
 */
export const acompanhamentoRoutes: FastifyPluginAsyncZod<CargasPartOptions> = async (app, { ctx }) => {
  guardCargaRoutes(app);
  const service = createAcompanhamentoService(ctx);

  app.patch(
    '/:id/rotas/:rotaId/realizado',
    {
      onRequest: requireAccess({ role: Role.Operador }),
      schema: {
        tags,
        summary: 'Registra o evento de um ponto da rota como realizado (coleta, parada, entrega)',
        params: ZRegistrarRealizadoParams,
        body: ZRegistrarRealizadoBody,
        response: { 200: ZCargaAcaoResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      service.registrarRealizado(request.session, request.params.id, request.params.rotaId, request.body),
  );

  app.get(
    '/:id/entregas',
    {
      schema: {
        tags,
        summary: 'Entregas (contratações) da carga',
        params: ZCargaIdParams,
        response: { 200: ZCargaEntregas, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.entregas(request.session, request.params.id),
  );
};
