import crypto from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { databaseUrl } from './test-database-info';

/**
 * Issue 17: several processes starting at once on a new database (a cluster's first start) all run the
 * migrations; under the migrations' advisory lock one applies them and the others find nothing left.
 * PostgreSQL only: the embedded database is one process by construction (its folder is locked).
 */
const info = inject('testDatabase');

describe.skipIf(info.kind !== 'postgres')('migrations started by several processes at once', () => {
  it('apply once, every start succeeds', async () => {
    if (info.kind !== 'postgres') return;
    const name = `embarca_migrar_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: info.serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: databaseUrl(info.serverUrl, name), poolMax: 2 })),
    );
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
      const { rows } = await admin.query<{ n: number }>(
        `select count(*)::int as n from pg_database where datname = $1`,
        [name],
      );
      expect(rows[0]?.n).toBe(1);
      const check = new pg.Client({ connectionString: databaseUrl(info.serverUrl, name) });
      await check.connect();
      const applied = await check.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const tags = await check.query("select to_regclass('limites_de_taxa') is not null as ok");
      await check.end();
      expect(applied.rows[0]?.n).toBeGreaterThanOrEqual(20);
      expect(tags.rows[0]?.ok).toBe(true);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 120_000);
});
