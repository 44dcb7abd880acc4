import {
  successMessage,
  TipoUsuario,
  ZAnuncioAdmin,
  ZAnuncioAdminList,
  ZAnuncioEventoRequest,
  ZAnuncioExibirRequest,
  ZAnuncioList,
  ZAnuncioRequest,
  ZReleaseFeedParams,
  ZReleaseFeedRequest,
  ZReleasePostAdmin,
  ZReleasePostAdminList,
  ZReleasePostList,
  ZReleasePostPublicarRequest,
  ZReleasePostRequest,
} from '@embarca/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ERROR_RESPONSES, registerRecordRoutes, ZIdParams } from '../../lib/route-contracts';
import { protectRoutes } from '../../plugins/access-guard';
import type { RequestSession } from '../../plugins/authenticate';
import type { AnunciosService, AnuncioViewer } from './anuncios.service';

const tags = ['anuncios'];
const errors = ERROR_RESPONSES;
const ZNoContent = z.null();

function viewerOf(session: RequestSession): AnuncioViewer {
  return {
    usuarioId: session.userId,
    tipoEmpresa: session.claims.TipoEmpresa,
    licenca: session.claims.License,
  };
}

/**
 * Announcements and what's new for every signed-in user, under /api (01 §7 paths verbatim). No business
 * unit is needed: announcements are product-wide.
 */
export const anunciosRoutes: FastifyPluginAsyncZod<{ service: AnunciosService }> = async (
  app,
  { service },
) => {
  protectRoutes(app);

  app.get(
    '/anuncios',
    {
      schema: {
        tags,
        summary: 'Anúncios para o usuário: exibidos, na janela, no público e ainda não lidos',
        response: { 200: ZAnuncioList, ...errors },
      },
    },
    async (request) => service.listForViewer(viewerOf(request.session)),
  );
  app.patch(
    '/anuncios/:id/lido',
    {
      schema: {
        tags,
        summary: 'Marca o anúncio como lido pelo usuário (fechar/dispensar)',
        params: ZIdParams,
        response: { 204: ZNoContent, ...errors },
      },
    },
    async (request, reply) => {
      await service.markRead(request.params.id, viewerOf(request.session));
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/anuncios/:id/eventos',
    {
      schema: {
        tags,
        summary: "Registra um evento de analytics do anúncio ('click' ou 'close') na tabela anuncio_eventos",
        params: ZIdParams,
        body: ZAnuncioEventoRequest,
        response: { 204: ZNoContent, ...errors },
      },
    },
    async (request, reply) => {
      await service.recordEvent(request.params.id, viewerOf(request.session), request.body.evento);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/anuncios/atualizacoes/:databaseId',
    {
      schema: {
        tags,
        summary:
          'Novidades publicadas do feed, por data de lançamento decrescente (corpo opcional: modulos, desde, limite)',
        params: ZReleaseFeedParams,
        body: ZReleaseFeedRequest,
        response: { 200: ZReleasePostList, ...errors },
      },
    },
    async (request) => service.feed(request.params.databaseId, request.body),
  );
};

/** Support-only (user type 100): everyone else → 403 'Sem permissão de acesso'. */
async function requireSupport(request: FastifyRequest): Promise<void> {
  if (request.session?.claims.UsuarioTipo !== TipoUsuario.Suporte) throw new AppError('FORBIDDEN');
}

const adminTags = ['painel-admin'];

/** /api/painel-admin/anuncios: the support panel's announcement management. */
export const painelAnunciosRoutes: FastifyPluginAsyncZod<{ service: AnunciosService }> = async (
  app,
  { service },
) => {
  protectRoutes(app, requireSupport);

  app.get(
    '/',
    { schema: { tags: adminTags, summary: 'Anúncios', response: { 200: ZAnuncioAdminList, ...errors } } },
    async () => service.listAdmin(),
  );
  registerRecordRoutes(app, {
    tags: adminTags,
    get: { summary: 'Um anúncio', response: ZAnuncioAdmin, run: (_session, id) => service.getAdmin(id) },
    create: {
      summary: 'Cadastra um anúncio (a mensagem é sanitizada)',
      body: ZAnuncioRequest,
      response: ZAnuncioAdmin,
      run: (_session, input) => service.create(input),
    },
    update: {
      summary: 'Altera um anúncio',
      body: ZAnuncioRequest,
      response: ZAnuncioAdmin,
      run: (_session, id, input) => service.update(id, input),
    },
    remove: {
      summary: 'Exclui um anúncio (com leituras e eventos)',
      message: successMessage('deleted', 'Anúncio'),
      run: (_session, id) => service.remove(id),
    },
  });
  app.patch(
    '/:id/exibir',
    {
      schema: {
        tags: adminTags,
        summary: 'Exibe ou oculta um anúncio',
        params: ZIdParams,
        body: ZAnuncioExibirRequest,
        response: { 200: ZAnuncioAdmin, ...errors },
      },
    },
    async (request) => service.setExibir(request.params.id, request.body.exibir),
  );
};

/** /api/painel-admin/novidades: the support panel's release posts ("what's new"). */
export const painelNovidadesRoutes: FastifyPluginAsyncZod<{ service: AnunciosService }> = async (
  app,
  { service },
) => {
  protectRoutes(app, requireSupport);

  app.get(
    '/',
    {
      schema: {
        tags: adminTags,
        summary: 'Novidades (publicadas ou não)',
        response: { 200: ZReleasePostAdminList, ...errors },
      },
    },
    async () => service.listReleasePosts(),
  );
  registerRecordRoutes(app, {
    tags: adminTags,
    get: {
      summary: 'Uma novidade',
      response: ZReleasePostAdmin,
      run: (_session, id) => service.getReleasePost(id),
    },
    create: {
      summary: 'Cadastra uma novidade',
      body: ZReleasePostRequest,
      response: ZReleasePostAdmin,
      run: (_session, input) => service.createReleasePost(input),
    },
    update: {
      summary: 'Altera uma novidade',
      body: ZReleasePostRequest,
      response: ZReleasePostAdmin,
      run: (_session, id, input) => service.updateReleasePost(id, input),
    },
    remove: {
      summary: 'Exclui uma novidade',
      message: successMessage('deleted', 'Novidade'),
      run: (_session, id) => service.removeReleasePost(id),
    },
  });
  app.patch(
    '/:id/publicar',
    {
      schema: {
        tags: adminTags,
        summary: 'Publica ou despublica uma novidade',
        params: ZIdParams,
        body: ZReleasePostPublicarRequest,
        response: { 200: ZReleasePostAdmin, ...errors },
      },
    },
    async (request) => service.setPublicado(request.params.id, request.body.publicado),
  );
};
