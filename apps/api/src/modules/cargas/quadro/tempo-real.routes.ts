import { Modulo } from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES, ZIdParams } from '../../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../../plugins/access-guard';
import type { CargasHubService } from './tempo-real.service';

const tags = ['cargashub'];
const ZNoContent = z.null();

/**
 * The board's hub subscriptions under /api/cargashub (02 §7 "Real-time hub"). Each call applies to every
 * open hub connection of the caller, in every API process (through the bus), and answers 204. The unit
 * must be one the user may access (else 403 'Sem permissão de acesso'); the Cargas module is required.
 */
export const tempoRealRoutes: FastifyPluginAsyncZod<{ service: CargasHubService }> = async (
  app,
  { service },
) => {
  protectRoutes(app, requireAccess({ modules: [Modulo.Cargas] }));

  for (const [action, subscribed] of [
    ['subscribe', true],
    ['unsubscribe', false],
  ] as const) {
    app.post(
      `/${action}/:id`,
      {
        schema: {
          tags,
          summary: subscribed
            ? 'Passa a receber pelo hub as cargas da unidade de negócio'
            : 'Deixa de receber pelo hub as cargas da unidade de negócio',
          params: ZIdParams,
          response: { 204: ZNoContent, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        await service.setUnit(request.session, request.params.id, subscribed);
        return reply.code(204).send(null);
      },
    );
    app.post(
      `/${action}_refresh`,
      {
        schema: {
          tags,
          summary: subscribed
            ? 'Passa a receber AtualizarQuadro (recarregar o quadro inteiro)'
            : 'Deixa de receber AtualizarQuadro',
          response: { 204: ZNoContent, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        await service.setRefresh(request.session, subscribed);
        return reply.code(204).send(null);
      },
    );
  }
};
