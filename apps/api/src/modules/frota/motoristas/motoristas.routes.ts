import {
  base64Length,
  MOTORISTA_FOTO_TAMANHO_MAXIMO,
  MOTORISTA_MESSAGES,
  Modulo,
  Role,
  ZMotorista,
  ZMotoristaFotoBody,
  ZMotoristaFotoQuery,
  ZMotoristaIdParams,
  ZMotoristaRequest,
  ZMotoristaSearchRequest,
  ZMotoristaSearchResponse,
} from '@embarca/domain';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { UPLOADED_FILE_HEADERS } from '../../../lib/content-disposition';
import { ZErrorResponse } from '../../../lib/http-schemas';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../../plugins/access-guard';
import type { MotoristasService } from './motoristas.service';

const tags = ['frota'];
const errors = ERROR_RESPONSES;

/** The photo's body limit: the largest photo as base64 plus room for the data-URL prefix and the JSON. */
const FOTO_BODY_LIMIT = base64Length(MOTORISTA_FOTO_TAMANHO_MAXIMO) + 16 * 1024;

/**
 * The drivers' management under /api/frota/motoristas (issue 18): module Frota, an Operador or
 * Administrador; the company's own drivers (another company's id → 404, the fleet gate). The selector list
 * `GET /api/frota/motoristas` stays in frota.routes.ts.
 */
export const motoristasRoutes: FastifyPluginAsyncZod<{ service: MotoristasService }> = async (
  app,
  { service },
) => {
  protectRoutes(app, requireAccess({ modules: [Modulo.Frota], role: Role.Operador }));

  app.post(
    '/motoristas/search',
    {
      schema: {
        tags,
        summary: 'Pesquisa paginada de motoristas (nome, CPF, categoria, visibilidade, transportadora, CNH)',
        body: ZMotoristaSearchRequest,
        response: { 200: ZMotoristaSearchResponse, ...errors },
      },
    },
    async (request) => service.search(request.session, request.body),
  );

  app.get(
    '/motoristas/:id',
    {
      schema: {
        tags,
        summary: 'Um motorista da empresa',
        params: ZMotoristaIdParams,
        response: { 200: ZMotorista, ...errors },
      },
    },
    async (request) => service.get(request.session, request.params.id),
  );

  app.post(
    '/motoristas',
    {
      schema: {
        tags,
        summary: 'Cadastra um motorista',
        body: ZMotoristaRequest,
        response: { 201: ZMotorista, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.session, request.body)),
  );

  app.put(
    '/motoristas/:id',
    {
      schema: {
        tags,
        summary: 'Edita um motorista',
        params: ZMotoristaIdParams,
        body: ZMotoristaRequest,
        response: { 200: ZMotorista, ...errors },
      },
    },
    async (request) => service.update(request.session, request.params.id, request.body),
  );

  for (const [acao, ativo] of [
    ['ativar', true],
    ['desativar', false],
  ] as const) {
    app.patch(
      `/motoristas/:id/${acao}`,
      {
        schema: {
          tags,
          summary: ativo ? 'Ativa um motorista' : 'Desativa um motorista',
          params: ZMotoristaIdParams,
          response: { 200: ZMotorista, ...errors },
        },
      },
      async (request) => service.setAtivo(request.session, request.params.id, ativo),
    );
  }

  app.put(
    '/motoristas/:id/foto',
    {
      bodyLimit: FOTO_BODY_LIMIT,
      // A body over the limit is refused before it is read: answer with the photo's size message.
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', MOTORISTA_MESSAGES.fotoTamanho);
        }
        throw error;
      },
      schema: {
        tags,
        summary: 'Envia a foto do motorista (JPEG, PNG ou WebP em data URL base64, até 2 MB)',
        params: ZMotoristaIdParams,
        body: ZMotoristaFotoBody,
        response: { 200: ZMotorista, 413: ZErrorResponse, ...errors },
      },
    },
    async (request) => service.setFoto(request.session, request.params.id, request.body.foto),
  );

  app.delete(
    '/motoristas/:id/foto',
    {
      schema: {
        tags,
        summary: 'Remove a foto do motorista',
        params: ZMotoristaIdParams,
        response: { 200: ZMotorista, ...errors },
      },
    },
    async (request) => service.removeFoto(request.session, request.params.id),
  );

  app.get(
    '/motoristas/:id/foto',
    {
      schema: {
        tags,
        summary: 'A foto do motorista (imagem)',
        params: ZMotoristaIdParams,
        querystring: ZMotoristaFotoQuery,
        // No response schema: the answer is the image's bytes (errors keep the usual JSON shape).
      },
    },
    async (request, reply) => {
      const { objeto, contentType } = await service.foto(request.session, request.params.id);
      reply
        .type(contentType)
        .headers(UPLOADED_FILE_HEADERS)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=300');
      if (objeto.size !== undefined) reply.header('content-length', objeto.size);
      return reply.send(objeto.stream);
    },
  );
};
