import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, signInAs } from '../../../test/factories/sessoes';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import type { SessionState } from './auth.repository';
import { createSessionStateCache } from './session-state.cache';

const state = (ownerId: string, sessionVersion = 1): SessionState => ({
  ownerId,
  ativo: true,
  bloqueado: false,
  locked: false,
  sessionVersion,
  ownerAtivo: true,
  ownerAcessoBloqueado: false,
  unidadeIds: ['u1'],
  unidades: [{ id: 'u1', descricao: 'Unidade 1' }],
});

describe('session-state cache (unit)', () => {
  it('reads the database on every request until the listener is in place, then once per user', async () => {
    const load = vi.fn(async () => state('o1'));
    const cache = createSessionStateCache(load);
    await cache.loadSessionState('a');
    await cache.loadSessionState('a');
    expect(load).toHaveBeenCalledTimes(2);
    cache.setTrusted(true);
    await cache.loadSessionState('a');
    await cache.loadSessionState('a');
    await cache.loadSessionState('b');
    expect(load).toHaveBeenCalledTimes(4);
    cache.setTrusted(false);
    await cache.loadSessionState('a');
    expect(load).toHaveBeenCalledTimes(5);
    expect(cache.size).toBe(0);
  });

  it("drops one user on 'u:', every user of an owner on 'o:', everything on anything else", async () => {
    const owners: Record<string, string> = { a: 'o1', b: 'o1', c: 'o2' };
    const load = vi.fn(async (userId: string) => state(owners[userId] ?? 'o9'));
    const cache = createSessionStateCache(load);
    cache.setTrusted(true);
    for (const id of ['a', 'b', 'c']) await cache.loadSessionState(id);
    cache.invalidate('u:A');
    expect(cache.size).toBe(2);
    cache.invalidate('o:o1');
    expect(cache.size).toBe(1);
    cache.invalidate('?');
    expect(cache.size).toBe(0);
  });

  it('never keeps a read that began before an invalidation (it may hold the state from before the write)', async () => {
    let release: (value: SessionState) => void = () => undefined;
    const load = vi
      .fn<(userId: string) => Promise<SessionState>>()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockImplementation(async () => state('o1', 2));
    const cache = createSessionStateCache(load);
    cache.setTrusted(true);
    const before = cache.loadSessionState('a');
    cache.invalidate('u:a'); // the write commits while the read is under way
    release(state('o1', 1));
    expect((await before)?.sessionVersion).toBe(1); // that request saw the old state, as the database did
    expect((await cache.loadSessionState('a'))?.sessionVersion).toBe(2); // the next one reads again
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again after maxAgeMs (a safety net; NOTIFY is the invalidation) and keeps at most maxEntries', async () => {
    let now = 0;
    const load = vi.fn(async () => state('o1'));
    const cache = createSessionStateCache(load, { maxAgeMs: 1_000, maxEntries: 2, now: () => now });
    cache.setTrusted(true);
    await cache.loadSessionState('a');
    now = 1_500;
    await cache.loadSessionState('a');
    expect(load).toHaveBeenCalledTimes(2);
    await cache.loadSessionState('b');
    await cache.loadSessionState('c');
    expect(cache.size).toBe(2);
  });
});

/**
 * Two API processes on one database: A serves the user, B (another process) or a plain SQL session changes
 * the user's state. A must stop accepting the session without any request of its own writing anything —
 * through the `sessao` NOTIFY of migration 0016. Polled, never timed (vi.waitFor gives up after 10 s).
 */
describe('session-state cache across processes', () => {
  let a: TestApp;
  let b: TestApp;
  let secondHandle: DatabaseHandle | undefined;

  beforeAll(async () => {
    a = await createTestApp();
    if (a.database.driver === 'postgres') {
      const { connectionString } = (a.database.db as unknown as { $client: pg.Pool }).$client.options;
      secondHandle = await openDatabase({ databaseUrl: connectionString, poolMax: 2 });
    }
    // On PGlite both "processes" share the one embedded instance (as two apps in one process would).
    b = await createTestApp({ database: secondHandle ?? a.database });
  });
  afterAll(async () => {
    await b.app.close();
    await secondHandle?.close();
    await a.close();
  });

  const unidades = (app: TestApp, headers: Record<string, string>) =>
    app.app.inject({ method: 'GET', url: '/api/unidade-negocio/listwithaccess', headers });

  it('a user blocked through another process loses the session here', async () => {
    const operador = await signInAs(a.app, DEMO.operador);
    const admin = await signInAs(b.app, DEMO.admin);
    expect((await unidades(a, operador.bearer)).statusCode).toBe(200);
    expect((await unidades(a, operador.bearer)).statusCode).toBe(200); // now from A's memory
    const blocked = await b.app.inject({
      method: 'PATCH',
      url: `/api/user/${operador.userId}/bloquear`,
      headers: admin.bearer,
    });
    expect(blocked.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await unidades(a, operador.bearer)).statusCode).toBe(401), {
      timeout: 10_000,
      interval: 50,
    });
    await b.app.inject({
      method: 'PATCH',
      url: `/api/user/${operador.userId}/desbloquear`,
      headers: admin.bearer,
    });
  });

  it('a unit deactivated or an owner blocked by plain SQL reaches every process', async () => {
    const admin = await signInAs(a.app, DEMO.admin);
    const before = (await unidades(a, admin.bearer)).json<{ id: string }[]>();
    expect(before.length).toBeGreaterThan(1);
    const unidadeId = before[0]!.id;
    await (secondHandle ?? b.database).db.execute(
      sql`update unidades_negocio set ativo = false where id = ${unidadeId}::uuid`,
    );
    await vi.waitFor(
      async () => {
        const now = (await unidades(a, admin.bearer)).json<{ id: string }[]>();
        expect(now.map((unit) => unit.id)).not.toContain(unidadeId);
      },
      { timeout: 10_000, interval: 50 },
    );
    await (secondHandle ?? b.database).db.execute(
      sql`update owners set acesso_bloqueado = true where id = ${admin.ownerId}::uuid`,
    );
    await vi.waitFor(async () => expect((await unidades(a, admin.bearer)).statusCode).toBe(401), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it('a write in this process takes effect on the very next request (no wait for the NOTIFY)', async () => {
    const c = await createTestApp();
    try {
      const operador = await signInAs(c.app, DEMO.operador);
      const admin = await signInAs(c.app, DEMO.admin);
      expect((await unidades(c, operador.bearer)).statusCode).toBe(200);
      await c.app.inject({
        method: 'PATCH',
        url: `/api/user/${operador.userId}/bloquear`,
        headers: admin.bearer,
      });
      expect((await unidades(c, operador.bearer)).statusCode).toBe(401);
    } finally {
      await c.close();
    }
  });
});
