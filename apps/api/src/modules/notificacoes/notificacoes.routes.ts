import {
  ChannelType,
  Role,
  TipoNotificacao,
  ZChannelGroupQuery,
  ZChannelType,
  ZNotificacaoAction,
  ZNotificacaoIdQuery,
  ZNotificacaoIdsQuery,
  ZNotificacaoList,
  ZNotificacaoListQuery,
  ZNotificacaoSummary,
  ZSetupInvite,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES, ZIdParams } from '../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../plugins/access-guard';
import type { NotificacoesService } from './notificacoes.service';

const tags = ['notificacoes'];
const errors = ERROR_RESPONSES;
const ZNoContent = z.null();

export const TEST_NOTIFICATION = {
  title: 'Notificação de teste',
  body: '<p>Esta é uma notificação de teste do <b>Embarca</b>. As notificações estão funcionando.</p>',
} as const;

const ZTesteRequest = z.object({ channelType: ZChannelType.optional() }).nullish();
const ZTesteResponse = z.object({ enviada: z.boolean(), id: z.string().nullable() });

/**
 * Notifications of the signed-in user under /api/notificacoes (01 §7). Every call is scoped to the
 * caller: another user's notification id answers 404. No business unit is needed (per user, not per unit).
 */
export const notificacoesRoutes: FastifyPluginAsyncZod<{ service: NotificacoesService }> = async (
  app,
  { service },
) => {
  protectRoutes(app);

  app.get(
    '/',
    {
      // Lag-tolerant (issue 17): with read replicas, read on one that holds the caller's last write.
      config: { leituraEmReplica: true },
      schema: {
        tags,
        summary:
          'Notificações do usuário, agrupadas por channelGroupId (offset, limit, order, orderDirection, query)',
        querystring: ZNotificacaoListQuery,
        response: { 200: ZNotificacaoList, ...errors },
      },
    },
    async (request) => service.list(request.session.userId, request.query),
  );
  app.get(
    '/summary',
    {
      config: { leituraEmReplica: true },
      schema: {
        tags,
        summary: 'Resumo: não lidas, total e instante da mais recente',
        response: { 200: ZNotificacaoSummary, ...errors },
      },
    },
    async (request) => service.summary(request.session.userId),
  );
  /** A call answered 204 after the service acts on the caller's notifications (query validated first). */
  const noContent = <Q extends z.ZodType>(
    method: 'PUT' | 'DELETE',
    url: string,
    summary: string,
    querystring: Q,
    run: (userId: string, query: z.output<Q>) => Promise<unknown>,
  ) =>
    app.route({
      method,
      url,
      schema: { tags, summary, querystring, response: { 204: ZNoContent, ...errors } },
      handler: async (request, reply) => {
        await run(request.session.userId, request.query as z.output<Q>);
        return reply.code(204).send(null);
      },
    });

  noContent('PUT', '/read', 'Marca a notificação como lida', ZNotificacaoIdQuery, (userId, query) =>
    service.setRead(userId, query.id, true),
  );
  noContent('PUT', '/unread', 'Marca a notificação como não lida', ZNotificacaoIdQuery, (userId, query) =>
    service.setRead(userId, query.id, false),
  );
  noContent('PUT', '/readAll', 'Marca todas como lidas', z.object({}), (userId) => service.readAll(userId));
  noContent(
    'PUT',
    '/readAllGroup',
    'Marca como lidas as notificações de um grupo (channelGroupId)',
    ZChannelGroupQuery,
    (userId, query) => service.readAll(userId, query.channelGroupId),
  );
  noContent(
    'DELETE',
    '/',
    'Exclui uma ou várias notificações (?id=a&id=b ou ?id=a,b)',
    ZNotificacaoIdsQuery,
    (userId, query) => service.remove(userId, query.id),
  );
  app.get(
    '/setupinvite',
    {
      schema: {
        tags,
        summary: 'Convite de configuração do grupo (null quando não há)',
        querystring: ZChannelGroupQuery,
        response: { 200: ZSetupInvite.nullable(), ...errors },
      },
    },
    async (request) => service.getInvite(request.session.userId, request.query.channelGroupId),
  );
  noContent(
    'DELETE',
    '/setupinvite',
    'Descarta o convite de configuração do grupo',
    ZChannelGroupQuery,
    (userId, query) => service.removeInvite(userId, query.channelGroupId),
  );
  app.get(
    '/:id/action',
    {
      schema: {
        tags,
        summary: 'Rota do aplicativo a abrir ao clicar na notificação (por channelCode)',
        params: ZIdParams,
        response: { 200: ZNotificacaoAction, ...errors },
      },
    },
    async (request) => service.action(request.session.userId, request.params.id),
  );
  app.post(
    '/teste',
    {
      onRequest: requireAccess({ role: Role.Administrador }),
      schema: {
        tags,
        summary: 'Envia uma notificação de teste ao administrador que chama (respeita as preferências)',
        body: ZTesteRequest,
        response: { 200: ZTesteResponse, ...errors },
      },
    },
    async (request) => {
      const result = await service.notify({
        ownerId: request.session.ownerId,
        channelType: request.body?.channelType ?? ChannelType.Carga,
        title: TEST_NOTIFICATION.title,
        body: TEST_NOTIFICATION.body,
        tipo: TipoNotificacao.Azul,
        recipients: [request.session.userId],
      });
      return { enviada: result !== null, id: result?.notificationId ?? null };
    },
  );
};
