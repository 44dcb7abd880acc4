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
