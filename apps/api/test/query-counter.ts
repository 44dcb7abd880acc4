import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../src/db/client';
import { hotReadTarget } from '../src/lib/prepared-statements';

/**
 * Counts the statements sent to a test database while a callback runs (issue 14, the query budget per
 * route: test/query-budget.test.ts): `const { count, statements } = await countStatements(database, () =>
 * app.inject(…))`. Test-only; production code has no hook — the handle's own client is wrapped for the
 * duration of the callback and restored after it.
 *
 * What counts as one statement: each statement the database is sent, as it sees it —
 * - node-postgres: every `client.query(…)` of a connection of the handle's pool (plain reads, drizzle's
 *   queries, named prepared statements — one per execution, parsed or not —, `db.execute`, `pool.query`
 *   and the `begin`, `commit`, `rollback` and savepoints drizzle sends inside `db.transaction`). A read the
 *   pool retries after a connection error counts twice (the database saw it twice).
 * - PGlite: every `query` / `exec` (an `exec` of several statements counts once), and for `transaction`
 *   its `BEGIN`, each `query` / `exec` of the transaction and its `COMMIT` or `ROLLBACK` (PGlite sends
 *   these itself, so they are recorded by name).
 *
 * Everything on the handle while the callback runs is counted, whoever sends it; so run requests one at a
 * time. Not counted: connections that are not the pool's (pg-channel-bus's LISTEN client is its own
 * `pg.Client`; a NOTIFY delivered to it runs nothing on the pool unless a handler reads), connecting and
 * authenticating; the protocol steps of one statement (parse, describe, bind, execute) count once. Statements still running when the callback settles
 * (fire-and-forget work of the request) are waited for and counted, as are any started within one turn of
 * the event loop after it.
 */
export interface StatementCount<T> {
  /** How many statements the database was sent. */
  count: number;
  /** Their SQL texts, in order (a named prepared statement as `[name] text`), whitespace collapsed. */
  statements: string[];
  /** What the callback returned. */
  result: T;
}

interface Recorder {
  statements: string[];
  pending: Set<Promise<unknown>>;
}

const active = new WeakMap<object, Recorder>();

/** Runs `run` and counts the statements sent on `database` meanwhile (one count at a time per database). */
export async function countStatements<T>(
  database: DatabaseHandle,
  run: () => Promise<T>,
): Promise<StatementCount<T>> {
  const client = (database.db as unknown as { $client?: object }).$client;
  if (!client) throw new Error('countStatements: o banco não expõe o cliente ($client)');
  if (active.has(client)) throw new Error('countStatements: já há uma contagem em andamento neste banco');
  const recorder: Recorder = { statements: [], pending: new Set() };
  active.set(client, recorder);
  // On PostgreSQL hot reads run on a second pool (lib/prepared-statements.ts): both are counted.
  const hotClient = (hotReadTarget(database.db) as unknown as { $client?: object }).$client;
  const restorers =
    database.driver === 'postgres'
      ? [client, ...(hotClient && hotClient !== client ? [hotClient] : [])].map((pool) =>
          instrumentPool(pool as pg.Pool, recorder),
        )
      : [instrumentPglite(client as PGlite, recorder)];
  const restore = () => {
    for (const undo of restorers) undo();
  };
  try {
    const result = await run();
    await settle(recorder);
    return { count: recorder.statements.length, statements: [...recorder.statements], result };
  } finally {
    restore();
    active.delete(client);
  }
}

/** Waits for the statements under way, then one more turn of the event loop, until nothing new started. */
async function settle(recorder: Recorder): Promise<void> {
  for (let round = 0; round < 50; round++) {
    const before = recorder.statements.length;
    await Promise.allSettled([...recorder.pending]);
    await new Promise((resolve) => setImmediate(resolve));
    if (recorder.pending.size === 0 && recorder.statements.length === before) return;
  }
}

/** `text` (or `{ text, name }`) → one line for a failing assertion's message. */
function oneLine(statement: unknown): string {
  const config =
    typeof statement === 'string'
      ? { text: statement }
      : (statement as { text?: unknown; name?: unknown } | null);
  const text = typeof config?.text === 'string' ? config.text.replace(/\s+/g, ' ').trim() : String(statement);
  return typeof config?.name === 'string' && config.name ? `[${config.name}] ${text}` : text;
}

function track(recorder: Recorder, promise: unknown): void {
  if (!promise || typeof (promise as Promise<unknown>).then !== 'function') return;
  const tracked = (promise as Promise<unknown>).then(
    () => undefined,
    () => undefined,
  );
  recorder.pending.add(tracked);
  void tracked.then(() => recorder.pending.delete(tracked));
}

/** Replaces `target[key]` with `wrapper(original)`; the returned function puts the original back. */
function patch<O extends object, K extends keyof O>(
  target: O,
  key: K,
  wrapper: (original: O[K]) => O[K],
): () => void {
  const own = Object.getOwnPropertyDescriptor(target, key);
  const original = target[key];
  (target as Record<K, unknown>)[key] = wrapper(
    typeof original === 'function' ? original.bind(target) : original,
  );
  return () => {
    if (own) Object.defineProperty(target, key, own);
    else delete (target as Record<K, unknown>)[key];
  };
}

/**
 * node-postgres: every statement, pooled or in a transaction, is a `query` of a client the pool hands out
 * (`pool.query` checks one out too), and the pool emits `acquire` synchronously before handing it over. So
 * the `query` of each client checked out during the callback is wrapped — once per client.
 */
function instrumentPool(pool: pg.Pool, recorder: Recorder): () => void {
  const restores = new Map<pg.PoolClient, () => void>();
  const onAcquire = (client: pg.PoolClient) => {
    if (restores.has(client)) return;
    const restore = patch(client, 'query', (original) => {
      const query = original as unknown as (...args: unknown[]) => unknown;
      return ((...args: unknown[]) => {
        recorder.statements.push(oneLine(args[0]));
        const last = args.length - 1;
        const callback = args[last];
        if (typeof callback === 'function') {
          let done: () => void = () => undefined;
          track(recorder, new Promise<void>((resolve) => (done = resolve)));
          args[last] = (...results: unknown[]) => {
            done();
            return (callback as (...r: unknown[]) => unknown)(...results);
          };
          return query(...args);
        }
        const result = query(...args);
        track(recorder, result);
        return result;
      }) as unknown as typeof client.query;
    });
    restores.set(client, restore);
  };
  pool.on('acquire', onAcquire);
  return () => {
    pool.off('acquire', onAcquire);
    for (const restore of restores.values()) restore();
  };
}

/**
 * PGlite: `query` and `exec` send one statement (or one `exec` string) each; `transaction` sends `BEGIN`,
 * then its callback's `tx.query` / `tx.exec` (which do not go through the instance's `query`), then
 * `COMMIT` — or `ROLLBACK` when the callback throws or calls `tx.rollback()`. `sql` goes through `query`.
 */
function instrumentPglite(client: PGlite, recorder: Recorder): () => void {
  const counted = <F extends (...args: never[]) => Promise<unknown>>(original: F): F =>
    ((...args: Parameters<F>) => {
      recorder.statements.push(oneLine(args[0]));
      const result = original(...args);
      track(recorder, result);
      return result;
    }) as F;

  const wrapTransaction = (tx: Transaction, onRollback: () => void): Transaction => {
    tx.query = counted(tx.query);
    tx.exec = counted(tx.exec);
    const rollback = tx.rollback;
    tx.rollback = async () => {
      recorder.statements.push('ROLLBACK');
      onRollback();
      return rollback();
    };
    return tx;
  };

  const restores = [
    patch(client, 'query', (original) => counted(original)),
    patch(client, 'exec', (original) => counted(original)),
    patch(
      client,
      'transaction',
      (original) =>
        (async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
          let ended = false;
          const result = original(async (tx: Transaction) => {
            recorder.statements.push('BEGIN');
            try {
              const value = await callback(
                wrapTransaction(tx, () => {
                  ended = true;
                }),
              );
              if (!ended) recorder.statements.push('COMMIT');
              return value;
            } catch (error) {
              if (!ended) recorder.statements.push('ROLLBACK');
              throw error;
            }
          });
          track(recorder, result);
          return result;
        }) as typeof original,
    ),
  ];
  return () => {
    for (const restore of restores.reverse()) restore();
  };
}
