import { MESSAGES, Modulo, type TCargasHubMessage, ZCargasHubClientMessage } from '@embarca/domain';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { hubUpgrade, sendJson } from '../../../lib/hub';
import { requireAccess } from '../../../plugins/access-guard';
import type { HubConnection } from './tempo-real.registry';
import type { CargasHubService } from './tempo-real.service';

/** The board is the loads module's: without it the upgrade is refused (403). */
const guard = requireAccess({ modules: [Modulo.Cargas] });

/**
 * `/hubs/cargashub?access_token=<JWT>` (02 §4 "Real-time board", §7; protocol in the domain's
 * `tempo-real.schemas.ts`). The upgrade is authenticated by `app.authenticate` (the query token is
 * handed to it as a bearer header): a bad token → 401, no Cargas module → 403, and no socket.
 * - client → `{"type":"join","empresaId"}` with the user's own company id; server → `{"type":"joined"}`,
 *   and from then on the connection follows every unit of the user's scope; another company's id →
 *   `{"type":"error","message":"Sem permissão de acesso"}` and no join;
 * - server → `CargaPronta` / `CargaDesativada` / `AtualizarQuadro` (see the registry's routing);
 * - anything else → `{"type":"error","message":"Mensagem inválida."}`.
 * Nothing is pushed before join. Not rate limited (the upgrade must never count against a limit).
 */
/** The hub's name in GET /api/metrics (`embarca_hub_connections{hub}`). */
export const CARGAS_HUB = 'cargas';

export const cargasHub: FastifyPluginAsync<{ service: CargasHubService }> = async (app, { service }) => {
  const stopListening = service.listen();
  const sockets = new Set<WebSocket>();
  app.hubSockets.declare(CARGAS_HUB);
  app.addHook('onClose', async () => {
    stopListening();
    for (const socket of sockets) socket.close(1001);
  });

  const send = (socket: WebSocket, message: TCargasHubMessage) => sendJson(socket, message);

  app.get(
    '/cargashub',
    {
      websocket: true,
      config: { rateLimit: false },
      onRequest: hubUpgrade(app, guard),
    },
    (socket, request) => {
      const session = request.session;
      let connection: HubConnection | undefined;
      sockets.add(socket);
      app.hubSockets.track(CARGAS_HUB, socket);
      socket.on('message', (data) => {
        let parsed: ReturnType<typeof ZCargasHubClientMessage.safeParse> | undefined;
        try {
          parsed = ZCargasHubClientMessage.safeParse(JSON.parse(data.toString()));
        } catch {
          parsed = undefined;
        }
        if (!parsed?.success) {
          send(socket, { type: 'error', message: 'Mensagem inválida.' });
          return;
        }
        if (parsed.data.empresaId.toLowerCase() !== session.ownerId.toLowerCase()) {
          send(socket, { type: 'error', message: MESSAGES.forbidden });
          return;
        }
        // A second join keeps the subscriptions the connection already has.
        connection ??= service.join(session, (message) => send(socket, message));
        send(socket, { type: 'joined' });
      });
      socket.on('close', () => {
        sockets.delete(socket);
        if (connection) service.leave(connection);
      });
    },
  );
};
