import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is honoured when it looks like one (a proxy's or the client's); otherwise a UUID. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: honours a sane incoming `x-request-id`, else `crypto.randomUUID()`. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && ACCEPTABLE_ID.test(incoming)) return incoming;
  return crypto.randomUUID();
}

/** Echoes the request id in every response (errors and 404s included) so logs and clients match. */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
