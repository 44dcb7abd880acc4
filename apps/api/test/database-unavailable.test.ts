import net from 'node:net';
import { MESSAGES } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { testConfig } from './helpers/test-app';
import { databaseUrl } from './test-database-info';

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function appOn(database: DatabaseHandle) {
  const app = await buildApp({ config: testConfig(), database, logger: false });
  app.get('/api/teste/leitura', async () => {
    const rows = await database.db.execute(sql`select 1 as um`);
    return { ok: rows !== undefined };
  });
  return app;
}

describe('database away: 503 Serviço indisponível, the process keeps running', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof appOn>>;

  beforeAll(async () => {
    database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/embarca`,
      connectionTimeoutMillis: 2_000,
    });
    app = await appOn(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers /api/health with 503 and database indisponivel', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: MESSAGES.serviceUnavailable,
      status: 'erro',
      database: 'indisponivel',
      driver: 'postgres',
      role: 'web',
      version: expect.any(String),
      commit: 'test',
    });
  });

  it('answers any route whose query fails to connect with 503, again and again', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ method: 'GET', url: '/api/teste/leitura' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: MESSAGES.serviceUnavailable });
    }
    const unrelated = await app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(unrelated.statusCode).toBe(404);
  });
});

/** A TCP proxy in front of the real server: closing it is PostgreSQL going away, reopening it coming back. */
class Outage {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
  }

  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = undefined;
  }
}

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  'PostgreSQL restarts: requests get 503 meanwhile, then recover by themselves',
  () => {
    let outage: Outage;
    let database: DatabaseHandle;
    let app: Awaited<ReturnType<typeof appOn>>;
    const poolErrors: Error[] = [];

    beforeAll(async () => {
      const target = new URL(serverUrl ?? '');
      outage = new Outage({ host: target.hostname, port: Number(target.port || 5432) }, await closedPort());
      await outage.up();
      const viaProxy = new URL(databaseUrl(serverUrl ?? '', target.pathname.slice(1) || 'postgres'));
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(outage.port);
      database = await openDatabase({
        databaseUrl: viaProxy.toString(),
        connectionTimeoutMillis: 2_000,
        onPoolError: (error) => poolErrors.push(error),
      });
      app = await appOn(database);
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await outage?.down();
    });

    it('goes from 200 to 503 and back to 200 without a restart of the API', async () => {
      // Two concurrent reads keep two pooled connections open.
      const before = await Promise.all(
        [1, 2].map(() => app.inject({ method: 'GET', url: '/api/teste/leitura' })),
      );
      expect(before.map((r) => r.statusCode)).toEqual([200, 200]);

      await outage.down();
      await expect.poll(() => poolErrors.length).toBeGreaterThan(0);
      const during = await app.inject({ method: 'GET', url: '/api/health' });
      expect(during.statusCode).toBe(503);
      expect(during.json().database).toBe('indisponivel');
      const read = await app.inject({ method: 'GET', url: '/api/teste/leitura' });
      expect(read.statusCode).toBe(503);

      await outage.up();
      const after = await app.inject({ method: 'GET', url: '/api/health' });
      expect(after.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/teste/leitura' })).statusCode).toBe(200);
    });
  },
);
