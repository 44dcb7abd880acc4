import {
  ZCargaAcaoResponse,
  ZCriarLoteBody,
  ZCriarLoteNewBody,
  ZCriarLoteResponse,
  ZDesativarLoteBody,
  ZGradeHorariosResponse,
  ZListarGradeHorariosQuery,
  ZRecuperarCargasLoteQuery,
  ZRecuperarCargasLoteResponse,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { CADASTRO_DE_CARGAS, guardCargaRoutes, unidadeSelecionada } from '../carga.access';
import type { CargasPartOptions } from '../cargas.context';
import { createLotesService } from './lotes.service';

const tags = ['cargas'];

/**
 * Lots under `/api/cargalote` (02 §7 "Lots and templates"), paths verbatim. Like the load register: a
 * shipper's (a carrier company → 403), module Cargas, a selected business unit, Operador or
 * Administrador, not the Free licence.
 */
export const lotesRoutes: FastifyPluginAsyncZod<CargasPartOptions> = async (app, { ctx }) => {
  guardCargaRoutes(app, CADASTRO_DE_CARGAS);
  const service = createLotesService(ctx);

  app.post(
    '/criarlote',
    {
      schema: {
        tags,
        summary: 'Cria um lote: uma carga do modelo por data de coleta (rota deslocada para cada data)',
        body: ZCriarLoteBody,
        response: { 201: ZCriarLoteResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.criarLote(request.session, unidadeSelecionada(request), request.body)),
  );
  app.post(
    '/criarlotenew',
    {
      schema: {
        tags,
        summary: 'Cria um lote a partir dos dados do cadastro (sem modelo salvo)',
        body: ZCriarLoteNewBody,
        response: { 201: ZCriarLoteResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.criarLoteNew(request.session, unidadeSelecionada(request), request.body)),
  );
  app.post(
    '/desativarLote',
    {
      schema: {
        tags,
        summary: 'Desativa todas as cargas ativas do lote com o motivo',
        body: ZDesativarLoteBody,
        response: { 200: ZCargaAcaoResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.desativarLote(request.session, request.body),
  );
  app.get(
    '/recuperarcargas',
    {
      schema: {
        tags,
        summary: 'Cargas do lote (cartões do quadro)',
        querystring: ZRecuperarCargasLoteQuery,
        response: { 200: ZRecuperarCargasLoteResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.recuperarCargas(request.session, request.query.loteId),
  );
  app.get(
    '/listarGradeHorarios',
    {
      schema: {
        tags,
        summary: 'Grade de horários de coleta e entrega que o lote do modelo teria no período',
        querystring: ZListarGradeHorariosQuery,
        response: { 200: ZGradeHorariosResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.listarGradeHorarios(request.session, request.query),
  );
};
