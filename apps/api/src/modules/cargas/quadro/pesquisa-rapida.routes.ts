import { ZPesquisaRapidaQuery, ZPesquisaRapidaResponse } from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { guardCargaRoutes } from '../carga.access';
import type { CargasPartOptions } from '../cargas.context';
import { createPesquisaRapidaService } from './pesquisa-rapida.service';

/**
 * Quick cargo search (01 §2; the spec shows no path): `GET /api/carga-mongo/pesquisa-rapida?termo=`,
 * registered under the load calls' prefix. The static segment wins over `/api/carga-mongo/:id` in
 * Fastify's router. Like the board: module Cargas and a selected business unit.
 */
export const pesquisaRapidaRoutes: FastifyPluginAsyncZod<CargasPartOptions> = async (app, { ctx }) => {
  guardCargaRoutes(app);
  const service = createPesquisaRapidaService(ctx);

  app.get(
    '/pesquisa-rapida',
    {
      // Lag-tolerant (issue 17): with read replicas, read on one that holds the caller's last write.
      config: { leituraEmReplica: true },
      schema: {
        tags: ['cargas'],
        summary:
          'Pesquisa rápida de cargas: código, código identificador, número do documento, número e chave da NF',
        querystring: ZPesquisaRapidaQuery,
        response: { 200: ZPesquisaRapidaResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.pesquisar(request.session, request.query.termo),
  );
};
