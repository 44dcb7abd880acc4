import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from './client';

/**
 * The newest migration this build ships (`when` of the last journal entry, the `created_at` Drizzle's
 * migrator records for it).
 */
export function latestShippedMigration(folder: string = migrationsFolder): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** PostgreSQL's "undefined table" and "invalid schema name": the migrations never ran here. */
const NEVER_MIGRATED = new Set(['42P01', '3F000']);

/**
 * Whether the database holds every migration this build ships (Drizzle's migrator applies those newer than
 * the newest `drizzle.__drizzle_migrations.created_at`). False while another replica is still migrating a
 * new release's schema, or on a database never migrated; throws when the database does not answer.
 */
export async function migrationsApplied(db: Database, latest = latestShippedMigration()): Promise<boolean> {
  try {
    const result = (await db.execute(
      sql`select max(created_at) as ultima from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { ultima: string | number | null }[] };
    const ultima = result.rows[0]?.ultima;
    return ultima !== null && ultima !== undefined && Number(ultima) >= latest;
  } catch (error) {
    const code =
      (error as { code?: unknown; cause?: { code?: unknown } }).code ??
      (error as { cause?: { code?: unknown } }).cause?.code;
    if (typeof code === 'string' && NEVER_MIGRATED.has(code)) return false;
    throw error;
  }
}
