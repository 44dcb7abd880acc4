import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { cargaRotas, cargas } from './cargas';
import { tz } from './columns';
import { owners } from './owners';
import { usuarios } from './usuarios';

/**
 * Extra attachments of a load (02 §3 "Extra attachment"): the file's bytes live in the object storage
 * (lib/storage) under `storage_key`; this row holds what the list shows. `owner_id` is the load's
 * company (the tenant); `autor_owner_id` the uploader's company — the shipper or a carrier the load is
 * directed to or hired by. `carga_rota_id` (the spec's ofertaCargaRotaId) is the route point it belongs
 * to, e.g. a delivery receipt photo; null for the whole load.
 */
export const cargaAnexos = pgTable(
  'carga_anexos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    cargaId: uuid('carga_id')
      .notNull()
      .references(() => cargas.id, { onDelete: 'cascade' }),
    cargaRotaId: uuid('carga_rota_id').references(() => cargaRotas.id, { onDelete: 'set null' }),
    autorOwnerId: uuid('autor_owner_id')
      .notNull()
      .references(() => owners.id),
    nome: varchar('nome', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 127 }).notNull(),
    /** Size in bytes. */
    tamanho: integer('tamanho').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('carga_anexos_carga_idx').on(t.cargaId, t.createdAt),
    index('carga_anexos_owner_idx').on(t.ownerId),
    uniqueIndex('carga_anexos_storage_key_uq').on(t.storageKey),
    check('carga_anexos_tamanho_check', sql`${t.tamanho} > 0`),
  ],
);
