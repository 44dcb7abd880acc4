import {
  MENSAGEM_BODY_LIMIT,
  MENSAGENS_MESSAGES,
  Modulo,
  ZConversa,
  ZConversaCarga,
  ZConversaCriarParams,
  ZConversaDetalhe,
  ZConversaDoMotoristaDetalhe,
  ZConversaGrupo,
  ZConversaParams,
  ZConversaPorMotoristaQuery,
  ZConversaPorMotoristaResponse,
  ZConversaSearchRequest,
  ZConversaSearchResponse,
  ZConversasDoMotorista,
  ZEnviarMensagemRequest,
  ZMensagem,
  ZMensagemParams,
  ZNaoLidasResponse,
} from '@embarca/domain';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { UPLOADED_FILE_HEADERS } from '../../lib/content-disposition';
import { ZErrorResponse } from '../../lib/http-schemas';
import { ERROR_RESPONSES, ZMessageResponse } from '../../lib/route-contracts';
import type { StoredObject } from '../../lib/storage';
import { type AccessRequirement, protectRoutes, requireAccess } from '../../plugins/access-guard';
import {
  protegerComTokenDoMotorista,
  sessaoDoMotorista,
} from '../frota/acesso-motorista/acesso-motorista.routes';
import type { MensagensService } from './mensagens.service';

const tags = ['mensagens'];
const errors = ERROR_RESPONSES;

/**
 * The guard of every chat route of the users: the Oferecimento, the restricted-offering or the Cargas
 * module (the chat is about loads on offer; a restricted-offering licence keeps it: drivers are its world).
 */
export const MENSAGENS_ACESSO: AccessRequirement = {
  anyModules: [Modulo.Oferecimento, Modulo.OferecimentoRestrito, Modulo.Cargas],
};

/** A send over the body limit is refused before it is read: answered with the photo's size message. */
const limiteDoEnvio = {
  bodyLimit: MENSAGEM_BODY_LIMIT,
  errorHandler: (error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', MENSAGENS_MESSAGES.fotoTamanho);
    }
    throw error;
  },
};

function enviarImagem(
  reply: FastifyReply,
  { objeto, contentType }: { objeto: StoredObject; contentType: string },
) {
  reply
    .type(contentType)
    .headers(UPLOADED_FILE_HEADERS)
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, max-age=3600');
  if (objeto.size !== undefined) reply.header('content-length', objeto.size);
  return reply.send(objeto.stream);
}

/**
 * /api/conversacarga (01 §7, verbatim): POST /search {skip, take, query}; GET /{id}/details (the group of
 * one load: {id} is the ofertaCargaId); POST /{ofertaCargaId}/{motoristaId}; GET /{id}; GET
 * /details/{id}/conversa (the thread); DELETE /{id}; GET /{id}/carga; GET /porMotorista?filtro. Ours (the
 * spec shows none): GET /nao-lidas, POST /{id}/mensagens, POST /{id}/lidas, GET /mensagens/{mensagemId}/anexo.
 */
export const conversaCargaRoutes: FastifyPluginAsyncZod<{ service: MensagensService }> = async (
  app,
  { service },
) => {
  protectRoutes(app, requireAccess(MENSAGENS_ACESSO));

  app.post(
    '/search',
    {
      schema: {
        tags,
        summary: 'Caixa de conversas agrupadas por oferta de carga (paginada)',
        body: ZConversaSearchRequest,
        response: { 200: ZConversaSearchResponse, ...errors },
      },
    },
    async (request) => service.search(request.session, request.body),
  );

  app.get(
    '/nao-lidas',
    {
      schema: {
        tags,
        summary: 'Mensagens não lidas do usuário, por conversa, e o total (o contador do botão de mensagens)',
        response: { 200: ZNaoLidasResponse, ...errors },
      },
    },
    async (request) => service.naoLidas(request.session),
  );

  app.get(
    '/porMotorista',
    {
      schema: {
        tags,
        summary: 'Motoristas ativos da empresa (nome ou CPF) com as conversas abertas de cada um',
        querystring: ZConversaPorMotoristaQuery,
        response: { 200: ZConversaPorMotoristaResponse, ...errors },
      },
    },
    async (request) => service.porMotorista(request.session, request.query.filtro),
  );

  app.get(
    '/mensagens/:mensagemId/anexo',
    {
      schema: {
        tags,
        summary: 'A foto de uma mensagem (imagem)',
        params: ZMensagemParams,
        // No response schema: the answer is the image's bytes (errors keep the usual JSON shape).
      },
    },
    async (request, reply) =>
      enviarImagem(reply, await service.anexo(request.session, request.params.mensagemId)),
  );

  app.get(
    '/details/:id/conversa',
    {
      schema: {
        tags,
        summary: 'A conversa e as suas mensagens mais recentes',
        params: ZConversaParams,
        response: { 200: ZConversaDetalhe, ...errors },
      },
    },
    async (request) => service.detalhe(request.session, request.params.id),
  );

  app.get(
    '/:id/details',
    {
      schema: {
        tags,
        summary: 'O grupo de conversas de uma oferta de carga (id = ofertaCargaId)',
        params: ZConversaParams,
        response: { 200: ZConversaGrupo, ...errors },
      },
    },
    async (request) => service.grupo(request.session, request.params.id),
  );

  app.post(
    '/:ofertaCargaId/:motoristaId',
    {
      schema: {
        tags,
        summary: 'Abre a conversa com o motorista sobre a carga (ou devolve a que já está aberta)',
        params: ZConversaCriarParams,
        response: { 200: ZConversa, 201: ZConversa, ...errors },
      },
    },
    async (request, reply) => {
      const { criada, conversa } = await service.abrir(
        request.session,
        request.params.ofertaCargaId,
        request.params.motoristaId,
      );
      return reply.code(criada ? 201 : 200).send(conversa);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Uma conversa',
        params: ZConversaParams,
        response: { 200: ZConversa, ...errors },
      },
    },
    async (request) => service.conversa(request.session, request.params.id),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Exclui a conversa (uma nova pode ser aberta depois)',
        params: ZConversaParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.excluir(request.session, request.params.id);
      return { message: MENSAGENS_MESSAGES.conversaExcluida };
    },
  );

  app.get(
    '/:id/carga',
    {
      schema: {
        tags,
        summary: 'A carga da conversa',
        params: ZConversaParams,
        response: { 200: ZConversaCarga, ...errors },
      },
    },
    async (request) => service.carga(request.session, request.params.id),
  );

  app.post(
    '/:id/mensagens',
    {
      ...limiteDoEnvio,
      schema: {
        tags,
        summary: 'Envia uma mensagem ao motorista (texto e/ou foto JPEG, PNG ou WebP em data URL, até 5 MB)',
        params: ZConversaParams,
        body: ZEnviarMensagemRequest,
        response: { 201: ZMensagem, 413: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.enviar(request.session, request.params.id, request.body)),
  );

  app.post(
    '/:id/lidas',
    {
      schema: {
        tags,
        summary: 'Marca as mensagens da conversa como lidas pelo usuário',
        params: ZConversaParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.marcarLidas(request.session, request.params.id);
      return { message: MENSAGENS_MESSAGES.lidas };
    },
  );
};

/**
 * The driver's side under /api/motorista/conversas, with the driver token (acesso-motorista): only the
 * conversations of the session's active driver records (any other id → 404). Reading a thread marks the
 * users' messages read for the driver. The driver's page polls (the notification hub is the users').
 */
export const conversasDoMotoristaRoutes: FastifyPluginAsyncZod<{ service: MensagensService }> = async (
  app,
  { service },
) => {
  protegerComTokenDoMotorista(app);
  const motoristaErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };
  const ids = (request: Parameters<typeof sessaoDoMotorista>[0]) => sessaoDoMotorista(request).motoristaIds;

  app.get(
    '/',
    {
      schema: {
        tags: ['motorista'],
        summary: 'As conversas do motorista (as mais recentes primeiro)',
        response: { 200: ZConversasDoMotorista, 401: ZErrorResponse },
      },
    },
    async (request) => service.motorista.conversas(ids(request)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['motorista'],
        summary: 'Uma conversa do motorista com as mensagens (marca as recebidas como lidas)',
        params: ZConversaParams,
        response: { 200: ZConversaDoMotoristaDetalhe, ...motoristaErrors },
      },
    },
    async (request) => service.motorista.detalhe(ids(request), request.params.id),
  );

  app.post(
    '/:id/mensagens',
    {
      ...limiteDoEnvio,
      schema: {
        tags: ['motorista'],
        summary: 'O motorista envia uma mensagem (texto e/ou foto JPEG, PNG ou WebP em data URL, até 5 MB)',
        params: ZConversaParams,
        body: ZEnviarMensagemRequest,
        response: { 201: ZMensagem, 413: ZErrorResponse, ...motoristaErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.motorista.enviar(ids(request), request.params.id, request.body)),
  );

  app.get(
    '/mensagens/:mensagemId/anexo',
    {
      schema: {
        tags: ['motorista'],
        summary: 'A foto de uma mensagem da conversa do motorista (imagem)',
        params: ZMensagemParams,
      },
    },
    async (request, reply) =>
      enviarImagem(reply, await service.motorista.anexo(ids(request), request.params.mensagemId)),
  );
};
