import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cargas } from './cargas';
import { tz } from './columns';
import { owners } from './owners';

/**
 * The lead form outbox (01 §3, §7; modules/leads): one row per lead to POST to the marketing service.
 * Pending while `enviado_em` is null and `proximo_envio` is set (the next attempt, also the lease of the
 * process sending it); `proximo_envio` null = given up after the last attempt (`ultimo_erro` says why).
 */
export const leadEnvios = pgTable(
  'lead_envios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    cargaId: uuid('carga_id').references(() => cargas.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    proximoEnvio: tz('proximo_envio').defaultNow(),
    enviadoEm: tz('enviado_em'),
    ultimoErro: text('ultimo_erro'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('lead_envios_pendentes_idx')
      .on(t.proximoEnvio)
      .where(sql`${t.enviadoEm} is null and ${t.proximoEnvio} is not null`),
  ],
);
