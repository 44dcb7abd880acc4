import {
  ZCargaIdParams,
  ZRomaneioDetalhes,
  ZRomaneioUnificado,
  ZRomaneioUnificadoQuery,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { guardCargaRoutes } from '../carga.access';
import type { CargasPartOptions } from '../cargas.context';
import { createRomaneioService } from './romaneio.service';

const tags = ['cargas'];
const errors = ERROR_RESPONSES;

/**
 * The manifests under /api/carga-mongo (02 §2 romaneio, §7 `GET /carga-mongo/{id}/romaneio-detalhes`).
 * Like the other load reads: module Cargas and a selected business unit on every call; operators and
 * carriers read them too (the board decides who sees which load).
 */
export const romaneioRoutes: FastifyPluginAsyncZod<CargasPartOptions> = async (app, { ctx }) => {
  guardCargaRoutes(app);
  const service = createRomaneioService(ctx);

  app.get(
    '/:id/romaneio-detalhes',
    {
      schema: {
        tags,
        summary: 'Romaneio de uma carga: cabeçalho, rota, documentos com itens e totais',
        params: ZCargaIdParams,
        response: { 200: ZRomaneioDetalhes, ...errors },
      },
    },
    async (request) => service.detalhes(request.session, request.params.id),
  );
  app.get(
    '/romaneio-unificado',
    {
      schema: {
        tags,
        summary: 'Romaneio unificado de várias cargas (até 50) com os totais gerais',
        querystring: ZRomaneioUnificadoQuery,
        response: { 200: ZRomaneioUnificado, ...errors },
      },
    },
    async (request) => service.unificado(request.session, request.query.cargaIds),
  );
};
