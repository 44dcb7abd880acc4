import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../test/helpers/sql-rows';
import { openTestDatabase } from '../../test/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { usuarios } from '../db/schema';
import { createPreparedRunner, hotReadTarget } from './prepared-statements';

/**
 * Hot reads run named and, on a PostgreSQL server, on connections planning them generically (planned once
 * per connection, not per call); everything else keeps PostgreSQL's default (a plan for each call's values).
 */
describe('prepared hot reads', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs them generically on PostgreSQL, leaves the other statements to the planner', async () => {
    const runPrepared = createPreparedRunner('prepared_test');
    const modo = sql`select current_setting('plan_cache_mode') as plan_cache_mode`;
    const hot = await runPrepared(database.db, modo);
    const plainRows = await sqlRows<{ plan_cache_mode: string }>(database.db, modo);
    if (database.driver === 'postgres') {
      expect(hotReadTarget(database.db)).not.toBe(database.db);
      expect(hot[0]?.plan_cache_mode).toBe('force_generic_plan');
      expect(plainRows[0]?.plan_cache_mode).toBe('auto');
    } else {
      // One embedded connection: the same database, PostgreSQL's default.
      expect(hotReadTarget(database.db)).toBe(database.db);
      expect(hot[0]?.plan_cache_mode).toBe('auto');
    }
  });

  it('maps a Drizzle select as Drizzle does', async () => {
    const runPrepared = createPreparedRunner('prepared_test_select');
    const rows = await runPrepared.select(database.db, 'usuarios', (d) =>
      d
        .select({ sessionVersion: usuarios.sessionVersion, criadoEm: usuarios.createdAt })
        .from(usuarios)
        .limit(1),
    );
    expect(typeof rows[0]?.sessionVersion).toBe('number');
    expect(rows[0]?.criadoEm).toBeInstanceOf(Date);
  });

  it('runs in the transaction it is given', async () => {
    const runPrepared = createPreparedRunner('prepared_test_tx');
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table prepared_probe (id int) on commit drop`);
      await tx.execute(sql`insert into prepared_probe values (7)`);
      // The temporary table exists only on this transaction's connection: found means it ran there.
      return runPrepared(tx, sql`select id from prepared_probe`);
    });
    expect(rows).toEqual([{ id: 7 }]);
  });
});
