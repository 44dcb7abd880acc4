import {
  Modulo,
  ZQuadroCargaParams,
  ZQuadroCargaQuery,
  ZQuadroCargaResponse,
  ZTotalizadoresParams,
  ZTotalizadoresResponse,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZUnauthorizedResponse } from '../../lib/http-schemas';
import { requireAccess } from '../../plugins/access-guard';
import { requireApiKey } from '../../plugins/api-key';
import type { QuadroService } from './quadro.service';

export interface QuadroRoutesOptions {
  service: QuadroService;
  apiKey: string;
}

const ZKeyQuery = z.object({ key: z.string().optional() });
const errors = { 400: ZErrorResponse, 401: ZUnauthorizedResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The freight service's board calls (02 §7 "Freight API"), under /api/frete with `?key=`. */
export const quadroRoutes: FastifyPluginAsyncZod<QuadroRoutesOptions> = async (app, { service, apiKey }) => {
  app.addHook('onRequest', requireApiKey(apiKey));
  app.addHook('onRequest', app.authenticate);
  // The loads board: module Cargas, and a selected business unit (BusinessUnitId) on every call.
  app.addHook('onRequest', requireAccess({ modules: [Modulo.Cargas], businessUnit: 'required' }));

  app.get(
    '/quadro/carga/:id',
    {
      schema: {
        tags: ['frete'],
        summary: 'Cartões de um grupo do quadro "Minhas cargas" (paginação por cursor)',
        params: ZQuadroCargaParams,
        querystring: ZQuadroCargaQuery.extend(ZKeyQuery.shape),
        response: { 200: ZQuadroCargaResponse, ...errors },
      },
    },
    async (request) => service.listGroup(request.session, request.params.id, request.query),
  );

  app.get(
    '/carga/totalizadores/:x',
    {
      schema: {
        tags: ['frete'],
        summary: 'Totais de cargas por situação e por grupo do quadro',
        params: ZTotalizadoresParams,
        querystring: ZKeyQuery,
        response: { 200: ZTotalizadoresResponse, ...errors },
      },
    },
    async (request) => service.totalizadores(request.session, request.params.x),
  );
};
