import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { latestShippedMigration, migrationsApplied } from '../src/db/migrations-status';
import { DeadlineExceededError, drainAndStop, withDeadline } from '../src/lib/graceful-shutdown';
import { HUB_GOING_AWAY, HUB_GOING_AWAY_REASON } from '../src/lib/hub';
import { createReadinessService, NOT_READY_MESSAGES } from '../src/modules/health/readiness.service';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

const silent = { info: () => undefined, warn: () => undefined };

describe('GET /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 200 pronto on a migrated database that answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'pronto' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reads the migrations Drizzle recorded against the journal this build ships', async () => {
    expect(await migrationsApplied(t.database.db)).toBe(true);
    // A build with a newer migration than the database holds (another replica still migrating).
    expect(await migrationsApplied(t.database.db, latestShippedMigration() + 1)).toBe(false);
  });
});

describe('GET /api/health/ready without a database', () => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await openTestDatabase();
    t = await createTestApp({
      database: {
        ...database,
        ping: async () => {
          throw new Error('connect ECONNREFUSED');
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 with a pt-BR message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: NOT_READY_MESSAGES['banco-indisponivel'],
      status: 'banco-indisponivel',
    });
  });
});

describe('the readiness service', () => {
  const answers = { ping: async () => undefined, migrated: async () => true };
  const service = (overrides: Partial<Parameters<typeof createReadinessService>[0]> = {}) =>
    createReadinessService({
      draining: () => false,
      pingDatabase: answers.ping,
      migrationsApplied: answers.migrated,
      timeoutMs: 200,
      ...overrides,
    });

  it('is not ready while draining, without asking the database', async () => {
    const ping = vi.fn(answers.ping);
    await expect(service({ draining: () => true, pingDatabase: ping }).check()).rejects.toMatchObject({
      statusCode: 503,
      message: NOT_READY_MESSAGES.encerrando,
      details: { status: 'encerrando' },
    });
    expect(ping).not.toHaveBeenCalled();
  });

  it('is not ready while this build’s migrations are missing, and reads them until they are there', async () => {
    const migrated = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValue(true);
    const readiness = service({ migrationsApplied: migrated });
    await expect(readiness.check()).rejects.toMatchObject({ details: { status: 'migracoes-pendentes' } });
    await expect(readiness.check()).resolves.toEqual({ status: 'pronto' });
    await expect(readiness.check()).resolves.toEqual({ status: 'pronto' });
    expect(migrated).toHaveBeenCalledTimes(2);
  });

  it('gives up on a database that does not answer in time', async () => {
    const started = Date.now();
    await expect(service({ pingDatabase: () => new Promise(() => {}) }).check()).rejects.toMatchObject({
      details: { status: 'banco-indisponivel' },
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('app.close() without a drain', () => {
  it('closes hub sockets with 1001 and the reason too (before @fastify/websocket closes them without one)', async () => {
    const t = await createTestApp();
    try {
      const { token } = await signIn(t.app, 'admin@embarcador.demo');
      const socket = await t.app.injectWS(`/hubs/cargashub?access_token=${token}`);
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        socket.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
      );
      await t.app.close();
      expect(await closed).toEqual({ code: HUB_GOING_AWAY, reason: HUB_GOING_AWAY_REASON });
    } finally {
      await t.close();
    }
  });
});

describe('withDeadline', () => {
  it('passes the result on, or rejects with DeadlineExceededError after the time', async () => {
    await expect(withDeadline(Promise.resolve(7), 1_000)).resolves.toBe(7);
    await expect(withDeadline(new Promise(() => {}), 50)).rejects.toBeInstanceOf(DeadlineExceededError);
  });
});

/** A POST whose body is sent in two parts: in flight from the first byte until `finish()`. */
function slowLogin(port: number, email: string) {
  const body = JSON.stringify({
    email,
    password: DEMO_PASSWORD,
    tipoAutenticacao: 1,
    codigoAutenticacaoSegundoFator: null,
  });
  const half = Math.floor(body.length / 2);
  type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
  let resolve: (answer: Answer) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const response = new Promise<Answer>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    },
  );
  request.on('error', reject);
  request.write(body.slice(0, half));
  return { response, finish: () => request.end(body.slice(half)) };
}

describe('the drain (lib/graceful-shutdown.ts) on a listening server', () => {
  let t: TestApp;
  let port: number;
  const closeDatabase = vi.fn(async () => t.database.close());

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.app.close();
    if (closeDatabase.mock.calls.length === 0) await t.database.close();
  });

  it('flips readiness to 503, closes hub sockets with 1001, refuses new connections, finishes the request in flight, then closes the app and the database', async () => {
    const { token } = await signIn(t.app, 'admin@embarcador.demo');
    expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);

    // A hub client on a real socket.
    const hub = new WebSocket(`ws://127.0.0.1:${port}/hubs/usernotificationhub?access_token=${token}`);
    const hubClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      hub.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
    );
    await new Promise<void>((resolve, reject) => {
      hub.once('open', () => resolve());
      hub.once('error', reject);
    });
    await expect.poll(() => t.app.hubSockets.counts().notificacoes).toBe(1);

    // A request in flight: its body is half sent.
    const slow = slowLogin(port, 'admin@embarcador.demo');
    await expect.poll(() => t.app.lifecycle.inFlight).toBe(1);

    const stopped = drainAndStop(t.app, { closeDatabase, log: silent });

    // Readiness answers 503 at once (the load balancer takes the replica out).
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: NOT_READY_MESSAGES.encerrando, status: 'encerrando' });
    const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(metrics.body).toMatch(/^embarca_draining 1$/m);

    // The hub client is told to go away, and why.
    expect(await hubClosed).toEqual({ code: HUB_GOING_AWAY, reason: HUB_GOING_AWAY_REASON });

    // No new connection is accepted.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    // The drain waits for the request in flight; nothing is closed meanwhile.
    const early = await Promise.race([
      stopped.then(() => 'parou'),
      new Promise((resolve) => setTimeout(() => resolve('esperando'), 300)),
    ]);
    expect(early).toBe('esperando');
    expect(closeDatabase).not.toHaveBeenCalled();

    // The slow client finishes its body: it gets its answer, and its connection is closed after it.
    slow.finish();
    const answer = await slow.response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).token).toEqual(expect.any(String));
    expect(answer.headers.connection).toBe('close');

    await stopped;
    expect(t.app.lifecycle.inFlight).toBe(0);
    expect(t.app.server.listening).toBe(false);
    expect(closeDatabase).toHaveBeenCalledTimes(1);
  }, 60_000);
});
