import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { sqlRows } from './helpers/sql-rows';
import { openTestDatabase } from './helpers/test-database';

/**
 * Issue 17, "Past one database" (ARCHITECTURE.md): the sharding key of a distributed PostgreSQL is the
 * owner id, so every tenant-owned table carries `owner_id`. Read from the migrated database's catalog (not
 * the Drizzle schema), so a table added by a hand-written migration is checked too. A new table either has
 * the column or is added below with the reason it belongs to no tenant.
 */
const GLOBAL_TABLES: Record<string, string> = {
  owners: 'the tenants themselves (its id is the key)',
  consulta_ceps: 'cache of the public CEP registry, shared by every tenant (a reference table)',
  consulta_cnpjs: 'cache of the public CNPJ registry, shared by every tenant (a reference table)',
  anuncios: "the platform's announcements, written by its administrators for every tenant",
  release_posts: "the platform's release notes, the same for every tenant",
  limites_de_taxa: 'request counters per route and address, kept before any tenant is known (sign-in, links)',
  aliquotas_icms:
    'ICMS rates by UF pair, the law the same for every tenant (support keeps them; a reference table)',
  antt_coeficientes: "ANTT's published floor coefficients, the same for every tenant (support keeps them)",
  tarefas_verificacao:
    "the job layer's self-check batches, started by the platform's support (no tenant data)",
};

/** Tables whose owner_id may be null, with why (on a distributed PostgreSQL: see ARCHITECTURE.md). */
const NULLABLE_OWNER: Record<string, string> = {
  tipos: "null = a product-wide lookup value every tenant sees; a tenant's own values carry its owner",
};

/**
 * Unique indexes of tenant tables that do not include owner_id, each with why it must hold across
 * tenants or why its key already implies one tenant (a child row of a tenant row). On a distributed
 * PostgreSQL the first kind becomes a lookup on a reference table (ARCHITECTURE.md).
 */
const UNIQUE_WITHOUT_OWNER: Record<string, string> = {
  usuarios_email_uq: 'sign-in looks an e-mail up before any tenant is known: one account per e-mail',
  refresh_tokens_hash_uq: 'a presented token is looked up by its hash before the tenant is known',
  password_tokens_hash_uq: 'a password link is looked up by its hash before the tenant is known',
  integracao_tokens_hash_uq: 'an integration token is looked up by its hash before the tenant is known',
  second_factor_challenges_usuario_uq: 'one challenge per user; the user implies the tenant',
  carga_anexos_storage_key_uq: 'storage keys start with the owner id (lib/storage)',
  carga_ofertas_carga_empresa_uq: 'per load; the load implies the tenant',
  carga_rotas_carga_ordem_uq: 'per load; the load implies the tenant',
  carga_documento_itens_documento_ordem_uq: 'per document; the document implies the tenant',
  user_preferences_usuario_nome_uq: 'per user; the user implies the tenant',
};

describe('every tenant-owned table carries the owner column', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('has owner_id (not null) on every public table but the global ones', async () => {
    const tables = await sqlRows<{ table_name: string; owner_nullable: string | null }>(
      database.db,
      sql`select t.table_name, c.is_nullable as owner_nullable
          from information_schema.tables t
          left join information_schema.columns c
            on c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'owner_id'
          where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
          order by t.table_name`,
    );
    expect(tables.length).toBeGreaterThan(30);
    const withoutOwner = tables
      .filter((table) => table.owner_nullable === null && !(table.table_name in GLOBAL_TABLES))
      .map((table) => table.table_name);
    expect(withoutOwner, 'tables without owner_id: add the column or list the table as global').toEqual([]);
    const nullable = tables
      .filter((table) => table.owner_nullable === 'YES' && !(table.table_name in NULLABLE_OWNER))
      .map((table) => table.table_name);
    expect(nullable, 'owner_id must be NOT NULL').toEqual([]);
    // The allow-list holds only tables that exist (a dropped table leaves no stale excuse behind).
    const names = new Set(tables.map((table) => table.table_name));
    expect(Object.keys(GLOBAL_TABLES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('keeps owner_id in the unique indexes of tenant tables, but the listed exceptions', async () => {
    const indexes = await sqlRows<{ index_name: string; table_name: string; definition: string }>(
      database.db,
      sql`select i.relname as index_name, t.relname as table_name, pg_get_indexdef(x.indexrelid) as definition
          from pg_index x
          join pg_class i on i.oid = x.indexrelid
          join pg_class t on t.oid = x.indrelid
          join pg_namespace n on n.oid = t.relnamespace
          where n.nspname = 'public' and x.indisunique and not x.indisprimary
          order by i.relname`,
    );
    const missing = indexes
      .filter((index) => !(index.table_name in GLOBAL_TABLES) && index.table_name !== 'owners')
      .filter((index) => !/\bowner_id\b/.test(index.definition))
      .map((index) => index.index_name)
      .filter((name) => !(name in UNIQUE_WITHOUT_OWNER));
    expect(missing, 'unique indexes without owner_id: add it or list the index with its reason').toEqual([]);
  });
});
