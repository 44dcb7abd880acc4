import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrustProxy } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { createPgRateLimitStore, type RateLimitState } from '../src/lib/rate-limit-store';
import { createFakeMailer } from './helpers/fake-mailer';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 17: the request-rate limits (@fastify/rate-limit) count in the database, so two API processes on
 * one database share each counter: the mail-sending calls allow 10 requests a minute per address in all,
 * not 10 per process. Both drivers (on PGlite the two apps share the one embedded instance).
 */
describe('rate limits shared by the API processes', () => {
  let a: TestApp;
  let b: TestApp;
  let secondHandle: DatabaseHandle | undefined;

  beforeAll(async () => {
    a = await createTestApp({ mailer: createFakeMailer() });
    if (a.database.driver === 'postgres') {
      const { connectionString } = (a.database.db as unknown as { $client: pg.Pool }).$client.options;
      secondHandle = await openDatabase({ databaseUrl: connectionString, poolMax: 2 });
    }
    b = await createTestApp({ database: secondHandle ?? a.database, mailer: createFakeMailer() });
  });
  afterAll(async () => {
    await b.app.close();
    await secondHandle?.close();
    await a.close();
  });

  const recover = (app: TestApp) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/recovery',
      payload: { email: 'ninguem@exemplo.com.br' },
      remoteAddress: '198.51.100.7',
    });

  it('counts requests to either process against one limit per route and address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await recover(i % 2 === 0 ? a : b);
      statuses.push(response.statusCode);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(9 - i));
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    // The 11th — on either process — is refused.
    const refusedA = await recover(a);
    const refusedB = await recover(b);
    expect(refusedA.statusCode).toBe(429);
    expect(refusedB.statusCode).toBe(429);
    expect(Number(refusedB.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own counter.
    const other = await a.app.inject({
      method: 'POST',
      url: '/api/auth/recovery',
      payload: { email: 'ninguem@exemplo.com.br' },
      remoteAddress: '198.51.100.8',
    });
    expect(other.statusCode).toBe(200);
  });

  it('behind a trusted balancer (TRUST_PROXY) counts each client by X-Forwarded-For, not the balancer', async () => {
    const proxied = await createTestApp({
      database: a.database,
      mailer: createFakeMailer(),
      config: { trustProxy: readTrustProxy('127.0.0.1') },
    });
    try {
      const fromClient = (client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/recovery',
          payload: { email: 'ninguem@exemplo.com.br' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 10; i++) expect((await fromClient('203.0.113.20')).statusCode).toBe(200);
      expect((await fromClient('203.0.113.20')).statusCode).toBe(429);
      // Another client behind the same balancer is not refused for the first one's requests.
      expect((await fromClient('203.0.113.21')).statusCode).toBe(200);
    } finally {
      await proxied.app.close();
    }
  });

  it('starts a new window once the old one ends, and deletes expired rows', async () => {
    const Store = createPgRateLimitStore(a.database.db, { cleanupEveryMs: 0 });
    const store = new Store({}).child({ routeInfo: { method: 'POST', url: '/api/teste/janela' } });
    const incr = (key: string, window: number) =>
      new Promise<RateLimitState>((resolve, reject) =>
        store.incr(key, (error, state) => (error || !state ? reject(error) : resolve(state)), window),
      );
    const read = (key: string) =>
      new Promise<RateLimitState>((resolve, reject) =>
        store.read(key, (error, state) => (error || !state ? reject(error) : resolve(state))),
      );
    expect((await incr('k', 300)).current).toBe(1);
    expect((await incr('k', 300)).current).toBe(2);
    const third = await incr('k', 300);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(0);
    expect(third.ttl).toBeLessThanOrEqual(300);
    expect((await read('k')).current).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await read('k')).toEqual({ current: 0, ttl: 0 });
    expect((await incr('k', 60_000)).current).toBe(1);

    // A short-lived row of another key, expired, is gone after the next count (cleanup every call here).
    await incr('curta', 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await incr('k', 60_000);
    await expect
      .poll(async () => {
        const result = (await a.database.db.execute(
          sql`select count(*)::int as n from limites_de_taxa where chave like '%|curta'`,
        )) as unknown as { rows: { n: number }[] };
        return result.rows[0]?.n;
      })
      .toBe(0);
  });
});
