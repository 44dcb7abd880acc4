import {
  Licenca,
  Role,
  successMessage,
  ZCepParams,
  ZConsultaCnpjQuery,
  ZConsultaCnpjResponse,
  ZEndereco,
  ZLookupItemList,
  ZLookupQuery,
  ZLookupValor,
  ZLookupValorCreateRequest,
  ZLookupValorList,
  ZLookupValorUpdateRequest,
  ZModelosDocumentoQuery,
  ZUnidadeMedidasQuery,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../lib/http-schemas';
import { ERROR_RESPONSES, ZIdParams, ZMessageResponse } from '../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../plugins/access-guard';
import type { LookupsService } from './lookups.service';

const errors = { ...ERROR_RESPONSES, 503: ZErrorResponse };
const tags = ['lookups'];
const canRead = requireAccess({ role: Role.Operador });
const canManage = requireAccess({ role: Role.Administrador, deniedLicences: [Licenca.Free] });

/** Lookups and utilities under /api (01 §7): tipo, unidadeMedidas, modelosDocumento, cep, consulta/cnpj. */
export const lookupsRoutes: FastifyPluginAsyncZod<{ service: LookupsService }> = async (app, { service }) => {
  protectRoutes(app);

  app.get(
    '/tipo',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Valores de um cadastro auxiliar (1 a 15)',
        querystring: ZLookupQuery,
        response: { 200: ZLookupItemList, ...errors },
      },
    },
    async (request) => service.listItems(request.session, request.query.tipo),
  );

  app.get(
    '/tipo/valores',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Valores de um cadastro auxiliar para administração',
        querystring: ZLookupQuery,
        response: { 200: ZLookupValorList, ...errors },
      },
    },
    async (request) => service.listValores(request.session, request.query.tipo),
  );

  app.post(
    '/tipo/valores',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Cadastra um valor próprio',
        body: ZLookupValorCreateRequest,
        response: { 201: ZLookupValor, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createValor(request.session, request.body)),
  );

  app.put(
    '/tipo/valores/:id',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Altera um valor próprio',
        params: ZIdParams,
        body: ZLookupValorUpdateRequest,
        response: { 200: ZLookupValor, ...errors },
      },
    },
    async (request) => service.updateValor(request.session, request.params.id, request.body),
  );

  app.delete(
    '/tipo/valores/:id',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Exclui um valor próprio sem uso',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.deleteValor(request.session, request.params.id);
      return { message: successMessage('deleted', 'Valor') };
    },
  );

  app.get(
    '/unidadeMedidas',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Unidades de medida de volume',
        querystring: ZUnidadeMedidasQuery,
        response: { 200: ZLookupItemList, ...errors },
      },
    },
    async (request) => service.unidadeMedidas(request.query.combustivel ?? false),
  );

  app.get(
    '/modelosDocumento',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Modelos de documento fiscal',
        querystring: ZModelosDocumentoQuery,
        response: { 200: ZLookupItemList, ...errors },
      },
    },
    async (request) => service.modelosDocumento(request.query.opTodos ?? false),
  );

  app.get(
    '/cep/:cep',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Endereço de um CEP',
        params: ZCepParams,
        response: { 200: ZEndereco, ...errors },
      },
    },
    async (request) => service.findCep(request.params.cep),
  );

  app.get(
    '/consulta/cnpj',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Dados cadastrais de um CNPJ',
        querystring: ZConsultaCnpjQuery,
        response: { 200: ZConsultaCnpjResponse, ...errors },
      },
    },
    async (request) => service.findCnpj(request.query.cnpj),
  );
};
