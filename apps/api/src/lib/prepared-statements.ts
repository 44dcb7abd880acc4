import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

const dialect = new PgDialect();

/**
 * Runs hot read statements as named prepared statements on node-postgres: each pooled connection parses
 * a text once and PostgreSQL may keep a generic plan, so a repeated read skips parsing and planning
 * (which cost as much CPU as executing the board page: ~2.5 ms). PGlite ignores the name.
 *
 * One registry per caller (`prefix`): a name per distinct SQL text, up to `maxNames`; beyond that (unusual
 * filter combinations) statements run unnamed, so a connection never holds an unbounded set.
 */
export function createPreparedRunner(prefix: string, maxNames = 200) {
  const names = new Map<string, string>();
  return async function runPrepared(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
    const compiled = dialect.sqlToQuery(query);
    let name = names.get(compiled.sql);
    if (name === undefined && names.size < maxNames) {
      name = `${prefix}_${names.size + 1}`;
      names.set(compiled.sql, name);
    }
    const result = (await db._.session.prepareQuery(compiled, undefined, name, false).execute()) as {
      rows: Record<string, unknown>[];
    };
    return result.rows;
  };
}
