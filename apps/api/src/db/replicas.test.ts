import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { formatLsn, newReadContext, onPrimary, parseLsn, runInReadContext } from '../lib/read-context';
import { requiredLsn } from '../plugins/read-routing';
import { isReplicaRead, ReplicaMonitor, RoutingPool } from './replicas';

/** A pool that answers `query` with `answer(text)` and records what it was sent. */
function fakePool(name: string, answer: (text: string) => unknown = () => ({ rows: [{ server: name }] })) {
  const sent: string[] = [];
  const pool = {
    sent,
    query: async (config: unknown) => {
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      sent.push(text);
      const result = answer(text);
      if (result instanceof Error) throw result;
      return result;
    },
    connect: async () => ({ server: name }),
    on: () => pool,
    off: () => pool,
  };
  return pool;
}

/** A primary at `primaryLsn` and replicas at their own replay positions (mutable). */
function cluster(replays: (string | Error)[]) {
  const positions = { primary: '0/3000000', replays };
  const primaryMonitor = fakePool('primary-monitor', () => ({ rows: [{ lsn: positions.primary }] }));
  const replicaMonitors = replays.map((_, i) =>
    fakePool(`r${i}-monitor`, () => {
      const replay = positions.replays[i];
      return replay instanceof Error ? replay : { rows: [{ lsn: replay, recovery: true }] };
    }),
  );
  let clock = 1_000;
  const monitor = new ReplicaMonitor({
    primary: primaryMonitor as unknown as pg.Pool,
    replicas: replicaMonitors.map((pool, i) => ({
      nome: `r${i}:5432/embarca`,
      pool: pool as unknown as pg.Pool,
    })),
    pollMs: 100,
    maxLagMs: 1_000,
    now: () => clock,
  });
  return {
    positions,
    monitor,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

describe('LSNs', () => {
  it('parse and format like pg_lsn', () => {
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(formatLsn(parseLsn('16/B374D848') ?? 0n)).toBe('16/B374D848');
    expect(parseLsn('0/0')).toBe(0n);
    for (const bad of ['', 'x/1', '1', '123456789/0', '1/2/3', undefined, null])
      expect(parseLsn(bad)).toBeUndefined();
  });

  it('take the highest of the cookie and the header, ignoring anything malformed', () => {
    expect(requiredLsn({ headers: {} })).toBeUndefined();
    expect(requiredLsn({ headers: { cookie: 'a=1; embarca_lsn=0/10; b=2' } })).toBe(16n);
    expect(requiredLsn({ headers: { cookie: 'embarca_lsn=0/10', 'x-embarca-lsn': '0/20' } })).toBe(32n);
    expect(
      requiredLsn({ headers: { cookie: 'embarca_lsn=lixo', 'x-embarca-lsn': '<script>' } }),
    ).toBeUndefined();
  });
});

describe('isReplicaRead', () => {
  it('is a plain SELECT without side effects or row locks', () => {
    expect(isReplicaRead('select 1')).toBe(true);
    expect(isReplicaRead({ text: '  SELECT * from cargas where id = $1' })).toBe(true);
    expect(isReplicaRead('select * from cargas for update')).toBe(false);
    expect(isReplicaRead('select * from cargas for no key update skip locked')).toBe(false);
    expect(isReplicaRead('select * from cargas for share')).toBe(false);
    expect(isReplicaRead("select pg_notify('x', 'y')")).toBe(false);
    expect(isReplicaRead('with x as (update t set a = 1 returning *) select * from x')).toBe(false);
    expect(isReplicaRead('insert into t values (1)')).toBe(false);
    expect(isReplicaRead('with x as (select 1 as a) select * from x')).toBe(true);
    expect(isReplicaRead('WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x')).toBe(false);
    expect(isReplicaRead('with x as (select 1) insert into t select * from x')).toBe(false);
    expect(isReplicaRead('with x as (select pg_advisory_lock(1)) select * from x')).toBe(false);
    expect(isReplicaRead('with x as (select 1) update "t" as a set b = 1')).toBe(false);
  });
});

describe('ReplicaMonitor', () => {
  it('measures staleness against the primary’s past positions and picks only replicas fresh enough', async () => {
    const { positions, monitor, tick } = cluster(['0/3000000', '0/2000000']);
    await monitor.poll();
    // r0 holds the primary's position: usable; r1 is behind every sample taken: not.
    expect(monitor.pick(undefined)).toBe(0);
    expect(monitor.pick(undefined)).toBe(0);
    expect(monitor.status()).toEqual([
      { nome: 'r0:5432/embarca', disponivel: true, atrasoBytes: 0, atrasoSegundos: 0 },
      { nome: 'r1:5432/embarca', disponivel: true, atrasoBytes: 0x1000000, atrasoSegundos: null },
    ]);

    // The primary moves on; r1 catches up to where it was: r1 is 300 ms behind, r0 is current.
    tick(300);
    positions.primary = '0/4000000';
    positions.replays = ['0/4000000', '0/3000000'];
    await monitor.poll();
    expect(monitor.status()[1]).toMatchObject({ atrasoBytes: 0x1000000, atrasoSegundos: 0.3 });
    // Round robin among the usable ones.
    expect(new Set([monitor.pick(undefined), monitor.pick(undefined)])).toEqual(new Set([0, 1]));
    // Read-your-writes: only a replica that replayed the caller's write.
    expect(monitor.pick(parseLsn('0/4000000'))).toBe(0);
    expect(monitor.pick(parseLsn('0/4000000'))).toBe(0);
    expect(monitor.pick(parseLsn('0/5000000'))).toBe(-1);

    // Without a new poll the data ages: past the bound nobody is used.
    tick(1_200);
    expect(monitor.pick(undefined)).toBe(-1);
  });

  it('after a NOTIFY, uses no replica until one has replayed the primary’s position read after it', async () => {
    const { positions, monitor } = cluster(['0/3000000']);
    await monitor.poll();
    expect(monitor.pick(undefined)).toBe(0);
    positions.primary = '0/3500000';
    monitor.observedCommit();
    // While the position is being read: the primary.
    expect(monitor.pick(undefined)).toBe(-1);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    // Known now, and the replica is behind it.
    expect(monitor.pick(undefined)).toBe(-1);
    positions.replays = ['0/3500000'];
    await monitor.poll();
    expect(monitor.pick(undefined)).toBe(0);
  });

  it('marks a replica that fails or is not in recovery as down, and brings it back when it answers', async () => {
    const { positions, monitor } = cluster([new Error('connect ECONNREFUSED')]);
    await monitor.poll();
    expect(monitor.pick(undefined)).toBe(-1);
    expect(monitor.status()[0]).toMatchObject({ disponivel: false, atrasoBytes: null, atrasoSegundos: null });
    positions.replays = ['0/3000000'];
    await monitor.poll();
    expect(monitor.pick(undefined)).toBe(0);
  });
});

describe('RoutingPool', () => {
  async function routed() {
    const { monitor } = cluster(['0/3000000']);
    await monitor.poll();
    const primary = fakePool('primary');
    const replica = fakePool('replica');
    const pool = new RoutingPool(primary as unknown as pg.Pool, [replica as unknown as pg.Pool], monitor);
    const where = async (text = 'select 1') =>
      ((await pool.query(text)) as { rows: { server: string }[] }).rows[0]?.server;
    return { pool, primary, replica, monitor, where };
  }

  it('keeps everything on the primary outside a handler, and in a route that did not opt in', async () => {
    const { where } = await routed();
    expect(await where()).toBe('primary');
    expect(await runInReadContext(newReadContext(false, undefined), () => where())).toBe('primary');
  });

  it('sends an opted-in read to the replica, unless the request wrote, or asked for the primary', async () => {
    const { pool, where } = await routed();
    expect(await runInReadContext(newReadContext(true, undefined), () => where())).toBe('replica');
    expect(await runInReadContext(newReadContext(true, undefined), () => onPrimary(() => where()))).toBe(
      'primary',
    );
    const context = newReadContext(true, undefined);
    await runInReadContext(context, async () => {
      expect(await where('update t set a = 1')).toBe('primary');
      expect(context.state.wrote).toBe(true);
      expect(await where()).toBe('primary');
    });
    const transaction = newReadContext(true, undefined);
    await runInReadContext(transaction, async () => {
      await pool.connect();
      expect(await where()).toBe('primary');
    });
    expect(transaction.state.wrote).toBe(true);
    // A replica that has not replayed the caller's write: the primary.
    expect(await runInReadContext(newReadContext(true, parseLsn('0/9000000')), () => where())).toBe(
      'primary',
    );
  });

  it('falls back to the primary, for the rest of the request, when the replica cannot serve', async () => {
    const { monitor } = cluster(['0/3000000']);
    await monitor.poll();
    const primary = fakePool('primary');
    const down = Object.assign(new Error('Connection terminated unexpectedly'), {});
    const replica = fakePool('replica', () => down);
    const pool = new RoutingPool(primary as unknown as pg.Pool, [replica as unknown as pg.Pool], monitor);
    const context = newReadContext(true, undefined);
    const server = await runInReadContext(context, async () => {
      const first = (await pool.query('select 1')) as { rows: { server: string }[] };
      const second = (await pool.query('select 2')) as { rows: { server: string }[] };
      return [first.rows[0]?.server, second.rows[0]?.server];
    });
    expect(server).toEqual(['primary', 'primary']);
    expect(replica.sent).toEqual(['select 1']);
    expect(monitor.pick(undefined)).toBe(-1);
    // Any other error is the query's own: not retried elsewhere.
    const broken = fakePool('replica', () => Object.assign(new Error('syntax error'), { code: '42601' }));
    await monitor.poll();
    const strict = new RoutingPool(primary as unknown as pg.Pool, [broken as unknown as pg.Pool], monitor);
    await expect(
      runInReadContext(newReadContext(true, undefined), () => strict.query('select')),
    ).rejects.toThrow('syntax error');
  });
});
