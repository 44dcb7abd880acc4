import type { TNotificacaoHubMessage } from '@embarca/domain';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { hubUpgrade, sendJson } from '../../lib/hub';
import type { NotificationBus, NotificationEvent } from './notificacoes.bus';
import type { NotificacoesService } from './notificacoes.service';

export interface NotificationHubOptions {
  service: Pick<NotificacoesService, 'get' | 'summary'>;
  bus: NotificationBus;
}

/**
 * `/hubs/usernotificationhub?access_token=<JWT>` (01 §7, DESIGN.md §3). The upgrade is authenticated by
 * `app.authenticate` itself (the query token is handed to it as a bearer header): a bad token → 401 and
 * no socket. Protocol (JSON text frames):
 * - client → `{"type":"join"}`; server → `{"type":"joined"}` then `{"type":"SummaryNotifications"}`
 *   (the catch-up after a reconnect; the list is re-read with GET /api/notificacoes);
 * - on each notification for the user, server → `{"type":"NewNotification","notification"}` then
 *   `{"type":"SummaryNotifications","summary"}`;
 * - anything else → `{"type":"error","message"}`.
 * Events reach every process through the bus (PostgreSQL LISTEN/NOTIFY); each process pushes to the
 * sockets it holds. Not rate limited (the upgrade must never count against a limit).
 */
/** The hub's name in GET /api/metrics (`embarca_hub_connections{hub}`). */
export const NOTIFICATION_HUB = 'notificacoes';

export const notificationHub: FastifyPluginAsync<NotificationHubOptions> = async (app, { service, bus }) => {
  const sockets = new Map<string, Set<WebSocket>>();
  app.hubSockets.declare(NOTIFICATION_HUB);

  const send = (socket: WebSocket, message: TNotificacaoHubMessage) => sendJson(socket, message);

  const push = async (event: NotificationEvent) => {
    for (const userId of event.userIds) {
      const targets = sockets.get(userId);
      if (!targets || targets.size === 0) continue;
      try {
        const [notification, summary] = await Promise.all([
          service.get(userId, event.notificationId),
          service.summary(userId),
        ]);
        for (const socket of targets) {
          send(socket, { type: 'NewNotification', notification });
          send(socket, { type: 'SummaryNotifications', summary });
        }
      } catch (error) {
        // Deleted meanwhile, or the database is away: the client catches up from /summary.
        app.log.warn({ err: error }, 'notificação não enviada pelo hub');
      }
    }
  };
  const unsubscribe = bus.subscribe((event) => void push(event));
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const targets of sockets.values()) {
      for (const socket of targets) socket.close(1001);
    }
    sockets.clear();
  });

  app.get(
    '/usernotificationhub',
    {
      websocket: true,
      config: { rateLimit: false },
      onRequest: hubUpgrade(app),
    },
    (socket, request) => {
      const userId = request.session.userId;
      app.hubSockets.track(NOTIFICATION_HUB, socket);
      socket.on('message', (data) => {
        let type: unknown;
        try {
          type = (JSON.parse(data.toString()) as { type?: unknown }).type;
        } catch {
          type = undefined;
        }
        if (type !== 'join') {
          send(socket, { type: 'error', message: 'Mensagem inválida.' });
          return;
        }
        const targets = sockets.get(userId) ?? new Set<WebSocket>();
        targets.add(socket);
        sockets.set(userId, targets);
        send(socket, { type: 'joined' });
        service
          .summary(userId)
          .then((summary) => send(socket, { type: 'SummaryNotifications', summary }))
          .catch((error: unknown) => app.log.warn({ err: error }, 'resumo não enviado pelo hub'));
      });
      socket.on('close', () => {
        const targets = sockets.get(userId);
        targets?.delete(socket);
        if (targets?.size === 0) sockets.delete(userId);
      });
    },
  );
};
