import { Modulo, Role, ZCargaAcaoResponse, ZCargaIdParams } from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { requireAccess } from '../../../plugins/access-guard';
import type { CargasDesnormalizacaoService } from './desnormalizar';

/**
 * GET /api/carga-mongo/{id}/desnormalizar (02 §7 "Load calls", verb and path verbatim; the meaning is ours):
 * recomputes the load's copied columns from their sources. Like the other load calls: module Cargas and a
 * selected business unit; an Administrador of the load's company. Answers ZCargaAcaoResponse.
 */
export const cargaDesnormalizacaoRoutes: FastifyPluginAsyncZod<{
  service: CargasDesnormalizacaoService;
}> = async (app, { service }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook(
    'onRequest',
    requireAccess({ modules: [Modulo.Cargas], businessUnit: 'required', role: Role.Administrador }),
  );

  app.get(
    '/:id/desnormalizar',
    {
      schema: {
        tags: ['cargas'],
        summary:
          'Recalcula os dados copiados na carga (datas de coleta e entrega, transportadora contratada) a partir da rota e da contratação',
        params: ZCargaIdParams,
        response: { 200: ZCargaAcaoResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.desnormalizar(request.session, request.params.id),
  );
};
