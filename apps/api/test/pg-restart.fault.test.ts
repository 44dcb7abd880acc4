import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { seedDemoData } from '../src/seed/demo-seed';
import { findPostgresBinaries, type PrivatePostgres, startPrivatePostgres } from './helpers/private-postgres';
import {
  describeRestartLoad,
  registerOne,
  restartLoadBody,
  restartLoadReadPaths,
  runRestartLoad,
  signInOverHttp,
} from './helpers/restart-load';
import { testConfig } from './helpers/test-app';

/**
 * Issue 15: PostgreSQL restarted under load (`pg_ctl restart -m fast`). On a PRIVATE cluster of this file
 * (never the shared server others' tests use), in both test modes: up to 100 authenticated GETs/s and 10
 * registrations/s over real HTTP, at most 12 in flight, for 4 s, the restart, 5 s more. The process survives, /api/health is 200,
 * every registration answered 2xx is in the database and at most 0.1 % of the reads failed.
 */
const binaries = findPostgresBinaries();
if ('missing' in binaries) {
  console.warn(`pg-restart.fault.test.ts skipped: ${binaries.missing}`);
}

describe.skipIf('missing' in binaries)('PostgreSQL restart under load (private cluster)', () => {
  let cluster: PrivatePostgres;
  let database: DatabaseHandle;
  let app: App;
  let baseUrl: string;
  const poolErrors: Error[] = [];
  let readRetries = 0;

  beforeAll(async () => {
    if ('missing' in binaries) return;
    cluster = await startPrivatePostgres(binaries.binDir);
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('create database embarca');
    await admin.end();
    database = await openDatabase({
      databaseUrl: cluster.url('embarca'),
      onPoolError: (error) => poolErrors.push(error),
      onReadRetry: () => {
        readRetries += 1;
      },
    });
    await database.migrate();
    await seedDemoData(database.db);
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    // Bounded: a connection still open after the load (keep-alive, a request waiting on the pool) must
    // not hold the suite; stopping the private cluster ends whatever still waits on it.
    const atMost = (work: Promise<unknown> | undefined, ms: number) =>
      Promise.race([work?.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);
    await atMost(app?.close(), 15_000);
    cluster?.stop();
    await atMost(database?.close(), 15_000);
  }, 60_000);

  it('loses no acknowledged write and fails at most 0.1 % of the reads', async () => {
    const headers = await signInOverHttp(baseUrl, 'admin@embarcador.demo', DEMO_PASSWORD);
    const cargaId = await registerOne(baseUrl, headers);
    let sequence = 0;
    const result = await runRestartLoad({
      baseUrl,
      headers,
      readPaths: restartLoadReadPaths(cargaId),
      readsPerSecond: 100,
      writesPerSecond: 10,
      writeBody: () => restartLoadBody(++sequence),
      beforeMs: 4_000,
      afterMs: 5_000,
      restart: () => cluster.restart(),
      // Bounded: on a machine busy with other test files the load must not become its own outage
      // (open loop at 100/s, answers queued past 30 s were counted as failures). The benchmark
      // (npm run bench:pg-restart) keeps the open loop.
      maxInFlight: 12,
    });
    const lines = describeRestartLoad(result);
    lines.push(
      `conexões perdidas relatadas pelos pools: ${poolErrors.length}; leituras repetidas: ${readRetries}`,
    );
    console.info(`PostgreSQL restart under load:\n  ${lines.join('\n  ')}`);

    // The process is alive and answers.
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);

    // Every acknowledged registration is in the database.
    const check = new pg.Client({ connectionString: cluster.url('embarca') });
    await check.connect();
    try {
      const { rows } = await check.query<{ id: string }>('select id from cargas where id = any($1::uuid[])', [
        result.acknowledgedIds,
      ]);
      expect(result.acknowledgedIds.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.id))).toEqual(new Set(result.acknowledgedIds));
    } finally {
      await check.end();
    }

    // With fewer than 1,000 reads, ≤ 0.1 % means not one failed.
    expect(result.reads.total).toBeGreaterThan(200);
    expect(result.failedReadShare).toBeLessThanOrEqual(0.1);
  }, 90_000);
});
