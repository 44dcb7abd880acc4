import {
  Modulo,
  Role,
  ZCargaDetails,
  ZCargaHistorico,
  ZCargaIdParams,
  ZCargaMongo,
  ZMoverEtapaParams,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { requireAccess } from '../../../plugins/access-guard';
import type { CargasService } from './detalhes.service';

const tags = ['cargas'];
const errors = ERROR_RESPONSES;

/**
 * Load calls under /api/carga-mongo (02 §7 "Load calls"). Like the board they serve: module Cargas and a
 * selected business unit (BusinessUnitId) on every call; the load must be in the request's unit scope.
 */
export const cargaMongoRoutes: FastifyPluginAsyncZod<{ service: CargasService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireAccess({ modules: [Modulo.Cargas], businessUnit: 'required' }));

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'O cartão de uma carga com os seus documentos',
        params: ZCargaIdParams,
        response: { 200: ZCargaMongo, ...errors },
      },
    },
    async (request) => service.get(request.session, request.params.id),
  );
  app.get(
    '/:id/details',
    {
      schema: {
        tags,
        summary: 'Detalhes de uma carga: rota, transportadoras, dados comerciais',
        params: ZCargaIdParams,
        response: { 200: ZCargaDetails, ...errors },
      },
    },
    async (request) => service.details(request.session, request.params.id),
  );
  app.get(
    '/:id/historico',
    {
      schema: {
        tags,
        summary: 'Histórico de uma carga (mais recente primeiro)',
        params: ZCargaIdParams,
        response: { 200: ZCargaHistorico, ...errors },
      },
    },
    async (request) => service.historico(request.session, request.params.id),
  );
  app.put(
    '/:id/etapa/:etapaId',
    {
      // Operators move loads too (Operador accepts both roles).
      onRequest: requireAccess({ role: Role.Operador }),
      schema: {
        tags,
        summary: 'Move a carga para outra etapa do seu grupo no quadro',
        params: ZMoverEtapaParams,
        response: { 200: ZCargaMongo, ...errors },
      },
    },
    async (request) => service.moverEtapa(request.session, request.params.id, request.params.etapaId),
  );
};
