import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { databaseUrl } from '../test-database-info';

/**
 * A database of this test file's own, migrated and holding the demo data (prepared once by
 * test/global-setup.ts). `close()` also drops it on PostgreSQL.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const dump = new Blob([fs.readFileSync(info.dumpFile)]);
    return openDatabase({ pgliteLoadDataDir: dump });
  }

  const copy = await createTestDatabaseCopy();
  const database = await openDatabase({ databaseUrl: copy.url, poolMax: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * PostgreSQL only: a copy of the template for this test file, by URL (for a server process the test
 * starts itself); `drop()` removes it.
 */
export async function createTestDatabaseCopy(): Promise<{ url: string; drop: () => Promise<void> }> {
  const info = inject('testDatabase');
  if (info.kind !== 'postgres') throw new Error('createTestDatabaseCopy needs TEST_DATABASE_URL');
  const name = `${info.template}_${crypto.randomBytes(4).toString('hex')}`;
  await createFromTemplate(info.serverUrl, name, info.template);
  return {
    url: databaseUrl(info.serverUrl, name),
    drop: () => adminQuery(info.serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function createFromTemplate(serverUrl: string, name: string, template: string): Promise<void> {
  // Two files copying the template at the same instant may collide ("being accessed by other users").
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
