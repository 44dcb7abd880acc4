import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

const dialect = new PgDialect();

/**
 * Where hot reads run: for a database opened on a PostgreSQL server, a second pool whose connections use
 * `plan_cache_mode = force_generic_plan` (db/client.ts). A named statement is then planned once per
 * connection, never per call: PostgreSQL's own choice kept re-planning some of them (the quick search
 * spent 2.3 ms planning for 0.9 ms executing; its generic plan executes in 0.1 ms). Everything else — writes,
 * transactions, one-off reads — stays on the main pool, where each statement is planned for its values.
 */
const hotReadTargets = new WeakMap<Database, Database>();

/** Called by db/client.ts when it opens PostgreSQL: `db`'s hot reads go to `hot`. */
export function setHotReadTarget(db: Database, hot: Database): void {
  hotReadTargets.set(db, hot);
}

/** The database hot reads of `db` run on (itself for PGlite and for a transaction). */
export function hotReadTarget(db: Database): Database {
  return hotReadTargets.get(db) ?? db;
}

/** A Drizzle query builder (a select…): it can be run as a named statement with Drizzle's own row mapping. */
interface PreparableQuery<T> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> };
}

/**
 * Runs hot read statements as named prepared statements on node-postgres: each pooled connection parses a
 * text once and keeps its generic plan, so a repeated read skips parsing and planning. PGlite ignores the
 * name. Reads given the root database run on its hot-read pool (see `hotReadTargets`); given a transaction,
 * in that transaction.
 *
 * One registry per caller (`prefix`): a name per distinct SQL text, up to `maxNames`; beyond that (unusual
 * filter combinations) statements run unnamed, so a connection never holds an unbounded set.
 * `select` and `compiled` name their statements `<prefix>_<key>` in the same namespace as the numbered
 * names of raw reads: a key is a word (a shape), never a number.
 */
export function createPreparedRunner(prefix: string, maxNames = 200) {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < maxNames) {
      name = `${prefix}_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };

  /** A raw SQL read; rows as the driver gives them (column names as selected). */
  async function runPrepared(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
    const target = hotReadTarget(db);
    const compiled = dialect.sqlToQuery(query);
    const result = (await target._.session
      .prepareQuery(compiled, undefined, nameOf(compiled.sql), false)
      .execute()) as {
      rows: Record<string, unknown>[];
    };
    return result.rows;
  }

  /** Raw statements of `runPrepared.compiled`, compiled once per key. */
  const compiled = new Map<string, Query>();

  /**
   * A raw SQL read built by `build` with `sql.placeholder()`s for its values, compiled once per `key` and run
   * as the statement `<prefix>_<key>` with `values`: neither Drizzle's SQL assembly nor the statement's
   * parsing and planning happen per call. `key` must name one SQL text (the shape: which branches, which
   * optional parts), never a value.
   */
  runPrepared.compiled = async function runCompiled(
    db: Database,
    key: string,
    build: () => SQL,
    values: Record<string, unknown>,
  ): Promise<Record<string, unknown>[]> {
    let query = compiled.get(key);
    if (!query) {
      query = dialect.sqlToQuery(build());
      compiled.set(key, query);
    }
    const result = (await hotReadTarget(db)
      ._.session.prepareQuery(query, undefined, `${prefix}_${key}`, false)
      .execute(values)) as { rows: Record<string, unknown>[] };
    return result.rows;
  };

  /** Statements of `runPrepared.select`, built once per database (the root's hot-read pool, or a transaction). */
  const built = new WeakMap<
    Database,
    Map<string, { execute(values?: Record<string, unknown>): Promise<unknown> }>
  >();

  /**
   * A Drizzle select, built once per database by `build` with `sql.placeholder()`s for its values and kept,
   * then run as the statement `<prefix>_<key>` with `values`; rows mapped as Drizzle maps them. Building a
   * Drizzle select costs more CPU than running it, so `build` must not capture any per-call value.
   */
  runPrepared.select = async function select<T>(
    db: Database,
    key: string,
    build: (target: Database) => PreparableQuery<T>,
    values?: Record<string, unknown>,
  ): Promise<T> {
    const target = hotReadTarget(db);
    let statements = built.get(target);
    if (!statements) {
      statements = new Map();
      built.set(target, statements);
    }
    let statement = statements.get(key);
    if (!statement) {
      statement = build(target).prepare(`${prefix}_${key}`) as {
        execute(values?: Record<string, unknown>): Promise<unknown>;
      };
      statements.set(key, statement);
    }
    return (await statement.execute(values)) as T;
  };

  return runPrepared;
}
