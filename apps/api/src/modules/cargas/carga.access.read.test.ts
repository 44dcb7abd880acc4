import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf } from '../../../test/factories/sessoes';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { cargas } from '../../db/schema';
import { createCargaAccessRepository, escopoDaSessao } from './carga.access';

/**
 * The gate reads `c.*` with plain SQL and maps the row itself (cheaper than Drizzle's aliased select): the
 * load it answers must be exactly what Drizzle's own select of the table gives — every column, every type.
 */
describe('load gate read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers each load exactly as Drizzle maps the table (dates, decimals, arrays, json, nulls)', async () => {
    const session = await sessionOf(t.app, 'admin@embarcador.demo');
    const ids = (
      await sqlRows<{ id: string }>(
        t.database.db,
        sql`select id from cargas where owner_id = ${session.ownerId} order by codigo limit 40`,
      )
    ).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(10);
    const lidas = await createCargaAccessRepository(t.database.db).read(escopoDaSessao(session), ids);
    const esperadas = await t.database.db.select().from(cargas).where(inArray(cargas.id, ids));
    expect(lidas).toHaveLength(esperadas.length);
    const porId = new Map(esperadas.map((row) => [row.id, row]));
    for (const lida of lidas) expect(lida.carga).toEqual(porId.get(lida.carga.id));
    // The demo data exercises the mapping: some loads carry dates, decimals and arrays.
    expect(lidas.some((lida) => lida.carga.createdAt instanceof Date)).toBe(true);
    expect(lidas.some((lida) => typeof lida.carga.peso === 'string')).toBe(true);
  });
});
