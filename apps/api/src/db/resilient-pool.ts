import pg from 'pg';
import { isDatabaseUnavailableError } from '../lib/db-errors';

/**
 * node-postgres pools that ride out a PostgreSQL restart (issue 15): a restart kills every connection
 * (57P01 to busy ones, an error event to idle ones) and, for a second or so, new connections are refused
 * (ECONNREFUSED) or turned away (57P03 "shutting down" / "starting up"). Three things keep requests
 * answering through it:
 *
 * - **Dead clients leave the pool at once.** Idle clients are dropped by pg-pool on their error event; a
 *   checked-out client that saw a connection error (an `error` event, or its socket closed) is released
 *   with an error, so the pool destroys it instead of handing it to the next caller (Drizzle's
 *   transactions release without one). TCP keep-alive finds a peer that vanished without a word.
 * - **Waiting for the server, not failing.** Getting a connection that the server refuses is retried
 *   with a short backoff while the outage is younger than `reconnectWindowMillis`: nothing was sent yet,
 *   so this is safe for writes too. Only a server this pool has reached before is waited for (start-up
 *   still fails fast), and once the outage is older than the window each attempt fails at once (503).
 * - **A read is sent once more.** A SELECT outside a transaction that fails with a connection error is
 *   repeated once on a fresh connection (`retryReadsOnce`). A write, a statement inside a transaction
 *   (its client comes from `connect()`, not `pool.query`) and a SELECT calling a function with side
 *   effects (`pg_notify`, `nextval`…) are never repeated: PostgreSQL may have applied them.
 */
export interface ResilientPoolOptions {
  connectionString: string;
  max: number;
  connectionTimeoutMillis: number;
  /** Startup `options` (e.g. `-c plan_cache_mode=force_generic_plan`). */
  settings?: string | undefined;
  /** How long requests wait for a server that went away (a restart), in ms. */
  reconnectWindowMillis: number;
  onPoolError: (error: Error) => void;
  onReadRetry?: ((error: unknown) => void) | undefined;
  /**
   * DATABASE_POOL_MODE=transaction: a transaction-mode pooler (PgBouncer) hands each transaction whichever
   * server connection is free, so a statement prepared under a name on one is missing on the next (and
   * node-postgres, which remembers what it prepared per client, would not even send it again). Every
   * statement then goes out unnamed — lib/prepared-statements.ts's names included.
   */
  unnamedStatements?: boolean;
}

export function createResilientPool(options: ResilientPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: options.connectionTimeoutMillis,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(options.settings ? { options: options.settings } : {}),
  });
  // Without these handlers a PostgreSQL restart crashes the process (DESIGN.md §7): the pool reports
  // idle clients' errors, and each client keeps a listener while checked out (inside a transaction).
  pool.on('error', (error) => options.onPoolError(error));
  pool.on('connect', (client) => {
    connectedAt.set(client, performance.now());
    if (options.unnamedStatements) withoutStatementNames(client);
    client.on('error', (error) => {
      broken.add(client);
      options.onPoolError(error);
    });
    client.once('end', () => broken.add(client));
  });
  waitForServerOnConnect(pool, options.reconnectWindowMillis);
  retryReadsOnce(pool, options.onReadRetry, (...args) => queryOnFreshClient(pool, args));
  waitThroughPoolerOutage(pool, options.reconnectWindowMillis);
  return pool;
}

/**
 * PgBouncer's own answers while it cannot log in to PostgreSQL (a restart of the server behind it): the
 * client's connection to PgBouncer is fine, the statement never reached PostgreSQL.
 */
const POOLER_CANNOT_REACH_SERVER = ['server login has been failing', 'pgbouncer cannot connect to server'];

export function isPoolerCannotReachServer(error: unknown): boolean {
  for (let candidate = error, depth = 0; candidate && depth < 8; depth += 1) {
    const message = (candidate as { message?: unknown }).message;
    if (typeof message === 'string') {
      const lower = message.toLowerCase();
      if (POOLER_CANNOT_REACH_SERVER.some((text) => lower.includes(text))) return true;
    }
    candidate = (candidate as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Behind a transaction-mode pooler (DATABASE_POOL_MODE=transaction) a server restart does not refuse our
 * connections — PgBouncer keeps them — it answers each statement with "server login has been failing"
 * until it can log in again (`server_login_retry`). Such a statement never reached PostgreSQL, so it is
 * sent again, reads and writes alike, with a short backoff while the outage is younger than
 * `windowMillis` — the same wait `waitForServerOnConnect` gives a direct connection. (Statements of a
 * transaction run on a checked-out client and are not repeated: the transaction fails, 503.)
 */
export function waitThroughPoolerOutage(
  pool: Pick<pg.Pool, 'query'>,
  windowMillis: number,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): void {
  if (windowMillis <= 0) return;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const patient = async (args: unknown[]): Promise<unknown> => {
    const started = performance.now();
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await (query(...args) as Promise<unknown>);
      } catch (error) {
        const waited = performance.now() - started;
        if (!isPoolerCannotReachServer(error) || waited >= windowMillis) throw error;
        await sleep(Math.min(100 * 2 ** attempt, 1_000, windowMillis - waited));
      }
    }
  };
  pool.query = ((...args: unknown[]) =>
    typeof args[args.length - 1] === 'function' ? query(...args) : patient(args)) as typeof pool.query;
}

/** Every `query` of `client` goes out unnamed: the name of a `{ name, text }` config is dropped. */
function withoutStatementNames(client: pg.PoolClient): void {
  const query = client.query as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && (config as { name?: unknown }).name) {
      return query.call(client, { ...(config as object), name: undefined }, ...rest);
    }
    return query.call(client, config, ...rest);
  }) as typeof client.query;
}

/** When each pooled client connected (the pool's `connect` event). */
const connectedAt = new WeakMap<object, number>();

/**
 * Runs a statement on a client that connected after now: the clients already in the pool connected to the
 * server that just dropped one of them, and an idle one may be dead without the pool knowing yet (its error
 * not read). Older clients met on the way are destroyed (at most the pool's size), not reused.
 */
async function queryOnFreshClient(pool: pg.Pool, args: unknown[]): Promise<unknown> {
  const failedAt = performance.now();
  for (let attempt = 0; ; attempt++) {
    const client = await pool.connect();
    if ((connectedAt.get(client) ?? 0) <= failedAt && attempt <= pool.options.max) {
      client.release(new Error('conexão anterior à falha: substituída'));
      continue;
    }
    try {
      const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      client.release();
      return result;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }
}

/** Clients whose connection failed: released with an error, so the pool destroys them. */
const broken = new WeakSet<object>();

type Connect = () => Promise<pg.PoolClient>;
type ConnectCallback = (
  error: Error | undefined,
  client?: pg.PoolClient,
  done?: (err?: Error | boolean) => void,
) => void;

/**
 * Replaces `pool.connect` (which `pool.query` and Drizzle's transactions both use) with one that waits for
 * a server that went away, up to `windowMillis` from the first refused attempt, and hands out clients whose
 * `release()` destroys them when their connection failed meanwhile.
 */
export function waitForServerOnConnect(
  pool: pg.Pool,
  windowMillis: number,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): void {
  const connect: Connect = pool.connect.bind(pool) as Connect;
  let reachedOnce = false;
  let outageSince: number | undefined;

  const patient = async (): Promise<pg.PoolClient> => {
    let delay = 25;
    for (;;) {
      try {
        const client = await connect();
        reachedOnce = true;
        outageSince = undefined;
        return withBrokenRelease(client);
      } catch (error) {
        if (!reachedOnce || pool.ending || !isRefusedConnection(error)) throw error;
        const now = Date.now();
        outageSince ??= now;
        const remaining = outageSince + windowMillis - now;
        if (remaining <= 0) throw error;
        await sleep(Math.min(delay, remaining));
        delay = Math.min(delay * 2, 250);
      }
    }
  };

  pool.connect = ((callback?: ConnectCallback) => {
    const result = patient();
    if (typeof callback !== 'function') return result;
    result.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error),
    );
    return undefined;
  }) as typeof pool.connect;
}

function withBrokenRelease(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  client.release = ((err?: Error | boolean) => {
    const queryable = (client as unknown as { _queryable?: boolean })._queryable;
    if (!err && (broken.has(client) || queryable === false)) {
      return release(new Error('conexão com o PostgreSQL perdida'));
    }
    return release(err);
  }) as typeof client.release;
  return client;
}

/**
 * A connection the server refused or dropped while it was being made: worth waiting for. Not a pool
 * that is full ("timeout exceeded when trying to connect": waiting longer would only queue more) nor one
 * that was closed.
 */
function isRefusedConnection(error: unknown): boolean {
  if (!isDatabaseUnavailableError(error)) return false;
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  return (
    !message.includes('timeout exceeded when trying to connect') && !message.includes('after calling end')
  );
}

/**
 * Drizzle runs every statement outside a transaction through `pool.query`; transactions take their
 * own client with `pool.connect()` and are not touched. A read that fails with a connection error
 * (a connection killed by a PostgreSQL restart) is sent once more, on a fresh connection (the failed
 * one was released with the error and destroyed by `pool.query`). Each statement outside a transaction
 * reads its own snapshot, so repeating only the failed one changes nothing a caller could rely on.
 */
export function retryReadsOnce(
  pool: Pick<pg.Pool, 'query'>,
  onRetry?: (error: unknown) => void,
  rerun?: (...args: unknown[]) => Promise<unknown>,
): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const again = rerun ?? query;
  const retrying = (...args: unknown[]): unknown => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    const first = query(...args) as Promise<unknown>;
    if (!isReadStatement(args[0])) return first;
    return first.catch((error: unknown) => {
      if (!isDatabaseUnavailableError(error)) throw error;
      onRetry?.(error);
      return again(...args);
    });
  };
  pool.query = retrying as typeof pool.query;
}

/** Functions a SELECT may call that change something: such a statement is a write. */
const SIDE_EFFECTS =
  /\b(pg_notify|nextval|setval|set_config|pg_advisory\w*|pg_try_advisory\w*|pg_terminate_backend|pg_cancel_backend|pg_reload_conf|lo_\w+)\s*\(/i;

/** The statement calls a function that changes something (`pg_notify`, `nextval`, advisory locks…). */
export function hasSideEffects(text: string): boolean {
  return SIDE_EFFECTS.test(text);
}

export function isReadStatement(statement: unknown): boolean {
  const text =
    typeof statement === 'string' ? statement : (statement as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text) && !SIDE_EFFECTS.test(text);
}
