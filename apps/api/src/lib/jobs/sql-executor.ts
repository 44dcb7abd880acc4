import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../db/client';

/** What pg-boss asks of a database (`new PgBoss({ db })`, and `{ db }` in send/insert). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

type DriverClient = pg.Pool | pg.PoolClient | PGlite | PgliteTransaction;

/**
 * The driver client under a Drizzle handle: the pool or PGlite for the root `db`, the transaction's own
 * connection (node-postgres `PoolClient`, PGlite `Transaction`) for a `tx`. Drizzle keeps it as
 * `session.client` on both drivers (0.45); it is not public API, so `jobs.test.ts` proves it on both.
 */
export function driverClientOf(db: Database): DriverClient {
  const client = (db as unknown as { session?: { client?: DriverClient } }).session?.client;
  if (!client) throw new Error('jobs: o handle do Drizzle não expõe o cliente do banco (session.client)');
  return client;
}

const isPglite = (client: DriverClient): client is PGlite | PgliteTransaction =>
  typeof (client as Partial<PGlite>).exec === 'function';
const isPoolClient = (client: DriverClient): client is pg.PoolClient =>
  typeof (client as Partial<pg.PoolClient>).release === 'function';

/**
 * pg-boss sends its locked maintenance and its schema creation as ONE simple query
 * `BEGIN; SET LOCAL …; SELECT pg_advisory_xact_lock(…); …; COMMIT;`. When a statement in it fails (two
 * processes creating the schema at once, a lock time-out), PostgreSQL skips the rest and leaves the
 * session in an aborted transaction block — on a pooled connection, the next borrower would get
 * "current transaction is aborted". Such a text is therefore run on one connection that is rolled back
 * on error before anyone else may use it.
 */
const EXPLICIT_BLOCK = /^\s*BEGIN\s*;([\s\S]*);\s*COMMIT\s*;\s*$/i;

type Rows = { rows: Record<string, unknown>[] };
/** A multi-statement simple query answers one result per statement: pg-boss reads none of them. */
const lastResult = (result: unknown): Rows => {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return { rows: ((last as Rows | undefined)?.rows ?? []) as Record<string, unknown>[] };
};

/**
 * pg-boss's SQL on a Drizzle handle, for both drivers: statements with values go through the extended
 * protocol (`query(text, values)`, unnamed: nothing prepared, so PgBouncer in transaction mode is fine);
 * statements without values through the simple protocol (PGlite `exec`, node-postgres `query(text)`),
 * which is how pg-boss sends its multi-statement texts. Given a transaction (`tx`), everything runs on that
 * transaction's connection: a job sent there commits or rolls back with the caller's writes.
 */
export function sqlExecutorFor(db: Database): SqlExecutor {
  const client = driverClientOf(db);
  if (isPglite(client)) {
    return {
      async executeSql(text, values) {
        if (values) return lastResult(await client.query(text, values));
        const block = EXPLICIT_BLOCK.exec(text);
        // PGlite's own transaction() holds its lock from BEGIN to COMMIT/ROLLBACK, so no other statement
        // can meet the block half done or aborted.
        if (block && 'transaction' in client) {
          return client.transaction(async (tx) => lastResult(await tx.exec(`${block[1]};`)));
        }
        return lastResult(await client.exec(text));
      },
    };
  }
  if (isPoolClient(client)) {
    return {
      async executeSql(text, values) {
        return lastResult(await client.query(text, values as unknown[] | undefined));
      },
    };
  }
  const pool = client;
  return {
    async executeSql(text, values) {
      if (values || !EXPLICIT_BLOCK.test(text)) {
        return lastResult(await pool.query(text, values as unknown[] | undefined));
      }
      const connection = await pool.connect();
      let result: unknown;
      try {
        result = await connection.query(text);
      } catch (error) {
        // Leave the connection usable, or destroy it when even the rollback fails.
        const rollbackError = await connection.query('ROLLBACK').then(
          () => undefined,
          (failure: unknown) => failure as Error,
        );
        connection.release(rollbackError);
        throw error;
      }
      connection.release();
      return lastResult(result);
    },
  };
}
