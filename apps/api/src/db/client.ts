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
import { isDatabaseUnavailableError } from '../lib/db-errors';
import { setHotReadTarget } from '../lib/prepared-statements';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, the same type for both drivers: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Applies the migrations in src/db/migrations (idempotent). */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer `select 1`. */
  ping(): Promise<void>;
  close(): Promise<void>;
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
 * within about `timeoutMs`.
 */
export async function connectDatabase(
  options: OpenDatabaseOptions & { timeoutMs?: number },
): Promise<DatabaseHandle> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const where = options.databaseUrl ? redactUrl(options.databaseUrl) : 'PGlite';
  let handle: DatabaseHandle | undefined;
  try {
    handle = await withTimeout(
      openDatabase({ connectionTimeoutMillis: timeoutMs, ...options }),
      timeoutMs * 2,
      'open',
    );
    await withTimeout(handle.ping(), timeoutMs + 500, 'ping');
    return handle;
  } catch (error) {
    await handle?.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new DatabaseStartupError(
      `Não foi possível conectar ao banco de dados (${where}): ${reason}. ` +
        `Cannot connect to the database; check DATABASE_URL or unset it to use the embedded PGlite.`,
      { cause: error },
    );
  }
}

/** `postgres://user:secret@host/db` → `postgres://user:***@host/db`; an unparsable URL is not echoed. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL inválida / invalid DATABASE_URL';
  }
}

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
  const onPoolError = options.onPoolError ?? (() => undefined);
  const newPool = (settings?: string) => {
    const created = new pg.Pool({
      connectionString: url,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
      ...(settings ? { options: settings } : {}),
    });
    // Without these handlers a PostgreSQL restart crashes the process (DESIGN.md §7): the pool reports
    // idle clients' errors, and each client keeps a listener while checked out (inside a transaction).
    created.on('error', (error) => onPoolError(error));
    created.on('connect', (client) => {
      client.on('error', (error) => onPoolError(error));
    });
    retryReadsOnce(created, options.onReadRetry);
    return created;
  };
  const pool = newPool();
  // Hot reads (lib/prepared-statements.ts): named statements planned once per connection, generically.
  const hotPool = newPool('-c plan_cache_mode=force_generic_plan');

  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  setHotReadTarget(db, drizzleNodePg(hotPool, { schema }) as unknown as Database);
  let closed = false;
  return {
    db,
    driver: 'postgres',
    migrate: async () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
    ping: async () => {
      // Named: parsed and planned once per connection (GET /api/health runs it on every call).
      await pool.query({ name: 'ping', text: 'select 1' });
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), hotPool.end()]);
    },
  };
}

/**
 * Drizzle runs every statement outside a transaction through `pool.query`; transactions take their
 * own client with `pool.connect()` and are not touched. A SELECT that fails with a connection error
 * (a connection killed by a PostgreSQL restart) is sent once more on a fresh connection.
 */
export function retryReadsOnce(pool: Pick<pg.Pool, 'query'>, onRetry?: (error: unknown) => void): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const retrying = (...args: unknown[]): unknown => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    const first = query(...args) as Promise<unknown>;
    if (!isReadStatement(args[0])) return first;
    return first.catch((error: unknown) => {
      if (!isDatabaseUnavailableError(error)) throw error;
      onRetry?.(error);
      return query(...args);
    });
  };
  pool.query = retrying as typeof pool.query;
}

function isReadStatement(statement: unknown): boolean {
  const text =
    typeof statement === 'string' ? statement : (statement as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
}

/** PostgreSQL extensions the migrations create (pg_trgm: the quick search's indexes); PGlite loads them itself. */
const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let client: PGlite;
  if (options.pgliteLoadDataDir) {
    client = await PGlite.create({ loadDataDir: options.pgliteLoadDataDir, extensions: PGLITE_EXTENSIONS });
  } else if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    // PGlite needs the parent folder to exist.
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
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
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** PGlite only: the raw client, to dump its data folder (test set-up). */
export async function dumpPgliteDataDir(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client?: PGlite }).$client;
  if (!client || handle.driver !== 'pglite') throw new Error('dumpPgliteDataDir needs a PGlite database');
  return client.dumpDataDir('none');
}
