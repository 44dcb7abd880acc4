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
import { ZErrorResponse, ZUnauthorizedResponse } from '../../../lib/http-schemas';
import { protectRoutes, requireAccess } from '../../../plugins/access-guard';
import { requireApiKey } from '../../../plugins/api-key';
import { requireCredentials } from '../../../plugins/route-security';
import type { CargasPartOptions } from '../cargas.context';
import { createQuadroService, type QuadroService } from './quadro.service';
import type { QuadroPageCache } from './quadro-page-cache';

export interface QuadroRoutesOptions extends CargasPartOptions {
  apiKey: string;
  /** Shippers' pages kept while their owner's board version is unchanged (QUADRO_CACHE_MB). */
  pageCache?: QuadroPageCache | undefined;
}

const ZKeyQuery = z.object({ key: z.string().optional() });
const ZChaveResponse = z.object({ key: z.string().describe('Chave do serviço de frete (parâmetro ?key=)') });
const errors = { 400: ZErrorResponse, 401: ZUnauthorizedResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The freight service's board calls (02 §7 "Freight API"), under /api/frete with `?key=`. */
const boardRoutes: FastifyPluginAsyncZod<{ service: QuadroService; apiKey: string }> = async (
  app,
  { service, apiKey },
) => {
  requireCredentials(app, requireApiKey(apiKey));
  protectRoutes(app);
  // The loads board: module Cargas, and a selected business unit (BusinessUnitId) on every call.
  app.addHook('onRequest', requireAccess({ modules: [Modulo.Cargas], businessUnit: 'required' }));

  app.get(
    '/quadro/carga/:id',
    {
      // Lag-tolerant (issue 17): with read replicas, read on one that holds the caller's last write.
      config: { leituraEmReplica: true },
      schema: {
        tags: ['frete'],
        summary: 'Cartões de um grupo do quadro "Minhas cargas" (paginação por cursor)',
        params: ZQuadroCargaParams,
        querystring: ZQuadroCargaQuery.extend(ZKeyQuery.shape),
        response: { 200: ZQuadroCargaResponse, ...errors },
      },
    },
    /**
     * The page arrives as JSON text (the cards are written by PostgreSQL, see quadro.service.ts): a string
     * with a JSON content type goes out as it is, neither re-encoded nor checked by the response schema,
     * which still documents it (OpenAPI); the route tests check every page against ZQuadroCargaResponse.
     */
    async (request, reply) => {
      const page = await service.listGroup(request.session, request.params.id, request.query);
      // As bytes: Node writes a Buffer straight to the socket (a string is measured, then encoded).
      return reply.type('application/json; charset=utf-8').send(page.body as never);
    },
  );

  app.get(
    '/carga/totalizadores/:x',
    {
      config: { leituraEmReplica: true },
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

export const quadroRoutes: FastifyPluginAsyncZod<QuadroRoutesOptions> = async (
  app,
  { ctx, apiKey, pageCache },
) => {
  const service = createQuadroService({ db: ctx.db, pageCache });
  /**
   * How the web app gets the key it sends as `?key=`: the key is a client key (the original product kept
   * it in the front-end settings), not a secret; the session and the Cargas module still gate every
   * board call. This route itself needs a session and the module, not the key.
   */
  app.get(
    '/chave',
    {
      onRequest: [app.authenticate, requireAccess({ modules: [Modulo.Cargas] })],
      schema: {
        tags: ['frete'],
        summary: 'Chave do serviço de frete para o aplicativo web',
        response: { 200: ZChaveResponse, 401: ZUnauthorizedResponse, 403: ZErrorResponse },
      },
    },
    async () => ({ key: apiKey }),
  );

  // Not `options`: it carries this plugin's prefix, which the child would add a second time.
  await app.register(boardRoutes, { service, apiKey });
};
