import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, the same type for both drivers: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'postgres' | 'pglite';
  /** Applies the migrations in src/db/migrations (idempotent). */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer `select 1`. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL server URL; when unset, PGlite runs in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** Start PGlite from a saved data-dir dump (tests: see apps/api/test/global-setup.ts). */
  pgliteLoadDataDir?: Blob | File;
  /** Called when an idle pooled connection fails (PostgreSQL restarted): log, never crash. */
  onPoolError?: (error: Error) => void;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
  return openPglite(options);
}

async function openPostgres(url: string, onPoolError?: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // Without this handler a PostgreSQL restart crashes the process (DESIGN.md §7).
  pool.on('error', (error) => onPoolError?.(error));
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    migrate: async () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => pool.end(),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let client: PGlite;
  if (options.pgliteLoadDataDir) {
    client = await PGlite.create({ loadDataDir: options.pgliteLoadDataDir });
  } else if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    // PGlite needs the parent folder to exist.
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: dir });
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: async () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => client.close(),
  };
}
