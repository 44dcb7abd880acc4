import { Modulo, Role, TipoEmpresa, ZRankingQuery, ZRankingResponse } from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../../lib/content-disposition';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../../plugins/access-guard';
import type { RankingService } from './ranking.service';

const tags = ['oferecimento'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The ranking's guard: module Oferecimento, an Operador, of a shipper company (a carrier → 403). */
export const RANKING_ACESSO = {
  modules: [Modulo.Oferecimento],
  role: Role.Operador,
  ownerTypes: [TipoEmpresa.Embarcador],
};

export interface RankingRoutesOptions {
  /** `createRankingService({ db })` (ranking.service.ts). */
  ranking: RankingService;
}

/**
 * GET /api/oferecimento/ranking (issue 20): the shipper's carriers ranked over a period (`inicio`, `fim`,
 * 'yyyy-MM-dd', São Paulo days; default the last 90 days) and the request's business-unit scope;
 * GET /ranking/exportar: the same as an .xlsx. Registered under the prefix /api/oferecimento.
 */
export const rankingRoutes: FastifyPluginAsyncZod<RankingRoutesOptions> = async (
  app,
  { ranking: service },
) => {
  protectRoutes(app, requireAccess(RANKING_ACESSO));

  app.get(
    '/ranking',
    {
      schema: {
        tags,
        summary: 'Ranking das transportadoras no período (figuras com a sua base)',
        querystring: ZRankingQuery,
        response: { 200: ZRankingResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.listar(request.session, request.query),
  );

  app.get(
    '/ranking/exportar',
    {
      schema: {
        tags,
        summary: 'Exporta o ranking das transportadoras como planilha',
        querystring: ZRankingQuery,
        // No response schema: the answer is the file's bytes.
      },
    },
    async (request, reply) => {
      const { nome, arquivo } = await service.exportar(request.session, request.query);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition('attachment', nome))
        .send(arquivo);
    },
  );
};
