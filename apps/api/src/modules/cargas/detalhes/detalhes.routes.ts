import { ZCargaDetails, ZCargaHistorico, ZCargaIdParams, ZCargaMongo } from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { guardCargaRoutes } from '../carga.access';
import type { CargasPartOptions } from '../cargas.context';
import { createDetalhesService } from './detalhes.service';

const tags = ['cargas'];
const errors = ERROR_RESPONSES;

/** A load's reads under /api/carga-mongo (02 §7 "Load calls"). */
export const detalhesRoutes: FastifyPluginAsyncZod<CargasPartOptions> = async (app, { ctx }) => {
  guardCargaRoutes(app);
  const service = createDetalhesService(ctx);

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
};
