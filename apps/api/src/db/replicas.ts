import pg from 'pg';
import { isDatabaseUnavailableError } from '../lib/db-errors';
import { currentReadContext, formatLsn, parseLsn, type ReplicaStatus } from '../lib/read-context';
import { hasSideEffects, isReadStatement } from './resilient-pool';

/**
 * Read replicas (issue 17, DATABASE_REPLICA_URLS). Routing happens under Drizzle, at the pool: the `db`
 * repositories use is built on a `RoutingPool`, whose `query` sends a statement to a replica only when
 * all of these hold, and to the primary otherwise:
 *
 * - the request's handler runs in a read context whose route opted in (`config: { leituraEmReplica: true }`,
 *   plugins/read-routing.ts) — hooks (authentication, the session state, access rules) never do;
 * - the statement is a plain read (`isReadStatement`, no row locks) and the request has not written yet;
 * - a replica is up, lags at most `maxLagMs` behind the primary, and has replayed the caller's last write
 *   (`minLsn`, the WAL position the caller's previous writing request was answered with).
 *
 * `connect()` (Drizzle's transactions) always gets a primary connection. The first routed read pins the
 * request to its target, so two reads of one request never go backwards in time; a replica that fails
 * (down, recovery conflict, read-only error) sends that read and the rest of the request to the primary.
 *
 * Why at the pool and not Drizzle's `withReplicas`: that one routes `db.select` only — `db.execute` of raw
 * reads, the named statements of lib/prepared-statements.ts (which go through `db._.session`) and the
 * relational queries of a transaction object would all need their own routing, and `db.with(...)` would
 * send a CTE's UPDATE to a replica. One decision per statement, below every API, covers them all.
 */

interface ReplicaState {
  nome: string;
  up: boolean;
  replayLsn: bigint | undefined;
  lagBytes: number | null;
  /** How far behind the replica was when polled (ms), and when that was. */
  stalenessMs: number;
  polledAt: number;
  /** Start of the last poll that found it usable (for health) and whether its last error was logged. */
  lastError: string | undefined;
}

export interface ReplicaMonitorOptions {
  /** A pool on the primary (for `pg_current_wal_lsn()`). */
  primary: pg.Pool;
  /** One small pool per replica, in the order of DATABASE_REPLICA_URLS. */
  replicas: { nome: string; pool: pg.Pool }[];
  /** How often each server is asked (default 250 ms). */
  pollMs?: number;
  /** A replica older than this is not read from (default 2,000 ms). */
  maxLagMs?: number;
  /** Called when a replica goes down or comes back (log). */
  onChange?: (nome: string, up: boolean, reason?: string) => void;
  now?: () => number;
}

/**
 * Polls the primary's `pg_current_wal_lsn()` and each replica's `pg_last_wal_replay_lsn()` every `pollMs`
 * and keeps the answers. A replica's staleness is measured against the primary's past positions: the
 * samples (time the primary was asked, its position) of the last few seconds; the replica holds every
 * commit made before the newest sample it has replayed, so its data is `now − that sample's time` old. An
 * idle primary with a caught-up replica is 0 s old (unlike `now() − pg_last_xact_replay_timestamp()`,
 * which grows while nothing is written). Between polls the staleness ages with the clock.
 */
export class ReplicaMonitor {
  readonly pollMs: number;
  readonly maxLagMs: number;
  private readonly states: ReplicaState[];
  private samples: { at: number; lsn: bigint }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private next = 0;
  /**
   * The freshness floor: every replica read must include the primary's position read after the last
   * NOTIFY this process received (`observedCommit`). While it is being read, no replica is used.
   */
  private floor = 0n;
  private floorPending = false;
  private floorFetching: Promise<void> | undefined;
  private floorWantedAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;

  constructor(private readonly options: ReplicaMonitorOptions) {
    this.pollMs = options.pollMs ?? 250;
    this.maxLagMs = options.maxLagMs ?? 2_000;
    this.now = options.now ?? (() => performance.now());
    this.states = options.replicas.map(({ nome }) => ({
      nome,
      up: false,
      replayLsn: undefined,
      lagBytes: null,
      stalenessMs: Number.POSITIVE_INFINITY,
      polledAt: 0,
      lastError: undefined,
    }));
  }

  /** Polls once now (start-up waits for it: the first requests may already use a replica), then on a timer. */
  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => {
      this.polling ??= this.poll().finally(() => {
        this.polling = undefined;
      });
    }, this.pollMs);
    // The monitor never keeps the process alive on its own.
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.polling;
    await this.floorFetching;
  }

  /** One round: the primary first (its position is the yardstick), then every replica at once. */
  async poll(): Promise<void> {
    if (this.floorPending) this.fetchFloor();
    const askedAt = this.now();
    try {
      const { rows } = await this.options.primary.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      const lsn = parseLsn(rows[0]?.lsn);
      if (lsn !== undefined) this.addSample(askedAt, lsn);
    } catch {
      // The primary is the requests' problem (they answer 503); the replicas are still measured against
      // the samples already taken, which age.
    }
    await Promise.all(this.options.replicas.map((replica, index) => this.pollReplica(replica.pool, index)));
  }

  private addSample(at: number, lsn: bigint): void {
    this.samples.push({ at, lsn });
    // Enough history to measure up to twice the bound (older than that is "too old" anyway).
    const horizon = at - 2 * this.maxLagMs - this.pollMs;
    while (this.samples.length > 2 && (this.samples[0]?.at ?? at) < horizon) this.samples.shift();
  }

  private async pollReplica(pool: pg.Pool, index: number): Promise<void> {
    const state = this.states[index];
    if (!state) return;
    const polledAt = this.now();
    try {
      const { rows } = await pool.query<{ lsn: string | null; recovery: boolean }>(
        'select pg_last_wal_replay_lsn()::text as lsn, pg_is_in_recovery() as recovery',
      );
      const row = rows[0];
      if (!row?.recovery) {
        // A promoted replica (or a primary given as a replica) has its own history from now on.
        throw new Error('o servidor não está em recuperação (não é uma réplica)');
      }
      const replayLsn = parseLsn(row.lsn);
      if (replayLsn === undefined) throw new Error('a réplica ainda não reproduziu WAL');
      state.replayLsn = replayLsn;
      const newest = this.samples.at(-1);
      state.lagBytes = newest ? Math.max(0, Number(newest.lsn - replayLsn)) : null;
      state.stalenessMs = this.stalenessAt(replayLsn, polledAt);
      state.polledAt = polledAt;
      if (!state.up) this.options.onChange?.(state.nome, true);
      state.up = true;
      state.lastError = undefined;
    } catch (error) {
      this.markDown(index, error);
    }
  }

  /** How old data holding `replayLsn` is at `at`: the age of the newest primary sample it covers. */
  private stalenessAt(replayLsn: bigint, at: number): number {
    for (let i = this.samples.length - 1; i >= 0; i--) {
      const sample = this.samples[i];
      if (sample && sample.lsn <= replayLsn) return Math.max(0, at - sample.at);
    }
    // Behind every sample kept: older than the history, i.e. beyond the bound.
    return Number.POSITIVE_INFINITY;
  }

  /** A replica that failed (a poll, or a routed read): not read from until a poll finds it again. */
  markDown(index: number, error: unknown): void {
    const state = this.states[index];
    if (!state) return;
    const reason = error instanceof Error ? error.message : String(error);
    if (state.up || state.lastError === undefined) this.options.onChange?.(state.nome, false, reason);
    state.up = false;
    state.lastError = reason;
    state.lagBytes = null;
    state.stalenessMs = Number.POSITIVE_INFINITY;
  }

  /**
   * A NOTIFY arrived (pg-channel-bus): something committed that a live event (a board or notification
   * hub) is announcing to browsers right now, and they will re-read it at once — from a replica that may
   * not hold it yet. So the primary's position is read (after the NOTIFY, hence past that commit) and no
   * replica is used until it has replayed it; until that position is known (≈ 1 ms), none is. Every
   * process receives every NOTIFY, so every process holds the same floor: the readers of ANY process see
   * what the events announce, with no per-user memory.
   */
  observedCommit(): void {
    this.floorWantedAt = this.now();
    this.floorPending = true;
    this.fetchFloor();
  }

  private fetchFloor(): void {
    if (this.floorFetching) return;
    const startedAt = this.now();
    this.floorFetching = this.options.primary
      .query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
      .then(({ rows }) => {
        const lsn = parseLsn(rows[0]?.lsn);
        if (lsn !== undefined && lsn > this.floor) this.floor = lsn;
        // A NOTIFY that came in after this read was sent needs a read of its own.
        if (this.floorWantedAt <= startedAt) this.floorPending = false;
      })
      .catch(() => undefined)
      .finally(() => {
        this.floorFetching = undefined;
        if (this.floorPending && this.floorWantedAt > startedAt) this.fetchFloor();
      });
  }

  /** Whether replica `index` may serve a read that must include `minLsn`, now. */
  private usable(index: number, minLsn: bigint | undefined, now: number): boolean {
    const state = this.states[index];
    if (!state?.up || state.replayLsn === undefined) return false;
    if (minLsn !== undefined && state.replayLsn < minLsn) return false;
    if (this.floorPending || state.replayLsn < this.floor) return false;
    return state.stalenessMs + (now - state.polledAt) <= this.maxLagMs;
  }

  /** A replica for a read (round robin among the usable ones), or -1: read on the primary. */
  pick(minLsn: bigint | undefined): number {
    const count = this.states.length;
    const now = this.now();
    for (let step = 0; step < count; step++) {
      const index = (this.next + step) % count;
      if (this.usable(index, minLsn, now)) {
        this.next = (index + 1) % count;
        return index;
      }
    }
    return -1;
  }

  /** For /api/health: each replica's lag as last polled. */
  status(): ReplicaStatus[] {
    const now = this.now();
    return this.states.map((state) => ({
      nome: state.nome,
      disponivel: state.up,
      atrasoBytes: state.up ? state.lagBytes : null,
      atrasoSegundos:
        state.up && Number.isFinite(state.stalenessMs)
          ? Math.round((state.stalenessMs + (now - state.polledAt)) / 10) / 100
          : null,
    }));
  }

  /** The newest primary position seen (tests). */
  get primaryLsn(): string | undefined {
    const newest = this.samples.at(-1);
    return newest ? formatLsn(newest.lsn) : undefined;
  }
}

/** Errors after which a read sent to a replica is sent to the primary instead. */
function replicaCannotServe(error: unknown): boolean {
  if (isDatabaseUnavailableError(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  // 25006: read-only transaction (a statement that writes after all); 40001: canceled by a recovery
  // conflict (the replica replayed a change that removed what the query was reading).
  return code === '25006' || code === '40001';
}

const ROW_LOCK = /\bfor\s+(no\s+key\s+)?(update|share|key\s+share)\b/i;
/** What makes a `WITH …` statement a write: a data-modifying CTE or main statement. */
const DATA_MODIFYING =
  /\b(insert\s+into|update\s+[\w".]+(\s+(as\s+)?[\w"]+)?\s+set|delete\s+from|merge\s+into)\b/i;

/**
 * A plain read a replica can serve: `isReadStatement` (a SELECT calling nothing with side effects) or a
 * `WITH … SELECT` without a data-modifying part, and no row lock (FOR UPDATE / SHARE). Anything else is a
 * write. A misjudged write is still safe: the replica refuses it (25006) and the primary runs it.
 */
export function isReplicaRead(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return false;
  const read =
    isReadStatement(text) ||
    (/^\s*with\b/i.test(text) && !DATA_MODIFYING.test(text) && !hasSideEffects(text));
  return read && !ROW_LOCK.test(text);
}

type QueryArgs = unknown[];
type Query = (...args: QueryArgs) => unknown;

/**
 * A pool for Drizzle (its name holds "Pool": Drizzle's transactions take a connection with `connect()`
 * from anything it recognises as a pool) that sends each statement where the request's read context says.
 * `replicas[i]` are pools on the monitor's replica `i`.
 */
export class RoutingPool {
  constructor(
    readonly primary: pg.Pool,
    readonly replicas: pg.Pool[],
    private readonly monitor: ReplicaMonitor,
  ) {}

  get options(): pg.Pool['options'] {
    return this.primary.options;
  }

  query(...args: QueryArgs): unknown {
    const onPrimary = () => (this.primary.query as Query)(...args);
    const context = currentReadContext();
    if (!context || typeof args[args.length - 1] === 'function') return onPrimary();
    if (!isReplicaRead(args[0])) {
      context.state.wrote = true;
      return onPrimary();
    }
    if (!context.replicaAllowed || context.state.wrote) return onPrimary();
    context.state.pinned ??= this.monitor.pick(context.minLsn);
    const index = context.state.pinned;
    const replica = index >= 0 ? this.replicas[index] : undefined;
    if (!replica) return onPrimary();
    return ((replica.query as Query)(...args) as Promise<unknown>).catch((error: unknown) => {
      if (!replicaCannotServe(error)) throw error;
      if ((error as { code?: unknown }).code === '25006') {
        // It wrote after all (a function with side effects): the request is a writer from now on.
        context.state.wrote = true;
      } else {
        this.monitor.markDown(index, error);
        context.state.pinned = -1;
      }
      return onPrimary();
    });
  }

  /** A connection for a transaction: always the primary (a transaction may write). */
  connect(...args: unknown[]): unknown {
    const context = currentReadContext();
    if (context) context.state.wrote = true;
    return (this.primary.connect as (...a: unknown[]) => unknown)(...args);
  }

  /** Event listeners (tests count statements through `acquire`) go to every pool. */
  on(event: string, listener: (...args: unknown[]) => void): this {
    for (const pool of [this.primary, ...this.replicas]) pool.on(event as 'acquire', listener);
    return this;
  }

  off(event: string, listener: (...args: unknown[]) => void): this {
    for (const pool of [this.primary, ...this.replicas]) pool.off(event as 'acquire', listener);
    return this;
  }

  async end(): Promise<void> {
    await Promise.all([this.primary, ...this.replicas].map((pool) => (pool.ending ? undefined : pool.end())));
  }
}

/** A small pool for the monitor's polls: one connection, a short time-out, errors only recorded. */
export function createMonitorPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 1,
    connectionTimeoutMillis: 2_000,
    query_timeout: 2_000,
    keepAlive: true,
  });
  pool.on('error', () => undefined);
  return pool;
}
