import {
  Role,
  ZCargaIdParams,
  ZCargaVeiculo,
  ZRecuperarRotaBody,
  ZRota,
  ZRotogramaResponse,
  ZSugestaoVeiculos,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { requireAccess } from '../../../plugins/access-guard';
import { guardCargaRoutes } from '../carga.access';
import type { CargasPartOptions } from '../cargas.context';
import { createRotogramaService } from './rotograma.service';

const tags = ['cargas'];
const errors = ERROR_RESPONSES;

/**
 * Route map and 'Encontrar veículo' calls under /api/carga-mongo (02 §7, paths verbatim; GET rotograma is
 * ours). Like the other load calls: module Cargas and a selected business unit; recalculating the route
 * needs an Operador or Administrador of the load's company.
 */
export const rotogramaRoutes: FastifyPluginAsyncZod<CargasPartOptions> = async (app, { ctx }) => {
  guardCargaRoutes(app);
  const service = createRotogramaService(ctx);

  app.post(
    '/recuperar-rota',
    {
      schema: {
        tags,
        summary: 'Estima a rota (distância e tempo) pelos pontos informados, em ordem',
        description:
          'Distância rodoviária estimada: linha reta × 1,2; tempo a 60 km/h. Coordenadas do ponto, senão da empresa, senão da cidade.',
        body: ZRecuperarRotaBody,
        response: { 200: ZRota, ...errors },
      },
    },
    async (request) => service.recuperarRota(request.session, request.body),
  );
  app.get(
    '/:id/rotograma',
    {
      schema: {
        tags,
        summary: 'A rota estimada da carga pelos seus pontos (nada é gravado)',
        params: ZCargaIdParams,
        response: { 200: ZRota, ...errors },
      },
    },
    async (request) => service.rotograma(request.session, request.params.id),
  );
  app.patch(
    '/:id/rotograma',
    {
      onRequest: requireAccess({ role: Role.Operador }),
      schema: {
        tags,
        summary: 'Recalcula a rota da carga e grava a distância (m) e o tempo (min)',
        params: ZCargaIdParams,
        response: { 200: ZRotogramaResponse, ...errors },
      },
    },
    async (request) => service.recalcularRotograma(request.session, request.params.id),
  );
  app.get(
    '/:id/veiculo',
    {
      schema: {
        tags,
        summary: 'O veículo e o motorista da carga, com a última posição conhecida',
        params: ZCargaIdParams,
        response: { 200: ZCargaVeiculo, ...errors },
      },
    },
    async (request) => service.veiculo(request.session, request.params.id),
  );
  app.get(
    '/veiculo/:id/sugerir',
    {
      schema: {
        tags,
        summary:
          'Veículos da frota sugeridos para a carga {id}: livres, com capacidade, mais próximos primeiro',
        params: ZCargaIdParams,
        response: { 200: ZSugestaoVeiculos, ...errors },
      },
    },
    async (request) => service.sugerir(request.session, request.params.id),
  );
};
