import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, dumpPgliteDataDir, openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/seed/demo-seed';
import { databaseUrl, type TestDatabaseInfo } from './test-database-info';

/**
 * Runs once per `vitest run`: builds a migrated database with the demo data and the job layer's tables
 * (pg-boss's `pgboss` schema and the app's queues, each a partition with its indexes: created here once
 * instead of in every test file), which every test file then copies (test/helpers/test-database.ts).
 * - TEST_DATABASE_URL set: a fresh template database `embarca_tpl_<timestamp>` on that server; each
 *   file gets `CREATE DATABASE … TEMPLATE …`; teardown drops the template and every copy.
 * - otherwise PGlite: the database is dumped to a temp file; each file loads that dump (~1 s).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? setupPostgres(project, serverUrl) : setupPglite(project);
}

async function setupPglite(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemoData(database.db);
    await createAppQueues(database);
    const dump = await dumpPgliteDataDir(database);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-test-'));
    const dumpFile = path.join(dir, 'pgdata.tar');
    fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabase', { kind: 'pglite', dumpFile } satisfies TestDatabaseInfo);
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  } finally {
    await database.close();
  }
}

async function setupPostgres(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const template = `embarca_tpl_${Date.now()}_${process.pid}`;
  const dropAll = () =>
    withAdmin(serverUrl, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${template}%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    });

  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${template}"`));
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, template), poolMax: 2 });
    try {
      await database.migrate();
      await seedDemoData(database.db);
      await createAppQueues(database);
    } finally {
      await database.close();
    }
    // No one may connect to the template while it is copied.
    await withAdmin(serverUrl, (admin) =>
      admin.query(`ALTER DATABASE "${template}" WITH ALLOW_CONNECTIONS false`),
    );
  } catch (error) {
    await dropAll();
    throw error;
  }
  project.provide('testDatabase', { kind: 'postgres', serverUrl, template } satisfies TestDatabaseInfo);
  return dropAll;
}

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Starts and closes the app once, as a `web` process with every queue declared (MARKETING_LEAD_URL set, so
 * the leads' queues too): pg-boss's schema and the queues exist, and no cron is registered.
 */
async function createAppQueues(database: DatabaseHandle): Promise<void> {
  const config = {
    ...loadConfig({}),
    role: 'web' as const,
    seedDemo: false,
    jwtSecret: 'segredo-da-preparacao-dos-testes-com-32-caracteres',
    freteApiKey: 'chave-da-preparacao',
    marketingLeadUrl: 'http://127.0.0.1:9/leads',
    dataDir: path.join(os.tmpdir(), 'embarca-test-data'),
    webDistDir: path.join(os.tmpdir(), 'embarca-test-sem-web'),
  };
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    // ready() does not fail when the job layer cannot start (it retries in the background): here it must.
    await app.jobs.start();
  } finally {
    await app.close();
  }
}
