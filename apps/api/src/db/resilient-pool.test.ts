import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  isPoolerCannotReachServer,
  isReadStatement,
  retryReadsOnce,
  waitForServerOnConnect,
  waitThroughPoolerOutage,
} from './resilient-pool';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const startingUp = () => Object.assign(new Error('the database system is starting up'), { code: '57P03' });

/** A pool whose `connect` follows a script: an error to throw, or a client to hand out. */
function scriptedPool(
  script: Array<Error | 'ok'>,
  options: { refuseAfterScript?: boolean; realSleep?: boolean } = {},
) {
  const released: unknown[] = [];
  let calls = 0;
  const pool = {
    ending: false,
    connect: async () => {
      calls += 1;
      const step = script.shift() ?? (options.refuseAfterScript ? refused() : 'ok');
      if (step instanceof Error) throw step;
      const client = { _queryable: true, release: (err?: unknown) => released.push(err) };
      return client as unknown as pg.PoolClient;
    },
  };
  const slept: number[] = [];
  waitForServerOnConnect(pool as unknown as pg.Pool, 1_000, async (ms) => {
    slept.push(ms);
    if (options.realSleep) await new Promise((resolve) => setTimeout(resolve, ms));
  });
  return { pool: pool as unknown as pg.Pool, released, slept, calls: () => calls };
}

describe('waitForServerOnConnect', () => {
  it('fails at once while the server was never reached (start-up stays fail-fast)', async () => {
    const { pool, calls } = scriptedPool([refused(), 'ok']);
    await expect(pool.connect()).rejects.toThrow('ECONNREFUSED');
    expect(calls()).toBe(1);
  });

  it('waits for a server it had, through refusals and "starting up", with a growing pause', async () => {
    const { pool, slept, calls } = scriptedPool(['ok', refused(), refused(), startingUp(), 'ok']);
    (await pool.connect()).release();
    await expect(pool.connect()).resolves.toBeDefined();
    expect(calls()).toBe(5);
    expect(slept).toEqual([25, 50, 100]);
  });

  it('also answers the callback form pool.query uses', async () => {
    const { pool } = scriptedPool(['ok', refused(), 'ok']);
    (await pool.connect()).release();
    const client = await new Promise<unknown>((resolve, reject) =>
      (pool.connect as unknown as (cb: (e?: Error, c?: unknown) => void) => void)((error, c) =>
        error ? reject(error) : resolve(c),
      ),
    );
    expect(client).toBeDefined();
  });

  it('gives up once the outage is older than the window, then fails each attempt at once', async () => {
    const { pool, calls } = scriptedPool(['ok'], { refuseAfterScript: true, realSleep: true });
    (await pool.connect()).release();
    const started = Date.now();
    await expect(pool.connect()).rejects.toThrow('ECONNREFUSED');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(3_000);
    const before = calls();
    await expect(pool.connect()).rejects.toThrow('ECONNREFUSED');
    expect(calls() - before).toBe(1);
  });

  it('does not wait for a full pool nor for a pool being closed', async () => {
    const full = scriptedPool(['ok', new Error('timeout exceeded when trying to connect')]);
    (await full.pool.connect()).release();
    await expect(full.pool.connect()).rejects.toThrow('timeout exceeded');
    expect(full.calls()).toBe(2);
  });

  it('destroys a client whose connection failed instead of returning it to the pool', async () => {
    const { pool, released } = scriptedPool(['ok', 'ok']);
    const healthy = await pool.connect();
    healthy.release();
    const dead = await pool.connect();
    (dead as unknown as { _queryable: boolean })._queryable = false;
    dead.release();
    expect(released[0]).toBeUndefined();
    expect(released[1]).toBeInstanceOf(Error);
  });
});

describe('retryReadsOnce on a fresh connection', () => {
  const terminated = () =>
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

  it('sends a failed read once more through the rerun given', async () => {
    const sent: string[] = [];
    const pool = {
      query: async (text: string) => {
        sent.push(`pool:${text}`);
        throw terminated();
      },
    };
    retryReadsOnce(pool as unknown as pg.Pool, undefined, async (text) => {
      sent.push(`fresh:${String(text)}`);
      return { rows: [] };
    });
    await expect(pool.query('select 1')).resolves.toEqual({ rows: [] });
    expect(sent).toEqual(['pool:select 1', 'fresh:select 1']);
  });

  it('never repeats a SELECT calling a function with side effects', () => {
    expect(isReadStatement('select * from cargas where id = $1')).toBe(true);
    expect(isReadStatement({ text: '  SELECT c.* from cargas c' })).toBe(true);
    expect(isReadStatement('select pg_notify($1, $2)')).toBe(false);
    expect(isReadStatement("select nextval('x')")).toBe(false);
    expect(isReadStatement('select set_config($1, $2, true)')).toBe(false);
    expect(isReadStatement('with x as (insert into t values (1) returning *) select * from x')).toBe(false);
    expect(isReadStatement('update cargas set x = 1')).toBe(false);
  });
});

describe('waitThroughPoolerOutage (PgBouncer while the server restarts)', () => {
  const loginFailing = () =>
    Object.assign(new Error('server login has been failing, try again later (server_login_retry)'), {
      code: '08P01',
    });

  it('sends a write again while PgBouncer cannot log in, within the window', async () => {
    let calls = 0;
    const waits: number[] = [];
    const pool = {
      query: async (_text: string) => {
        calls += 1;
        if (calls < 4) throw loginFailing();
        return { rows: [{ id: 1 }] };
      },
    };
    waitThroughPoolerOutage(pool as unknown as pg.Pool, 5_000, async (ms) => {
      waits.push(ms);
    });
    await expect(pool.query('insert into t values (1) returning id')).resolves.toEqual({ rows: [{ id: 1 }] });
    expect(calls).toBe(4);
    expect(waits).toEqual([100, 200, 400]);
  });

  it('gives up after the window, and never repeats other errors', async () => {
    let calls = 0;
    const pool = {
      query: async (text: string) => {
        calls += 1;
        if (text === 'select 1') throw loginFailing();
        throw Object.assign(new Error('duplicate key value'), { code: '23505' });
      },
    };
    let now = 0;
    const realNow = performance.now.bind(performance);
    performance.now = () => now;
    try {
      waitThroughPoolerOutage(pool as unknown as pg.Pool, 1_000, async (ms) => {
        now += ms;
      });
      await expect(pool.query('select 1')).rejects.toThrow('server login has been failing');
      expect(now).toBeGreaterThanOrEqual(1_000);
      calls = 0;
      await expect(pool.query('insert into t values (1)')).rejects.toThrow('duplicate key value');
      expect(calls).toBe(1);
    } finally {
      performance.now = realNow;
    }
  });

  it('knows only the pooler’s own outage answers', () => {
    expect(isPoolerCannotReachServer(loginFailing())).toBe(true);
    expect(
      isPoolerCannotReachServer(new Error('x', { cause: new Error('pgbouncer cannot connect to server') })),
    ).toBe(true);
    expect(
      isPoolerCannotReachServer(
        Object.assign(new Error('bind message supplies 2 parameters'), { code: '08P01' }),
      ),
    ).toBe(false);
  });
});
