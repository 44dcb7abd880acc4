import {
  Modulo,
  Role,
  ZVeiculoAtividadeBody,
  ZVeiculoAtividadeParams,
  ZVeiculoAtividadeQuery,
  ZVeiculoAtividadeResponse,
  ZVeiculoAtividades,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../plugins/access-guard';
import type { VeiculoAtividadesService } from './veiculo-atividades.service';

const tags = ['frota'];

/**
 * A fleet vehicle's activities under /api/frota/veiculos/{id}/atividades (ours; 02 §2 "add return time"):
 * module Cargas or Frota (the load card's menu and the fleet agenda both lead here), an Operador or
 * Administrador; the load's unit scope comes from the request (see VeiculoAtividadesService).
 */
export const veiculoAtividadesRoutes: FastifyPluginAsyncZod<{ service: VeiculoAtividadesService }> = async (
  app,
  { service },
) => {
  protectRoutes(app, requireAccess({ anyModules: [Modulo.Cargas, Modulo.Frota], role: Role.Operador }));

  app.get(
    '/veiculos/:id/atividades',
    {
      schema: {
        tags,
        summary: 'Atividades do veículo (e a carga do formulário de horário de retorno)',
        params: ZVeiculoAtividadeParams,
        querystring: ZVeiculoAtividadeQuery,
        response: { 200: ZVeiculoAtividades, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.listar(request.session, request.params.id, request.query.cargaId),
  );

  app.post(
    '/veiculos/:id/atividades',
    {
      schema: {
        tags,
        summary: 'Registra (ou altera) o horário de retorno do veículo de frota contratada de uma carga',
        params: ZVeiculoAtividadeParams,
        body: ZVeiculoAtividadeBody,
        response: { 200: ZVeiculoAtividadeResponse, 201: ZVeiculoAtividadeResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { criado, ...answer } = await service.registrarRetorno(
        request.session,
        request.params.id,
        request.body,
      );
      return reply.code(criado ? 201 : 200).send(answer);
    },
  );
};
