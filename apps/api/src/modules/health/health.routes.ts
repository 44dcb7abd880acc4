import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse, ZHealthUnavailableResponse } from './health.schemas';
import type { HealthService } from './health.service';

export interface HealthRoutesOptions {
  service: HealthService;
}

/** GET /api/health: the process and its database answer (used by load balancers, CI and the README). */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { service }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Situação do serviço e do banco de dados',
        response: { 200: ZHealthResponse, 503: ZHealthUnavailableResponse },
      },
    },
    async () => service.check(),
  );
};
