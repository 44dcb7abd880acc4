import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  newReadContext,
  parseLsn,
  type ReadContext,
  type ReplicationInfo,
  runInReadContext,
} from '../lib/read-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's reads tolerate a replica a few seconds behind (boards, lists, figures): with
     * DATABASE_REPLICA_URLS they go to one that has replayed the caller's own last write (issue 17).
     */
    leituraEmReplica?: boolean;
  }
}

/** The read-your-writes token: the primary's WAL position after the caller's last writing request. */
export const LSN_COOKIE = 'embarca_lsn';
/** The same token as a header, for clients without cookies (answered on writes, read on every request). */
export const LSN_HEADER = 'x-embarca-lsn';

/**
 * On the answers of routes that opted in: where their reads went (`replica` or `primario`) — for support
 * and the cluster test, as HAProxy's own header says which process answered.
 */
export const READ_SOURCE_HEADER = 'x-embarca-leitura';

const kReadContext = Symbol('embarca.readContext');
/** The highest WAL position there is. */
const UNREACHABLE_LSN = 'FFFFFFFF/FFFFFFFF';

interface WithReadContext {
  [kReadContext]?: ReadContext;
}

/**
 * Read routing per request (db/replicas.ts routes each statement by the context opened here). Only with
 * read replicas: without them nothing is registered and nothing costs anything.
 *
 * - Every route handler (not its hooks: authentication and access rules always read the primary) runs in
 *   a read context; a route with `config: { leituraEmReplica: true }` lets its reads go to a replica.
 * - Read-your-writes across processes, with no server memory: a request that wrote (a statement sent to
 *   the primary that was not a plain read, or a transaction) is answered with the primary's
 *   `pg_current_wal_lsn()` in a short-lived cookie (HttpOnly, SameSite=Strict, Path=/api) and in the
 *   `x-embarca-lsn` header. The caller's next requests, to ANY process, carry it back; a replica serves
 *   them only once it has replayed that position, else the primary does. The cookie lives for the longest
 *   a usable replica may lag (plus two polls): once it is gone, every usable replica holds that write.
 */
export const readRoutingPlugin = fp<{ replication: ReplicationInfo | undefined }>(
  async (app, { replication }) => {
    if (!replication) return;
    const maxAge = replication.tokenSeconds;

    app.addHook('onRoute', (route: RouteOptions & { websocket?: boolean; wsHandler?: unknown }) => {
      // WebSocket handlers take (socket, request): the hubs read through their own services.
      if (route.websocket || route.wsHandler) return;
      const handler = route.handler;
      const replicaAllowed = route.config?.leituraEmReplica === true;
      route.handler = function routedHandler(this: unknown, request: FastifyRequest, reply: FastifyReply) {
        const context = newReadContext(replicaAllowed, requiredLsn(request));
        (request as WithReadContext)[kReadContext] = context;
        return runInReadContext(context, () => handler.call(this as never, request, reply));
      } as typeof route.handler;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const context = (request as WithReadContext)[kReadContext];
      // `replica` when a replica served its reads; `primario` when they went to the primary (none fit, or
      // the request wrote); nothing when it read nothing.
      if (context?.replicaAllowed && (context.state.pinned !== undefined || context.state.wrote)) {
        const fromReplica = context.state.pinned !== undefined && context.state.pinned >= 0;
        reply.header(READ_SOURCE_HEADER, fromReplica ? 'replica' : 'primario');
      }
      if (!context?.state.wrote) return payload;
      // Without the position (the primary did not answer), a token no replica can reach: the caller reads
      // the primary for the token's lifetime, which keeps read-your-writes.
      const lsn = (await replication.currentLsn().catch(() => undefined)) ?? UNREACHABLE_LSN;
      reply.header(LSN_HEADER, lsn);
      reply.header(
        'set-cookie',
        `${LSN_COOKIE}=${lsn}; Max-Age=${maxAge}; Path=/api; HttpOnly; SameSite=Strict`,
      );
      return payload;
    });
  },
  { name: 'read-routing' },
);

/** The highest WAL position the caller says it wrote at (cookie or header); malformed values are ignored. */
export function requiredLsn(request: Pick<FastifyRequest, 'headers'>): bigint | undefined {
  let highest: bigint | undefined;
  const consider = (value: string | undefined) => {
    const lsn = parseLsn(value);
    if (lsn !== undefined && (highest === undefined || lsn > highest)) highest = lsn;
  };
  const header = request.headers[LSN_HEADER];
  consider(Array.isArray(header) ? header[0] : header);
  const cookies = request.headers.cookie;
  if (cookies) {
    for (const part of cookies.split(';')) {
      const [name, value] = part.split('=', 2);
      if (name?.trim() === LSN_COOKIE) consider(value);
    }
  }
  return highest;
}
