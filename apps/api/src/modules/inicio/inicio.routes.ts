import { ZInicioResumoResponse } from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-contracts';
import { guardCargaRoutes } from '../cargas/carga.access';
import type { InicioService } from './inicio.service';

/** The home's figures (01 §2 /home 'Visão geral'), under /api/inicio: the load routes' guard (module Cargas, a unit). */
export const inicioRoutes: FastifyPluginAsyncZod<{ service: InicioService }> = async (app, { service }) => {
  guardCargaRoutes(app);

  app.get(
    '/resumo',
    {
      // Lag-tolerant (issue 17): with read replicas, read on one that holds the caller's last write.
      config: { leituraEmReplica: true },
      schema: {
        tags: ['inicio'],
        summary: 'Visão geral: coletas e entregas de hoje e cargas com ocorrências em aberto',
        response: { 200: ZInicioResumoResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.resumo(request.session),
  );
};
