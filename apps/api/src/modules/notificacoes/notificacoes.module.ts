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

/**
 * `notify` without the routes and the hub, for a worker process's jobs (issue 18: the fleet's expiry
 * notices): the same service over its own bus (NOTIFYs reach the API processes' hubs).
 */
export function createNotify(
  database: DatabaseHandle,
  log: { warn: (object: object, message: string) => void },
  onClose?: (close: () => Promise<void>) => void,
): Notify {
  const bus = createNotificationBus(database, {
    onError: (error, context) => log.warn({ err: error, context }, 'barramento de notificações'),
  });
  onClose?.(() => bus.close());
  return createNotificacoesService({
    repository: createNotificacoesRepository(database.db),
    bus,
    onPublishError: (error) => log.warn({ err: error }, 'notificação não publicada'),
  }).notify;
}
