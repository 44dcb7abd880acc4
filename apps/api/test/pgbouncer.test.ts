import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { createPgChannelBus } from '../src/lib/pg-channel-bus';
import { createPreparedRunner } from '../src/lib/prepared-statements';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { seedDemoData } from '../src/seed/demo-seed';
import { findPgBouncer, type PrivatePgBouncer, startPrivatePgBouncer } from './helpers/private-pgbouncer';
import { findPostgresBinaries, type PrivatePostgres, startPrivatePostgres } from './helpers/private-postgres';
import { restartLoadBody } from './helpers/restart-load';
import { testConfig } from './helpers/test-app';

/**
 * Issue 17: DATABASE_POOL_MODE=transaction behind a real PgBouncer (Debian's 1.18) in transaction mode,
 * two server connections for every client: statements of one pooled client land on different servers. On
 * a PRIVATE cluster (never the shared server); skipped with a notice without PostgreSQL's binaries or
 * pgbouncer (`apt-get install pgbouncer`; .ci/run installs it).
 */
const binaries = findPostgresBinaries();
const bouncer = findPgBouncer();
const missing = 'missing' in binaries ? binaries.missing : 'missing' in bouncer ? bouncer.missing : undefined;
if (missing) console.warn(`pgbouncer.test.ts skipped: ${missing}`);

const prepared = createPreparedRunner('teste_bouncer');

describe.skipIf(missing !== undefined)(
  'PgBouncer in transaction mode (DATABASE_POOL_MODE=transaction)',
  () => {
    let cluster: PrivatePostgres;
    let pooler: PrivatePgBouncer;
    let database: DatabaseHandle;
    let app: App;
    const extra: DatabaseHandle[] = [];

    beforeAll(async () => {
      if ('missing' in binaries || 'missing' in bouncer) return;
      cluster = await startPrivatePostgres(binaries.binDir);
      const admin = new pg.Client({ connectionString: cluster.url() });
      await admin.connect();
      await admin.query('create database embarca');
      await admin.end();
      pooler = await startPrivatePgBouncer(bouncer.binary, { serverPort: cluster.port, poolSize: 2 });
      database = await openDatabase({
        databaseUrl: pooler.url('embarca'),
        poolMode: 'transaction',
        listenUrl: cluster.url('embarca'),
        poolMax: 6,
      });
      // Migrations and the demo data through the pooler (the migrations' lock on the direct URL).
      await database.migrate();
      await seedDemoData(database.db);
      app = await buildApp({ config: testConfig(), database, logger: false });
      await app.ready();
    }, 180_000);

    afterAll(async () => {
      const atMost = (work: Promise<unknown> | undefined, ms: number) =>
        Promise.race([work?.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);
      await atMost(app?.close(), 10_000);
      for (const handle of [database, ...extra]) await atMost(handle?.close(), 10_000);
      await atMost(pooler?.stop(), 10_000);
      cluster?.stop();
    }, 60_000);

    it('runs hot reads unnamed: many concurrent repeats of the same statement never miss a prepared name', async () => {
      const rounds = Array.from({ length: 40 }, (_, i) =>
        prepared(database.db, sql`select ${i}::int as n, pg_backend_pid() as pid`),
      );
      const rows = await Promise.all(rounds);
      expect(rows.map((r) => r[0]?.n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
      // Two server connections served them (the pooler really shared them).
      expect(new Set(rows.map((r) => r[0]?.pid)).size).toBeLessThanOrEqual(2);
      await database.ping();
    });

    it('the same hot reads with session-mode settings fail through it (the test would catch a regression)', async () => {
      const session = await openDatabase({ databaseUrl: pooler.url('embarca'), poolMax: 6 });
      extra.push(session);
      // The hot pool's `-c plan_cache_mode=…` startup option, or a named statement on the wrong server.
      const attempt = Promise.all(
        Array.from({ length: 20 }, (_, i) => prepared(session.db, sql`select ${i}::int as n`)),
      );
      const error = await attempt.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      // Drizzle wraps the driver's error ("Failed query: …"); PgBouncer's reason is its cause.
      const reason = String((error as { cause?: { message?: string } } | undefined)?.cause?.message);
      expect(reason).toMatch(/options|prepared statement|unsupported startup parameter/i);
    });

    it('serves the app: sign-in, a registration (a transaction), the board and the load (hot reads)', async () => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          email: 'admin@embarcador.demo',
          password: DEMO_PASSWORD,
          tipoAutenticacao: 1,
          codigoAutenticacaoSegundoFator: null,
        },
      });
      expect(login.statusCode).toBe(200);
      const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
      const units = await app.inject({
        method: 'GET',
        url: '/api/unidade-negocio/listwithaccess',
        headers: auth,
      });
      const unit = units.json<{ id: string }[]>()[0];
      const headers = { ...auth, BusinessUnitId: String(unit?.id) };
      const created = await app.inject({
        method: 'POST',
        url: '/api/carga-mongo/cadastrar',
        headers,
        payload: restartLoadBody(1) as Record<string, unknown>,
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: string }>();
      for (let round = 0; round < 3; round++) {
        const card = await app.inject({ method: 'GET', url: `/api/carga-mongo/${id}`, headers });
        expect(card.statusCode).toBe(200);
        const found = await app.inject({
          method: 'GET',
          url: '/api/carga-mongo/pesquisa-rapida?termo=RESTART-1',
          headers,
        });
        expect(found.statusCode).toBe(200);
        expect(JSON.stringify(found.json())).toContain(id);
      }
    });

    it('delivers NOTIFYs sent through the pooler to a LISTEN on DATABASE_LISTEN_URL', async () => {
      const bus = createPgChannelBus(database, { channel: 'teste_bouncer' });
      try {
        await bus.listening;
        const received = new Promise<string>((resolve) => bus.subscribe(resolve));
        await bus.publish('olá');
        await expect(received).resolves.toBe('olá');
      } finally {
        await bus.close();
      }
    });

    it('routes reads to a streaming replica and answers writes with the token, behind the pooler too', async () => {
      if ('missing' in binaries) return;
      const replica = await startPrivatePostgres(binaries.binDir, { replicaOf: cluster });
      try {
        const routed = await openDatabase({
          databaseUrl: pooler.url('embarca'),
          poolMode: 'transaction',
          listenUrl: cluster.url('embarca'),
          replicaUrls: [replica.url('embarca')],
          replicaPollMillis: 50,
          poolMax: 4,
        });
        extra.push(routed);
        const routedApp = await buildApp({ config: testConfig(), database: routed, logger: false });
        routedApp.get('/api/teste/onde', { config: { leituraEmReplica: true } }, async () => {
          const rows = await prepared(routed.db, sql`select pg_is_in_recovery() as recovery`);
          return { emRecuperacao: rows[0]?.recovery };
        });
        routedApp.post('/api/teste/escreve', async () => {
          await routed.db.execute(sql`create table if not exists teste_escrita (n int)`);
          return { ok: true };
        });
        try {
          await expect
            .poll(
              async () =>
                (await routedApp.inject({ method: 'GET', url: '/api/teste/onde' })).json().emRecuperacao,
              {
                timeout: 10_000,
              },
            )
            .toBe(true);
          const write = await routedApp.inject({ method: 'POST', url: '/api/teste/escreve' });
          expect(write.headers['x-embarca-lsn']).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
          const health = await routedApp.inject({ method: 'GET', url: '/api/health' });
          expect(health.json().replicas).toEqual([expect.objectContaining({ disponivel: true })]);
        } finally {
          await routedApp.close();
        }
      } finally {
        replica.stop();
      }
    }, 120_000);

    it('refuses to open a transaction-mode pool without a direct URL for LISTEN', async () => {
      await expect(
        openDatabase({ databaseUrl: pooler.url('embarca'), poolMode: 'transaction' }),
      ).rejects.toThrow('DATABASE_POOL_MODE=transaction exige DATABASE_LISTEN_URL');
    });
  },
);
