import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { createNotificationBus } from './notificacoes.bus';
import { notificationHub } from './notificacoes.hub';
import { createNotificacoesRepository } from './notificacoes.repository';
import { notificacoesRoutes } from './notificacoes.routes';
import { createNotificacoesService, type Notify } from './notificacoes.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifications: `notify` for producers; `listening` resolves once LISTEN is in place (tests). */
    notificacoes: { notify: Notify; listening: Promise<void> };
  }
}

/**
 * Notifications (01 §3, §4, §7): the calls under /api/notificacoes and the hub /hubs/usernotificationhub.
 * Returns `notify`, the one call other modules make.
 */
export async function registerNotificacoesModule(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
): Promise<Notify> {
  const bus = createNotificationBus(database, {
    onError: (error, context) => app.log.warn({ err: error, context }, 'barramento de notificações'),
  });
  app.addHook('onClose', async () => bus.close());
  const service = createNotificacoesService({
    repository: createNotificacoesRepository(database.db),
    bus,
    onPublishError: (error) => app.log.warn({ err: error }, 'notificação não publicada'),
  });
  app.decorate('notificacoes', { notify: service.notify, listening: bus.listening });
  await app.register(notificacoesRoutes, { prefix: '/api/notificacoes', service });
  await app.register(notificationHub, { prefix: '/hubs', service, bus });
  return service.notify;
}
