import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * A store for @fastify/rate-limit kept in the database (issue 17): the table `limites_de_taxa` (migration
 * 0021), so every API process behind a load balancer counts the same requests — with the plugin's own
 * in-memory store each process had its own counter and N processes let an address make N times the
 * limit. Both drivers (PGlite: one process, the same guarantees).
 *
 * One row per route and key (the caller's address, plus the route's `groupId` when it has one): one
 * atomic upsert per request counts it, starting a new window when the row's has ended. Rows whose window
 * has ended are deleted at most once a minute, by the request that finds the time has come (no timer).
 * The plugin's `continueExceeding` and `exponentialBackoff` are not supported (the product uses neither).
 */
export interface RateLimitState {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result?: RateLimitState) => void;

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** `new Store(globalParams)` and then `.child(routeParams)` per route: the plugin's custom-store contract. */
export function createPgRateLimitStore(
  db: Database,
  { cleanupEveryMs = 60_000 }: { cleanupEveryMs?: number } = {},
) {
  let lastCleanup = Date.now();

  async function increment(key: string, timeWindow: number): Promise<RateLimitState> {
    const result = (await db.execute(sql`
      insert into limites_de_taxa as l (chave, contagem, expira_em)
      values (${key}, 1, now() + ${timeWindow}::float8 * interval '1 millisecond')
      on conflict (chave) do update set
        contagem = case when l.expira_em <= now() then 1 else l.contagem + 1 end,
        expira_em = case when l.expira_em <= now() then excluded.expira_em else l.expira_em end
      returning contagem, ceil(greatest(0, extract(epoch from (expira_em - now())) * 1000))::float8 as ttl
    `)) as unknown as { rows: { contagem: number; ttl: number }[] };
    const row = result.rows[0];
    if (Date.now() - lastCleanup >= cleanupEveryMs) {
      lastCleanup = Date.now();
      // Not awaited: the request does not wait for the housekeeping, and a failure costs nothing.
      db.execute(sql`delete from limites_de_taxa where expira_em < now()`).catch(() => undefined);
    }
    return { current: Number(row?.contagem ?? 1), ttl: Number(row?.ttl ?? timeWindow) };
  }

  async function peek(key: string): Promise<RateLimitState> {
    const result = (await db.execute(sql`
      select contagem, ceil(extract(epoch from (expira_em - now())) * 1000)::float8 as ttl
      from limites_de_taxa where chave = ${key} and expira_em > now()
    `)) as unknown as { rows: { contagem: number; ttl: number }[] };
    const row = result.rows[0];
    return row ? { current: Number(row.contagem), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
  }

  return class PgRateLimitStore {
    private readonly prefix: string;

    // The plugin passes its merged options, with `routeInfo` (the route's options) for a route's store; its
    // type declarations say otherwise, hence `unknown`.
    constructor(params: unknown = {}) {
      const route = (params as RouteParams).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      this.prefix = route?.url ? `${method} ${route.url}|` : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      increment(this.prefix + key, timeWindow).then(
        (state) => callback(null, state),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      peek(this.prefix + key).then(
        (state) => callback(null, state),
        (error: Error) => callback(error),
      );
    }

    /** The plugin's store for one route: the same table, keys prefixed with the route. */
    child(routeParams: unknown): PgRateLimitStore {
      return new PgRateLimitStore(routeParams);
    }
  };
}
