import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { createPreparedRunner } from '../src/lib/prepared-statements';
import { seedDemoData } from '../src/seed/demo-seed';
import { findPostgresBinaries, type PrivatePostgres, startPrivatePostgres } from './helpers/private-postgres';
import { signIn } from './helpers/sign-in';
import { testConfig } from './helpers/test-app';

/**
 * Issue 17: read replicas and read-your-writes, on a PRIVATE primary and a `pg_basebackup -R` streaming
 * replica of it (never the shared server). Two app instances share nothing but the database: the
 * read-your-writes token travels with the caller (cookie / header), not in server memory. Needs Debian's
 * PostgreSQL binaries; skipped with a notice without them (both test modes run it the same way: the
 * private cluster is its own).
 */
const binaries = findPostgresBinaries();
const missing =
  'missing' in binaries
    ? binaries.missing
    : fs.existsSync(path.join(binaries.binDir, 'pg_basebackup'))
      ? undefined
      : `pg_basebackup not found in ${binaries.binDir}`;
if (missing) console.warn(`read-replicas.test.ts skipped: ${missing}`);

/** Which server answered: `pg_is_in_recovery()` is true on the replica only. */
const RECOVERY = sql`select pg_is_in_recovery() as recovery`;
const prepared = createPreparedRunner('teste_replica');

describe.skipIf(missing !== undefined)('read replicas (private primary + streaming replica)', () => {
  let primary: PrivatePostgres;
  let replica: PrivatePostgres;
  const databases: DatabaseHandle[] = [];
  const apps: App[] = [];
  let a: App;
  let b: App;
  let replicaAdmin: pg.Client;

  async function openApp(): Promise<App> {
    const database = await openDatabase({
      databaseUrl: primary.url('embarca'),
      replicaUrls: [replica.url('embarca')],
      replicaPollMillis: 50,
      // Generous: the paused replica must stay usable for readers that never wrote.
      replicaMaxLagMillis: 60_000,
      connectionTimeoutMillis: 2_000,
    });
    databases.push(database);
    const app = await buildApp({ config: testConfig(), database, logger: false });
    // Test-only routes: which server a routed read (plain, and a hot named statement) lands on.
    const recovery = async () => {
      const rows = (await database.db.execute(RECOVERY)) as unknown as { rows: { recovery: boolean }[] };
      const hot = await prepared(database.db, sql`select pg_is_in_recovery() as recovery`);
      return { emRecuperacao: rows.rows[0]?.recovery, quente: hot[0]?.recovery };
    };
    app.get('/api/teste/onde', { config: { leituraEmReplica: true } }, recovery);
    app.get('/api/teste/onde-sem-replica', recovery);
    app.post('/api/teste/escreve-e-le', { config: { leituraEmReplica: true } }, async () => {
      await database.db.execute(sql`create table if not exists teste_escrita (n int)`);
      return recovery();
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    if ('missing' in binaries) return;
    primary = await startPrivatePostgres(binaries.binDir);
    const admin = new pg.Client({ connectionString: primary.url() });
    await admin.connect();
    await admin.query('create database embarca');
    await admin.end();
    const setup = await openDatabase({ databaseUrl: primary.url('embarca'), poolMax: 2 });
    await setup.migrate();
    await seedDemoData(setup.db);
    await setup.close();
    replica = await startPrivatePostgres(binaries.binDir, { replicaOf: primary });
    replicaAdmin = new pg.Client({ connectionString: replica.url('embarca') });
    await replicaAdmin.connect();
    a = await openApp();
    b = await openApp();
  }, 180_000);

  afterAll(async () => {
    const atMost = (work: Promise<unknown> | undefined, ms: number) =>
      Promise.race([work?.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);
    await atMost(replicaAdmin?.end(), 5_000);
    for (const app of apps) await atMost(app.close(), 10_000);
    replica?.stop();
    primary?.stop();
    for (const database of databases) await atMost(database.close(), 10_000);
  }, 60_000);

  it('sends the reads of a route that opted in to the replica — hot named statements too — and keeps the others on the primary', async () => {
    const routed = await a.inject({ method: 'GET', url: '/api/teste/onde' });
    expect(routed.json()).toEqual({ emRecuperacao: true, quente: true });
    expect(routed.headers['x-embarca-leitura']).toBe('replica');
    const plain = await a.inject({ method: 'GET', url: '/api/teste/onde-sem-replica' });
    expect(plain.json()).toEqual({ emRecuperacao: false, quente: false });
    expect(plain.headers['x-embarca-leitura']).toBeUndefined();
    // A reading request sets no read-your-writes token.
    expect(routed.headers['set-cookie']).toBeUndefined();
  });

  it('sends writes to the primary, the reads after them in the same request too, and answers with the token', async () => {
    const response = await a.inject({ method: 'POST', url: '/api/teste/escreve-e-le' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ emRecuperacao: false, quente: false });
    expect(response.headers['x-embarca-leitura']).toBe('primario');
    const lsn = response.headers['x-embarca-lsn'];
    expect(lsn).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    expect(String(response.headers['set-cookie'])).toMatch(
      new RegExp(
        `^embarca_lsn=${String(lsn).replace('/', '\\/')}; Max-Age=\\d+; Path=/api; HttpOnly; SameSite=Strict$`,
      ),
    );
  });

  it('reads your own writes across processes while the replica lags; others read the replica until it catches up', async () => {
    const { headers } = await signIn(a, 'admin@embarcador.demo');
    const summary = async (app: App, extra: Record<string, string> = {}) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/notificacoes/summary',
        headers: { ...headers, ...extra },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ unread: number }>();
    };
    let lastCookie = '';
    const before = await summary(b);
    expect(before.unread).toBeGreaterThan(0);

    await replicaAdmin.query('select pg_wal_replay_pause()');
    try {
      // The write goes through app A (a primary write while the replica cannot replay it).
      const write = await a.inject({ method: 'PUT', url: '/api/notificacoes/readAll', headers });
      expect(write.statusCode).toBe(204);
      const cookie = String(write.headers['set-cookie']).split(';')[0] ?? '';
      expect(cookie).toMatch(/^embarca_lsn=/);
      lastCookie = cookie;

      // The writer, on the OTHER process, with its cookie: the primary answers (its own write).
      expect((await summary(b, { cookie })).unread).toBe(0);
      // …or with the header instead of the cookie.
      expect((await summary(b, { 'x-embarca-lsn': String(write.headers['x-embarca-lsn']) })).unread).toBe(0);
      // Anyone without the token reads the paused replica: still the old figure (proof it is the replica).
      expect((await summary(b)).unread).toBe(before.unread);
      expect((await summary(a)).unread).toBe(before.unread);
    } finally {
      await replicaAdmin.query('select pg_wal_replay_resume()');
    }
    // Caught up: everyone sees the write, and the writer's token no longer keeps it off the replica.
    await expect.poll(async () => (await summary(b)).unread, { timeout: 10_000 }).toBe(0);
    await expect
      .poll(
        async () =>
          (await b.inject({ method: 'GET', url: '/api/teste/onde', headers: { cookie: lastCookie } })).json()
            .emRecuperacao,
        { timeout: 10_000 },
      )
      .toBe(true);
  });

  it('after a live event (a NOTIFY) no process reads a replica that has not replayed what it announces', async () => {
    const { headers } = await signIn(a, 'admin@embarcador.demo');
    const unread = async (app: App) =>
      (await app.inject({ method: 'GET', url: '/api/notificacoes/summary', headers })).json<{
        unread: number;
      }>().unread;
    const primaryAdmin = new pg.Client({ connectionString: primary.url('embarca') });
    await primaryAdmin.connect();
    const markAll = (read: boolean) =>
      primaryAdmin.query(
        `update notificacao_destinatarios set lida_em = ${read ? 'now()' : 'null'}
         where usuario_id = (select id from usuarios where email = 'admin@embarcador.demo')`,
      );
    try {
      await markAll(true);
      await expect.poll(() => unread(b), { timeout: 10_000 }).toBe(0);
      await replicaAdmin.query('select pg_wal_replay_pause()');
      try {
        // A change nobody announced: readers of the paused replica do not see it yet.
        await markAll(false);
        expect(await unread(b)).toBe(0);
        // Announced (as the hubs do, after the commit): every process reads the primary until the replica
        // holds it — here, while replay is paused, the primary.
        await primaryAdmin.query(`select pg_notify('sessao', 'u:00000000-0000-0000-0000-000000000000')`);
        await expect.poll(() => unread(b), { timeout: 5_000 }).toBeGreaterThan(0);
        expect(await unread(a)).toBeGreaterThan(0);
      } finally {
        await replicaAdmin.query('select pg_wal_replay_resume()');
      }
      // Replayed: the replica serves again.
      await expect
        .poll(async () => (await a.inject({ method: 'GET', url: '/api/teste/onde' })).json().emRecuperacao, {
          timeout: 10_000,
        })
        .toBe(true);
    } finally {
      await primaryAdmin.end();
    }
  });

  it('shows each replica on /api/health, by host:port/database, never with credentials', async () => {
    const response = await a.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ replicas: { nome: string; disponivel: boolean; atrasoBytes: number }[] }>();
    expect(body.replicas).toEqual([
      expect.objectContaining({ nome: `127.0.0.1:${replica.port}/embarca`, disponivel: true }),
    ]);
    expect(body.replicas[0]?.atrasoBytes).toBeGreaterThanOrEqual(0);
  });

  it('falls back to the primary when the replica is down', async () => {
    await replicaAdmin.end().catch(() => undefined);
    replica.stop();
    const started = performance.now();
    const response = await a.inject({ method: 'GET', url: '/api/teste/onde' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ emRecuperacao: false, quente: false });
    expect(performance.now() - started).toBeLessThan(5_000);
    const { headers } = await signIn(b, 'admin@embarcador.demo');
    const board = await b.inject({ method: 'GET', url: '/api/notificacoes/summary', headers });
    expect(board.statusCode).toBe(200);
    await expect
      .poll(
        async () => (await a.inject({ method: 'GET', url: '/api/health' })).json().replicas[0].disponivel,
        {
          timeout: 5_000,
        },
      )
      .toBe(false);
  });
});
