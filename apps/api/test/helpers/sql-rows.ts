import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/** Runs raw SQL in a test and returns its rows (both drivers answer `{ rows }`). */
export async function sqlRows<T extends Record<string, unknown> = Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
