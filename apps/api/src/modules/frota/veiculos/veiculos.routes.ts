import {
  ANEXO_MESSAGES,
  ANEXO_TAMANHO_MAXIMO,
  base64Length,
  Modulo,
  Role,
  successMessage,
  ZConjuntoRequest,
  ZVeiculo,
  ZVeiculoDocumentoParams,
  ZVeiculoDocumentoRequest,
  ZVeiculoRequest,
  ZVeiculoSearchRequest,
  ZVeiculoSearchResponse,
} from '@embarca/domain';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { contentDisposition, UPLOADED_FILE_HEADERS } from '../../../lib/content-disposition';
import { ZErrorResponse } from '../../../lib/http-schemas';
import {
  ERROR_RESPONSES,
  registerLifecycleRoutes,
  registerRecordRoutes,
  ZIdParams,
  ZMessageResponse,
} from '../../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../../plugins/access-guard';
import type { VeiculosService } from './veiculos.service';

const tags = ['frota'];
const errors = ERROR_RESPONSES;

/** The document's body limit: the largest attachment as base64 plus room for the rest. */
const DOCUMENTO_BODY_LIMIT = base64Length(ANEXO_TAMANHO_MAXIMO) + 64 * 1024;

const ZDocumentoResposta = z.object({ message: z.string(), veiculo: ZVeiculo });

/** A body over the limit: the attachment's size message. */
function tamanhoMaximo(error: FastifyError) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    throw new AppError('PAYLOAD_TOO_LARGE', `Arquivo: ${ANEXO_MESSAGES.tamanhoMaximo}`);
  }
  throw error;
}

/**
 * Vehicles and equipment under /api/frota/veiculos (issue 18): module Frota; an Operador reads, creates and
 * edits (documents and sets too); activating and deactivating is the Administrador's, as in settings.
 * GET /api/frota/veiculos itself stays the selectors' list (frota.routes.ts).
 */
export const veiculosRoutes: FastifyPluginAsyncZod<{ service: VeiculosService }> = async (
  app,
  { service },
) => {
  protectRoutes(app, requireAccess({ modules: [Modulo.Frota], role: Role.Operador }));

  app.post(
    '/search',
    {
      schema: {
        tags,
        summary: 'Pesquisa paginada de veículos e equipamentos',
        body: ZVeiculoSearchRequest,
        response: { 200: ZVeiculoSearchResponse, ...errors },
      },
    },
    async (request) => service.search(request.session, request.body),
  );

  registerRecordRoutes(app, {
    tags,
    get: { summary: 'Um veículo ou equipamento', response: ZVeiculo, run: service.get },
    create: {
      summary: 'Cadastra um veículo ou equipamento',
      body: ZVeiculoRequest,
      response: ZVeiculo,
      run: service.create,
    },
    update: {
      summary: 'Altera um veículo ou equipamento',
      body: ZVeiculoRequest,
      response: ZVeiculo,
      run: service.update,
    },
  });

  registerLifecycleRoutes(app, {
    tags,
    guard: requireAccess({ modules: [Modulo.Frota], role: Role.Administrador }),
    setActive: service.setAtivo,
    messages: {
      activated: successMessage('reactivated', 'Veículo'),
      deactivated: successMessage('deactivated', 'Veículo'),
    },
  });

  app.put(
    '/:id/conjunto',
    {
      schema: {
        tags,
        summary: 'Compõe o conjunto do veículo tracionador (equipamentos em ordem; [] desfaz)',
        params: ZIdParams,
        body: ZConjuntoRequest,
        response: { 200: ZVeiculo, ...errors },
      },
    },
    async (request) => service.conjunto(request.session, request.params.id, request.body),
  );

  app.post(
    '/:id/documentos',
    {
      bodyLimit: DOCUMENTO_BODY_LIMIT,
      errorHandler: tamanhoMaximo,
      schema: {
        tags,
        summary: 'Cadastra um documento do veículo (arquivo opcional em data URL base64)',
        params: ZIdParams,
        body: ZVeiculoDocumentoRequest,
        response: { 201: ZDocumentoResposta, 413: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.criarDocumento(request.session, request.params.id, request.body)),
  );

  app.put(
    '/:id/documentos/:documentoId',
    {
      bodyLimit: DOCUMENTO_BODY_LIMIT,
      errorHandler: tamanhoMaximo,
      schema: {
        tags,
        summary: 'Altera um documento do veículo (o arquivo enviado substitui o anterior)',
        params: ZVeiculoDocumentoParams,
        body: ZVeiculoDocumentoRequest,
        response: { 200: ZDocumentoResposta, 413: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      service.alterarDocumento(request.session, request.params.id, request.params.documentoId, request.body),
  );

  app.delete(
    '/:id/documentos/:documentoId',
    {
      schema: {
        tags,
        summary: 'Exclui um documento do veículo',
        params: ZVeiculoDocumentoParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) =>
      service.excluirDocumento(request.session, request.params.id, request.params.documentoId),
  );

  app.get(
    '/:id/documentos/:documentoId/arquivo',
    {
      schema: {
        tags,
        summary: 'O arquivo anexado ao documento (download)',
        params: ZVeiculoDocumentoParams,
        // No response schema: the answer is the file's bytes.
      },
    },
    async (request, reply) => {
      const { nome, tipo, objeto } = await service.arquivoDoDocumento(
        request.session,
        request.params.id,
        request.params.documentoId,
      );
      reply
        .type(tipo)
        .headers(UPLOADED_FILE_HEADERS)
        .header('content-disposition', contentDisposition('attachment', nome))
        .header('cache-control', 'private, no-cache');
      if (objeto.size !== undefined) reply.header('content-length', objeto.size);
      return reply.send(objeto.stream);
    },
  );
};
