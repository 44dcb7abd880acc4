import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { owners } from './owners';

/**
 * Lookup values (GET /tipo?tipo=1..15). `owner_id` null = a product-wide value every tenant sees;
 * otherwise a tenant's own value. Kinds (01 §3): 1 veículo, 2 carroceria, 3 categoria do veículo,
 * 4 marca, 5 rastreador, 6 gerenciadora de risco, 7 cartão, 8 carga, 9 natureza da carga,
 * 10 tarifa da carga, 11 banco para depósito, 12 motivo de desativação da carga, 13 extra do frete,
 * 14 tração, 15 equipamento.
 */
export const tipos = pgTable(
  'tipos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => owners.id),
    tipo: smallint('tipo').notNull(),
    /** The item's value as the spec's `valor` (what other rows store, e.g. veiculos.tipo_veiculo). */
    valor: integer('valor').notNull(),
    /** An external code when the value has one (e.g. the bank's compensation code '001'). */
    codigo: varchar('codigo', { length: 20 }),
    texto: text('texto').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // NULLS NOT DISTINCT (PostgreSQL ≥ 15): one product-wide value per (tipo, valor) too.
    unique('tipos_owner_tipo_valor_uq').on(t.ownerId, t.tipo, t.valor).nullsNotDistinct(),
    check('tipos_tipo_check', sql`${t.tipo} between 1 and 15`),
  ],
);
