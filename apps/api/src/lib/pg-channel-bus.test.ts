import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers/test-database';
import { createPgChannelBus } from './pg-channel-bus';

const onPostgres = inject('testDatabase').kind === 'postgres';

describe.runIf(onPostgres)('PostgreSQL channel bus (node-postgres listener)', () => {
  it('leaves no connection behind when closed while its listener is still connecting', async () => {
    const database = await openTestDatabase();
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = rows[0]?.name;
    try {
      // Closed at once: the LISTEN connection is still being opened. close() must wait for it and end
      // it, or the database dropped right after (as the test helpers do) kills a client nobody listens
      // to, and its error crashes the process.
      const bus = createPgChannelBus(database, { channel: 'teste_fechamento' });
      await bus.close();
      const listeners = (await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
             where datname = ${name} and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      )) as unknown as { rows: { n: number }[] };
      expect(listeners.rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('delivers a payload published after the first LISTEN is in place, and stops after close', async () => {
    const database = await openTestDatabase();
    try {
      const bus = createPgChannelBus(database, { channel: 'teste_entrega' });
      const received: string[] = [];
      bus.subscribe((payload) => received.push(payload));
      await bus.listening;
      await bus.publish('um');
      await expect.poll(() => received).toEqual(['um']);
      await bus.close();
      await bus.publish('dois');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toEqual(['um']);
    } finally {
      await database.close();
    }
  });
});
