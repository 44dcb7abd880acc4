import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZNotReadyResponse, ZReadyResponse } from './readiness.schemas';
import type { ReadinessService } from './readiness.service';

export interface ReadinessRoutesOptions {
  service: ReadinessService;
}

/** GET /api/health/ready: the load balancer's check (deploy/haproxy, the Dockerfile's HEALTHCHECK). */
export const readinessRoutes: FastifyPluginAsyncZod<ReadinessRoutesOptions> = async (app, { service }) => {
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Prontidão: este processo pode receber requisições',
        description:
          '200 quando as migrações desta versão estão aplicadas, o banco responde e o processo não está ' +
          'encerrando; 503 ao receber SIGTERM (drenagem) ou sem banco. A vivacidade é GET /api/health.',
        response: { 200: ZReadyResponse, 503: ZNotReadyResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.check();
    },
  );
};
