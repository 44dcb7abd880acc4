import {
  Modulo,
  Role,
  type TMonitoramentoQuery,
  ZMonitoramento,
  ZMonitoramentoQuery,
  ZPosicoesEntrada,
  ZPosicoesRegistradas,
  ZTokenIntegracaoCriado,
  ZTokenIntegracaoInput,
  ZTokenIntegracaoList,
  ZTokenIntegracaoParams,
} from '@embarca/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, ZMessageResponse } from '../../../lib/route-contracts';
import type { ShortJsonCache } from '../../../lib/short-json-cache';
import { protectRoutes, requireAccess } from '../../../plugins/access-guard';
import type { RequestSession } from '../../../plugins/authenticate';
import { checksCredentials, requireCredentials } from '../../../plugins/route-security';
import type { MonitoramentoService } from './monitoramento.service';

const tags = ['frota'];

/** One map per company, business-unit scope and filters (what `service.mapa` reads of the request). */
function mapaCacheKey(session: RequestSession, query: TMonitoramentoQuery): string {
  return JSON.stringify([
    session.ownerId,
    [...session.escopoUnidadeIds].sort(),
    query.emUso ?? null,
    query.tipoVeiculo ?? null,
    query.unidadeNegocioId ?? null,
    query.placa?.replace(/[^A-Za-z0-9]/g, '').toUpperCase() || null,
  ]);
}

/** The monitoring map: module Frota, an Operador or Administrador (as the fleet's other screens). */
export const monitoramentoRoutes: FastifyPluginAsyncZod<{
  service: MonitoramentoService;
  cache: ShortJsonCache;
}> = async (app, { service, cache }) => {
  protectRoutes(app, requireAccess({ anyModules: [Modulo.Frota], role: Role.Operador }));

  app.get(
    '/monitoramento',
    {
      schema: {
        tags,
        summary: 'Veículos da empresa com a última posição (mapa do monitoramento operacional)',
        description:
          'A mesma resposta é servida por até MAPA_CACHE_SEGUNDOS (10 s) a quem pede o mesmo mapa (empresa, ' +
          'unidades e filtros); `Cache-Control: no-cache` pede um mapa montado agora. `geradoEm` diz quando foi montado.',
        querystring: ZMonitoramentoQuery,
        response: { 200: ZMonitoramento, ...ERROR_RESPONSES },
      },
    },
    // Sent as JSON bytes built by the cache (the schema documents it; the tests check the answer with it).
    async (request, reply) =>
      cache.send(request, reply, mapaCacheKey(request.session, request.query), () =>
        service.mapa(request.session, request.query),
      ),
  );
};

/** The integration tokens: module Frota, administrators of the company only. */
export const tokensIntegracaoRoutes: FastifyPluginAsyncZod<{ service: MonitoramentoService }> = async (
  app,
  { service },
) => {
  protectRoutes(app, requireAccess({ anyModules: [Modulo.Frota], role: Role.Administrador }));

  app.get(
    '/integracao/tokens',
    {
      schema: {
        tags,
        summary: 'Tokens de integração da empresa (envio de posições)',
        response: { 200: ZTokenIntegracaoList, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.listTokens(request.session),
  );

  app.post(
    '/integracao/tokens',
    {
      schema: {
        tags,
        summary: 'Cria um token de integração (o token completo aparece só nesta resposta)',
        body: ZTokenIntegracaoInput,
        response: { 201: ZTokenIntegracaoCriado, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => reply.code(201).send(await service.criarToken(request.session, request.body)),
  );

  app.delete(
    '/integracao/tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revoga o token de integração (as integrações que o usam passam a receber 401)',
        params: ZTokenIntegracaoParams,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.revogarToken(request.session, request.params.id),
  );
};

const credenciais = new WeakMap<FastifyRequest, { id: string; ownerId: string }>();

/**
 * Position ingestion (POST /api/frota/posicoes): a tracker gateway or integration, authenticated by a
 * company's integration token (`Authorization: Bearer emb_pos_…`), not a user session.
 */
export const posicoesRoutes: FastifyPluginAsyncZod<{ service: MonitoramentoService }> = async (
  app,
  { service },
) => {
  requireCredentials(
    app,
    checksCredentials('integracaoToken', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      credenciais.set(request, await service.autenticarToken(token));
    }),
  );

  app.post(
    '/posicoes',
    {
      // The service validates again to name each field with its index (`posicoes[3].latitude`).
      attachValidation: true,
      schema: {
        tags,
        summary: 'Recebe uma posição ou um lote (até 1.000) de posições dos veículos da empresa',
        body: ZPosicoesEntrada,
        response: { 201: ZPosicoesRegistradas, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.receberPosicoes(
            credenciais.get(request) as { id: string; ownerId: string },
            request.body,
          ),
        ),
  );
};
