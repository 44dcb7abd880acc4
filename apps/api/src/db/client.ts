import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { replicaName } from '../lib/cluster';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from '../lib/data-dir-lock';
import { setHotReadTarget } from '../lib/prepared-statements';
import type { ReplicationInfo } from '../lib/read-context';
import { redactUrl } from '../lib/redact-url';
import { createMonitorPool, ReplicaMonitor, RoutingPool } from './replicas';
import { createResilientPool } from './resilient-pool';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, the same type for both drivers: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** PostgreSQL: `transaction` behind a transaction-mode pooler (DATABASE_POOL_MODE). */
  poolMode?: 'session' | 'transaction';
  /** PostgreSQL: where LISTEN connects (DATABASE_LISTEN_URL, else DATABASE_URL); a direct server. */
  listenUrl?: string;
  /** PostgreSQL with read replicas (DATABASE_REPLICA_URLS): their lag, and the primary's WAL position. */
  replication?: ReplicationInfo | undefined;
  /** Applies the migrations in src/db/migrations (idempotent). */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer `select 1`. */
  ping(): Promise<void>;
  /** The node-postgres pools' sizes, for GET /api/metrics (PGlite has no pool: empty). */
  poolStats(): DatabasePoolStats[];
  close(): Promise<void>;
}

/** One connection pool of the handle, as node-postgres counts it at this instant. */
export interface DatabasePoolStats {
  /** The pool's role: `principal` (writes, one-off reads), `leituras-quentes` (hot reads, generic plans). */
  name: string;
  /** Open connections (idle + checked out). */
  total: number;
  idle: number;
  /** Callers waiting for a connection (the pool is at its maximum). */
  waiting: number;
  /** The pool's maximum size. */
  max: number;
}

/** A node-postgres pool's counters. */
export function statsOfPool(name: string, pool: pg.Pool): DatabasePoolStats {
  return {
    name,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max,
  };
}

export interface OpenDatabaseOptions {
  /** PostgreSQL server URL; when unset, PGlite runs in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite's folder is `<dataDir>/pglite`; without dataDir (and without a dump) PGlite runs in memory. */
  dataDir?: string;
  /** Start PGlite from a saved data-dir dump (tests: see apps/api/test/global-setup.ts). */
  pgliteLoadDataDir?: Blob | File;
  /** Called when a pooled connection fails (PostgreSQL restarted): log, never crash. */
  onPoolError?: (error: Error) => void;
  /** Called before a read is retried after a connection error. */
  onReadRetry?: (error: unknown) => void;
  /** node-postgres pool size (default 10). */
  poolMax?: number;
  /** How long to wait for a PostgreSQL connection, in ms (default 5,000). */
  connectionTimeoutMillis?: number;
  /**
   * How long requests wait for a PostgreSQL server that went away (a restart) before answering 503, in ms
   * (default 5,000; db/resilient-pool.ts). Start-up never waits: a server never reached fails at once.
   */
  reconnectWindowMillis?: number;
  /** Streaming read replicas of `databaseUrl` (DATABASE_REPLICA_URLS; db/replicas.ts). */
  replicaUrls?: string[];
  /** How often the replicas' positions are polled, in ms (default 250). */
  replicaPollMillis?: number;
  /** A replica further behind than this is not read from, in ms (default 2,000). */
  replicaMaxLagMillis?: number;
  /** A replica went down or came back (log it). */
  onReplicaChange?: (nome: string, up: boolean, reason?: string) => void;
  /** DATABASE_POOL_MODE (default session). */
  poolMode?: 'session' | 'transaction';
  /** DATABASE_LISTEN_URL: a direct server for LISTEN and the migrations' lock (default `databaseUrl`). */
  listenUrl?: string | undefined;
}

/**
 * The migrations folder, beside this file in the sources (`src/db/migrations`) and beside the bundle
 * in production (`dist/migrations`, copied by build.mjs): both are `<this module's folder>/migrations`.
 */
export const migrationsFolder = resolveMigrationsFolder();

function resolveMigrationsFolder(): string {
  const candidates = [
    path.resolve(import.meta.dirname, 'migrations'),
    path.resolve(import.meta.dirname, 'db', 'migrations'),
    path.resolve(import.meta.dirname, '..', 'src', 'db', 'migrations'),
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json'))) ?? candidates[0]!;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

/** Thrown by `connectDatabase` when the database cannot be reached at start-up. */
export class DatabaseStartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseStartupError';
  }
}

/**
 * Opens the database and proves it answers, failing fast (start-up must never hang on a broken
 * `DATABASE_URL`): a refused, unreachable or malformed URL rejects with `DatabaseStartupError`
 * within about `timeoutMs`. The embedded database has no time-out (local files).
 */
export async function connectDatabase(
  options: OpenDatabaseOptions & { timeoutMs?: number },
): Promise<DatabaseHandle> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const where = options.databaseUrl ? redactUrl(options.databaseUrl) : 'PGlite';
  let handle: DatabaseHandle | undefined;
  try {
    if (!options.databaseUrl) {
      // The embedded database reads local files: nothing to time out on, and a large folder on a busy
      // machine may take longer than a network time-out to open (a time-out would leave it half open).
      handle = await openDatabase(options);
      await handle.ping();
      return handle;
    }
    handle = await withTimeout(
      openDatabase({ connectionTimeoutMillis: timeoutMs, ...options }),
      timeoutMs * 2,
      'open',
    );
    await withTimeout(handle.ping(), timeoutMs + 500, 'ping');
    return handle;
  } catch (error) {
    await handle?.close().catch(() => undefined);
    if (error instanceof DataDirLockedError) throw new DatabaseStartupError(error.message, { cause: error });
    const reason = describeError(error);
    if (!options.databaseUrl) {
      throw new DatabaseStartupError(
        `Não foi possível abrir o banco de dados embutido em ${path.resolve(options.dataDir ?? '.', 'pglite')}: ${reason}.`,
        { cause: error },
      );
    }
    throw new DatabaseStartupError(
      `Não foi possível conectar ao banco de dados (${where}): ${reason}. ` +
        `Cannot connect to the database; check DATABASE_URL or unset it to use the embedded PGlite.`,
      { cause: error },
    );
  }
}

/** Re-exported: the redaction lives in lib/redact-url.ts (lib/cluster.ts uses it without the drivers). */
export { redactUrl } from '../lib/redact-url';

function withTimeout<T>(promise: Promise<T>, ms: number, step: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timeout after ${ms} ms (${step})`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  // A malformed URL must fail here, clearly, not on the first query.
  new URL(url);
  const replicaUrls = options.replicaUrls ?? [];
  for (const replicaUrl of replicaUrls) {
    try {
      new URL(replicaUrl);
    } catch {
      throw new Error('DATABASE_REPLICA_URLS: URL inválida');
    }
  }
  const transactionMode = options.poolMode === 'transaction';
  if (transactionMode && !options.listenUrl) {
    // LISTEN and the migrations' session lock need a connection of their own (lib/cluster.ts says so at
    // start-up, with the variable to set).
    throw new Error('DATABASE_POOL_MODE=transaction exige DATABASE_LISTEN_URL');
  }
  const onPoolError = options.onPoolError ?? (() => undefined);
  const newPool = (
    connectionString: string,
    settings?: string,
    overrides: { reconnectWindowMillis?: number; connectionTimeoutMillis?: number } = {},
  ) =>
    createResilientPool({
      connectionString,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
      settings,
      reconnectWindowMillis: options.reconnectWindowMillis ?? 5_000,
      onPoolError,
      onReadRetry: options.onReadRetry,
      unnamedStatements: transactionMode,
      ...overrides,
    });
  const pool = newPool(url);
  // Hot reads (lib/prepared-statements.ts): named statements planned once per connection, generically.
  // Behind a transaction-mode pooler there are neither names nor startup options (PgBouncer refuses
  // `options`): hot reads run on the main pool, unnamed, planned per call (ARCHITECTURE.md, issue 17).
  const generic = '-c plan_cache_mode=force_generic_plan';
  const hotPool = transactionMode ? undefined : newPool(url, generic);

  // Read replicas: a replica that is down must not hold a request — no waiting for it to come back (the
  // primary answers instead) and a short connection time-out.
  const replicaOverrides = {
    reconnectWindowMillis: 0,
    connectionTimeoutMillis: Math.min(options.connectionTimeoutMillis ?? 5_000, 2_000),
  };
  const replicas = replicaUrls.map((replicaUrl) => ({
    nome: replicaName(replicaUrl),
    pool: newPool(replicaUrl, undefined, replicaOverrides),
    hotPool: transactionMode ? undefined : newPool(replicaUrl, generic, replicaOverrides),
    monitorPool: createMonitorPool(replicaUrl),
  }));
  const primaryMonitor = replicas.length > 0 ? createMonitorPool(url) : undefined;
  const monitor = primaryMonitor
    ? new ReplicaMonitor({
        primary: primaryMonitor,
        replicas: replicas.map(({ nome, monitorPool }) => ({ nome, pool: monitorPool })),
        pollMs: options.replicaPollMillis,
        maxLagMs: options.replicaMaxLagMillis,
        onChange: options.onReplicaChange,
      })
    : undefined;

  const client = monitor
    ? new RoutingPool(
        pool,
        replicas.map((replica) => replica.pool),
        monitor,
      )
    : pool;
  const db = drizzleNodePg(client as pg.Pool, { schema }) as unknown as Database;
  if (hotPool) {
    const hotClient = monitor
      ? new RoutingPool(
          hotPool,
          replicas.map((replica) => replica.hotPool ?? replica.pool),
          monitor,
        )
      : hotPool;
    setHotReadTarget(db, drizzleNodePg(hotClient as pg.Pool, { schema }) as unknown as Database);
  }
  await monitor?.start();
  const allPools = [
    pool,
    ...(hotPool ? [hotPool] : []),
    ...replicas.flatMap((replica) => [
      replica.pool,
      replica.monitorPool,
      ...(replica.hotPool ? [replica.hotPool] : []),
    ]),
    ...(primaryMonitor ? [primaryMonitor] : []),
  ];
  let closed = false;
  return {
    db,
    driver: 'postgres',
    poolMode: transactionMode ? 'transaction' : 'session',
    listenUrl: options.listenUrl ?? url,
    replication: monitor
      ? {
          status: () => monitor.status(),
          currentLsn: async () => {
            const { rows } = await pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
            return rows[0]?.lsn;
          },
          tokenSeconds: Math.ceil((monitor.maxLagMs + 2 * monitor.pollMs) / 1000),
          observedCommit: () => monitor.observedCommit(),
        }
      : undefined,
    migrate: async () =>
      withMigrationLock(options.listenUrl ?? url, () =>
        migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
      ),
    ping: async () => {
      // Named: parsed and planned once per connection (GET /api/health runs it on every call); the
      // pool drops the name behind a transaction-mode pooler.
      await pool.query({ name: 'ping', text: 'select 1' });
    },
    poolStats: () => [
      statsOfPool('principal', pool),
      ...(hotPool ? [statsOfPool('leituras-quentes', hotPool)] : []),
      ...replicas.flatMap((replica) => [
        statsOfPool(`replica ${replica.nome}`, replica.pool),
        ...(replica.hotPool
          ? [statsOfPool(`replica ${replica.nome} leituras-quentes`, replica.hotPool)]
          : []),
      ]),
    ],
    close: async () => {
      if (closed) return;
      closed = true;
      await monitor?.stop();
      await Promise.all(allPools.map((each) => each.end()));
    },
  };
}

/**
 * Several processes starting at once on a new database (a cluster's first start) would apply the same
 * migrations concurrently, and all but one would fail on "already exists". The migrations run under a
 * session advisory lock, held on a DIRECT connection (`DATABASE_LISTEN_URL` when set: a transaction-mode
 * pooler would not keep a session lock): the others wait for it, then find nothing left to apply.
 */
async function withMigrationLock<T>(directUrl: string, run: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: 5_000 });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext('embarca:migrations'))");
    return await run();
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Re-exported: the read retry lives with the pool (db/resilient-pool.ts). */
export { retryReadsOnce } from './resilient-pool';

/** PostgreSQL extensions the migrations create (pg_trgm: the quick search's indexes); PGlite loads them itself. */
const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let client: PGlite;
  let lock: DataDirLock | undefined;
  if (options.pgliteLoadDataDir) {
    client = await PGlite.create({ loadDataDir: options.pgliteLoadDataDir, extensions: PGLITE_EXTENSIONS });
  } else if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    // One process per folder (issue 15): the lock is taken before PGlite touches the files.
    lock = acquireDataDirLock(options.dataDir);
    try {
      assertUsableFolder(dir);
      client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: async () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    poolStats: () => [],
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * PGlite's own errors for a folder it cannot use are emscripten objects (`ErrnoError { errno: 54 }`,
 * printed as `[object Object]`): the folder is checked first, so the operator reads Node's reason.
 */
function assertUsableFolder(dir: string): void {
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  if (stat && !stat.isDirectory()) throw new Error(`${dir} existe e não é uma pasta`);
  try {
    fs.accessSync(stat ? dir : path.dirname(dir), fs.constants.R_OK | fs.constants.W_OK);
  } catch (error) {
    throw new Error(`sem permissão de leitura e escrita em ${stat ? dir : path.dirname(dir)}`, {
      cause: error,
    });
  }
}

/** A readable reason for any thrown value (Error, emscripten's ErrnoError, a string…). */
export function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === 'object') {
    const { name, message, errno, code } = error as Record<string, unknown>;
    if (typeof message === 'string' && message) return message;
    const parts = [typeof name === 'string' ? name : 'erro'];
    if (errno !== undefined) parts.push(`errno ${String(errno)}`);
    if (code !== undefined) parts.push(`código ${String(code)}`);
    return parts.join(', ');
  }
  return String(error);
}

/** PGlite only: the raw client, to dump its data folder (test set-up). */
export async function dumpPgliteDataDir(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client?: PGlite }).$client;
  if (!client || handle.driver !== 'pglite') throw new Error('dumpPgliteDataDir needs a PGlite database');
  return client.dumpDataDir('none');
}
