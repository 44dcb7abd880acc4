import {
  ZModeloCargaDadosResponse,
  ZModeloCargaIdParams,
  ZModeloCargaListaResponse,
  ZModeloCargaRequest,
  ZModeloCargaSaveResponse,
  ZRecuperarModeloCargaQuery,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, registerRecordRoutes, ZMessageResponse } from '../../../lib/route-contracts';
import { CADASTRO_DE_CARGAS, guardCargaRoutes } from '../carga.access';
import type { CargasPartOptions } from '../cargas.context';
import { createModelosService } from './modelos.service';

const tags = ['cargas'];

/**
 * Cargo templates under `/api/carga-modelo` (our path: 02 §7 lists the calls — POST, GET, GET
 * /recuperarCarga, PUT /{id}, DELETE — without a base). Templates belong to the company, not to a
 * business unit (no BusinessUnitId needed). Like the load register they serve: a shipper's (a carrier
 * company → 403), module Cargas, Operador or Administrador, not the Free licence.
 */
export const modelosRoutes: FastifyPluginAsyncZod<CargasPartOptions> = async (app, { ctx }) => {
  // Templates belong to the company, not to a business unit.
  guardCargaRoutes(app, { ...CADASTRO_DE_CARGAS, businessUnit: 'optional' });
  const service = createModelosService(ctx);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Modelos de carga ativos da empresa ({descricao, id, model})',
        response: { 200: ZModeloCargaListaResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.listar(request.session),
  );
  app.get(
    '/recuperarCarga',
    {
      schema: {
        tags,
        summary: 'Dados do modelo para o cadastro de carga, com a rota a partir de amanhã',
        querystring: ZRecuperarModeloCargaQuery,
        response: { 200: ZModeloCargaDadosResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.recuperar(request.session, request.query.id),
  );
  registerRecordRoutes(app, {
    tags,
    create: {
      summary: 'Salva os dados de uma carga como modelo (sem os números dos documentos)',
      body: ZModeloCargaRequest,
      response: ZModeloCargaSaveResponse,
      run: (session, body) => service.criar(session, body),
    },
    update: {
      summary: 'Altera a descrição e os dados do modelo',
      body: ZModeloCargaRequest,
      response: ZModeloCargaSaveResponse,
      run: (session, id, body) => service.atualizar(session, id, body),
    },
  });

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Exclui o modelo (deixa de ser listado; lotes criados com ele continuam)',
        params: ZModeloCargaIdParams,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.excluir(request.session, request.params.id),
  );
};
