import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The WebSocket upgrade of a hub (`/hubs/…?access_token=<JWT>`): the query token is handed to
 * `app.authenticate` as the bearer header (a bad or revoked token → 401 and no socket), then the hub's own
 * guards run (e.g. the module it belongs to).
 */
export function hubUpgrade(
  app: FastifyInstance,
  ...guards: ((request: FastifyRequest, reply: FastifyReply) => Promise<void> | void)[]
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = (request.query as { access_token?: unknown }).access_token;
    if (typeof token === 'string' && token) request.headers.authorization = `Bearer ${token}`;
    await app.authenticate(request, reply);
    for (const guard of guards) await guard(request, reply);
  };
}

/** A JSON frame to a socket that is still open (a closed one is skipped). */
export function sendJson(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** Close code for sockets closed because this process stops: "going away" (RFC 6455), the client reconnects. */
export const HUB_GOING_AWAY = 1001;
/** The reason sent with it (a close reason holds at most 123 bytes). */
export const HUB_GOING_AWAY_REASON = 'Este servidor está sendo encerrado: reconecte.';

/**
 * The hub sockets this process holds, by hub (`notificacoes`, `cargas`): counted for GET /api/metrics and
 * closed with 1001 when the process drains (lib/graceful-shutdown.ts), so clients reconnect to another
 * replica at once instead of waiting for a dead TCP connection.
 */
export interface HubSockets {
  /** Makes the hub show in the counts (0) before its first socket. */
  declare(hub: string): void;
  /** Counts the socket under `hub` until it closes. */
  track(hub: string, socket: WebSocket): void;
  counts(): Record<string, number>;
  /** Closes every tracked socket (going away); returns how many were open. */
  closeAll(code?: number, reason?: string): number;
}

export function createHubSockets(): HubSockets {
  const byHub = new Map<string, Set<WebSocket>>();
  const setOf = (hub: string) => {
    let sockets = byHub.get(hub);
    if (!sockets) {
      sockets = new Set();
      byHub.set(hub, sockets);
    }
    return sockets;
  };
  return {
    declare: (hub) => void setOf(hub),
    track(hub, socket) {
      const sockets = setOf(hub);
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    },
    counts: () => Object.fromEntries([...byHub].map(([hub, sockets]) => [hub, sockets.size])),
    closeAll(code = HUB_GOING_AWAY, reason = HUB_GOING_AWAY_REASON) {
      let closed = 0;
      for (const sockets of byHub.values()) {
        for (const socket of sockets) {
          if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
            socket.close(code, reason);
            closed++;
          }
        }
      }
      return closed;
    },
  };
}
